import type { Queryable } from './connect.ts';
import type { CompactLine } from './payslipLines.ts';

/**
 * A payslip as the periodic returns read it: the figures they sum and the snapshot facts they print, selected in
 * SQL (no year to date, sealed inputs, payment or organization snapshot), its lines still compact.
 */
export interface FiledPayslipRow {
  id: string;
  employee_id: string;
  pay_run_id: string;
  period_start: string;
  period_end: string;
  gross_minor: number;
  classification: 'employee' | 'contractor';
  rule_set_id: string;
  lines: CompactLine[];
}

/** A person a return reports: the name and position their latest payslip of its runs printed. */
export interface FiledName {
  employee_id: string;
  full_name: string;
  position: string | null;
}

/**
 * Opens `cursor` (in the transaction) on the people paid by these runs in the order a return lists them: full
 * name by ICU's root collation (JavaScript's localeCompare, migration 061), then employee id. The name is the one
 * their latest payslip printed (the last run of the latest pay date, its last payslip), else the employee's own.
 * The database sorts; a worker holds a page (`filedNamesAt`).
 */
export async function openFiledNames(sql: Queryable, cursor: string, organizationId: string, runIds: string[]): Promise<void> {
  await sql`
    declare ${sql(cursor)} scroll cursor for
    select employee_id, full_name, position from (
      select distinct on (p.employee_id) p.employee_id, p.employee_snapshot ->> 'position' as position,
             coalesce(p.employee_snapshot ->> 'full_name', concat_ws(' ', nullif(e.first_name, ''), nullif(e.last_name, ''))) as full_name
      from payslips p join pay_runs r on r.id = p.pay_run_id join employees e on e.id = p.employee_id
      where p.organization_id = ${organizationId} and p.pay_run_id = any(${runIds}::uuid[]) and e.organization_id = ${organizationId}
      order by p.employee_id, r.pay_date desc, r.id desc, p.id desc) latest
    order by full_name collate filing_order, employee_id`;
}

/** The next `limit` people of an open cursor; from the first again when `fromStart`. */
export async function filedNamesAt(sql: Queryable, cursor: string, limit: number, fromStart: boolean): Promise<FiledName[]> {
  if (fromStart) await sql`move absolute 0 in ${sql(cursor)}`;
  return sql<FiledName[]>`fetch forward ${sql.unsafe(String(Math.trunc(limit)))} from ${sql(cursor)}`;
}

/** The payslips of these people in these runs, in the stored order of each run (by id). */
export async function filedPayslipsOfPeople(sql: Queryable, organizationId: string, runIds: string[], employeeIds: string[]): Promise<FiledPayslipRow[]> {
  return sql<FiledPayslipRow[]>`
    select id, employee_id, pay_run_id, period_start, period_end, gross_minor, employee_snapshot ->> 'classification' as classification, rule_set_id, lines
    from payslips where organization_id = ${organizationId} and employee_id = any(${employeeIds}::uuid[]) and pay_run_id = any(${runIds}::uuid[])
    order by id`;
}
