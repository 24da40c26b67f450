import { heldPaymentsOf, lockBankNameCheck } from '../../db/bankNameChecks.ts';
import { Rejection } from '../../domain/rejection.ts';
import { unsentPaymentStates } from '../../machines/paymentStatus.ts';
import { paymentReleasingStatuses } from '../../machines/payRun.ts';
import type { CommandContext } from '../context.ts';
import { applyBankNameCheckEvent } from './bankNameCheckLifecycle.ts';

/**
 * POST /employees/{id}/bank_name_check/acknowledge (funding.manage): the mismatch is accepted, by whom and when
 * is recorded, and the employee's payments it held on paid runs go out.
 */
export async function acknowledgeBankNameMismatch(
  ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'afterCommit' | 'outboxRelay' | 'paymentQueue' | 'actor'>,
  employeeId: string,
): Promise<void> {
  const by = ctx.actor;
  const record = await lockBankNameCheck(ctx.tx, employeeId);
  if (!record || record.organization_id !== ctx.organizationId) throw new Rejection('not_found', 'No such employee.');
  await applyBankNameCheckEvent(ctx, record, { type: 'ACKNOWLEDGE', by, at: new Date().toISOString() }, by);
  const held = await heldPaymentsOf(ctx.tx, employeeId, { waiting: unsentPaymentStates, releasing: paymentReleasingStatuses });
  const queue = ctx.paymentQueue;
  if (!queue || held.length === 0) return;
  const acknowledged = Date.now();
  ctx.afterCommit(async () => {
    for (const p of held) {
      await queue.publish({ organizationId: ctx.organizationId, payRunId: p.pay_run_id, payslipId: p.id }, `send:${p.id}:acknowledged:${acknowledged}`);
    }
  });
}
