import type { Database, Queryable } from './connect.ts';

/**
 * Deletes up to `limit` events created before `before`, oldest first, with their deliveries and every attempt,
 * in one statement of the owner role (the purge serves every organization). An event with a delivery still
 * waiting for an attempt is kept, whatever its age. Events another process is purging are skipped.
 */
export async function purgeEventsBefore(sql: Database, before: Date, limit: number): Promise<number> {
  const [row] = await purgeStatement(sql, before, limit);
  return row!.purged;
}

/** The purge as one statement, not yet sent: `purgeEventsBefore` runs it, scripts/bench/webhookRetentionPlan.ts explains it. */
export function purgeStatement(sql: Queryable, before: Date, limit: number) {
  return sql<{ purged: number }[]>`
    with doomed as (
      select e.id from events e
      where e.created_at < ${before}
        and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.next_attempt_at is not null)
      order by e.created_at, e.id limit ${limit}
      for update skip locked
    ), attempts as (
      delete from webhook_delivery_attempts a where a.event_id = any(array(select id from doomed))
    ), deliveries as (
      delete from webhook_deliveries d where d.event_id = any(array(select id from doomed))
    ), purged as (
      delete from events e where e.id = any(array(select id from doomed)) returning 1
    )
    select count(*)::int as purged from purged`;
}
