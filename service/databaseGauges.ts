import type { Database } from '../db/connect.ts';
import { chunkBacklog, outboxLag, payRunCountsByStatus, serviceConnections } from '../db/operationalFigures.ts';
import { payRunStatuses } from '../machines/payRun.ts';
import { gauge } from '../platform/metrics.ts';

/** Figures read from the database at scrape time, by whichever process is scraped. */
let database: Database | undefined;

/** Reads the database figures below from `sql` at each scrape. */
export function observeDatabase(sql: Database) {
  database = sql;
}

gauge('payroll_pay_runs', 'Pay runs by state (every organization)', ['state'], async function () {
  if (!database) return;
  const counts = await payRunCountsByStatus(database);
  for (const state of payRunStatuses) this.set({ state }, counts.get(state) ?? 0);
});
gauge('payroll_chunks_pending', 'Chunks of background calculations waiting for a calculator', [], async function () {
  if (database) this.set((await chunkBacklog(database)).pending);
});
gauge('payroll_chunks_redispatched_pending', 'Pending chunks the sweep already published again (their message was lost or not acked)', [], async function () {
  if (database) this.set((await chunkBacklog(database)).redispatched);
});
gauge('payroll_outbox_unpublished', 'Outbox rows not yet published to the events stream', [], async function () {
  if (database) this.set((await outboxLag(database)).unpublished);
});
gauge('payroll_outbox_lag_seconds', 'Age of the oldest unpublished outbox row (0 when none)', [], async function () {
  if (database) this.set((await outboxLag(database)).oldestSeconds);
});
gauge('payroll_db_pool_max', "This process's database pool size", [], function () {
  const max = (database as { options?: { max?: number } } | undefined)?.options?.max;
  if (max !== undefined) this.set(max);
});
gauge('payroll_db_connections', "The service's open database connections (every process), by state", ['state'], async function () {
  if (!database) return;
  this.reset();
  for (const [state, count] of await serviceConnections(database)) this.set({ state }, count);
});
