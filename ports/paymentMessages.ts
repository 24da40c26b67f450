import type { SettledPaymentState } from '../machines/paymentStatus.ts';

/** One payment to send, as it travels on the payments work queue. */
export interface PaymentMessage {
  organizationId: string;
  payRunId: string;
  payslipId: string;
}

export const paymentQueueName = 'payments';

/** What the payment partner says happened to a payment it was sent. */
export interface PaymentReport {
  organizationId: string;
  payslipId: string;
  outcome: SettledPaymentState;
  note: string | null;
  at: string;
}

export const paymentReportQueueName = 'payment_reports';
