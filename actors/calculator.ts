import { hostname } from 'node:os';
import process from 'node:process';
import { withTenant } from '../db/tenant.ts';
import { findPayRun } from '../db/payRuns.ts';
import { finishChunk, lockChunk } from '../db/payRunChunks.ts';
import { priceEmployees } from '../commands/payRuns/priceEmployees.ts';
import type { ChunkMessage } from '../commands/payRuns/payRunEffects.ts';
import type { WorkConsumer, WorkDelivery, WorkOutcome } from './bus/workQueue.ts';
import { coordinatePayRun } from './coordinator.ts';
import type { PayRunWorkers } from './payRunWorkers.ts';

const calculatorIdentity = `${hostname()}:${process.pid}`;

/**
 * A calculator actor: prices one chunk of a background calculation per delivery. The chunk row is locked and
 * marked done in the transaction that writes its payslips, so a second delivery (redelivery after a crash,
 * a duplicate publish) finds it done and writes nothing.
 */
export async function priceChunk(workers: PayRunWorkers, delivery: WorkDelivery<ChunkMessage>): Promise<WorkOutcome> {
  const { organizationId, payRunId, calculation, chunk } = delivery.data;
  const key = { pay_run_id: payRunId, calculation, chunk };
  try {
    const priced = await withTenant(workers.sql, organizationId, async (tx) => {
      const row = await lockChunk(tx, key);
      if (!row || row.state !== 'pending') return false; // done already, or discarded by a newer calculation
      const run = await findPayRun(tx, organizationId, payRunId);
      if (!run || run.status !== 'calculating' || run.calculation !== calculation) return false;
      await priceEmployees({ ...workers, tx, organizationId }, run, row.employee_ids);
      await finishChunk(tx, key, 'done', null, calculatorIdentity);
      return true;
    });
    if (priced) await coordinatePayRun(workers, organizationId, payRunId, calculation);
    return 'done';
  } catch (error) {
    if (delivery.deliveryCount < workers.queueOptions.maxDeliveries) return 'retry';
    const reason = `chunk ${chunk} failed: ${error instanceof Error ? error.message : String(error)}`;
    console.error(`[calculator] ${payRunId}: ${reason}`);
    await withTenant(workers.sql, organizationId, async (tx) => {
      const row = await lockChunk(tx, key);
      if (row?.state === 'pending') await finishChunk(tx, key, 'failed', reason, calculatorIdentity);
    });
    await coordinatePayRun(workers, organizationId, payRunId, calculation);
    return 'give_up';
  }
}

export function startCalculator(workers: PayRunWorkers, concurrency = 1): Promise<WorkConsumer> {
  return workers.chunkQueue.consume((delivery) => priceChunk(workers, delivery), { concurrency });
}
