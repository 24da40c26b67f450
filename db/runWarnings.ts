import type { Queryable } from './connect.ts';
import type { YearToDate } from '../domain/payroll/pricing.ts';
import { withLineItems, type StoredLineItem } from './payslips.ts';
import type { CompactLine } from './payslipLines.ts';

/** What the warnings of a run look at, per employee of its jurisdiction. */
export interface EmployeeFacts {
  id: string;
  archived: boolean;
  employed_in_period: boolean;
  start_date: string | null;
  has_compensation: boolean;
  has_opening_balances: boolean;
  sealed_tax_profile: string | null;
  sealed_statutory_ids: string | null;
  payslip_id: string | null;
  net_minor: number | null;
  ytd_before: YearToDate | null;
  line_items: StoredLineItem[] | null;
}

export async function employeeFactsOfRun(
  sql: Queryable,
  run: { id: string; organization_id: string; jurisdiction: string; period_start: string; period_end: string },
  taxYearStart: string,
  options: { limit?: number } = {},
): Promise<EmployeeFacts[]> {
  const rows = await sql<(Omit<EmployeeFacts, 'line_items'> & { rule_set_id: string | null; lines: CompactLine[] | null })[]>`
    select e.id, e.archived, e.start_date::text, e.sealed_tax_profile, e.sealed_statutory_ids,
           (e.start_date is null or e.start_date <= ${run.period_end}) and (e.end_date is null or e.end_date >= ${run.period_start}) as employed_in_period,
           exists (select 1 from compensation_rows c where c.employee_id = e.id and c.effective_from <= ${run.period_end}
                   and (c.effective_to is null or c.effective_to > ${run.period_start})) as has_compensation,
           exists (select 1 from opening_balances o where o.employee_id = e.id and o.tax_year_start = ${taxYearStart}) as has_opening_balances,
           p.id as payslip_id, p.net_minor, p.ytd_before, p.rule_set_id, p.lines
    from employees e left join payslips p on p.pay_run_id = ${run.id} and p.employee_id = e.id
    where e.organization_id = ${run.organization_id} and e.jurisdiction = ${run.jurisdiction}
    order by e.id ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`;
  return withLineItems(sql, rows);
}
