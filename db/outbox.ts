import type { Database, Queryable } from './connect.ts';

export interface OutboxRow {
  id: string;
  organization_id: string;
  entity_type: string;
  entity_id: string;
  event_type: string;
  payload: object;
  created_at: Date;
  published_at: Date | null;
}

export type NewOutboxRow = Pick<OutboxRow, 'id' | 'organization_id' | 'entity_type' | 'entity_id' | 'event_type' | 'payload'>;

export async function insertOutboxRows(sql: Queryable, rows: NewOutboxRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5_000) {
    const batch = rows.slice(i, i + 5_000).map((row) => ({ ...row, payload: sql.json(row.payload as never) }));
    await sql`insert into outbox ${sql(batch as unknown as Record<string, unknown>[])}`;
  }
}

/**
 * Publishes the oldest unpublished rows with `publish`, then marks them, in one transaction of the owner role
 * (the relay serves every organization). Rows are locked and skipped by other relays, so two processes never
 * publish one row at once; a crash after publishing and before the commit publishes again under the same id,
 * which the stream stores once.
 */
export async function publishPendingOutbox(
  sql: Database,
  limit: number,
  publish: (rows: OutboxRow[]) => Promise<void>,
): Promise<number> {
  return sql.begin(async (tx) => {
    const rows = await tx<OutboxRow[]>`
      select * from outbox where published_at is null order by id limit ${limit} for update skip locked`;
    if (rows.length === 0) return 0;
    await publish(rows);
    await tx`update outbox set published_at = now() where id = any(${rows.map((r) => r.id)}::uuid[])`;
    return rows.length;
  }) as Promise<number>;
}
