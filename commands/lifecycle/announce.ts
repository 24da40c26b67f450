import { insertOutboxRows } from '../../db/outbox.ts';
import { newId } from '../../domain/ids.ts';
import type { AnnounceContext } from '../context.ts';
import type { Fact } from '../../machines/events.ts';

/** A fact of the catalogue (machines/events.ts) about one record. */
export type Announcement = Fact & { entityId: string };

/**
 * Writes facts to the outbox in the caller's transaction: they exist exactly when the change they announce
 * committed, and the relay publishes them after the commit.
 */
export async function announce(ctx: AnnounceContext, announcements: Announcement[]): Promise<void> {
  await insertOutboxRows(
    ctx.tx,
    announcements.map((a) => ({
      id: newId(),
      organization_id: ctx.organizationId,
      entity_type: a.entity,
      entity_id: a.entityId,
      event_type: a.type,
      payload: a.payload,
    })),
  );
  const relay = ctx.outboxRelay;
  if (relay) ctx.afterCommit(async () => relay.wake());
}
