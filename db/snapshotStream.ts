import type { Database, Transaction } from './connect.ts';
import { enterTenant } from './tenant.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** A connection taken from the pool until released. */
type Reserved = Awaited<ReturnType<Database['reserve']>>;

/**
 * What `read` yields, read over one read-only repeatable-read snapshot of the organization's data (row-level
 * security) on `readers` connections of its own: a streamed response outlives the request's transaction, and a
 * run read in pieces must stay whole and consistent while payments move. With two readers the first exports its
 * snapshot and the second adopts it, so both read the same data (one builds a batch while the other sends).
 *
 * Nothing is reserved before the first `next()`. Ending the iteration early (a client gone) or a failure rolls back
 * and gives every connection back; a connection that is gone is neither written to nor released (db/tenant.ts).
 */
export async function* streamFromSnapshot<T>(
  sql: Database,
  organizationId: string,
  readers: 1 | 2,
  read: (connections: Transaction[]) => AsyncIterable<T>,
): AsyncGenerator<T> {
  const connections: Reserved[] = [];
  let finished = false;
  let gone = false;
  try {
    for (let i = 0; i < readers; i++) connections.push(await sql.reserve());
    const [first, ...others] = connections as [Reserved, ...Reserved[]];
    await first.unsafe('begin read only isolation level repeatable read');
    if (others.length > 0) {
      const [{ snapshot }] = (await first`select pg_export_snapshot() as snapshot`) as unknown as [{ snapshot: string }];
      for (const other of others) {
        await other.unsafe('begin read only isolation level repeatable read');
        await other.unsafe(`set transaction snapshot '${snapshot.replace(/[^0-9A-F-]/gi, '')}'`);
      }
    }
    for (const connection of connections) await enterTenant(connection, organizationId);
    yield* read(connections);
    await Promise.all(connections.map((connection) => connection.unsafe('commit')));
    finished = true;
  } catch (error) {
    gone = isDatabaseUnavailable(error);
    throw error;
  } finally {
    if (!gone) {
      if (!finished) await Promise.all(connections.map((connection) => connection.unsafe('rollback').catch(() => {})));
      for (const connection of connections) connection.release();
    }
  }
}
