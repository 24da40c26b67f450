import type { CommandContext } from '../context.ts';
import { payRunClientActions, payRunGuardRefusals, payRunMachine, type PayRunContext, type PayRunEvent, type PayRunStatus } from '../../machines/payRun.ts';
import { updatePayRun, type PayRunRow } from '../../db/payRuns.ts';
import { applyEvent, restore, type Lifecycle } from '../lifecycle/applyEvent.ts';
import { payRunEffects } from './payRunEffects.ts';

/** The pay run machine as the kernel drives it. */
export const payRunLifecycle = {
  entity: 'pay_run',
  machine: payRunMachine,
  clientActions: payRunClientActions,
  guardRefusals: {
    organizationVerified: {
      ...payRunGuardRefusals.organizationVerified,
      details: (event: PayRunEvent) => (event.type === 'CALCULATE' ? { kyc_status: event.kycStatus } : {}),
    },
    notFiled: { ...payRunGuardRefusals.notFiled, details: (_event: PayRunEvent, status: string) => ({ status, correction: 'next_run' }) },
  },
  mirrorOf: (run) => run.status,
  save: (ctx, run, state, snapshot, context: PayRunContext) =>
    updatePayRun(ctx.tx, run.id, {
      status: state as PayRunStatus,
      machine_snapshot: snapshot,
      calculation: context.calculation,
      failure: context.failure,
    }),
  effects: payRunEffects,
  detailsOf: (event) =>
    event.type === 'PRICING_FAILED' ? { reason: event.reason } : event.type === 'PAY' ? { method: event.method } : null,
} satisfies Lifecycle<typeof payRunMachine, PayRunRow, CommandContext, keyof typeof payRunEffects>;

/** The run's machine state, restored from its snapshot. */
export const restorePayRun = (run: Pick<PayRunRow, 'id' | 'organization_id' | 'machine_snapshot'>) => restore(payRunMachine, run);

/** The only way a pay run changes status (the run locked by the caller). */
export function applyPayRunEvent(ctx: CommandContext, run: PayRunRow, event: PayRunEvent, actor: string): Promise<PayRunRow> {
  return applyEvent(payRunLifecycle, ctx, run, event, actor);
}
