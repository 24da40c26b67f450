import type { CommandContext } from '../context.ts';
import { findPayRun, type PayRunRow } from '../../db/payRuns.ts';
import { Rejection } from '../../domain/rejection.ts';
import type { PayRunEvent } from '../../machines/payRun.ts';
import { applyPayRunEvent } from './payRunLifecycle.ts';
import { filingsOfPayRun } from '../../db/filings.ts';
import { filingsLockingTheirRun } from '../../machines/filing.ts';
import { stateOf } from '../../machines/lifecycle.ts';

/**
 * POST /pay_runs/{id}/approve, /reopen, /pay: the run is locked for the rest of the transaction, so two of
 * these on one run happen one after the other and the second meets the state the first left.
 */
export async function movePayRun(ctx: CommandContext, id: string, event: PayRunEvent): Promise<PayRunRow> {
  const run = await findPayRun(ctx.tx, ctx.organizationId, id, { lock: true });
  if (!run) throw new Rejection('not_found', 'No such pay run.');
  if (event.type === 'REOPEN') {
    const locking = (filingsLockingTheirRun as readonly string[]);
    event = { ...event, lockedByFiling: (await filingsOfPayRun(ctx.tx, run.id)).some((f) => locking.includes(stateOf(f))) };
  }
  return applyPayRunEvent(ctx, run, event, ctx.actor);
}
