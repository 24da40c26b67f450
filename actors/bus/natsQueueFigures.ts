import { RetentionPolicy, type NatsConnection } from 'nats';
import type { ConsumerFigures, StreamFigures } from '../../ports/deadLetters.ts';

/**
 * Every stream of a namespace and its consumers, as the JetStream server counts them (nothing is read message by
 * message, so a deep backlog costs no more to show than an empty one).
 */
export async function natsQueueFigures(connection: NatsConnection, namespace: string): Promise<StreamFigures[]> {
  const manager = await connection.jetstreamManager();
  const prefix = `${namespace.toUpperCase()}_`;
  const out: StreamFigures[] = [];
  for await (const stream of manager.streams.list()) {
    const name = stream.config.name;
    if (!name.startsWith(prefix) || name.endsWith('_OWNER')) continue;
    const workQueue = stream.config.retention === RetentionPolicy.Workqueue;
    const consumers: ConsumerFigures[] = [];
    for await (const info of manager.consumers.list(name)) {
      const unacknowledged = info.num_pending + info.num_ack_pending;
      let oldest: string | null = null;
      if (unacknowledged > 0) {
        // A work queue removes what is acknowledged, so its first message is the oldest one waiting; elsewhere the
        // first message after the consumer's acknowledgement floor that its filter selects.
        if (workQueue && stream.state.first_ts) oldest = new Date(stream.state.first_ts).toISOString();
        else {
          const query = { seq: info.ack_floor.stream_seq + 1, ...(info.config.filter_subject ? { next_by_subj: info.config.filter_subject } : {}) };
          const message = await manager.streams.getMessage(name, query as never).catch(() => null);
          oldest = message ? message.time.toISOString() : null;
        }
      }
      consumers.push({
        consumer: info.name,
        pending: info.num_pending,
        ackPending: info.num_ack_pending,
        redelivered: info.num_redelivered,
        acknowledged: info.ack_floor.consumer_seq,
        oldestUnacknowledgedAt: oldest,
      });
    }
    out.push({ stream: name, messages: stream.state.messages, consumers });
  }
  return out.sort((a, b) => a.stream.localeCompare(b.stream));
}
