import process from 'node:process';
import { guardPostgresWrites } from '../../platform/postgresWriteGuard.ts';

/**
 * postgres.js's own transaction (`sql.begin`) whose backend is terminated mid-statement: the driver rolls back on
 * the dead connection itself. GUARD=1 registers the service's driver guard first, as scripts/start.ts does.
 * Prints the error's code, then `alive 1` once the pool answered again.
 */
if (process.env.GUARD === '1') guardPostgresWrites();
const { default: postgres } = await import('postgres');
const sql = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
const killer = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
let backend: number | null = null;
const transaction = sql.begin(async (tx) => {
  const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
  backend = row!.pid;
  await tx`select pg_sleep(5)`;
});
while (backend === null) await new Promise((r) => setTimeout(r, 20));
await killer`select pg_terminate_backend(${backend})`;
const failure = await transaction.then(() => null, (error: { code?: string }) => error);
process.stdout.write(`failed ${failure?.code ?? 'no error'}\n`);
await new Promise((r) => setTimeout(r, 500));
const [again] = await sql<{ one: number }[]>`select 1 as one`;
process.stdout.write(`alive ${again!.one}\n`);
await killer.end();
await sql.end({ timeout: 1 });
