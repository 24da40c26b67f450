import type { BankDetails } from '../domain/employees/bankDetails/bankDetails.ts';
import type { NameCheckResult } from '../machines/bankNameCheck.ts';

/** One payment handed to the partner. `idempotencyKey` is the payslip id: the partner pays one key once. */
export interface OutgoingPayment {
  idempotencyKey: string;
  organizationId: string;
  payslipId: string;
  amountMinor: number;
  currency: string;
  payee: { fullName: string; bankDetails: BankDetails | null };
}

/**
 * The payment partner: takes payments, and reports later what became of each (`payment_reports` queue).
 * Staging runs a deterministic simulator; production a partner adapter (or the pain.001 file rail).
 */
export interface PaymentPartner {
  send(payment: OutgoingPayment): Promise<void>;
  /** Whether the account belongs to the payee. Only the verdict comes back: never the name the bank holds. */
  checkName(payee: OutgoingPayment['payee']): Promise<NameCheckResult>;
}

/** One employee whose account the partner is asked about, as it travels on the name check queue. */
export interface NameCheckMessage {
  organizationId: string;
  employeeId: string;
}

export const nameCheckQueueName = 'bank_name_checks';
