import type { Queryable } from './connect.ts';

export interface EventRow {
  id: string;
  organization_id: string;
  outbox_id: string;
  type: string;
  body: Record<string, unknown>;
  created_at: Date;
}

/** Writes the event of an outbox fact once: a second delivery of the same fact finds it and gets nothing back. */
export async function insertEventOnce(sql: Queryable, row: EventRow): Promise<EventRow | undefined> {
  const [inserted] = await sql<EventRow[]>`
    insert into events (id, organization_id, outbox_id, type, body, created_at)
    values (${row.id}, ${row.organization_id}, ${row.outbox_id}, ${row.type}, ${sql.json(row.body as never)}, ${row.created_at})
    on conflict (outbox_id) do nothing
    returning *`;
  return inserted;
}

export async function findEvent(sql: Queryable, organizationId: string, id: string) {
  const [row] = await sql<EventRow[]>`select * from events where organization_id = ${organizationId} and id = ${id}`;
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
    order by id limit ${q.limit + 1}`;
}
