import type { Queryable } from './connect.ts';
import { yearToDateStatuses } from '../machines/payRun.ts';

export async function upsertLeaving(sql: Queryable, organizationId: string, employeeId: string, leavingDate: string, reason: string): Promise<void> {
  await sql`
    insert into employee_leavings (organization_id, employee_id, leaving_date, reason)
    values (${organizationId}, ${employeeId}, ${leavingDate}, ${reason})
    on conflict (employee_id) do update set leaving_date = excluded.leaving_date, reason = excluded.reason, recorded_at = now()`;
}

/** A calculated, approved or paid run that priced the employee for a period starting after `date`. */
export async function runPricedAfter(sql: Queryable, employeeId: string, date: string): Promise<{ pay_run_id: string; period_start: string } | undefined> {
  const [row] = await sql<{ pay_run_id: string; period_start: string }[]>`
    select r.id as pay_run_id, r.period_start::text as period_start from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.employee_id = ${employeeId} and r.period_start > ${date}
      and r.status = any(${yearToDateStatuses as readonly string[] as string[]}::text[])
    order by r.period_start limit 1`;
  return row;
}

export async function findLeaving(sql: Queryable, employeeId: string): Promise<{ leaving_date: string; reason: string } | undefined> {
  const [row] = await sql<{ leaving_date: string; reason: string }[]>`
    select leaving_date::text as leaving_date, reason from employee_leavings where employee_id = ${employeeId}`;
  return row;
}

/** The employee's payslips of a tax year, from runs counting toward the year to date, in period order (ids only). */
export async function payslipIdsOfTaxYear(sql: Queryable, employeeId: string, taxYearStart: string): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select p.id from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.employee_id = ${employeeId} and p.tax_year_start = ${taxYearStart}
      and r.status = any(${yearToDateStatuses as readonly string[] as string[]}::text[])
    order by p.period_end, p.id`;
  return rows.map((r) => r.id);
}
