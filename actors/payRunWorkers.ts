import type { Bus } from '../ports/bus.ts';
import type { WorkQueue, WorkQueueOptions } from '../ports/workQueue.ts';
import type { EventStream } from '../ports/eventStream.ts';
import { chunkQueueName, type ChunkMessage } from '../ports/chunkMessages.ts';
import type { CommandPorts } from '../commands/context.ts';

/** What the actors run with: the commands' ports, the chunk queue, the events stream and the queues' settings. */
export interface PayRunWorkers extends CommandPorts {
  chunkQueue: WorkQueue<ChunkMessage>;
  queueOptions: WorkQueueOptions;
  /** The events stream the coordinator and the webhook dispatcher read facts from. */
  events: EventStream;
}

export async function openChunkQueue(bus: Bus, options: WorkQueueOptions): Promise<WorkQueue<ChunkMessage>> {
  return bus.workQueue<ChunkMessage>(chunkQueueName, options);
}
