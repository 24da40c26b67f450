import type { Queryable } from './connect.ts';

export interface FilePaymentRow {
  payslip_id: string;
  employee_id: string;
  payment_minor: number;
  payment_currency: string;
  /** The payee's name as printed on the payslip. */
  full_name: string;
  sealed_bank_details: string | null;
  /** The employee's bank name check, whose machine says whether it holds the payment. */
  name_check_snapshot: unknown;
}

/**
 * The payments of a run in the given payment states (and in `currency`, if given), with the sealed account each
 * goes to, in payslip order: the page after `afterPayslipId`, at most `limit`.
 */
export async function paymentsForFileAfter(
  sql: Queryable,
  payRunId: string,
  states: readonly string[],
  page: { afterPayslipId: string | null; limit: number; currency?: string },
): Promise<FilePaymentRow[]> {
  const currency = page.currency === undefined ? sql`` : sql`and p.payment_currency = ${page.currency}`;
  return sql<FilePaymentRow[]>`
    select p.id as payslip_id, p.employee_id, p.payment_minor, p.payment_currency, p.employee_snapshot ->> 'full_name' as full_name,
           e.sealed_bank_details, e.bank_name_check_snapshot as name_check_snapshot
    from payslips p join employees e on e.id = p.employee_id
    where p.pay_run_id = ${payRunId} and p.payment_state = any(${states as string[]}::text[])
      and p.id > ${page.afterPayslipId ?? '00000000-0000-0000-0000-000000000000'} ${currency}
    order by p.id limit ${page.limit}`;
}

/** How many of a run's payments are in the given states (to say why a run has no file). */
export async function paymentsInStates(sql: Queryable, payRunId: string, states: readonly string[]): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from payslips where pay_run_id = ${payRunId} and payment_state = any(${states as string[]}::text[])`;
  return row!.n;
}
