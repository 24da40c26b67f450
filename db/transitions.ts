import type { Queryable } from './connect.ts';
import { pageSize } from './pageSize.ts';

/** One row of the transitions log, shared by every lifecycle. */
export interface TransitionRow {
  id: string;
  organization_id: string;
  entity_type: string;
  entity_id: string;
  from_state: string | null;
  to_state: string;
  event: string;
  actor: string;
  at: Date;
  details: Record<string, unknown> | null;
  /** The API request that made it (migration 050), written by the column's default; null for actors and the console. */
  request_id?: string | null;
}

export async function insertTransition(sql: Queryable, row: Omit<TransitionRow, 'at'>): Promise<void> {
  await sql`
    insert into transitions (id, organization_id, entity_type, entity_id, from_state, to_state, event, actor, details)
    values (${row.id}, ${row.organization_id}, ${row.entity_type}, ${row.entity_id}, ${row.from_state}, ${row.to_state},
            ${row.event}, ${row.actor}, ${row.details ? sql.json(row.details as never) : null})`;
}

export async function listTransitions(
  sql: Queryable,
  entityId: string,
  query: { limit: number; startingAfter?: string },
): Promise<TransitionRow[]> {
  return sql<TransitionRow[]>`
    select * from transitions where entity_id = ${entityId}
      ${query.startingAfter ? sql`and id > ${query.startingAfter}` : sql``}
    order by id limit ${pageSize(sql, query.limit + 1)}`;
}

/** Many rows in one statement (a run's payslips moving together). */
export async function insertTransitions(sql: Queryable, rows: Omit<TransitionRow, 'at'>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5_000) {
    const batch = rows.slice(i, i + 5_000).map((row) => ({ ...row, details: row.details ? sql.json(row.details as never) : null }));
    await sql`insert into transitions ${sql(batch as unknown as Record<string, unknown>[], 'id', 'organization_id', 'entity_type', 'entity_id', 'from_state', 'to_state', 'event', 'actor', 'details')}`;
  }
}

/** When the entity last entered one of `states` (the newest such transition), if it ever did. */
export async function lastEnteredAt(sql: Queryable, entityId: string, states: readonly string[]): Promise<Date | null> {
  const [row] = await sql<{ at: Date }[]>`
    select at from transitions where entity_id = ${entityId} and to_state = any(${states as string[]}) order by id desc limit 1`;
  return row?.at ?? null;
}
