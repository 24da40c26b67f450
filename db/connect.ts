import postgres from 'postgres';

export type Database = postgres.Sql;
/**
 * An open transaction: what queries need of it. Tenant transactions run on a reserved connection driven by hand
 * (db/tenant.ts), which has no savepoint or prepare; postgres.js's own `sql.begin` transactions fit too.
 */
export type Transaction = postgres.ISql;
/** Anything that runs queries: the pool or a transaction. */
export type Queryable = postgres.Sql | Transaction;

/** The name every pool of the service gives PostgreSQL (pg_stat_activity.application_name), work pools with a suffix. */
export const serviceApplicationName = 'payroll-service';

export function connectDatabase(url: string, options: { max?: number; onQuery?: (query: string) => void; applicationName?: string } = {}): Database {
  const onQuery = options.onQuery;
  return postgres(url, {
    max: options.max ?? 10,
    // Benchmarks count the statements a piece of work sends (queries per item are steadier than wall time).
    ...(onQuery ? { debug: (_connection: number, query: string) => onQuery(query) } : {}),
    onnotice: () => {},
    // int8 columns hold minor units; they come back as JS numbers (amounts stay below 2^53, checked on write).
    types: {
      bigint: { to: 20, from: [20], serialize: (v: number | bigint) => String(v), parse: (v: string) => Number(v) },
      // Dates stay ISO strings ('2025-07-31'): a Date object would drag a time zone into a calendar day.
      date: { to: 1082, from: [1082], serialize: (v: string) => v, parse: (v: string) => v },
    },
    connection: { application_name: options.applicationName ?? serviceApplicationName },
    backoff: reconnectBackoff,
  });
}

/**
 * Seconds before a connection that failed is tried again, by failures in a row. postgres.js's own grows to 20 s,
 * and a statement waits it out: while PostgreSQL restarted the API kept requests hanging that long instead of
 * answering 503, and took as long to notice it was back (the fault drill, docs/reliability.md). At most a second.
 */
export function reconnectBackoff(failures: number): number {
  return Math.min(0.05 * 2 ** failures, 1);
}

const backgroundCommits = new WeakMap<Database, Set<Promise<unknown>>>();

/** A commit nobody waits for (a read-only transaction's), seen through by closeDatabase. */
export function commitInBackground(sql: Database, commit: Promise<unknown>): void {
  const pending = backgroundCommits.get(sql) ?? new Set();
  backgroundCommits.set(sql, pending);
  const settled = commit.then(() => {}, () => {}).finally(() => pending.delete(settled));
  pending.add(settled);
}

/**
 * Closes the pool after the commits still in the background: postgres.js's end() never settles when a reserved
 * connection is released after it began, so closing straight after a read would wait out the whole timeout.
 */
export async function closeDatabase(sql: Database, timeoutSeconds = 5): Promise<void> {
  await Promise.all(backgroundCommits.get(sql) ?? []);
  await sql.end({ timeout: timeoutSeconds });
}
