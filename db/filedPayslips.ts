import type { Queryable } from './connect.ts';
import type { CompactLine } from './payslipLines.ts';

/**
 * A payslip as the periodic returns read it: the figures they sum and the snapshot facts they print, selected in
 * SQL (no year to date, sealed inputs, payment or organization snapshot), its lines still compact.
 */
export interface FiledPayslipRow {
  id: string;
  employee_id: string;
  period_start: string;
  period_end: string;
  gross_minor: number;
  classification: 'employee' | 'contractor';
  full_name: string | null;
  position: string | null;
  rule_set_id: string;
  lines: CompactLine[];
}

/** A page of a run's payslips in id order, after `afterId`. */
export async function filedPayslipsOfRunAfter(sql: Queryable, payRunId: string, afterId: string | null, limit: number): Promise<FiledPayslipRow[]> {
  return sql<FiledPayslipRow[]>`
    select id, employee_id, period_start, period_end, gross_minor, employee_snapshot ->> 'classification' as classification,
           employee_snapshot ->> 'full_name' as full_name, employee_snapshot ->> 'position' as position, rule_set_id, lines
    from payslips where pay_run_id = ${payRunId} ${afterId === null ? sql`` : sql`and id > ${afterId}`}
    order by id limit ${limit}`;
}
