import type { Bus } from '../../ports/bus.ts';
import type { EventStream, PublishedEvent, PublishedEventOf } from '../../ports/eventStream.ts';
import type { FactEntity } from '../../machines/events.ts';
import { defaultWorkQueueOptions, type WorkConsumer, type WorkDelivery, type WorkOutcome, type WorkQueue, type WorkQueueOptions } from '../../ports/workQueue.ts';
import type { Clock } from '../../platform/clock.ts';
import { logOf } from '../../platform/log.ts';
import { consumerFailures } from '../../platform/payrollMetrics.ts';
import { DuplicateWindow } from './duplicateWindow.ts';

export interface InProcessBus extends Bus {
  readonly kind: 'in-process';
}

export interface InProcessBusOptions {
  /** A publish repeated within this window is kept once (JetStream's duplicate window on the work queues). */
  duplicateWindowMs?: number;
  clock?: Clock;
}

/** The bus of a single process: work queues are in memory, with the same delivery rules as JetStream's. */
export function createInProcessBus(busOptions: InProcessBusOptions = {}): InProcessBus {
  let closed = false;
  const queues = new Map<string, InProcessWorkQueue<unknown>>();
  const dedupe = () => new DuplicateWindow(busOptions.duplicateWindowMs, busOptions.clock);
  const events = new InProcessEventStream(dedupe);
  return {
    kind: 'in-process',
    healthy: async () => !closed,
    async workQueue<T>(name: string, options: Partial<WorkQueueOptions> = {}) {
      let queue = queues.get(name);
      if (!queue) {
        queue = new InProcessWorkQueue<unknown>(name, { ...defaultWorkQueueOptions, ...options }, dedupe());
        queues.set(name, queue);
      }
      return queue as WorkQueue<T>;
    },
    events: async () => events,
    async close() {
      closed = true;
      for (const queue of queues.values()) await queue.stopAll();
      await events.stopAll();
    },
  };
}

interface Item<T> {
  data: T;
  dedupeId: string;
  deliveryCount: number;
  notBefore: number;
}

/** The last thousand messages an actor dead-lettered in this process: the in-process bus has no stream to keep them in. */
export const inProcessDeadLetters: unknown[] = [];

class InProcessWorkQueue<T> implements WorkQueue<T> {
  private readonly items: Item<T>[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly stoppers = new Set<() => Promise<void>>();

  constructor(
    private readonly name: string,
    private readonly options: WorkQueueOptions,
    private readonly published: DuplicateWindow,
  ) {}

  async publish(data: T, dedupeId: string): Promise<void> {
    if (!this.published.admit(dedupeId)) return;
    this.items.push({ data, dedupeId, deliveryCount: 0, notBefore: Date.now() });
    this.wakeAll();
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
        let outcome: WorkOutcome;
        try {
          outcome = await handler({ data: item.data, deliveryCount: item.deliveryCount });
        } catch (error) {
          // Delivered again, like a message JetStream gets no answer for, until its deliveries are spent.
          outcome = 'retry';
          consumerFailures.inc({ consumer: this.name, stage: 'handler' });
          logOf('bus', { consumer: this.name, message_id: item.dedupeId, delivery: item.deliveryCount })
            .error({ err: error, redelivered: item.deliveryCount < this.options.maxDeliveries }, 'handler failed');
        }
        if (outcome === 'dead_letter' && inProcessDeadLetters.push(item.data) > 1_000) inProcessDeadLetters.shift();
        if (outcome === 'retry' && item.deliveryCount < this.options.maxDeliveries) {
          item.notBefore = Date.now() + this.options.retryDelayMs;
          this.items.push(item);
        } else if (outcome === 'retry') {
          consumerFailures.inc({ consumer: this.name, stage: 'spent' });
          logOf('bus', { consumer: this.name, message_id: item.dedupeId, delivery: item.deliveryCount }).error('deliveries spent: the message is dropped');
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
 * that matches its filter. An event published before a consumer exists is not kept for it (nothing outlives
 * the process anyway: the outbox is the durable record).
 */
class InProcessEventStream implements EventStream {
  private readonly consumers = new Map<string, { filter: { entity: FactEntity | '*'; type?: string }; queue: InProcessWorkQueue<PublishedEvent> }>();

  private readonly watchers = new Set<(event: PublishedEvent) => void>();

  constructor(private readonly dedupe: () => DuplicateWindow) {}

  async publish(event: PublishedEvent): Promise<void> {
    for (const watcher of this.watchers) {
      try {
        watcher(event);
      } catch (failure) {
        consumerFailures.inc({ consumer: 'watcher', stage: 'handler' });
        logOf('bus', { consumer: 'watcher', message_id: event.id }).error({ err: failure }, 'watcher failed');
      }
    }
    for (const { filter, queue } of this.consumers.values()) {
      if ((filter.entity === '*' || filter.entity === event.entity) && (filter.type === undefined || filter.type === event.type)) await queue.publish(event, event.id);
    }
  }

  async consume<E extends FactEntity | '*'>(
    consumer: string,
    filter: { entity: E; type?: string },
    handler: (delivery: WorkDelivery<PublishedEventOf<E>>) => Promise<WorkOutcome>,
    options: { concurrency?: number } & Partial<WorkQueueOptions> = {},
  ): Promise<WorkConsumer> {
    let entry = this.consumers.get(consumer);
    if (!entry) {
      entry = { filter, queue: new InProcessWorkQueue<PublishedEvent>(consumer, { ...defaultWorkQueueOptions, ...options }, this.dedupe()) };
      this.consumers.set(consumer, entry);
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
    for (const { queue } of this.consumers.values()) await queue.stopAll();
  }
}
