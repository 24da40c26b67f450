import { AckPolicy, connect, DeliverPolicy, headers, nanos, RetentionPolicy, type JetStreamClient, type JetStreamManager, type JsMsg, type NatsConnection } from 'nats';
import { logOf } from '../../platform/log.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { busDeadLetters, busRedeliveries, consumerFailures, duplicatePublishes, refusedMessages } from '../../platform/payrollMetrics.ts';
import type { Bus } from '../../ports/bus.ts';
import { eventSubject, type EventStream, type PublishedEvent } from '../../ports/eventStream.ts';
import { deadLetterReasonOf, defaultWorkQueueOptions, type WorkConsumer, type WorkDelivery, type WorkOutcome, type WorkQueue, type WorkQueueOptions } from '../../ports/workQueue.ts';
import { spentReason, type DeadLetterBox, type DeadLetterMessage, type DeadLetterReason } from '../../ports/deadLetters.ts';
import { natsQueueFigures } from './natsQueueFigures.ts';
import { workQueueDuplicateWindowMs } from './duplicateWindow.ts';

export interface NatsBus extends Bus {
  readonly kind: 'nats';
  readonly connection: NatsConnection;
  /** The streams this namespace owns (work queues and events), for operators and test clean-up. */
  readonly namespace: string;
}

/** How long one pull request of a consumer lasts: its heartbeats come every half of it. */
const pullExpiresMs = 10_000;

/** Events are kept this long, so a consumer (webhooks) can replay them. */
const eventRetentionMs = 30 * 24 * 3600 * 1000;
/** A publish repeated within this window (a relay restarted after a crash) is stored once. */
const eventDedupeWindowMs = 60 * 60 * 1000;

/**
 * NATS with JetStream. `namespace` prefixes streams and subjects, so several deployments (or test files)
 * can share one server without seeing each other's work.
 */
export async function connectNatsBus(url: string, options: NatsBusOptions = {}): Promise<NatsBus> {
  const connection = await connect({ servers: url.split(','), name: options.name ?? 'payroll-service', maxReconnectAttempts: -1 });
  const namespace = (options.namespace ?? 'payroll').replace(/[^A-Za-z0-9_-]/g, '_');
  const identity: BusIdentity = { namespace, deployment: options.deployment, replicas: options.replicas ?? 1 };
  if (options.deployment) await claimNamespace(connection, identity).catch(async (error) => {
    await connection.close();
    throw error;
  });
  let events: Promise<EventStream> | null = null;
  return {
    kind: 'nats',
    connection,
    namespace,
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
      openJetStreamWorkQueue(connection, `${namespace}_${name}`, { ...defaultWorkQueueOptions, ...queueOptions }, identity),
    events: () => (events ??= openJetStreamEvents(connection, namespace, identity)),
    deadLetters: async () => openDeadLetterBox(connection, identity),
    queueFigures: () => natsQueueFigures(connection, namespace),
    close: () => connection.drain(),
  };
}

