import type { Queryable } from './connect.ts';
import { pageSize } from './pageSize.ts';

export interface EventRow {
  id: string;
  organization_id: string;
  outbox_id: string;
  type: string;
  body: Record<string, unknown>;
  created_at: Date;
}

/**
 * The events of many outbox facts in one statement; facts that already have theirs (a redelivered stream message)
 * are skipped and not returned.
 */
export async function insertEventsOnce(sql: Queryable, rows: EventRow[]): Promise<EventRow[]> {
  if (rows.length === 0) return [];
  return sql<EventRow[]>`
    insert into events (id, organization_id, outbox_id, type, body, created_at)
    select x.id, x.organization_id, x.outbox_id, x.type, x.body, x.created_at
    from jsonb_to_recordset(${sql.json(rows as never)})
      as x(id uuid, organization_id uuid, outbox_id uuid, type text, body jsonb, created_at timestamptz)
    on conflict (outbox_id) do nothing
    returning *`;
}

/** `share`: held until the caller commits, so the retention purge (which skips locked events) cannot delete it meanwhile. */
export async function findEvent(sql: Queryable, organizationId: string, id: string, options: { share?: boolean } = {}) {
  const [row] = await sql<EventRow[]>`
    select * from events where organization_id = ${organizationId} and id = ${id} ${options.share ? sql`for share` : sql``}`;
  return row;
}

export interface EventListQuery {
  organizationId: string;
  limit: number;
  startingAfter?: string;
  type?: string;
  createdGte?: Date;
  createdLt?: Date;
}

/** Oldest first, like every list (uuidv7 ids follow creation); the cursor is the last id of the page. */
export async function listEvents(sql: Queryable, q: EventListQuery) {
  return sql<EventRow[]>`
    select * from events where organization_id = ${q.organizationId}
      ${q.type ? sql`and type = ${q.type}` : sql``}
      ${q.createdGte ? sql`and created_at >= ${q.createdGte}` : sql``}
      ${q.createdLt ? sql`and created_at < ${q.createdLt}` : sql``}
      ${q.startingAfter ? sql`and id > ${q.startingAfter}` : sql``}
    order by id limit ${pageSize(sql, q.limit + 1)}`;
}
