import type { Database } from '../db/connect.ts';
import type { Bus } from '../ports/bus.ts';
import type { WorkQueue, WorkQueueOptions } from '../ports/workQueue.ts';
import type { EventStream } from '../ports/eventStream.ts';
import { chunkQueueName, type ChunkMessage } from '../ports/chunkMessages.ts';
import type { DataKeyring } from '../domain/sealing/dataKeyring.ts';
import type { RulesEngine } from '../rules-wasm/host/engine.ts';

/** What the pay run actors (calculator, coordinator) and the API's calculate share. */
export interface PayRunWorkers {
  sql: Database;
  keyring: DataKeyring;
  rules: RulesEngine;
  chunkQueue: WorkQueue<ChunkMessage>;
  chunkSize: number;
  queueOptions: WorkQueueOptions;
  /** The events stream the coordinator reads chunk facts from. */
  events: EventStream;
  /** This process's outbox relay, woken after a commit that wrote to the outbox. */
  outboxRelay?: { wake(): void };
}

export async function openChunkQueue(bus: Bus, options: WorkQueueOptions): Promise<WorkQueue<ChunkMessage>> {
  return bus.workQueue<ChunkMessage>(chunkQueueName, options);
}
