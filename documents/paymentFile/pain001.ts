import { pain001Check } from './pain001Check.ts';
import { creditTransfer, pain001Head, pain001Tail, paymentInformationHead, paymentInformationTail } from './pain001Parts.ts';
import type { PaymentFacts, PaymentFileInput } from './paymentFileInput.ts';

export type { PaymentFileInput } from './paymentFileInput.ts';

/**
 * The pay run's bank payment file: an ISO 20022 pain.001.001.09 CustomerCreditTransferInitiation, UTF-8 XML.
 *
 * Pure: the same input gives the same bytes (CreDtTm comes from `createdAt`, MsgId from the run id and
 * `sequence`, batches and transactions are sorted). One PmtInf per debtor account and currency; one CdtTrfTxInf
 * per payment, EndToEndId the payslip id without hyphens. Payments of zero are left out: there is nothing to
 * transfer and banks refuse zero-amount credit transfers.
 *
 * Throws `Rejection('validation_failed')` when a name cannot be written in the bank character set (details
 * name each payslip and employee, never the name) or when nothing is left to pay (the schema requires at
 * least one transaction). A run too large to hold is written by the same pieces in a stream
 * (commands/payRuns/paymentFile.ts).
 */
export function writePain001(input: PaymentFileInput): string {
  const { payments, ...header } = input;
  const check = pain001Check(header);
  const payable: { payment: PaymentFacts; creditorName: string }[] = [];
  for (const payment of payments) {
    const added = check.add(payment);
    if (added) payable.push(added);
  }
  const file = check.verdict();
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const parts = [pain001Head({ runId: file.facts.run.id, sequence: file.facts.sequence, createdAt: file.facts.createdAt, count: file.count, controlSum: file.controlSum, organizationName: file.organizationName })];
  for (const batch of file.batches) {
    parts.push(paymentInformationHead({ ...batch, runId: file.facts.run.id, sequence: file.facts.sequence, payDate: file.facts.run.pay_date, organizationName: file.organizationName }));
    const transfers = payable.filter(({ payment }) => file.batchOf(payment) === batch).sort((a, b) => byCode(a.payment.payslipId, b.payment.payslipId));
    for (const { payment, creditorName } of transfers) parts.push(creditTransfer(payment, creditorName));
    parts.push(paymentInformationTail);
  }
  parts.push(pain001Tail);
  return parts.join('');
}
