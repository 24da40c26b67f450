import { lockPayment, sealedBankDetailsOf } from '../../db/payments.ts';
import { bankNameCheckSnapshotOf } from '../../db/bankNameChecks.ts';
import { paymentHoldingStates } from '../../machines/bankNameCheck.ts';
import { recordIgnoredEvent, restore } from '../lifecycle/applyEvent.ts';
import { findPayslip } from '../../db/payslips.ts';
import type { BankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import { paymentGuardRefusals, paymentStatusMachine, type PaymentStatusEvent } from '../../machines/paymentStatus.ts';
import { stateOf, stateTakes } from '../../machines/lifecycle.ts';
import { UnknownRecord } from '../../domain/unknownRecord.ts';
import type { PaymentPartner } from '../../ports/paymentPartner.ts';
import type { AnnounceContext, CommandContext } from '../context.ts';
import { applyPaymentEvent, paymentLifecycle } from '../payRuns/paymentLifecycle.ts';

type SendPaymentContext = AnnounceContext & Pick<CommandContext, 'keyring' | 'actor'> & { partner: PaymentPartner };

/**
 * The payment actor's one step: hand a payslip's payment to the partner and record it sent, in one transaction
 * holding the payment's lock. A redelivered message finds it sent and does nothing; a crash after the partner
 * took it and before the commit sends it again under the same idempotency key, which the partner pays once.
 */
export async function sendPayment(ctx: SendPaymentContext, payslipId: string): Promise<'sent' | 'held' | 'not_due'> {
  const payment = await lockPayment(ctx.tx, payslipId);
  if (!payment) throw new UnknownRecord('payslip', payslipId);
  if (!stateTakes(paymentStatusMachine, stateOf(payment), 'SEND')) return 'not_due';
  // The hold is a fact of the employee's name check; whether it keeps the payment back is the payment machine's
  // call (its notHeld guard), asked before anything reaches the partner.
  const held = (paymentHoldingStates as readonly string[]).includes(stateOf({ machine_snapshot: await bankNameCheckSnapshotOf(ctx.tx, payment.employee_id) }));
  const send: PaymentStatusEvent = { type: 'SEND', held, at: new Date().toISOString() };
  if (!restore(paymentStatusMachine, payment).can(send)) {
    // Waits at not_sent until someone holding funding.manage acknowledges the mismatch, which sends it.
    await recordIgnoredEvent(paymentLifecycle, ctx, payment, { type: 'SEND' }, ctx.actor, paymentGuardRefusals.notHeld.message);
    return 'held';
  }
  const payslip = (await findPayslip(ctx.tx, ctx.organizationId, payslipId))!;
  const sealed = await sealedBankDetailsOf(ctx.tx, payment.employee_id);
  const bankDetails = sealed ? ((await openSealedValue(ctx.keyring, sealContext('employee', payment.employee_id, 'bank_details'), sealed)) as BankDetails) : null;
  await ctx.partner.send({
    idempotencyKey: payslipId,
    organizationId: ctx.organizationId,
    payslipId,
    // The payment money, in the payment currency (interface 2.6), not the calculation currency.
    amountMinor: payslip.payment_minor,
    currency: payslip.payment_currency,
    payee: { fullName: payslip.employee_snapshot.full_name, bankDetails },
  });
  await applyPaymentEvent(ctx, payment, send, ctx.actor);
  return 'sent';
}
