import { withTenant } from '../db/tenant.ts';
import { runCommand, type CommandPorts } from '../commands/context.ts';
import { redispatchStaleImportChunks } from '../db/employeeImports.ts';
import { importEmployeeChunk } from '../commands/employees/importEmployeeChunk.ts';
import { employeeImportDedupeId, type EmployeeImportChunkMessage } from '../ports/employeeImportMessages.ts';
import type { WorkConsumer, WorkDelivery, WorkOutcome, WorkQueue, WorkQueueOptions } from '../ports/workQueue.ts';
import { failImportChunk } from '../commands/employees/failImportChunk.ts';
import { logOf } from '../platform/log.ts';
import { startPollLoop } from './pollLoop.ts';

export interface EmployeeImporters extends CommandPorts {
  employeeImportQueue: WorkQueue<EmployeeImportChunkMessage>;
  queueOptions: WorkQueueOptions;
}

/** An import actor: validates and writes one chunk per delivery (idempotent: see importEmployeeChunk). */
export async function writeImportChunk(workers: EmployeeImporters, delivery: WorkDelivery<EmployeeImportChunkMessage>): Promise<WorkOutcome> {
  const { organizationId, importId, chunk } = delivery.data;
  try {
    await runCommand(workers, organizationId, 'employee_importer', (ctx) => importEmployeeChunk(ctx, importId, chunk));
    return 'done';
  } catch (error) {
    if (delivery.deliveryCount < workers.queueOptions.maxDeliveries) return 'retry';
    logOf('importer', { import_id: importId, chunk, organization_id: organizationId }).error({ err: error, delivery: delivery.deliveryCount }, 'chunk failed for good');
    await withTenant(workers.sql, organizationId, (tx) => failImportChunk(tx, importId, chunk));
    return 'give_up';
  }
}

export async function startEmployeeImporter(workers: EmployeeImporters, options: { concurrency: number; sweepIntervalMs?: number }) {
  const consumer: WorkConsumer = await workers.employeeImportQueue.consume((delivery) => writeImportChunk(workers, delivery), {
    concurrency: options.concurrency,
  });
  // The safety net: a chunk whose message was lost (a crash between commit and publish) is published again.
  const redispatchAfterMs = workers.queueOptions.ackWaitMs * (workers.queueOptions.maxDeliveries + 1);
  const sweep = startPollLoop({
    name: 'importer.sweep',
    pollMs: options.sweepIntervalMs ?? 5_000,
    waitFirst: true,
    round: async () => {
      for (const stale of await redispatchStaleImportChunks(workers.sql, redispatchAfterMs)) {
        const message = { organizationId: stale.organization_id, importId: stale.import_id, chunk: stale.chunk };
        await workers.employeeImportQueue.publish(message, employeeImportDedupeId(message, stale.dispatches));
      }
    },
    onFailure: 'sweep failed',
  });
  return {
    async stop() {
      await sweep.stop();
      await consumer.stop();
    },
  };
}