const json = {
  encode: (value: unknown) => new TextEncoder().encode(JSON.stringify(value)),
  decode: <T>(bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as T,
};

async function openJetStreamWorkQueue<T>(connection: NatsConnection, name: string, options: WorkQueueOptions, identity: BusIdentity): Promise<WorkQueue<T>> {
  const stream = name.toUpperCase();
  const subject = `${name.replace(/_/g, '.')}.work`;
  const durable = `${name}_workers`;
  const manager = await connection.jetstreamManager();
  const streamConfig = { name: stream, subjects: [subject], retention: RetentionPolicy.Workqueue, duplicate_window: nanos(workQueueDuplicateWindowMs), num_replicas: identity.replicas };
  await manager.streams.add(streamConfig).catch(async () => manager.streams.update(stream, streamConfig));
  await ensureConsumer(connection, stream, durable, undefined, options);
  const jetstream = connection.jetstream();
  return {
    async publish(data, dedupeId) {
      const ack = await jetstream.publish(subject, json.encode(data), { msgID: dedupeId, headers: signed(identity) });
      if (ack.duplicate) duplicatePublishes.inc({ stream });
    },
    async backlog() {
      const info = await manager.consumers.info(stream, durable);
      return info.num_pending + info.num_ack_pending;
    },
    consume: (handler, consumeOptions = {}) => consumeDurable<T>(jetstream, stream, durable, handler, options, consumeOptions.concurrency ?? 1, identity),
  };
}

async function openJetStreamEvents(connection: NatsConnection, namespace: string, identity: BusIdentity): Promise<EventStream> {
  const stream = `${namespace.toUpperCase()}_EVENTS`;
  const manager = await connection.jetstreamManager();
  const streamConfig = {
    name: stream,
    subjects: [`${namespace}.events.>`],
    retention: RetentionPolicy.Limits,
    max_age: nanos(eventRetentionMs),
    duplicate_window: nanos(eventDedupeWindowMs),
    num_replicas: identity.replicas,
  };
  await manager.streams.add(streamConfig).catch(async () => manager.streams.update(stream, streamConfig));
  const jetstream = connection.jetstream();
  return {
    async publish(event) {
      const ack = await jetstream.publish(eventSubject(namespace, event), json.encode(event), { msgID: event.id, headers: signed(identity) });
      if (ack.duplicate) duplicatePublishes.inc({ stream });
    },
    async consume(consumer, filter, handler, options = {}) {
      const queueOptions = { ...defaultWorkQueueOptions, ...options };
      const durable = `${namespace}_${consumer}`;
      await ensureConsumer(connection, stream, durable, eventSubject(namespace, { entity: filter.entity, type: filter.type ?? '*' }), queueOptions);
      // The subject filter is what makes every message one of `filter.entity`'s facts.
      return consumeDurable(jetstream, stream, durable, handler as (delivery: WorkDelivery<PublishedEvent>) => Promise<WorkOutcome>, queueOptions, options.concurrency ?? 1, identity);
    },
    async watch(listener) {
      // A core subscription: JetStream publishes reach it too, without a consumer on the stream.
      const subscription = connection.subscribe(`${namespace}.events.>`, {
        callback: (error, message) => {
          if (error) {
            consumerFailures.inc({ consumer: 'watcher', stage: 'subscription' });
            logOf('bus', { consumer: 'watcher' }).error({ err: error }, 'watcher subscription failed');
            return;
          }
          let event: PublishedEvent | null = null;
          try {
            event = json.decode<PublishedEvent>(message.data);
            listener(event);
          } catch (failure) {
            consumerFailures.inc({ consumer: 'watcher', stage: 'handler' });
            logOf('bus', { consumer: 'watcher', message_id: event?.id ?? message.headers?.get('Nats-Msg-Id') }).error({ err: failure }, 'watcher failed');
          }
        },
      });
      return { stop: async () => subscription.unsubscribe() };
    },
  };
}

async function ensureConsumer(connection: NatsConnection, stream: string, durable: string, filterSubject: string | undefined, options: WorkQueueOptions) {
  const manager = await connection.jetstreamManager();
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(options.ackWaitMs),
    // Without limit here: consumeDurable counts the deliveries and dead-letters a spent message, which the
    // server's own limit would drop without a word (also when the last delivery's worker died).
    max_deliver: -1,
    ...(filterSubject ? { filter_subject: filterSubject } : {}),
  };
  await manager.consumers.add(stream, config).catch(async () => manager.consumers.update(stream, durable, config));
}

