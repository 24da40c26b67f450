import type { WorkQueue, WorkQueueOptions } from './workQueue.ts';
import type { EventStream } from './eventStream.ts';
import type { DeadLetterBox, StreamFigures } from './deadLetters.ts';

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
  /** What workers dead-lettered, for the recorder, and the way a replay puts a message back. */
  deadLetters(): Promise<DeadLetterBox>;
  /** Every stream of this deployment with its consumers' figures (the console's Queues page, stuck consumers). */
  queueFigures(): Promise<StreamFigures[]>;
  close(): Promise<void>;
}
