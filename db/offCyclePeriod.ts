import type { Queryable } from './connect.ts';
import type { PayRunRow } from './payRuns.ts';
import type { CompactLine } from './payslipLines.ts';
import type { YearToDate } from '../domain/payroll/pricing.ts';
import type { StoredLineItem } from './payslips.ts';
import { withLineItems } from './payslips.ts';
import { yearToDateStatuses } from '../machines/payRun.ts';

export interface EarlierPayslip {
  employee_id: string;
  pay_run_id: string;
  tax_minor: number;
  ytd_before: YearToDate;
  line_items: StoredLineItem[];
}

/**
 * What these employees were already paid in the run's period: their payslips of the jurisdiction's runs that count
 * toward year to date, pay before this one (the order year to date uses), and end within the run's period.
 * Oldest first, so the first one's ytd_before is where the period started.
 */
export async function earlierPayslipsInPeriod(sql: Queryable, run: PayRunRow, employeeIds: string[]): Promise<EarlierPayslip[]> {
  if (employeeIds.length === 0) return [];
  const rows = await sql<(Omit<EarlierPayslip, 'line_items'> & { rule_set_id: string | null; lines: CompactLine[] | null })[]>`
    select p.employee_id, p.pay_run_id, p.tax_minor, p.ytd_before, p.rule_set_id, p.lines
    from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.organization_id = ${run.organization_id} and p.employee_id = any(${employeeIds}::uuid[])
      and r.jurisdiction = ${run.jurisdiction} and p.pay_run_id <> ${run.id}
      and r.status = any(${yearToDateStatuses as readonly string[] as string[]}::text[])
      and (r.pay_date, r.created_at, r.id) < (${run.pay_date}::date, ${run.created_at}::timestamptz, ${run.id}::uuid)
      and p.period_end between ${run.period_start} and ${run.period_end}
    order by r.pay_date, r.created_at, r.id`;
  return (await withLineItems(sql, rows)).map((row) => ({ ...row, line_items: row.line_items ?? [] }));
}
