import type { Queryable } from './connect.ts';
import type { CompactLine } from './payslipLines.ts';
import { withLineItems } from './payslips.ts';

export interface JournalPayslipRow {
  id: string;
  department: string | null;
  destination_scheme: string | null;
  net_minor: number;
  line_items: { code: string; kind: 'earning' | 'deduction' | 'employer_cost' | 'informational'; amount_minor: number }[];
}

/**
 * What a journal needs of each payslip of a run (its cost centre, where net pay went, its net and its lines), for
 * the payslips after `afterId` in id order, at most `limit`: a run is journaled a page at a time.
 */
export async function journalPayslipsOfRunAfter(sql: Queryable, payRunId: string, afterId: string | null, limit: number): Promise<JournalPayslipRow[]> {
  const rows = await sql<{ id: string; department: string | null; destination_scheme: string | null; net_minor: number; rule_set_id: string | null; lines: CompactLine[] | null }[]>`
    select id, employee_snapshot ->> 'department' as department,
           employee_snapshot -> 'payment_destination' ->> 'scheme' as destination_scheme,
           net_minor, rule_set_id, lines
    from payslips where pay_run_id = ${payRunId} and id > ${afterId ?? '00000000-0000-0000-0000-000000000000'}
    order by id limit ${limit}`;
  return (await withLineItems(sql, rows)).map((row) => ({ ...row, line_items: row.line_items ?? [] }));
}
