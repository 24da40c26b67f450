import type { Database } from '../db/connect.ts';
import type { Bus } from './bus/bus.ts';
import type { WorkQueue, WorkQueueOptions } from './bus/workQueue.ts';
import type { DataKeyring } from '../domain/sealing/dataKeyring.ts';
import type { RulesEngine } from '../rules-wasm/host/engine.ts';
import type { ChunkMessage } from '../commands/payRuns/payRunEffects.ts';

/** What the pay run actors (calculator, coordinator) and the API's calculate share. */
export interface PayRunWorkers {
  sql: Database;
  keyring: DataKeyring;
  rules: RulesEngine;
  chunkQueue: WorkQueue<ChunkMessage>;
  chunkSize: number;
  queueOptions: WorkQueueOptions;
}

export const chunkQueueName = 'payrun_chunks';

export async function openChunkQueue(bus: Bus, options: WorkQueueOptions): Promise<WorkQueue<ChunkMessage>> {
  return bus.workQueue<ChunkMessage>(chunkQueueName, options);
}
