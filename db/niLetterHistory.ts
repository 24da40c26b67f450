import type { Queryable } from './connect.ts';
import type { YearToDate } from '../domain/payroll/pricing.ts';
import { yearToDateStatuses } from '../machines/payRun.ts';

export interface EarlierPayslipNi {
  employee_id: string;
  ytd_before: YearToDate;
  ytd_after: YearToDate;
  statutory_facts: { label: string; value: string }[] | null;
}

/**
 * The employees' payslips of the tax year that count toward the year to date and came before the given ones (an
 * earlier or equal period, written before): what each added to the NI figures, under the letter it was priced with.
 */
export async function earlierPayslipsOfYear(sql: Queryable, payslips: { id: string; employee_id: string; period_end: string; created_at: Date }[], taxYearStart: string): Promise<EarlierPayslipNi[]> {
  if (payslips.length === 0) return [];
  return sql<EarlierPayslipNi[]>`
    select p.employee_id, p.ytd_before, p.ytd_after, p.employee_snapshot -> 'statutory_facts' as statutory_facts
    from unnest(${payslips.map((p) => p.id)}::uuid[], ${payslips.map((p) => p.employee_id)}::uuid[], ${payslips.map((p) => p.period_end)}::date[],
                ${payslips.map((p) => p.created_at.toISOString())}::timestamptz[]) as these (id, employee_id, period_end, created_at)
    join payslips p on p.employee_id = these.employee_id and p.tax_year_start = ${taxYearStart} and p.id <> these.id
      and p.period_end <= these.period_end and p.created_at < these.created_at
    join pay_runs r on r.id = p.pay_run_id and r.status = any(${yearToDateStatuses as readonly string[] as string[]}::text[])`;
}
