import type { Fact, FactEntity, FactOf } from '../machines/events.ts';
import type { WorkConsumer, WorkDelivery, WorkOutcome, WorkQueueOptions } from './workQueue.ts';

/**
 * A fact that committed: a lifecycle transition or a domain event, as written to the outbox and published
 * on `<namespace>.events.<entity>.<type>`. `id` is the outbox row's id, and the stream's dedupe id, so a
 * publish repeated after a crash is stored once.
 */
export type PublishedEvent<F extends Fact = Fact> = F & {
  id: string;
  organizationId: string;
  entityId: string;
  createdAt: string;
};

/** The events a consumer of `entity` receives (`*`: every entity's). */
export type PublishedEventOf<E extends FactEntity | '*'> = PublishedEvent<E extends FactEntity ? FactOf<E> : Fact>;

export interface EventStream {
  publish(event: PublishedEvent): Promise<void>;
  /**
   * A durable consumer: every process naming `consumer` shares it, so each event goes to one of them, at
   * least once. `entity` (`*` for every entity; optionally `type`) select the subjects it reads.
   */
  consume<E extends FactEntity | '*'>(
    consumer: string,
    filter: { entity: E; type?: string },
    handler: (delivery: WorkDelivery<PublishedEventOf<E>>) => Promise<WorkOutcome>,
    options?: { concurrency?: number } & Partial<WorkQueueOptions>,
  ): Promise<WorkConsumer>;
  /**
   * Every event published from now on, in this process, unacknowledged and not replayed: for live views (the
   * console's counts), which re-read the database when told something moved and lose nothing by missing one.
   */
  watch(listener: (event: PublishedEvent) => void): Promise<{ stop(): Promise<void> }>;
}

/** The subject of an event under a namespace. Entity and type are lower-case words, so they are safe tokens. */
export function eventSubject(namespace: string, event: { entity: FactEntity | '*'; type: string }): string {
  return `${namespace}.events.${event.entity}.${event.type}`;
}
