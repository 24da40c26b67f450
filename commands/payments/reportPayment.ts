import { lockPayment } from '../../db/payments.ts';
import { restore, recordIgnoredEvent } from '../lifecycle/applyEvent.ts';
import type { AnnounceContext, CommandContext } from '../context.ts';
import type { AnyMachineSnapshot } from 'xstate';
import type { PaymentStatusEvent } from '../../machines/paymentStatus.ts';
import type { PaymentReport } from '../../ports/paymentMessages.ts';
import { applyPaymentEvent, paymentLifecycle } from '../payRuns/paymentLifecycle.ts';
import { Rejection } from '../../domain/rejection.ts';

export const reportEvent = (report: Pick<PaymentReport, 'outcome' | 'note' | 'at'>): PaymentStatusEvent =>
  report.outcome === 'arrived'
    ? { type: 'ARRIVED', at: report.at }
    : { type: report.outcome === 'returned' ? 'RETURNED' : 'REFUSED', at: report.at, note: report.note };

/**
 * What the bank says became of a payment. A report the payment's machine no longer takes (it arrived twice,
 * late, or after the payment settled otherwise) changes nothing and is logged as ignored.
 */
export async function reportPayment(ctx: AnnounceContext & Pick<CommandContext, 'actor'>, report: PaymentReport): Promise<'applied' | 'ignored' | 'early' | 'unknown'> {
  const payment = await lockPayment(ctx.tx, report.payslipId);
  if (!payment) return 'unknown';
  const event = reportEvent(report);
  const snapshot = restore(paymentLifecycle.machine, payment);
  // The partner answered before the send's own transaction committed (or it was rolled back and is redelivered).
  if (snapshot.can({ type: 'SEND', held: false, at: report.at })) return 'early';
  if (!snapshot.can(event)) {
    await recordIgnoredEvent(paymentLifecycle, ctx, payment, event, ctx.actor);
    return 'ignored';
  }
  await applyPaymentEvent(ctx, payment, event, ctx.actor);
  return 'applied';
}

function refuseUnsent(snapshot: AnyMachineSnapshot): never {
  const state = snapshot.value as string;
  // Called where the report is not taken: sent takes every report, so a state not final has not been sent yet.
  const reason = snapshot.status === 'done' ? 'is already settled' : 'has not been sent, so the bank cannot report on it';
  throw new Rejection('invalid_transition', `A payment in state ${state} ${reason}.`, { state });
}

/**
 * POST /test_helpers/payslips/{id}/payment_status (staging): moves a sent payment the way the bank would. Unlike
 * a partner's report, a move the machine does not take is the caller's mistake: 409, nothing changes.
 */
export async function settlePaymentAsTheBank(ctx: AnnounceContext & Pick<CommandContext, 'actor'>, report: PaymentReport): Promise<boolean> {
  const payment = await lockPayment(ctx.tx, report.payslipId);
  if (!payment) return false;
  const snapshot = restore(paymentLifecycle.machine, payment);
  if (!snapshot.can(reportEvent(report))) refuseUnsent(snapshot);
  await applyPaymentEvent(ctx, payment, reportEvent(report), ctx.actor);
  return true;
}
