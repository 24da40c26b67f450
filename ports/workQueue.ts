import type { DeadLetterReason } from './deadLetters.ts';

/**
 * Durable work shared by any number of consumers: each item goes to one consumer at a time and comes back
 * if that consumer does not finish it (crash, timeout, retry). Delivery is at least once, so a handler must
 * be idempotent; publishing the same `dedupeId` twice within the dedupe window enqueues it once.
 */
export interface WorkDelivery<T> {
  data: T;
  /** 1 on the first delivery. */
  deliveryCount: number;
}

/**
 * done: finished; retry: deliver again after a delay; give_up: never deliver again; dead_letter: never deliver
 * again, and keep the message where an operator finds it (it names work nobody here can do).
 */
export type WorkOutcome = 'done' | 'retry' | 'give_up' | 'dead_letter' | DeadLetterVerdict;

/** dead_letter, saying why: the bus keeps the error and the record named with the message. */
export interface DeadLetterVerdict {
  deadLetter: DeadLetterReason;
}

/** Whether an outcome dead-letters the message, and why (unknown when the handler said only 'dead_letter'). */
export function deadLetterReasonOf(outcome: WorkOutcome): DeadLetterReason | null {
  if (outcome === 'dead_letter') return { error: 'dead-lettered by its handler', record: null };
  return typeof outcome === 'object' ? outcome.deadLetter : null;
}

export interface WorkQueueOptions {
  /** A delivery not finished within this time goes to another consumer. */
  ackWaitMs: number;
  maxDeliveries: number;
  retryDelayMs: number;
}

export interface WorkConsumer {
  stop(): Promise<void>;
}

export interface WorkQueue<T> {
  publish(data: T, dedupeId: string): Promise<void>;
  /** Messages on the queue not yet acknowledged (waiting or being handled): a sweep's sign that work is still queued. */
  backlog(): Promise<number>;
  consume(handler: (delivery: WorkDelivery<T>) => Promise<WorkOutcome>, options?: { concurrency?: number }): Promise<WorkConsumer>;
}

/**
 * Publishes every message, at most `window` of them awaiting the stream's acknowledgement at once, rather than one
 * acknowledgement after another (20,000 payments of a run took minutes that way on a three-node cluster). Each
 * message keeps its own dedupe id, so a batch published again after a failure is stored once. Throws the first
 * failure once every publish of its window has settled.
 */
export async function publishMany<T>(items: readonly T[], publish: (item: T) => Promise<void>, window = 256): Promise<void> {
  for (let i = 0; i < items.length; i += window) {
    const settled = await Promise.allSettled(items.slice(i, i + window).map(publish));
    const failed = settled.find((s): s is PromiseRejectedResult => 'reason' in s);
    if (failed) throw failed.reason;
  }
}

export const defaultWorkQueueOptions: WorkQueueOptions = { ackWaitMs: 30_000, maxDeliveries: 5, retryDelayMs: 1_000 };
