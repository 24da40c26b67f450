import process from 'node:process';
import postgres from 'postgres';
import { connectDatabase } from '../../db/connect.ts';
import { withTenant } from '../../db/tenant.ts';

/**
 * A tenant transaction whose connection dies while a statement is in flight (PostgreSQL restarted, the backend
 * terminated): the transaction must fail with an error its caller can catch, and the process must live on.
 * Prints the error's code, then `alive` once the driver's deferred writes have had their turn.
 */
const sql = connectDatabase(process.env.DATABASE_URL!, { max: 2 });
const killer = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
let backend: number | null = null;
// Caught at once, as every caller of withTenant does: the victim's failure can arrive before the killer's answer,
// and a rejection nobody had caught yet would end this process for a reason of the test's own.
const transaction = withTenant(sql, process.env.ORGANIZATION_ID!, async (tx) => {
  const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
  backend = row!.pid;
  await tx`select pg_sleep(5)`;
}).then(() => null, (error: { code?: string }) => error);
while (backend === null) await new Promise((r) => setTimeout(r, 20));
await killer`select pg_terminate_backend(${backend})`;
const failure = await transaction;
process.stdout.write(`failed ${failure?.code ?? 'no error'}\n`);
await new Promise((r) => setTimeout(r, 500));
// The pool still works: the dead connection is replaced.
const [again] = await withTenant(sql, process.env.ORGANIZATION_ID!, (tx) => tx<{ one: number }[]>`select 1 as one`);
process.stdout.write(`alive ${again!.one}\n`);
await killer.end();
await sql.end({ timeout: 1 });
