import { transition } from 'xstate';
import { payRunMachine, type PayRunContext, type PayRunEvent, type PayRunStatus } from '../../machines/payRun.ts';
import { insertPayRunTransition, updatePayRun, type PayRunRow } from '../../db/payRuns.ts';
import { newId } from '../../domain/ids.ts';
import { Rejection } from '../../domain/rejection.ts';
import { payRunEffects, type PayRunEffectContext } from './payRunEffects.ts';

/** Events a client causes, by the endpoint that sends them; the rest come from the actors. */
const clientActions: Partial<Record<PayRunEvent['type'], string>> = {
  CALCULATE: 'calculate',
  APPROVE: 'approve',
  REOPEN: 'reopen',
  PAY: 'pay',
};

export function restorePayRun(run: PayRunRow) {
  const context: PayRunContext = { calculation: run.calculation, failure: run.failure };
  return payRunMachine.resolveState({ value: run.status, context });
}

/** What a client may do to a run in this status. */
export function allowedActions(status: PayRunStatus): string[] {
  const node = payRunMachine.root.states[status];
  return (node?.ownEvents ?? []).flatMap((type) => clientActions[type as PayRunEvent['type']] ?? []);
}

/**
 * The only way a pay run changes status: the machine decides, then the snapshot, the transition record and
 * every named action commit in the caller's transaction (the run must be locked by the caller).
 */
export async function applyPayRunEvent(
  ctx: PayRunEffectContext,
  run: PayRunRow,
  event: PayRunEvent,
  actor: string,
): Promise<PayRunRow> {
  const snapshot = restorePayRun(run);
  if (!snapshot.can(event)) {
    const action = clientActions[event.type] ?? event.type;
    throw new Rejection('invalid_transition', `A ${run.status} pay run cannot ${action}.`, {
      status: run.status,
      allowed: allowedActions(run.status),
    });
  }
  const [next, actions] = transition(payRunMachine, snapshot, event);
  const status = next.value as PayRunStatus;
  let current = await updatePayRun(ctx.tx, run.id, {
    status,
    machine_snapshot: payRunMachine.getPersistedSnapshot(next),
    calculation: next.context.calculation,
    failure: next.context.failure,
  });
  await insertPayRunTransition(ctx.tx, {
    id: newId(),
    organization_id: run.organization_id,
    pay_run_id: run.id,
    from_status: run.status,
    to_status: status,
    event: event.type,
    actor,
    details: event.type === 'PRICING_FAILED' ? { reason: event.reason } : event.type === 'PAY' ? { method: event.method } : null,
  });
  for (const action of actions) {
    const effect = payRunEffects[action.type];
    if (!effect) throw new Error(`payRunMachine action ${action.type} has no effect`);
    current = (await effect(ctx, current, event)) ?? current;
  }
  return current;
}
