import type { Queryable } from './connect.ts';
import type { PaymentState } from '../machines/paymentStatus.ts';
import type { PaymentStatusContext } from '../machines/paymentStatus.ts';

/** A payslip's payment as its machine sees it (the record the kernel drives). */
export interface PaymentRecord {
  id: string;
  organization_id: string;
  pay_run_id: string;
  employee_id: string;
  machine_snapshot: unknown;
  payment_state: PaymentState;
}

export interface PaymentChange {
  id: string;
  state: string;
  snapshot: unknown;
  context: PaymentStatusContext;
}

/**
 * A run's payments after `afterId`, at most `limit`, in id order, locked: a transition of the whole run walks it
 * page by page, so memory holds one page whatever the run's size.
 */
export async function lockPaymentsOfRunAfter(sql: Queryable, payRunId: string, afterId: string | null, limit: number): Promise<PaymentRecord[]> {
  return sql<PaymentRecord[]>`
    select id, organization_id, pay_run_id, employee_id, payment_snapshot as machine_snapshot, payment_state
    from payslips where pay_run_id = ${payRunId} and id > ${afterId ?? '00000000-0000-0000-0000-000000000000'}
    order by id limit ${limit} for update`;
}

/** The ids of a run's payments after `afterId`, at most `limit`, in id order (to publish each once committed). */
export async function paymentIdsOfRunAfter(sql: Queryable, payRunId: string, afterId: string | null, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from payslips where pay_run_id = ${payRunId} and id > ${afterId ?? '00000000-0000-0000-0000-000000000000'}
    order by id limit ${limit}`;
  return rows.map((row) => row.id);
}

export async function lockPayment(sql: Queryable, payslipId: string): Promise<PaymentRecord | undefined> {
  const [row] = await sql<PaymentRecord[]>`
    select id, organization_id, pay_run_id, employee_id, payment_snapshot as machine_snapshot, payment_state
    from payslips where id = ${payslipId} for update`;
  return row;
}

/** Writes each payment's snapshot and the mirrors derived from it, in one statement per batch. */
export async function savePayments(sql: Queryable, changes: PaymentChange[]): Promise<void> {
  for (let i = 0; i < changes.length; i += 5_000) {
    const batch = changes.slice(i, i + 5_000).map((c) => ({
      id: c.id,
      state: c.state,
      snapshot: c.snapshot,
      sent_at: c.context.sentAt,
      settled_at: c.context.settledAt,
      note: c.context.note,
    }));
    await sql`
      update payslips p set payment_state = x.state, payment_snapshot = x.snapshot, sent_at = x.sent_at,
        settled_at = x.settled_at, payment_note = x.note, updated_at = now()
      from jsonb_to_recordset(${sql.json(batch as never)}) as x(id uuid, state text, snapshot jsonb, sent_at timestamptz, settled_at timestamptz, note text)
      where p.id = x.id`;
  }
}

/** The sealed bank details a payment is sent to (opened by the payment actor only, never returned). */
export async function sealedBankDetailsOf(sql: Queryable, employeeId: string): Promise<string | null> {
  const [row] = await sql<{ sealed_bank_details: string | null }[]>`select sealed_bank_details from employees where id = ${employeeId}`;
  return row?.sealed_bank_details ?? null;
}

/**
 * Payments in `unsentStates` of runs in `releasingStatuses` (the machines' tags), not touched for `idleMs`: their
 * message was lost (a crash between the pay commit and the publish). Across organizations, for the payment sweep
 * (owner connection).
 */
export async function idleUnsentPayments(
  sql: Queryable,
  states: { unsent: readonly string[]; releasing: readonly string[] },
  idleMs: number,
): Promise<{ id: string; organization_id: string; pay_run_id: string }[]> {
  return sql`
    select p.id, p.organization_id, p.pay_run_id from payslips p join pay_runs r on r.id = p.pay_run_id
    where p.payment_state = any(${states.unsent as string[]}::text[]) and r.status = any(${states.releasing as string[]}::text[])
      and p.updated_at < now() - make_interval(secs => ${idleMs / 1000})
    order by p.id limit 10000`;
}

/** Each payment's payee name as printed on the payslip (what a payment file carries as Cdtr/Nm), a page after `afterId`. */
export async function payeeNamesOfRunAfter(
  sql: Queryable,
  payRunId: string,
  afterId: string | null,
  limit: number,
): Promise<{ id: string; employee_id: string; full_name: string }[]> {
  return sql`
    select id, employee_id, employee_snapshot->>'full_name' as full_name from payslips
    where pay_run_id = ${payRunId} and id > ${afterId ?? '00000000-0000-0000-0000-000000000000'} order by id limit ${limit}`;
}
