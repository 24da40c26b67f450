import type { Database } from '../../db/connect.ts';
import { recordSimulatedSend } from '../../db/simulatedPartner.ts';
import type { BankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import type { OutgoingPayment, PaymentPartner } from '../../ports/paymentPartner.ts';
import type { PaymentReport } from '../../ports/paymentMessages.ts';
import type { NameCheckResult } from '../../machines/bankNameCheck.ts';
import type { WorkQueue } from '../../ports/workQueue.ts';

/** The account digits the simulator judges by: the number the bank would credit. */
function accountNumber(details: BankDetails | null): string {
  if (!details) return '';
  switch (details.scheme) {
    case 'iban': return details.iban;
    case 'clabe': return details.clabe;
    case 'nuban': return details.nuban;
    case 'mobile_money': return details.mobile_money_number;
    default: return details.account_number;
  }
}

/**
 * What the staging partner does with a payment, as a pure function of the payee (README, "Staging partner"):
 * an account number ending in 9 is refused, in 8 returned, anything else arrives.
 */
export function simulatedOutcome(details: BankDetails | null): Pick<PaymentReport, 'outcome' | 'note'> {
  const last = accountNumber(details).at(-1);
  if (last === '9') return { outcome: 'refused', note: 'Account closed (simulated: account numbers ending in 9 are refused).' };
  if (last === '8') return { outcome: 'returned', note: 'Beneficiary name does not match the account (simulated: ending in 8 is returned).' };
  return { outcome: 'arrived', note: null };
}

/**
 * The staging partner's name check, a pure function of the account: ending in 0 mismatch, 7 close, 6 the rail
 * answers no name enquiry (unavailable), anything else matched.
 */
export function simulatedNameCheck(details: BankDetails | null): NameCheckResult {
  const last = accountNumber(details).at(-1);
  return last === '0' ? 'mismatch' : last === '7' ? 'close' : last === '6' ? 'unavailable' : 'matched';
}

/**
 * The staging payment partner. It pays each idempotency key once (a table of its own is its ledger) and
 * reports the outcome on the `payment_reports` queue, as a real partner's webhook would.
 */
export function simulatedPartner(sql: Database, reports: WorkQueue<PaymentReport>, latencyMs = 0): PaymentPartner {
  return {
    async send(payment: OutgoingPayment) {
      const { outcome, note } = simulatedOutcome(payment.payee.bankDetails);
      // Paid once per key; asked again (a sender that crashed before recording the send), it only reports again.
      const attempt = await recordSimulatedSend(sql, { idempotency_key: payment.idempotencyKey, payslip_id: payment.payslipId, amount_minor: payment.amountMinor, currency: payment.currency, outcome });
      // A slow bank: it has the payment, and the sender has not heard back yet.
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const report: PaymentReport = { organizationId: payment.organizationId, payslipId: payment.payslipId, outcome, note, at: new Date().toISOString() };
      await reports.publish(report, `report:${payment.idempotencyKey}:${attempt}`);
    },
    checkName: async (payee) => simulatedNameCheck(payee.bankDetails),
  };
}