async function consumeDurable<T>(
  jetstream: JetStreamClient,
  stream: string,
  durable: string,
  handler: (delivery: WorkDelivery<T>) => Promise<WorkOutcome>,
  options: WorkQueueOptions,
  concurrency: number,
  identity: BusIdentity,
  decode: (message: JsMsg) => T = (message) => json.decode<T>(message.data),
  /** Whether a message whose deliveries are spent is dead-lettered (not the dead letters' own recorder: it retries). */
  spends = true,
): Promise<WorkConsumer> {
  const consumer = await jetstream.consumers.get(stream, durable);
  // A pull lasts pullExpiresMs, with heartbeats every half of it; two missed and the client pulls afresh. The
  // default 30 s left a consumer idle that long after its stream's leader died (the fault drill, docs/reliability.md).
  const messages = await consumer.consume({ max_messages: concurrency, expires: pullExpiresMs });
  const inFlight = new Set<Promise<void>>();
  const failed = (message: JsMsg, stage: string, error: unknown, text: string) => {
    consumerFailures.inc({ consumer: durable, stage });
    logOf('bus', { consumer: durable, message_id: message.headers?.get('Nats-Msg-Id') || null, stream_seq: message.seq, delivery: message.info.redeliveryCount })
      .error(error === undefined ? {} : { err: error }, text);
  };
  let stopping = false;
  const handle = async (message: JsMsg) => {
    if (isOtherDeployments(message, identity, stream)) return void message.nak(options.retryDelayMs);
    // A replay of a fact is for the one consumer that dead-lettered it; every other consumer of its subject had it.
    const replayFor = message.headers?.get(replayForHeader);
    if (replayFor && replayFor !== durable) return void message.ack();
    const delivery = message.info.redeliveryCount;
    if (delivery > 1) busRedeliveries.inc({ consumer: durable });
    // The server delivers without limit (ensureConsumer), so the limit is counted here, where a spent message is kept.
    // A delivery can go unanswered without the message being at fault (its worker killed, a stream leader lost with
    // the acknowledgement): up to twice the limit it is run again, and a failure from the limit on is dead-lettered.
    // Beyond that, deliveries nobody answered: it is not run again, since it may be what kills workers.
    if (spends && delivery > unansweredLimit(options.maxDeliveries)) {
      failed(message, 'spent', undefined, 'deliveries spent without an answer: dead-lettered');
      return deadLetter(jetstream, identity, { stream, consumer: durable }, message, { error: `no answer to ${delivery - 1} deliveries: its workers stopped or hung`, record: null }, 'spent');
    }
    // Keep the delivery ours while we work on it, for work that outlasts ack_wait.
    const keepAlive = setInterval(() => message.working(), Math.max(1000, options.ackWaitMs / 2));
    let outcome: WorkOutcome;
    let failure: unknown;
    try {
      for (;;) {
        failure = undefined;
        try {
          outcome = await handler({ data: decode(message), deliveryCount: delivery });
        } catch (error) {
          outcome = 'retry';
          failure = error;
          failed(message, 'handler', error, 'handler failed');
        }
        // An unreachable database spends no last delivery: the message is tried again here, kept in progress.
        if (!(spends && delivery >= options.maxDeliveries && outcome === 'retry' && isDatabaseUnavailable(failure) && !stopping)) break;
        await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs));
      }
    } finally {
      clearInterval(keepAlive);
    }
    // Unacknowledged, the message comes back after ack_wait: handled twice, which every handler is safe to be.
    if (outcome === 'done') await message.ackAck().catch((error) => failed(message, 'ack', error, 'acknowledgement failed'));
    else if (outcome === 'give_up') message.term();
    else if (deadLetterReasonOf(outcome)) await deadLetter(jetstream, identity, { stream, consumer: durable }, message, deadLetterReasonOf(outcome)!, 'handler');
    else if (spends && delivery >= options.maxDeliveries && !isDatabaseUnavailable(failure)) {
      failed(message, 'spent', failure, 'deliveries spent: dead-lettered');
      await deadLetter(jetstream, identity, { stream, consumer: durable }, message, spentReason(delivery, failure), 'spent');
    } else message.nak(options.retryDelayMs);
  };
  const loop = (async () => {
    for await (const message of messages) {
      const job = handle(message)
        .catch((error) => failed(message, 'ack', error, 'answering the server failed'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
      if (inFlight.size >= concurrency) await Promise.race(inFlight);
    }
  })().catch((error) => {
    consumerFailures.inc({ consumer: durable, stage: 'consume' });
    logOf('bus', { consumer: durable }).error({ err: error }, 'consumer stopped on an error');
  });
  return {
    async stop() {
      stopping = true;
      await messages.close();
      await loop;
      await Promise.all(inFlight);
    },
  };
}

export interface NatsBusOptions {
  name?: string;
  namespace?: string;
  /**
   * This deployment's id (its database's, db/deploymentIdentity.ts): stamped on every message, checked on every
   * delivery, and claimed on the namespace so a second deployment cannot start on it.
   */
  deployment?: string;
  /** JetStream replicas of every stream this bus creates: 1 on one server, 3 on a three-node cluster. */
  replicas?: number;
}

interface BusIdentity {
  namespace: string;
  deployment: string | undefined;
  replicas: number;
}

/** Deliveries after which a message no worker ever answered is dead-lettered without running it again. */
export const unansweredLimit = (maxDeliveries: number) => 2 * maxDeliveries;

/** The header of a replayed message: the one consumer it is replayed for. */
const replayForHeader = 'Payroll-Replay-For';

/** The header every message carries: which deployment published it. */
export const deploymentHeader = 'Payroll-Deployment';

/** A second deployment pointed at a namespace another database already uses (NATS_NAMESPACE) cannot start. */
export class NamespaceOwnedByAnotherDeployment extends Error {}

function signed(identity: BusIdentity) {
  if (!identity.deployment) return undefined;
  const h = headers();
  h.set(deploymentHeader, identity.deployment);
  return h;
}

/**
 * Whether a delivery came from another deployment: then this worker refuses it, loudly (an error line and a
 * count), and hands it back for its own deployment's workers rather than act on records it does not hold.
 */
function isOtherDeployments(message: JsMsg, identity: BusIdentity, stream: string): boolean {
  const from = message.headers?.get(deploymentHeader);
  if (!identity.deployment || !from || from === identity.deployment) return false;
  refusedMessages.inc({ reason: 'other_deployment', stream });
  logOf('bus').error({ stream, subject: message.subject, from_deployment: from, deployment: identity.deployment },
    'refused a message of another deployment: two deployments share NATS_NAMESPACE');
  return true;
}

/** The stream where dead-lettered messages are kept, by the queue they came from, for an operator to read. */
export const deadLetterStream = (namespace: string) => `${namespace.toUpperCase()}_DEAD_LETTERS`;

/** Headers a dead letter carries: where the message came from and why it was not acted on. */
const letterHeaders = {
  from: 'Payroll-Dead-Letter-From',
  stream: 'Payroll-Dead-Letter-Stream',
  consumer: 'Payroll-Dead-Letter-Consumer',
  messageId: 'Payroll-Dead-Letter-Message-Id',
  deliveries: 'Payroll-Dead-Letter-Deliveries',
  error: 'Payroll-Dead-Letter-Error',
  record: 'Payroll-Dead-Letter-Record',
} as const;

async function ensureDeadLetterStream(manager: JetStreamManager, identity: BusIdentity): Promise<string> {
  const name = deadLetterStream(identity.namespace);
  const config = {
    name,
    subjects: [`${identity.namespace}.dead_letters.>`],
    retention: RetentionPolicy.Limits,
    max_age: nanos(eventRetentionMs),
    duplicate_window: nanos(workQueueDuplicateWindowMs),
    num_replicas: identity.replicas,
  };
  await manager.streams.add(config).catch(async () => manager.streams.update(name, config));
  return name;
}

/**
 * Keeps the message on the dead letter stream with where it came from and why, then ends its delivery. Kept under
 * its stream sequence as dedupe id: a crash between the two, and the message dead-lettered again, is stored once.
 */
async function deadLetter(
  jetstream: JetStreamClient,
  identity: BusIdentity,
  from: { stream: string; consumer: string },
  message: JsMsg,
  reason: DeadLetterReason,
  why: 'handler' | 'spent',
) {
  await ensureDeadLetterStream(await jetstream.jetstreamManager(), identity);
  const h = signed(identity) ?? headers();
  h.set(letterHeaders.from, message.subject);
  h.set(letterHeaders.stream, from.stream);
  h.set(letterHeaders.consumer, from.consumer);
  h.set(letterHeaders.messageId, message.headers?.get('Nats-Msg-Id') ?? '');
  h.set(letterHeaders.deliveries, String(message.info.redeliveryCount));
  // Header values are one line: the error is a worker's message, never a secret or a person's data.
  h.set(letterHeaders.error, reason.error.replace(/[\r\n]+/g, ' ').slice(0, 1000));
  if (reason.record) h.set(letterHeaders.record, `${reason.record.entity}:${reason.record.id}`);
  // By consumer too: two consumers of the events stream may each dead-letter the same fact.
  const ack = await jetstream.publish(`${identity.namespace}.dead_letters.${from.stream.toLowerCase()}`, message.data, { headers: h, msgID: `dead:${from.stream}:${from.consumer}:${message.seq}` });
  message.term();
  // Counted once: a letter kept already (its termination was lost, the message came back) is not counted again.
  if (!ack.duplicate) busDeadLetters.inc({ consumer: from.consumer, reason: why });
}

function letterOf(stream: string, message: JsMsg): DeadLetterMessage {
  const get = (name: string) => message.headers?.get(name) || null;
  const record = get(letterHeaders.record);
  const split = record ? record.indexOf(':') : -1;
  return {
    key: `${stream}:${message.seq}`,
    subject: get(letterHeaders.from) ?? message.subject,
    stream: get(letterHeaders.stream) ?? 'unknown',
    consumer: get(letterHeaders.consumer) ?? 'unknown',
    messageId: get(letterHeaders.messageId),
    deliveries: Number(get(letterHeaders.deliveries) ?? 1),
    error: get(letterHeaders.error) ?? 'dead-lettered',
    record: record && split > 0 ? { entity: record.slice(0, split), id: record.slice(split + 1) } : null,
    data: new TextDecoder().decode(message.data),
    deadLetteredAt: new Date(Math.floor(message.info.timestampNanos / 1e6)).toISOString(),
  };
}

async function openDeadLetterBox(connection: NatsConnection, identity: BusIdentity): Promise<DeadLetterBox> {
  const stream = await ensureDeadLetterStream(await connection.jetstreamManager(), identity);
  const durable = `${identity.namespace}_dead_letter_recorder`;
  const options = defaultWorkQueueOptions;
  await ensureConsumer(connection, stream, durable, undefined, options);
  const jetstream = connection.jetstream();
  return {
    // A letter its recorder cannot take (the database down) is tried again without limit: it is already kept here.
    consume: (handler) => consumeDurable(jetstream, stream, durable, handler, options, 1, identity, (message) => letterOf(stream, message), false),
    async replay(letter, replayId) {
      // The stream's duplicate window drops a second publish of the same replay; only the consumer that
      // dead-lettered it acts on it (a fact's subject has other consumers, which had it).
      const h = signed(identity) ?? headers();
      h.set(replayForHeader, letter.consumer);
      await jetstream.publish(letter.subject, new TextEncoder().encode(letter.data), { msgID: replayId, headers: h });
    },
  };
}

/**
 * Claims the namespace for this deployment: a one-message stream `<NS>_OWNER` holds the deployment id of the first
 * to start on it. Another id finds it and refuses to start, since its workers would take the first's messages.
 */
async function claimNamespace(connection: NatsConnection, identity: BusIdentity): Promise<void> {
  const manager = await connection.jetstreamManager();
  const name = `${identity.namespace.toUpperCase()}_OWNER`;
  const subject = `${identity.namespace}.owner`;
  const config = { name, subjects: [subject], retention: RetentionPolicy.Limits, max_msgs: 1, discard: 'new' as never, num_replicas: identity.replicas };
  await manager.streams.add(config).catch(() => undefined);
  const jetstream = connection.jetstream();
  // discard new with one message: only the first claim is stored, whoever races for it.
  await jetstream.publish(subject, new TextEncoder().encode(identity.deployment!), { msgID: `owner:${identity.deployment}` }).catch(() => undefined);
  const owner = new TextDecoder().decode((await manager.streams.getMessage(name, { seq: 1 })).data);
  if (owner !== identity.deployment) {
    throw new NamespaceOwnedByAnotherDeployment(
      `NATS_NAMESPACE ${identity.namespace} belongs to another deployment (${owner}), with another database: give this deployment its own NATS_NAMESPACE`,
    );
  }
}
