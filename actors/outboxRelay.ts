import type { Database } from '../db/connect.ts';
import { publishPendingOutbox, type OutboxRow } from '../db/outbox.ts';
import type { EventStream, PublishedEvent } from '../ports/eventStream.ts';
import { logOf } from '../service/log.ts';
import { outboxPublished } from '../service/payrollMetrics.ts';

export interface OutboxRelay {
  /** Look for rows now (called after a commit that wrote to the outbox). */
  wake(): void;
  /** Publishes until nothing is pending (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export const publishedEvent = (row: OutboxRow): PublishedEvent => ({
  id: row.id,
  organizationId: row.organization_id,
  entity: row.entity_type,
  entityId: row.entity_id,
  type: row.event_type,
  payload: row.payload,
  createdAt: row.created_at.toISOString(),
});

/**
 * The outbox relay actor: publishes committed outbox rows to the events stream and marks them published.
 * Every process may run one; rows are claimed with SKIP LOCKED. Between a publish and its mark a crash
 * leaves the row pending, and the next relay publishes it again under the same id, which the stream stores
 * once. The poll catches rows written by processes that cannot wake this one.
 */
export function startOutboxRelay(sql: Database, events: EventStream, options: { pollMs?: number; batch?: number } = {}): OutboxRelay {
  const pollMs = options.pollMs ?? 1_000;
  const batch = options.batch ?? 500;
  let running = true;
  let wakeUp: (() => void) | null = null;
  let requested = false;

  const publishOnce = () => publishPendingOutbox(sql, batch, async (rows) => {
    for (const row of rows) {
      await events.publish(publishedEvent(row));
      logOf('outboxRelay', { event_id: row.id, organization_id: row.organization_id }).debug(
        { entity: row.entity_type, entity_id: row.entity_id, event: row.event_type },
        'published',
      );
    }
    outboxPublished.inc(rows.length);
  });
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const loop = (async () => {
    while (running) {
      requested = false;
      let published = 0;
      try {
        published = await publishOnce();
      } catch (error) {
        if (running) logOf('outboxRelay').error({ err: error }, 'publish failed; the rows stay pending');
      }
      if (running && published < batch && !requested) await sleep();
    }
  })();

  return {
    wake() {
      requested = true;
      wakeUp?.();
    },
    async drain() {
      while ((await publishOnce()) > 0);
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
