import type { Queryable } from './connect.ts';
import { sealedStatuses, yearToDateStatuses } from '../machines/payRun.ts';
import { withLineItems, type StoredLineItem } from './payslips.ts';
import type { CompactLine } from './payslipLines.ts';

export interface PaidPayslip {
  id: string;
  employee_id: string;
  period_start: string;
  period_end: string;
  /** Only the lines priced by no rule (reference null): the standing pay a retro line compares with. */
  line_items: StoredLineItem[];
}

export interface RetroLookback {
  organizationId: string;
  jurisdiction: string;
  employeeIds: string[];
  /** The run being priced: its own retro lines are being recomputed, so they never count as carried. */
  payRunId: string;
  since: string;
  before: string;
}

/**
 * The employees' payslips of sealed (paid) runs of the jurisdiction for periods between `since` and `before`,
 * with their unreferenced lines: every line of two years of payslips was expanded to read one or two of each
 * (docs/performance.md "Calculation with a year of history").
 */
export async function paidPayslipsBefore(sql: Queryable, query: RetroLookback): Promise<PaidPayslip[]> {
  if (query.employeeIds.length === 0) return [];
  const rows = await sql<(Omit<PaidPayslip, 'line_items'> & { rule_set_id: string; lines: CompactLine[] | null })[]>`
    select p.id, p.employee_id, p.period_start::text, p.period_end::text, p.rule_set_id, p.lines
    from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.organization_id = ${query.organizationId} and p.employee_id = any(${query.employeeIds}::uuid[])
      and p.period_start >= ${query.since} and p.period_start < ${query.before}
      and r.jurisdiction = ${query.jurisdiction}
      and r.status = any(${sealedStatuses as readonly string[] as string[]}::text[])
    order by p.employee_id, p.period_start`;
  const unreferenced = rows.map((row) => ({ ...row, lines: row.lines && row.lines.filter((line) => line[3] === null) }));
  return (await withLineItems(sql, unreferenced)) as PaidPayslip[];
}

/**
 * Retro lines other runs already carry, per paid payslip corrected and line code: what the next run must not
 * pay again. Runs that count toward year to date (calculated, approved or paid) carry them.
 */
export async function retroCarried(sql: Queryable, query: RetroLookback): Promise<Map<string, number>> {
  if (query.employeeIds.length === 0) return new Map();
  const rows = await sql<{ reference: string; code: string; amount: number }[]>`
    select l->>3 as reference, l->>4 as code, sum((l->>0)::bigint)::bigint as amount
    from payslips p join pay_runs r on r.id = p.pay_run_id
    cross join lateral json_array_elements(p.lines) l
    where p.organization_id = ${query.organizationId} and p.employee_id = any(${query.employeeIds}::uuid[])
      and p.period_start >= ${query.since} and p.pay_run_id <> ${query.payRunId}
      and r.status = any(${yearToDateStatuses as readonly string[] as string[]}::text[])
      -- Only payslips whose text holds a written-out payslip reference are taken apart: with a year of history,
      -- json_array_elements over every earlier payslip of 200 employees cost PostgreSQL 52 ms of CPU, the
      -- statement with the text search first 8 ms (docs/performance.md "Calculation with a year of history").
      and strpos(p.lines::text, '"payslip:') > 0
      -- A line whose reference is written out keeps its code written out too (db/payslipLines.ts).
      and l->>3 like 'payslip:%'
    group by 1, 2`;
  return new Map(rows.map((r) => [`${r.reference}|${r.code}`, r.amount]));
}
