import { withTenant } from '../db/tenant.ts';
import { findPayRun, listRunsInStatuses } from '../db/payRuns.ts';
import { chunkCounts, finishChunk, markChunkRedispatched, pendingChunks } from '../db/payRunChunks.ts';
import { applyPayRunEvent, restorePayRun } from '../commands/payRuns/payRunLifecycle.ts';
import { runCommand } from '../commands/context.ts';
import { chunkDedupeId, chunkFactEntity, type ChunkMessage } from '../ports/chunkMessages.ts';
import type { WorkConsumer } from '../ports/workQueue.ts';
import { backgroundPricingStatuses } from '../machines/payRun.ts';
import type { PayRunWorkers } from './payRunWorkers.ts';
import { startPollLoop, type PollLoop } from './pollLoop.ts';
import { lastEnteredAt } from '../db/transitions.ts';
import { logOf } from '../platform/log.ts';
import { calculationDuration } from '../platform/payrollMetrics.ts';

/**
 * The coordinator moves a background calculation on: to calculated once every chunk is priced, back to draft
 * (failure recorded) once one chunk failed for good. Safe to call any number of times, from anywhere.
 */
export async function coordinatePayRun(workers: PayRunWorkers, organizationId: string, payRunId: string, calculation: number): Promise<void> {
  const log = logOf('coordinator', { pay_run_id: payRunId, organization_id: organizationId, calculation });
  const finished = await runCommand(workers, organizationId, 'coordinator', async (ctx) => {
    const tx = ctx.tx;
    // Most facts only count down: seen without the run's lock, which serialised every coordinator behind
    // another's commit (docs/performance.md "Calculation"). The last chunk committed sees every chunk done.
    const before = await chunkCounts(tx, payRunId, calculation);
    if (before.pending > 0 && before.failed === 0) return null;
    const run = await findPayRun(tx, organizationId, payRunId, { lock: true });
    if (!run || !restorePayRun(run).can({ type: 'PRICING_SUCCEEDED', calculation })) return null;
    const counts = await chunkCounts(tx, payRunId, calculation);
    if (counts.failed > 0) {
      await applyPayRunEvent(ctx, run, { type: 'PRICING_FAILED', calculation, reason: counts.failure ?? 'a chunk failed' }, 'coordinator');
      return { outcome: 'failed', startedAt: null };
    } else if (counts.pending === 0) {
      const startedAt = await lastEnteredAt(tx, payRunId, backgroundPricingStatuses);
      await applyPayRunEvent(ctx, run, { type: 'PRICING_SUCCEEDED', calculation }, 'coordinator');
      return { outcome: 'calculated', startedAt };
    }
    return null;
  });
  if (!finished) return;
  const seconds = finished.startedAt ? (Date.now() - finished.startedAt.getTime()) / 1000 : undefined;
  if (seconds !== undefined) calculationDuration.observe({ mode: 'background' }, seconds);
  log.info({ outcome: finished.outcome, duration_s: seconds }, finished.outcome === 'failed' ? 'background calculation failed' : 'background calculation done');
}

/**
 * The coordinator actor: hears `pay_run_chunk.priced` / `pay_run_chunk.failed` on the events stream (one
 * coordinator of all processes gets each fact) and sends the pay run machine its verdict.
 */
export function startCoordinator(workers: PayRunWorkers, concurrency = 2): Promise<WorkConsumer> {
  return workers.events.consume('coordinator', { entity: chunkFactEntity }, async ({ data }) => {
    await coordinatePayRun(workers, data.organizationId, data.payload.pay_run_id, data.payload.calculation);
    return 'done';
  }, { concurrency });
}

export interface SweepOptions {
  /** How often runs pricing in the background are checked. */
  intervalMs: number;
  /** A chunk still pending this long after its dispatch is published again. */
  redispatchAfterMs: number;
  /** Dispatches before a chunk that is never priced fails its run. */
  maxDispatches: number;
}

/**
 * The safety net under the actors: finishes runs whose completion was missed and publishes again chunks whose
 * message was lost (a crash between commit and publish).
 */
export async function sweepCalculatingRuns(workers: PayRunWorkers, options: SweepOptions): Promise<void> {
  for (const run of await listRunsInStatuses(workers.sql, backgroundPricingStatuses)) {
    const stale = await withTenant(workers.sql, run.organization_id, async (tx) => {
      const chunks = await pendingChunks(tx, run.id, run.calculation);
      const due = chunks.filter((c) => Date.now() - c.dispatched_at.getTime() > options.redispatchAfterMs);
      const republish: { message: ChunkMessage; redispatch: number }[] = [];
      for (const chunk of due) {
        if (chunk.attempts + 1 >= options.maxDispatches) {
          await finishChunk(tx, chunk, 'failed', `chunk ${chunk.chunk} was not priced after ${options.maxDispatches} dispatches`);
        } else {
          await markChunkRedispatched(tx, chunk);
          const message = { organizationId: run.organization_id, payRunId: run.id, calculation: run.calculation, chunk: chunk.chunk };
          republish.push({ message, redispatch: chunk.attempts + 1 });
        }
      }
      return republish;
    });
    for (const { message, redispatch } of stale) {
      logOf('coordinator', { pay_run_id: run.id, organization_id: run.organization_id, calculation: run.calculation, chunk: message.chunk }).warn({ redispatch }, 'chunk published again by the sweep');
      await workers.chunkQueue.publish(message, chunkDedupeId(message, redispatch));
    }
    await coordinatePayRun(workers, run.organization_id, run.id, run.calculation);
  }
}

export function startSweep(workers: PayRunWorkers, options: SweepOptions): PollLoop {
  return startPollLoop({
    name: 'coordinator.sweep',
    pollMs: options.intervalMs,
    waitFirst: true,
    round: () => sweepCalculatingRuns(workers, options),
    onFailure: 'sweep failed',
  });
}
