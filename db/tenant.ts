import { commitInBackground, type Database, type Transaction } from './connect.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export interface TenantOptions {
  /**
   * The transaction only reads (`begin read only`, so a write fails instead of slipping through): its result
   * is handed back as soon as `work` ends, and the commit completes in the background before the connection
   * goes back to the pool. A read-only commit has nothing to make durable, so nobody needs to wait for it.
   * It reads one snapshot (repeatable read; a read-only transaction cannot meet a serialization failure), so
   * an answer built from several statements (an event, its deliveries and their attempts) agrees with itself.
   */
  readOnly?: boolean;
  /** The API request this transaction serves: its transitions and outbox rows record it (migration 050). */
  requestId?: string;
}

/**
 * Runs `work` in a transaction as payroll_app with the organization set, so row-level security confines
 * every query to that organization even if the query itself forgets to.
 *
 * The transaction is driven by hand on a reserved connection: `begin`, the tenant settings and work's first
 * query are written together and PostgreSQL runs them in order, so a read costs one round trip (postgres.js's
 * `sql.begin` waits for `begin` before anything else is sent). If `begin` or the settings failed, the
 * transaction would be aborted and refuse everything after them.
 */
export async function withTenant<T>(sql: Database, organizationId: string, work: (tx: Transaction) => Promise<T>, options: TenantOptions = {}): Promise<T> {
  const connection = await sql.reserve();
  let result: T;
  try {
    const begun = connection.unsafe(options.readOnly ? 'begin read only isolation level repeatable read' : 'begin').execute();
    const entered = enterTenant(connection, organizationId, options.requestId);
    [, , result] = await Promise.all([begun, entered, work(connection)]);
  } catch (error) {
    // Queued behind whatever work left in flight; the connection goes back only once PostgreSQL has rolled back.
    // A connection that is gone rolled back with it, and is neither written to nor released: postgres.js 3.4.9
    // has already put it back among its closed connections (to reconnect when next needed), and a release would
    // move it, socket-less, among the open ones; the next statement on it, or a rollback now, is written to a
    // null socket on a later tick, a TypeError no caller can catch, which kills the process (porsager/postgres
    // #1208, #1154). The fault drill's PostgreSQL restart killed worker processes so (docs/reliability.md).
    if (isDatabaseUnavailable(error)) throw error;
    // The same if the connection went while rolling back.
    const rollback = await connection.unsafe('rollback').then(() => null, (failure: unknown) => failure);
    if (!isDatabaseUnavailable(rollback)) connection.release();
    throw error;
  }
  const committed = connection.unsafe('commit').then(
    (answer) => (connection.release(), answer),
    (error: unknown) => {
      if (!isDatabaseUnavailable(error)) connection.release();
      throw error;
    },
  );
  if (options.readOnly) {
    commitInBackground(sql, committed); // a failure here means the connection failed after the reads answered
    return result;
  }
  // PostgreSQL answers COMMIT with ROLLBACK when a statement failed and work carried on: nothing was written.
  const { command } = await committed;
  if (command !== 'COMMIT') throw new Error(`The transaction was rolled back (${command}): a statement in it failed.`);
  return result;
}

/**
 * Turns the rest of an open transaction into the organization's: used where the owner first creates the
 * organization itself in the same transaction (the demo seed), so nothing is left behind if a later step fails.
 */
export async function enterTenant(tx: Transaction, organizationId: string, requestId = ''): Promise<void> {
  await tx`select set_config('role', 'payroll_app', true), set_config('app.organization_id', ${organizationId}, true),
                  set_config('app.request_id', ${requestId}, true)`;
}
