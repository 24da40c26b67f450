import type { Queryable } from './connect.ts';
import { yearToDateStatuses } from '../machines/payRun.ts';
import type { YearToDate } from '../domain/payroll/pricing.ts';

export interface YearToDateQuery {
  organizationId: string;
  employeeIds: string[];
  taxYearStart: string;
  /** The run being priced: its own payslips never count, and only runs paid before it do. */
  payRunId: string;
  payDate: string;
  createdAt: Date;
}

/**
 * Year to date before a run, without opening balances: per employee and accumulator, the sum of what each
 * payslip of the tax year contributed (ytd_after − ytd_before) in every run that counts toward year to date
 * (a tag of payRunMachine) and pays before this one (pay date, then creation). Each payslip adds its own
 * contribution, so a correction in an earlier run or an off-period run counts, and discarding a run's payslips
 * takes exactly its contribution away.
 */
export async function yearToDateContributions(sql: Queryable, query: YearToDateQuery): Promise<Map<string, YearToDate>> {
  if (query.employeeIds.length === 0) return new Map();
  // Each employee's earlier payslips by index (payslips_ytd), whatever the statistics say: `offset 0` keeps
  // the lateral subquery from being planned as a join over the organization's payslips, which a fresh
  // import's missing statistics made a scan of all of them per chunk (docs/performance.md "Calculation").
  // The earlier payslips' two texts, summed here: json_each and `->>` over them cost PostgreSQL three times the
  // reading of the rows (a fifth of its time in a second run of the year), JSON.parse a fraction of that.
  const rows = await sql<{ employee_id: string; ytd_before: YearToDate | null; ytd_after: YearToDate }[]>`
    select p.employee_id, p.ytd_before, p.ytd_after
    from unnest(${query.employeeIds}::uuid[]) as chunk (id)
    cross join lateral (
      select p.employee_id, p.ytd_before, p.ytd_after
      from payslips p join pay_runs r on r.id = p.pay_run_id
      where p.organization_id = ${query.organizationId} and p.employee_id = chunk.id
        and p.tax_year_start = ${query.taxYearStart}
        and p.pay_run_id <> ${query.payRunId}
        and r.status = any(${yearToDateStatuses as readonly string[] as string[]}::text[])
        and (r.pay_date, r.created_at, r.id) < (${query.payDate}::date, ${query.createdAt}::timestamptz, ${query.payRunId}::uuid)
      offset 0) as p`;
  const ytd = new Map<string, YearToDate>();
  for (const row of rows) {
    const of = ytd.get(row.employee_id) ?? {};
    for (const [name, after] of Object.entries(row.ytd_after)) {
      const contribution = after - (row.ytd_before?.[name] ?? 0);
      if (!Number.isSafeInteger(contribution)) throw new Error(`year to date ${name} of employee ${row.employee_id} is not in minor units`);
      of[name] = (of[name] ?? 0) + contribution;
    }
    ytd.set(row.employee_id, of);
  }
  return ytd;
}

/** Whether any run of the tax year has priced the employee (opening balances are then fixed). */
export async function pricedInTaxYear(sql: Queryable, organizationId: string, employeeId: string, taxYearStart: string): Promise<boolean> {
  const [row] = await sql`select 1 from payslips where organization_id = ${organizationId} and employee_id = ${employeeId} and tax_year_start = ${taxYearStart} limit 1`;
  return row !== undefined;
}
