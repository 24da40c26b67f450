import type { Bus } from '../../ports/bus.ts';
import type { EventStream, PublishedEvent, PublishedEventOf } from '../../ports/eventStream.ts';
import type { FactEntity } from '../../machines/events.ts';
import { deadLetterReasonOf, defaultWorkQueueOptions, type WorkConsumer, type WorkDelivery, type WorkOutcome, type WorkQueue, type WorkQueueOptions } from '../../ports/workQueue.ts';
import { spentReason, type ConsumerFigures, type DeadLetterBox, type DeadLetterMessage, type DeadLetterReason, type StreamFigures } from '../../ports/deadLetters.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import { logOf } from '../../platform/log.ts';
import { busDeadLetters, consumerFailures } from '../../platform/payrollMetrics.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { DuplicateWindow } from './duplicateWindow.ts';

export interface InProcessBus extends Bus {
  readonly kind: 'in-process';
}

export interface InProcessBusOptions {
  /** A publish repeated within this window is kept once (JetStream's duplicate window on the work queues). */
  duplicateWindowMs?: number;
  /**
   * How long an event is kept for a consumer not yet created (default 5 minutes: the process's start-up, when its
   * consumers are created, with room for a slow one). Memory holds this long's events.
   */
  eventRetentionMs?: number;
  clock?: Clock;
}

/** The bus of a single process: work queues are in memory, with the same delivery rules as JetStream's. */
export function createInProcessBus(busOptions: InProcessBusOptions = {}): InProcessBus {
  let closed = false;
  const queues = new Map<string, InProcessWorkQueue<unknown>>();
  const dedupe = () => new DuplicateWindow(busOptions.duplicateWindowMs, busOptions.clock);
  // What workers dead-lettered waits here for the recorder, as on NATS's dead letter stream.
  const deadLetters = new InProcessWorkQueue<DeadLetterMessage>('dead_letters', defaultWorkQueueOptions, dedupe(), () => undefined, false);
  const keep: DeadLetterSink = (queue, item, reason) =>
    void deadLetters.publish(
      {
        ...reason,
        key: `in-process:${crypto.randomUUID()}`,
        subject: queue,
        stream: queue,
        consumer: queue,
        messageId: item.dedupeId,
        deliveries: item.deliveryCount,
        data: JSON.stringify(item.data),
        deadLetteredAt: new Date().toISOString(),
      },
      `dead:${crypto.randomUUID()}`,
    );
  const events = new InProcessEventStream(dedupe, keep, busOptions.eventRetentionMs ?? 5 * 60_000, busOptions.clock ?? systemClock);
  return {
    kind: 'in-process',
    healthy: async () => !closed,
    async workQueue<T>(name: string, options: Partial<WorkQueueOptions> = {}) {
      let queue = queues.get(name);
      if (!queue) {
        queue = new InProcessWorkQueue<unknown>(name, { ...defaultWorkQueueOptions, ...options }, dedupe(), keep);
        queues.set(name, queue);
      }
      return queue as WorkQueue<T>;
    },
    events: async () => events,
    async deadLetters(): Promise<DeadLetterBox> {
      return {
        consume: (handler) => deadLetters.consume(handler),
        async replay(letter, replayId) {
          // Back on the queue (or events consumer) it came from; a second replay within the window is dropped.
          const target = queues.get(letter.stream) ?? events.queueOf(letter.stream);
          if (!target) throw new Error(`no queue ${letter.stream} in this process to replay to`);
          await target.publish(JSON.parse(letter.data), replayId);
        },
      };
    },
    async queueFigures(): Promise<StreamFigures[]> {
      const streams = [...queues.values()].map((queue) => ({ stream: queue.name, messages: queue.figures().pending, consumers: [queue.figures()] }));
      streams.push({ stream: 'events', messages: 0, consumers: events.figures() });
      streams.push({ stream: 'dead_letters', messages: deadLetters.figures().pending, consumers: [deadLetters.figures()] });
      return streams;
    },
    async close() {
      closed = true;
      for (const queue of queues.values()) await queue.stopAll();
      await events.stopAll();
      await deadLetters.stopAll();
    },
  };
}

type EventFilter = { entity: FactEntity | '*'; type?: string };

const matches = (filter: EventFilter, event: PublishedEvent) =>
  (filter.entity === '*' || filter.entity === event.entity) && (filter.type === undefined || filter.type === event.type);

