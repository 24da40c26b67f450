import type { Queryable } from './connect.ts';
import type { CompactLine } from './payslipLines.ts';
import { withLineItems } from './payslips.ts';

export interface JournalPayslipRow {
  department: string | null;
  destination_scheme: string | null;
  net_minor: number;
  line_items: { code: string; kind: 'earning' | 'deduction' | 'employer_cost' | 'informational'; amount_minor: number }[];
}

/** What a journal needs of each payslip of a run: its cost centre, where net pay went, its net and its lines. */
export async function journalPayslipsOfRun(sql: Queryable, payRunId: string): Promise<JournalPayslipRow[]> {
  const rows = await sql<{ department: string | null; destination_scheme: string | null; net_minor: number; rule_set_id: string | null; lines: CompactLine[] | null }[]>`
    select employee_snapshot ->> 'department' as department,
           employee_snapshot -> 'payment_destination' ->> 'scheme' as destination_scheme,
           net_minor, rule_set_id, lines
    from payslips where pay_run_id = ${payRunId} order by id`;
  return (await withLineItems(sql, rows)).map((row) => ({ ...row, line_items: row.line_items ?? [] }));
}
