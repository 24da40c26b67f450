import { paymentClientActions, paymentStatusMachine, type PaymentStatusContext, type PaymentStatusEvent } from '../../machines/paymentStatus.ts';
import { savePayments, type PaymentRecord } from '../../db/payments.ts';
import { applyEvent, type Lifecycle } from '../lifecycle/applyEvent.ts';
import { applyEventToEach } from '../lifecycle/applyEventToEach.ts';
import type { AnnounceContext } from '../context.ts';

/** The payment status machine as the kernel drives it: one record per payslip. */
export const paymentLifecycle = {
  entity: 'payslip_payment',
  machine: paymentStatusMachine,
  clientActions: paymentClientActions,
  mirrorOf: (payment) => payment.payment_state,
  async save(ctx, payment, state, snapshot, context: PaymentStatusContext) {
    await savePayments(ctx.tx, [{ id: payment.id, state, snapshot, context }]);
    return { ...payment, machine_snapshot: snapshot, payment_state: state as PaymentRecord['payment_state'] };
  },
  async saveEach(ctx, decided) {
    await savePayments(ctx.tx, decided.map((d) => ({ id: d.row.id, state: d.to, snapshot: d.snapshot, context: d.context as PaymentStatusContext })));
  },
  effects: {},
  detailsOf: (event) => (event.type === 'RETURNED' || event.type === 'REFUSED' ? { note: event.note } : null),
} satisfies Lifecycle<typeof paymentStatusMachine, PaymentRecord, AnnounceContext, never>;

/** One payment moves (the payment actor, a partner's report). */
export function applyPaymentEvent(ctx: AnnounceContext, payment: PaymentRecord, event: PaymentStatusEvent, actor: string) {
  return applyEvent(paymentLifecycle, ctx, payment, event, actor);
}

/** Every payment of a run moves with the run (approve, reopen, paid by the employer). */
export function applyEventToPayments(ctx: AnnounceContext, payments: PaymentRecord[], event: PaymentStatusEvent, actor: string) {
  return applyEventToEach(paymentLifecycle, ctx, payments, event, actor);
}
