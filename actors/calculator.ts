import { hostname } from 'node:os';
import process from 'node:process';
import { findPayRun } from '../db/payRuns.ts';
import { finishChunk, lockChunk } from '../db/payRunChunks.ts';
import { priceEmployees } from '../commands/payRuns/priceEmployees.ts';
import { restorePayRun } from '../commands/payRuns/payRunLifecycle.ts';
import { announce } from '../commands/lifecycle/announce.ts';
import { runCommand, type AnnounceContext } from '../commands/context.ts';
import { chunkFactEntity, type ChunkMessage } from '../ports/chunkMessages.ts';
import type { WorkConsumer, WorkDelivery, WorkOutcome } from '../ports/workQueue.ts';
import type { Logger } from '../platform/log.ts';
import type { PayRunWorkers } from './payRunWorkers.ts';
import { logOf } from '../platform/log.ts';
import { chunkDeliveries, chunkRedeliveries, duplicatesSuppressed, refusedMessages } from '../platform/payrollMetrics.ts';
import { UnknownRecord } from '../domain/unknownRecord.ts';
import { waitOutDatabaseOutage } from './databaseOutage.ts';

const calculatorIdentity = `${hostname()}:${process.pid}`;

/**
 * A calculator actor: prices one chunk of a background calculation per delivery. The chunk row is locked and
 * marked done in the transaction that writes its payslips and announces `pay_run_chunk.priced`, so a second
 * delivery (redelivery after a crash, a duplicate publish) finds it done and writes nothing. The coordinator
 * hears the fact on the events stream.
 */
export async function priceChunk(workers: PayRunWorkers, delivery: WorkDelivery<ChunkMessage>): Promise<WorkOutcome> {
  const { organizationId, payRunId, calculation, chunk } = delivery.data;
  const log = logOf('calculator', { pay_run_id: payRunId, organization_id: organizationId, calculation, chunk, delivery: delivery.deliveryCount });
  // Thrown (the database unreachable): the bus hands the chunk back, and never spends its last delivery on that.
  let named = 'retry';
  try {
    const outcome = await priceOrGiveUp(workers, delivery, log);
    named = typeof outcome === 'string' ? outcome : 'dead_letter';
    return outcome;
  } finally {
    chunkDeliveries.inc({ outcome: named });
    if (delivery.deliveryCount > 1) chunkRedeliveries.inc();
    log.info({ outcome: named }, 'chunk delivery');
  }
}

async function priceOrGiveUp(workers: PayRunWorkers, delivery: WorkDelivery<ChunkMessage>, log: Logger): Promise<WorkOutcome> {
  const { organizationId, payRunId, calculation, chunk } = delivery.data;
  const key = { pay_run_id: payRunId, calculation, chunk };
  try {
    await runCommand(workers, organizationId, 'calculator', async (ctx) => {
      const row = await lockChunk(ctx.tx, key);
      const run = await findPayRun(ctx.tx, organizationId, payRunId);
      // A chunk is deleted by a newer calculation of its run; a run is never deleted: none here, none of ours.
      if (!run) throw new UnknownRecord('pay_run', payRunId);
      if (!row || row.state !== 'pending') {
        // Done already (a redelivery, a duplicate publish), or discarded by a newer calculation.
        if (row) duplicatesSuppressed.inc({ what: 'chunk' });
        return;
      }
      // Still wanted only while the run's machine would take this calculation's result.
      if (!restorePayRun(run).can({ type: 'PRICING_SUCCEEDED', calculation })) return;
      await priceEmployees(ctx, run, row.employee_ids);
      await finishChunk(ctx.tx, key, 'done', null, calculatorIdentity);
      await announceChunk(ctx, delivery.data, 'priced', null);
    });
    return 'done';
  } catch (error) {
    if (error instanceof UnknownRecord) {
      refusedMessages.inc({ reason: 'unknown_record', stream: 'chunks' });
      log.error({ err: error }, 'the chunk names a pay run this database does not hold: dead-lettered, nothing priced');
      return { deadLetter: { error: error.message, record: { entity: error.entity, id: error.id } } };
    }
    // PostgreSQL unreachable is no fault of the chunk's: never a reason to fail the run, whatever the delivery.
    if (await waitOutDatabaseOutage(workers.sql, error, outageWaitMs(workers))) {
      log.warn({ err: error }, 'the database is unreachable; the chunk is delivered again once it answers');
      throw error;
    }
    if (delivery.deliveryCount < workers.queueOptions.maxDeliveries) {
      log.warn({ err: error }, 'chunk failed; it will be delivered again');
      return 'retry';
    }
    const reason = `chunk ${chunk} failed: ${error instanceof Error ? error.message : String(error)}`;
    log.error({ err: error }, 'chunk failed for good; the run fails');
    await runCommand(workers, organizationId, 'calculator', async (ctx) => {
      const row = await lockChunk(ctx.tx, key);
      if (row?.state !== 'pending') return;
      await finishChunk(ctx.tx, key, 'failed', reason, calculatorIdentity);
      await announceChunk(ctx, delivery.data, 'failed', reason);
    });
    return 'give_up';
  }
}

/** How long a delivery waits for the database: within the bus's patience (the message is kept in progress). */
const outageWaitMs = (workers: PayRunWorkers) => Math.max(5_000, workers.queueOptions.ackWaitMs * 3);

function announceChunk(ctx: AnnounceContext, message: ChunkMessage, fact: 'priced' | 'failed', reason: string | null) {
  return announce(ctx, [
    {
      entity: chunkFactEntity,
      entityId: message.payRunId,
      type: fact,
      payload: { pay_run_id: message.payRunId, calculation: message.calculation, chunk: message.chunk, reason },
    },
  ]);
}

export function startCalculator(workers: PayRunWorkers, concurrency = 1): Promise<WorkConsumer> {
  return workers.chunkQueue.consume((delivery) => priceChunk(workers, delivery), { concurrency });
}
