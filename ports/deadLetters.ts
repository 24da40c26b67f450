import type { WorkConsumer, WorkDelivery, WorkOutcome } from './workQueue.ts';

/** Why a worker dead-lettered a message: the error, and the record it names that this database does not hold. */
export interface DeadLetterReason {
  error: string;
  record: { entity: string; id: string } | null;
}

/** Why a message whose deliveries are spent is dead-lettered: its last failure, or its handler's asking again. */
export function spentReason(deliveries: number, failure: unknown): DeadLetterReason {
  const last = failure === undefined ? 'its handler asked to retry' : failure instanceof Error ? failure.message : String(failure);
  return { error: `deliveries spent (${deliveries}): ${last}`, record: null };
}

/** A dead-lettered message as the bus keeps it, with where it came from and why. */
export interface DeadLetterMessage extends DeadLetterReason {
  /** Where the bus keeps it (`<dead letter stream>:<sequence>` on NATS): the same letter heard twice has one key. */
  key: string;
  /** The subject it was published on, and is replayed to. */
  subject: string;
  stream: string;
  consumer: string;
  /** Its publish's dedupe id, when it had one. */
  messageId: string | null;
  deliveries: number;
  /** The message as the worker received it (JSON text). */
  data: string;
  deadLetteredAt: string;
}

/**
 * Where a bus keeps what its workers dead-lettered (a handler's verdict, or a message whose deliveries were spent):
 * heard by the recorder actor (at least once; `key` makes that once), and put back on its original subject by a
 * replay, once per `replayId` within the duplicate window, for the consumer that dead-lettered it only.
 */
export interface DeadLetterBox {
  consume(handler: (delivery: WorkDelivery<DeadLetterMessage>) => Promise<WorkOutcome>): Promise<WorkConsumer>;
  replay(letter: Pick<DeadLetterMessage, 'subject' | 'stream' | 'consumer' | 'data'>, replayId: string): Promise<void>;
}

/** One durable consumer's figures, as its server reports them. */
export interface ConsumerFigures {
  consumer: string;
  /** Messages not yet delivered to it. */
  pending: number;
  /** Delivered and not yet acknowledged. */
  ackPending: number;
  /** Delivered more than once and still unacknowledged. */
  redelivered: number;
  /** Deliveries acknowledged (up to its acknowledgement floor). */
  acknowledged: number;
  /** When the oldest message it has not acknowledged was published (null: none). */
  oldestUnacknowledgedAt: string | null;
}

/** One stream (a work queue, the events, the dead letters) and its consumers. */
export interface StreamFigures {
  stream: string;
  messages: number;
  consumers: ConsumerFigures[];
}
