import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, connectDatabase, type Database } from '../../db/connect.ts';
import { withTenant } from '../../db/tenant.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

// A PostgreSQL restart terminates every backend in the middle of whatever it ran. postgres.js 3.4.9 then lost a
// pool slot per connection killed in a statement, and a transaction waiting for a connection could wait forever
// (db/postgresDriverPatch.mjs mends both at install): the hung consumer of docs/reliability.md.
let db: TestDatabase;
let pool: Database;
const organizationId = crypto.randomUUID();
/** How a killed transaction fails: the connection's close, or the termination's own error when it came first. */
const killed = expect.stringMatching(/^failed (CONNECTION_CLOSED|57P01)$/);

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** A transaction that reports its backend and then sleeps until killed; resolves with how it ended. */
function sleepingTransaction(sql: Database) {
  let reportPid: (pid: number) => void = () => {};
  const pid = new Promise<number>((resolve) => (reportPid = resolve));
  const ended = withTenant(sql, organizationId, async (tx) => {
    const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
    reportPid(row!.pid);
    await tx`select pg_sleep(10)`;
  }).then(() => 'committed', (error: { code?: string }) => `failed ${error.code}`);
  return { pid, ended };
}

/** One tenant transaction's answer, or `hung` when none came within the time. */
function answerWithin(sql: Database, ms: number): Promise<string> {
  const answer = withTenant(sql, organizationId, (tx) => tx<{ one: number }[]>`select 1 as one`).then(
    ([row]) => `answered ${row!.one}`,
    (error: { code?: string }) => `failed ${error.code}`,
  );
  return Promise.race([answer, new Promise<string>((resolve) => setTimeout(() => resolve('hung'), ms))]);
}

async function kill(pid: number): Promise<void> {
  await db.sql`select pg_terminate_backend(${pid})`;
}

describe('the pool after PostgreSQL terminates its connections', () => {
  it('keeps every slot when each connection is killed in the middle of a statement', async () => {
    pool = connectDatabase(db.url, { max: 2 });
    try {
      const victims = [sleepingTransaction(pool), sleepingTransaction(pool)];
      for (const victim of victims) await kill(await victim.pid);
      expect(await Promise.all(victims.map((victim) => victim.ended))).toEqual([killed, killed]);
      // Each of the next transactions reconnects a killed connection: none may meet the kill's error again.
      const inTurn: string[] = [];
      for (let i = 0; i < 4; i++) inTurn.push(await answerWithin(pool, 5_000));
      expect(inTurn).toEqual(Array(4).fill('answered 1'));
      expect(await Promise.all([answerWithin(pool, 5_000), answerWithin(pool, 5_000), answerWithin(pool, 5_000)])).toEqual(Array(3).fill('answered 1'));
    } finally {
      await closeDatabase(pool, 1);
    }
  });

  it('gives a transaction waiting for a connection the one whose holder was killed', async () => {
    pool = connectDatabase(db.url, { max: 2 });
    try {
      const holders = [sleepingTransaction(pool), sleepingTransaction(pool)];
      const pids = await Promise.all(holders.map((holder) => holder.pid));
      const waiting = answerWithin(pool, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await kill(pids[0]!);
      expect(await waiting).toBe('answered 1');
      await kill(pids[1]!);
      expect(await Promise.all(holders.map((holder) => holder.ended))).toEqual([killed, killed]);
      expect(await Promise.all([answerWithin(pool, 5_000), answerWithin(pool, 5_000)])).toEqual(['answered 1', 'answered 1']);
    } finally {
      await closeDatabase(pool, 1);
    }
  });
});

describe('a statement sent after its transaction\'s connection was killed', () => {
  it('fails, and never runs in the transaction that holds the connection next', async () => {
    pool = connectDatabase(db.url, { max: 1 });
    try {
      let answerLate: (answer: string) => void = () => {};
      const late = new Promise<string>((resolve) => (answerLate = resolve));
      let killed: (pid: number) => void = () => {};
      const victimPid = new Promise<number>((resolve) => (killed = resolve));
      let sendLate: () => void = () => {};
      const lateMayGo = new Promise<void>((resolve) => (sendLate = resolve));
      // A work that catches its statement's failure and carries on: the driver must not let it reach another session.
      const victim = withTenant(pool, organizationId, async (tx) => {
        const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
        killed(row!.pid);
        await tx`select pg_sleep(10)`.catch(() => {});
        await lateMayGo;
        answerLate(await tx<{ organization: string }[]>`select current_setting('app.organization_id') as organization`.then(
          ([seen]) => `ran for ${seen!.organization}`,
          (error: { code?: string }) => `failed ${error.code}`,
        ));
      }).catch(() => {});
      await kill(await victimPid);
      const other = crypto.randomUUID();
      let holding: () => void = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      let finish: () => void = () => {};
      const next = withTenant(pool, other, async (tx) => {
        await tx`select 1`;
        holding();
        await new Promise<void>((resolve) => (finish = resolve));
        const [row] = await tx<{ organization: string }[]>`select current_setting('app.organization_id') as organization`;
        return row!.organization;
      });
      await held;
      sendLate();
      expect(await late).toBe('failed CONNECTION_CLOSED');
      finish();
      expect(await next).toBe(other);
      await victim;
    } finally {
      await closeDatabase(pool, 1);
    }
  });
});

describe('db/postgresDriverPatch.mjs', () => {
  const script = join(process.cwd(), 'db', 'postgresDriverPatch.mjs');
  const run = (root: string) => promisify(execFile)(process.execPath, [script, root]);
  const original = {
    'connection.js': "  async function closed(hadError) {\n    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))\n  }\n",
    'index.js': '        const query = { reserve: resolve, reject }\n    c.reserved.release = true\n    function handler(q) {\n      c.queue === full\n    queries.length && connect(c, queries.shift())\n',
  };
  async function fakePackage(files: Record<string, string>): Promise<string> {
    const root = await mkdtemp(join(tmpdir(), 'postgres-driver-'));
    for (const build of ['src', 'cjs/src', 'cf/src']) {
      await mkdir(join(root, build), { recursive: true });
      for (const [name, text] of Object.entries(files)) await writeFile(join(root, build, name), text);
    }
    return root;
  }

  it('mends each build once and leaves a mended package as it is', async () => {
    const root = await fakePackage(original);
    expect((await run(root)).stdout).toContain('mended 6 files');
    const mended = await readFile(join(root, 'cjs/src/index.js'), 'utf8');
    expect(mended).toContain('reject: (error) => (queries.remove(query), reject(error))');
    expect(mended).toContain('query.reserve && queries.push(query)');
    expect(mended).toContain("c.reserved !== reservedAs ? q.reject(Errors.connection('CONNECTION_CLOSED', options))");
    expect(await readFile(join(root, 'cf/src/connection.js'), 'utf8')).toContain('query = results = errorResponse = null, result = new Result()');
    expect((await run(root)).stdout).toBe('');
    expect(await readFile(join(root, 'cjs/src/index.js'), 'utf8')).toBe(mended);
  });

  it('stops the install when a release no longer holds the code it mends', async () => {
    const root = await fakePackage({ ...original, 'index.js': 'const query = { reserve: resolve, reject, settled: false }\n' });
    await expect(run(root)).rejects.toMatchObject({ stderr: expect.stringContaining('no longer holds the code it mends') });
  });

  it('has mended the installed postgres.js', async () => {
    for (const build of ['src', 'cjs/src']) {
      expect(await readFile(join(process.cwd(), 'node_modules/postgres', build, 'index.js'), 'utf8')).toContain('payroll: postgresDriverPatch');
    }
  });
});
