import type { WorkQueue, WorkQueueOptions } from './workQueue.ts';
import type { EventStream } from './eventStream.ts';

/**
 * The message bus the actors coordinate over: NATS (JetStream for durable work) when NATS_URL is set,
 * an in-process bus otherwise (single process `npm start`, and actor unit tests).
 */
export interface Bus {
  readonly kind: 'nats' | 'in-process';
  /** Whether the bus answers now (used by /healthz). */
  healthy(): Promise<boolean>;
  /** A named durable work queue; every process that names it shares it. */
  workQueue<T>(name: string, options?: Partial<WorkQueueOptions>): Promise<WorkQueue<T>>;
  /** The stream every committed outbox row is published to. */
  events(): Promise<EventStream>;
  close(): Promise<void>;
}
