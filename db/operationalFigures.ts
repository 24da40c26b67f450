import { serviceApplicationName, type Database } from './connect.ts';

/** Pay runs per status column (the machine's state mirror), over every organization. */
export async function payRunCountsByStatus(sql: Database): Promise<Map<string, number>> {
  const rows = await sql<{ status: string; count: number }[]>`select status, count(*)::int as count from pay_runs group by status`;
  return new Map(rows.map((r) => [r.status, r.count]));
}

/** Chunks waiting for a calculator, and how many of them were dispatched more than once (partial index). */
export async function chunkBacklog(sql: Database): Promise<{ pending: number; redispatched: number }> {
  const [row] = await sql<{ pending: number; redispatched: number }[]>`
    select count(*)::int as pending, count(*) filter (where attempts > 0)::int as redispatched
    from pay_run_chunks where state = 'pending'`;
  return row!;
}

/** Rows the outbox relay has not published yet, and the age of the oldest in seconds (0 when none). */
export async function outboxLag(sql: Database): Promise<{ unpublished: number; oldestSeconds: number }> {
  const [row] = await sql<{ unpublished: number; oldest_seconds: number | null }[]>`
    select count(*)::int as unpublished, extract(epoch from now() - min(created_at))::float8 as oldest_seconds
    from outbox where published_at is null`;
  return { unpublished: row!.unpublished, oldestSeconds: row!.oldest_seconds ?? 0 };
}

/** Connections of the service (every process) to this database, by state (active, idle, ...). */
export async function serviceConnections(sql: Database): Promise<Map<string, number>> {
  const rows = await sql<{ state: string; count: number }[]>`
    select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity
    where datname = current_database() and (application_name = ${serviceApplicationName} or application_name like ${`${serviceApplicationName} %`}) group by 1`;
  return new Map(rows.map((r) => [r.state, r.count]));
}
