import { startPollLoop, type PollLoop } from './pollLoop.ts';
import { runCommand, type CommandPorts } from '../commands/context.ts';
import { sendFiling } from '../commands/filings/sendFiling.ts';
import { prepareFiling } from '../commands/filings/prepareFiling.ts';
import { doFilingWork } from '../commands/filings/filingWork.ts';
import { filingWorkWaiting } from '../db/filingWork.ts';
import { filingsAwaitingTheAuthority, findFiling, returnsWhosePeriodEnded } from '../db/filings.ts';
import { awaitingAuthorityStatuses, preparableFilingStatuses } from '../machines/filing.ts';
import type { FilingGateway, FilingMessage } from '../ports/filingGateway.ts';
import type { WorkConsumer, WorkQueue } from '../ports/workQueue.ts';
import { logOf } from '../platform/log.ts';

export interface FilingActorsRuntime extends CommandPorts {
  filingQueue: WorkQueue<FilingMessage>;
  /** Null where no gateway is configured: returns and filing work still go on; submissions wait for one. */
  filingGateway: FilingGateway | null;
}

/**
 * The filing actor: takes each submitted filing from the `filings` work queue, submits it through the gateway once
 * (sendFiling asks the gateway before submitting), then polls it until the authority decides: each poll is the
 * same message delivered again after the wait the gateway asked for. The same queue carries the filing work a
 * committed change asked for (a paid run's returns, drafts to prepare again).
 */
export async function startFilingActors(runtime: FilingActorsRuntime, concurrency = 2): Promise<WorkConsumer> {
  return runtime.filingQueue.consume(async ({ data, deliveryCount }) => {
    if ('workId' in data) return doFilingWorkOf(runtime, data, deliveryCount);
    const log = logOf('filingActors', { filing_id: data.filingId, organization_id: data.organizationId, delivery: deliveryCount });
    const filingGateway = runtime.filingGateway;
    if (!filingGateway) {
      // Kept submitted: the sweep publishes it again once a process with a gateway runs.
      log.warn('no filing gateway configured in this process; the filing waits for one');
      return 'done';
    }
    try {
      const next = await runCommand(runtime, data.organizationId, 'filing_actor', (ctx) => sendFiling({ ...ctx, filingGateway }, data.filingId));
      if (next === null) return 'done';
      // Polled again as a new message, so a slow authority never exhausts the queue's deliveries.
      await new Promise((resolve) => setTimeout(resolve, Math.min(next.pollAfterSeconds, 30) * 1000));
      await runtime.filingQueue.publish(data, `poll:${data.filingId}:${Date.now()}`);
      return 'done';
    } catch (error) {
      log.warn({ err: error }, 'failed; delivered again later');
      throw error;
    }
  }, { concurrency });
}

/** Filing work a committed change asked for (commands/filings/filingWork.ts): done once, however often delivered. */
async function doFilingWorkOf(runtime: CommandPorts, data: { organizationId: string; workId: string }, deliveryCount: number): Promise<'done'> {
  try {
    await runCommand(runtime, data.organizationId, 'filing_actor', (ctx) => doFilingWork(ctx, data.workId));
    return 'done';
  } catch (error) {
    logOf('filingActors', { filing_work_id: data.workId, organization_id: data.organizationId, delivery: deliveryCount }).warn({ err: error }, 'filing work failed; delivered again later');
    throw error;
  }
}

/** The filing sweep: a submitted filing idle for `idleMs` lost its message; publish it again. */
export async function sweepSubmittedFilings(runtime: Pick<FilingActorsRuntime, 'sql' | 'filingQueue'>, idleMs: number): Promise<number> {
  const waiting = await filingsAwaitingTheAuthority(runtime.sql, awaitingAuthorityStatuses, idleMs);
  const sweep = Date.now();
  for (const f of waiting) await runtime.filingQueue.publish({ organizationId: f.organization_id, filingId: f.id }, `sweep:${f.id}:${sweep}`);
  return waiting.length;
}

/** The filing sweep: filing work not done `idleMs` after it was asked for lost its message (or had none: the admin CLI). */
export async function sweepFilingWork(runtime: Pick<FilingActorsRuntime, 'sql' | 'filingQueue'>, idleMs: number): Promise<number> {
  const waiting = await filingWorkWaiting(runtime.sql, idleMs);
  const sweep = Date.now();
  for (const w of waiting) await runtime.filingQueue.publish({ organizationId: w.organization_id, workId: w.id }, `work:${w.id}:sweep:${sweep}`);
  return waiting.length;
}

/** Returns that waited for their period to end are written again once it has (ready unless something else blocks). */
export async function prepareReturnsWhosePeriodEnded(runtime: CommandPorts, today: string): Promise<number> {
  const due = await returnsWhosePeriodEnded(runtime.sql, preparableFilingStatuses, today);
  for (const f of due) {
    await runCommand(runtime, f.organization_id, 'filing_actor', async (ctx) => {
      const filing = await findFiling(ctx.tx, ctx.organizationId, f.id, { lock: true });
      if (filing) await prepareFiling(ctx, filing, ctx.actor);
    });
  }
  return due.length;
}

/**
 * The filing sweep on the one polling primitive: a submitted filing or filing work whose message was lost is
 * published again, and a return whose period has ended is written again.
 */
export function startFilingSweep(runtime: FilingActorsRuntime, options: { intervalMs: number; idleMs: number }): PollLoop {
  return startPollLoop({
    name: 'filingActors.sweep',
    pollMs: options.intervalMs,
    waitFirst: true,
    round: async () =>
      (runtime.filingGateway ? await sweepSubmittedFilings(runtime, options.idleMs) : 0) + (await sweepFilingWork(runtime, options.idleMs)) + (await prepareReturnsWhosePeriodEnded(runtime, new Date().toISOString().slice(0, 10))),
    onFailure: 'filing sweep failed',
  });
}
