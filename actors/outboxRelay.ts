import type { Database } from '../db/connect.ts';
import { publishPendingOutbox, type OutboxRow } from '../db/outbox.ts';
import type { EventStream, PublishedEvent } from '../ports/eventStream.ts';
import { publishMany } from '../ports/workQueue.ts';
import { logOf } from '../platform/log.ts';
import { outboxPublished } from '../platform/payrollMetrics.ts';
import { startPollLoop } from './pollLoop.ts';

export interface OutboxRelay {
  /** Look for rows now (called after a commit that wrote to the outbox). */
  wake(): void;
  /** Publishes until nothing is pending (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** An outbox row as the fact it was written as: only `announce` writes the outbox, from the typed catalogue. */
export const publishedEvent = (row: OutboxRow): PublishedEvent =>
  ({
    id: row.id,
    organizationId: row.organization_id,
    entity: row.entity_type,
    entityId: row.entity_id,
    type: row.event_type,
    payload: row.payload,
    createdAt: row.created_at.toISOString(),
  }) as PublishedEvent;

/**
 * The outbox relay actor: publishes committed outbox rows to the events stream and marks them published.
 * Every process may run one; rows are claimed with SKIP LOCKED. Between a publish and its mark a crash
 * leaves the row pending, and the next relay publishes it again under the same id, which the stream stores
 * once. The poll catches rows written by processes that cannot wake this one.
 */
export function startOutboxRelay(sql: Database, events: EventStream, options: { pollMs?: number; batch?: number } = {}): OutboxRelay {
  const pollMs = options.pollMs ?? 1_000;
  const batch = options.batch ?? 500;
  // The batch's publishes go out together and their acknowledgements are awaited together: one at a time, each
  // waiting for a quorum of a three-node cluster, the relay fell 22,000 rows behind a 20,000-payment run (the fault
  // drill, docs/reliability.md). One connection sends them in order. A failure leaves every row of the batch
  // pending; those that did reach the stream are stored once when published again under the same id, ahead of the
  // refused one (the stream's order across rows was never a promise: several relays publish at once).
  const publishOnce = () => publishPendingOutbox(sql, batch, async (rows) => {
    await publishMany(rows, async (row) => {
      await events.publish(publishedEvent(row));
      logOf('outboxRelay', { event_id: row.id, organization_id: row.organization_id }).debug(
        { entity: row.entity_type, entity_id: row.entity_id, event: row.event_type },
        'published',
      );
    }, batch);
    outboxPublished.inc(rows.length);
  });
  const loop = startPollLoop({
    name: 'outboxRelay.publish',
    pollMs,
    round: publishOnce,
    again: (published) => published >= batch,
    onFailure: 'publish failed; the rows stay pending',
  });

  return {
    wake: loop.wake,
    async drain() {
      while ((await publishOnce()) > 0);
    },
    stop: loop.stop,
  };
}
