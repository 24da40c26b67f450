import { AckPolicy, connect, DeliverPolicy, nanos, RetentionPolicy, type JsMsg, type NatsConnection } from 'nats';
import type { Bus } from './bus.ts';
import { defaultWorkQueueOptions, type WorkConsumer, type WorkDelivery, type WorkOutcome, type WorkQueue, type WorkQueueOptions } from './workQueue.ts';

export interface NatsBus extends Bus {
  readonly kind: 'nats';
  readonly connection: NatsConnection;
}

/**
 * NATS with JetStream. `namespace` prefixes streams and subjects, so several deployments (or test files)
 * can share one server without seeing each other's work.
 */
export async function connectNatsBus(url: string, options: { name?: string; namespace?: string } = {}): Promise<NatsBus> {
  const connection = await connect({ servers: url.split(','), name: options.name ?? 'payroll-service', maxReconnectAttempts: -1 });
  const namespace = (options.namespace ?? 'payroll').replace(/[^A-Za-z0-9_-]/g, '_');
  return {
    kind: 'nats',
    connection,
    async healthy() {
      if (connection.isClosed()) return false;
      try {
        await Promise.race([connection.flush(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
        return true;
      } catch {
        return false;
      }
    },
    workQueue: (name, queueOptions = {}) =>
      openJetStreamWorkQueue(connection, `${namespace}_${name}`, { ...defaultWorkQueueOptions, ...queueOptions }),
    close: () => connection.drain(),
  };
}

async function openJetStreamWorkQueue<T>(connection: NatsConnection, name: string, options: WorkQueueOptions): Promise<WorkQueue<T>> {
  const stream = name.toUpperCase();
  const subject = `${name.replace(/_/g, '.')}.work`;
  const durable = `${name}_workers`;
  const manager = await connection.jetstreamManager();
  const streamConfig = {
    name: stream,
    subjects: [subject],
    retention: RetentionPolicy.Workqueue,
    duplicate_window: nanos(120_000),
  };
  await manager.streams.add(streamConfig).catch(async () => manager.streams.update(stream, streamConfig));
  const consumerConfig = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(options.ackWaitMs),
    max_deliver: options.maxDeliveries,
  };
  await manager.consumers.add(stream, consumerConfig).catch(async () => manager.consumers.update(stream, durable, consumerConfig));
  const jetstream = connection.jetstream();
  const codec = { encode: (v: T) => new TextEncoder().encode(JSON.stringify(v)), decode: (b: Uint8Array) => JSON.parse(new TextDecoder().decode(b)) as T };

  return {
    async publish(data, dedupeId) {
      await jetstream.publish(subject, codec.encode(data), { msgID: dedupeId });
    },
    async consume(handler, consumeOptions = {}): Promise<WorkConsumer> {
      const consumer = await jetstream.consumers.get(stream, durable);
      const concurrency = consumeOptions.concurrency ?? 1;
      const messages = await consumer.consume({ max_messages: concurrency });
      const inFlight = new Set<Promise<void>>();
      const handle = async (message: JsMsg) => {
        // Keep the delivery ours while we work on it, for work that outlasts ack_wait.
        const keepAlive = setInterval(() => message.working(), Math.max(1000, options.ackWaitMs / 2));
        let outcome: WorkOutcome;
        try {
          outcome = await handler({ data: codec.decode(message.data), deliveryCount: message.info.redeliveryCount } satisfies WorkDelivery<T>);
        } catch {
          outcome = 'retry';
        } finally {
          clearInterval(keepAlive);
        }
        if (outcome === 'done') await message.ackAck().catch(() => false);
        else if (outcome === 'give_up') message.term();
        else message.nak(options.retryDelayMs);
      };
      const loop = (async () => {
        for await (const message of messages) {
          const job = handle(message).finally(() => inFlight.delete(job));
          inFlight.add(job);
          if (inFlight.size >= concurrency) await Promise.race(inFlight);
        }
      })();
      return {
        async stop() {
          await messages.close();
          await loop.catch(() => {});
          await Promise.all(inFlight);
        },
      };
    },
  };
}
