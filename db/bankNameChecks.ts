import type { Queryable } from './connect.ts';
import type { NameCheckResult } from '../machines/bankNameCheck.ts';
import type { BankNameCheckContext } from '../machines/bankNameCheck.ts';

/** An employee's bank name check as its machine sees it (the record the kernel drives). */
export interface BankNameCheckRecord {
  id: string;
  organization_id: string;
  machine_snapshot: unknown;
  bank_name_check: NameCheckResult | null;
  sealed_bank_details: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  suffix: string | null;
}

export async function lockBankNameCheck(sql: Queryable, employeeId: string): Promise<BankNameCheckRecord | undefined> {
  const [row] = await sql<BankNameCheckRecord[]>`
    select id, organization_id, bank_name_check_snapshot as machine_snapshot, bank_name_check, sealed_bank_details,
           first_name, middle_name, last_name, suffix
    from employees where id = ${employeeId} for update`;
  return row;
}

export async function saveBankNameCheck(sql: Queryable, employeeId: string, reading: NameCheckResult | null, snapshot: unknown, context: BankNameCheckContext): Promise<void> {
  await sql`
    update employees set bank_name_check = ${reading}, bank_name_check_snapshot = ${sql.json(snapshot as never)},
      bank_name_checked_at = ${context.checkedAt}, bank_name_check_acknowledged_by = ${context.acknowledgedBy},
      bank_name_check_acknowledged_at = ${context.acknowledgedAt}, updated_at = now()
    where id = ${employeeId}`;
}

/**
 * The employees a run pays whose account was not checked since `since` (never, or too long ago), from its
 * payslips after `afterPayslipId` in id order (the run's index), at most `limit` payslips' worth.
 */
export async function employeesDueANameCheck(
  sql: Queryable,
  payRunId: string,
  since: Date,
  afterPayslipId: string | null,
  limit: number,
): Promise<{ payslip_id: string; employee_id: string }[]> {
  return sql<{ payslip_id: string; employee_id: string }[]>`
    select p.id as payslip_id, p.employee_id from payslips p join employees e on e.id = p.employee_id
    where p.pay_run_id = ${payRunId} and (e.bank_name_checked_at is null or e.bank_name_checked_at < ${since})
      and p.id > ${afterPayslipId ?? '00000000-0000-0000-0000-000000000000'}
    order by p.id limit ${limit}`;
}

/** The snapshot of an employee's check, for the payment actor's hold. */
export async function bankNameCheckSnapshotOf(sql: Queryable, employeeId: string): Promise<unknown> {
  const [row] = await sql<{ snapshot: unknown }[]>`select bank_name_check_snapshot as snapshot from employees where id = ${employeeId}`;
  return row?.snapshot;
}

/**
 * The employee's payments in `waiting` states of runs in `releasing` statuses (the machines' tags): held, to send
 * once the mismatch is acknowledged.
 */
export async function heldPaymentsOf(sql: Queryable, employeeId: string, states: { waiting: readonly string[]; releasing: readonly string[] }) {
  return sql<{ id: string; pay_run_id: string }[]>`
    select p.id, p.pay_run_id from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.employee_id = ${employeeId} and r.status = any(${states.releasing as string[]}::text[])
      and p.payment_state = any(${states.waiting as string[]}::text[])`;
}
