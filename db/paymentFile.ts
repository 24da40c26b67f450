import type { Queryable } from './connect.ts';
import type { EmployeeSnapshot } from './payslips.ts';

export interface FilePaymentRow {
  payslip_id: string;
  employee_id: string;
  payment_minor: number;
  payment_currency: string;
  employee_snapshot: EmployeeSnapshot;
  sealed_bank_details: string | null;
  /** The employee's bank name check, whose machine says whether it holds the payment. */
  name_check_snapshot: unknown;
}

/** The payments of a run in the given payment states, with the sealed account each goes to, in payslip order. */
export async function paymentsForFile(sql: Queryable, payRunId: string, states: readonly string[]): Promise<FilePaymentRow[]> {
  return sql<FilePaymentRow[]>`
    select p.id as payslip_id, p.employee_id, p.payment_minor, p.payment_currency, p.employee_snapshot, e.sealed_bank_details,
           e.bank_name_check_snapshot as name_check_snapshot
    from payslips p join employees e on e.id = p.employee_id
    where p.pay_run_id = ${payRunId} and p.payment_state = any(${states as string[]}::text[])
    order by p.id`;
}

/** How many of a run's payments are in the given states (to say why a run has no file). */
export async function paymentsInStates(sql: Queryable, payRunId: string, states: readonly string[]): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from payslips where pay_run_id = ${payRunId} and payment_state = any(${states as string[]}::text[])`;
  return row!.n;
}