type DeadLetterSink = (queue: string, item: Item<unknown>, reason: DeadLetterReason) => void;

interface Item<T> {
  data: T;
  dedupeId: string;
  deliveryCount: number;
  notBefore: number;
  publishedAt: number;
}

class InProcessWorkQueue<T> implements WorkQueue<T> {
  private readonly items: Item<T>[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly stoppers = new Set<() => Promise<void>>();
  private readonly inFlight = new Set<Item<T>>();
  private acknowledged = 0;

  constructor(
    readonly name: string,
    private readonly options: WorkQueueOptions,
    private readonly published: DuplicateWindow,
    private readonly deadLetter: DeadLetterSink,
    /** Whether a message whose deliveries are spent is dead-lettered (not the dead letters' own: they wait). */
    private readonly spends = true,
  ) {}

  async publish(data: T, dedupeId: string): Promise<void> {
    if (!this.published.admit(dedupeId)) return;
    this.items.push({ data, dedupeId, deliveryCount: 0, notBefore: Date.now(), publishedAt: Date.now() });
    this.wakeAll();
  }

  async backlog(): Promise<number> {
    return this.items.length + this.inFlight.size;
  }

  /** The queue's figures as a JetStream consumer's: waiting, in a handler, delivered again, finished. */
  figures(): ConsumerFigures {
    const waiting = [...this.items, ...this.inFlight];
    const oldest = waiting.reduce<number | null>((min, item) => (min === null || item.publishedAt < min ? item.publishedAt : min), null);
    return {
      consumer: this.name,
      pending: this.items.filter((item) => item.deliveryCount === 0).length,
      ackPending: this.inFlight.size + this.items.filter((item) => item.deliveryCount > 0).length,
      redelivered: waiting.filter((item) => item.deliveryCount > (this.inFlight.has(item) ? 1 : 0)).length,
      acknowledged: this.acknowledged,
      oldestUnacknowledgedAt: oldest === null ? null : new Date(oldest).toISOString(),
    };
  }

  async consume(handler: (delivery: WorkDelivery<T>) => Promise<WorkOutcome>, options: { concurrency?: number } = {}): Promise<WorkConsumer> {
    let running = true;
    const loops: Promise<void>[] = [];
    const next = (): Item<T> | undefined => {
      const now = Date.now();
      const index = this.items.findIndex((item) => item.notBefore <= now);
      return index < 0 ? undefined : this.items.splice(index, 1)[0];
    };
    const loop = async () => {
      while (running) {
        const item = next();
        if (!item) {
          // Sleep until a publish, or briefly so items waiting out a retry delay come due.
          await new Promise<void>((resolve) => {
            const waiter = () => {
              this.waiters.delete(waiter);
              resolve();
            };
            this.waiters.add(waiter);
            setTimeout(waiter, 50);
          });
          continue;
        }
        item.deliveryCount += 1;
        this.inFlight.add(item);
        let outcome: WorkOutcome;
        let failure: unknown;
        try {
          outcome = await handler({ data: item.data, deliveryCount: item.deliveryCount });
        } catch (error) {
          // Delivered again, like a message JetStream gets no answer for, until its deliveries are spent.
          outcome = 'retry';
          failure = error;
          consumerFailures.inc({ consumer: this.name, stage: 'handler' });
          logOf('bus', { consumer: this.name, message_id: item.dedupeId, delivery: item.deliveryCount })
            .error({ err: error, redelivered: item.deliveryCount < this.options.maxDeliveries }, 'handler failed');
        }
        this.inFlight.delete(item);
        // Spent (an unreachable database spends nothing: the message waits for it), it is dead-lettered as on NATS.
        const spent = outcome === 'retry' && this.spends && item.deliveryCount >= this.options.maxDeliveries && !isDatabaseUnavailable(failure);
        const reason = deadLetterReasonOf(outcome) ?? (spent ? spentReason(item.deliveryCount, failure) : null);
        if (reason) {
          if (spent) {
            consumerFailures.inc({ consumer: this.name, stage: 'spent' });
            logOf('bus', { consumer: this.name, message_id: item.dedupeId, delivery: item.deliveryCount }).error('deliveries spent: dead-lettered');
          }
          this.deadLetter(this.name, item as Item<unknown>, reason);
          busDeadLetters.inc({ consumer: this.name, reason: spent ? 'spent' : 'handler' });
        }
        if (outcome !== 'retry' || spent) this.acknowledged += 1;
        else {
          item.notBefore = Date.now() + this.options.retryDelayMs;
          this.items.push(item);
        }
      }
    };
    for (let i = 0; i < (options.concurrency ?? 1); i++) loops.push(loop());
    const stop = async () => {
      running = false;
      this.wakeAll();
      this.stoppers.delete(stop);
      await Promise.all(loops);
    };
    this.stoppers.add(stop);
    return { stop };
  }

  private wakeAll(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  async stopAll(): Promise<void> {
    for (const stop of [...this.stoppers]) await stop();
  }
}

/**
 * The events stream of a single process: each durable consumer is an in-memory queue fed by every publish
 * that matches its filter. An event is also kept `retentionMs` for consumers created after it was published, as
 * JetStream's stream keeps it: the relay publishes (and marks published) what the outbox held from before a
 * restart as soon as the process starts, before the webhook dispatcher and the coordinator subscribe.
 */
class InProcessEventStream implements EventStream {
  private readonly consumers = new Map<string, { filter: EventFilter; queue: InProcessWorkQueue<PublishedEvent> }>();

  private readonly watchers = new Set<(event: PublishedEvent) => void>();

  /** Oldest first, from `retainedFrom` on: trimmed from the front once past the retention. */
  private readonly retained: { event: PublishedEvent; at: number }[] = [];
  private retainedFrom = 0;

  constructor(
    private readonly dedupe: () => DuplicateWindow,
    private readonly deadLetter: DeadLetterSink,
    private readonly retentionMs: number,
    private readonly clock: Clock,
  ) {}

  queueOf(consumer: string): InProcessWorkQueue<PublishedEvent> | undefined {
    return this.consumers.get(consumer)?.queue;
  }

  figures(): ConsumerFigures[] {
    return [...this.consumers.values()].map(({ queue }) => queue.figures());
  }

  async publish(event: PublishedEvent): Promise<void> {
    for (const watcher of this.watchers) {
      try {
        watcher(event);
      } catch (failure) {
        consumerFailures.inc({ consumer: 'watcher', stage: 'handler' });
        logOf('bus', { consumer: 'watcher', message_id: event.id }).error({ err: failure }, 'watcher failed');
      }
    }
    const now = this.clock.now();
    while (this.retainedFrom < this.retained.length && this.retained[this.retainedFrom]!.at <= now - this.retentionMs) this.retainedFrom += 1;
    // Compacted now and then rather than shifted per event, which would copy the array on every publish.
    if (this.retainedFrom > 1024 && this.retainedFrom * 2 > this.retained.length) {
      this.retained.splice(0, this.retainedFrom);
      this.retainedFrom = 0;
    }
    this.retained.push({ event, at: now });
    for (const { filter, queue } of this.consumers.values()) if (matches(filter, event)) await queue.publish(event, event.id);
  }

  async consume<E extends FactEntity | '*'>(
    consumer: string,
    filter: { entity: E; type?: string },
    handler: (delivery: WorkDelivery<PublishedEventOf<E>>) => Promise<WorkOutcome>,
    options: { concurrency?: number } & Partial<WorkQueueOptions> = {},
  ): Promise<WorkConsumer> {
    let entry = this.consumers.get(consumer);
    if (!entry) {
      entry = { filter, queue: new InProcessWorkQueue<PublishedEvent>(consumer, { ...defaultWorkQueueOptions, ...options }, this.dedupe(), this.deadLetter) };
      this.consumers.set(consumer, entry);
      // A new consumer starts with what the stream kept, as a durable JetStream consumer delivers the stream from its start.
      const since = this.clock.now() - this.retentionMs;
      for (const { event, at } of this.retained.slice(this.retainedFrom)) if (at > since && matches(filter, event)) await entry.queue.publish(event, event.id);
    }
    // `publish` queues only the events that match the filter: each is one of `filter.entity`'s facts.
    return entry.queue.consume(handler as (delivery: WorkDelivery<PublishedEvent>) => Promise<WorkOutcome>, options);
  }

  async watch(listener: (event: PublishedEvent) => void): Promise<{ stop(): Promise<void> }> {
    this.watchers.add(listener);
    return { stop: async () => void this.watchers.delete(listener) };
  }

  async stopAll(): Promise<void> {
    this.watchers.clear();
    this.retained.length = 0;
    this.retainedFrom = 0;
    for (const { queue } of this.consumers.values()) await queue.stopAll();
  }
}
