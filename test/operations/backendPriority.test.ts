import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPriority, setPriority } from 'node:os';
import { closeDatabase, connectDatabase, type Database } from '../../db/connect.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { isLocalDatabase, yieldBackendsToReads } from '../../service/backendPriority.ts';

// Calculation inside PostgreSQL yields shared cores to the reads (issue 31 item 3): the work pool's backends are
// reniced, the API pool's are not.
let database: TestDatabase;
let work: Database;
const workName = `payroll-service work test-${process.pid}`;

beforeAll(async () => {
  database = await createTestDatabase();
  work = connectDatabase(database.url, { max: 3, applicationName: workName });
}, 60_000);
afterAll(async () => {
  await closeDatabase(work);
  await database?.drop();
});

const backendsOf = async (name: string) =>
  (await database.sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database() and application_name = ${name}`).map((r) => r.pid);

describe('the work pool\'s PostgreSQL backends', () => {
  it('are lowered to the worker\'s niceness, and the API pool\'s backends keep theirs', async () => {
    // Three connections open at once, as a worker's concurrent chunks hold them.
    await Promise.all([1, 2, 3].map(() => work`select pg_sleep(0.2)`));
    const workBackends = await backendsOf(workName);
    const apiBackends = await backendsOf('payroll-service');
    expect(workBackends).toHaveLength(3);
    expect(apiBackends.length).toBeGreaterThan(0);
    const before = apiBackends.map((pid) => getPriority(pid));
    let permitted = true;
    try {
      setPriority(workBackends[0]!, getPriority(workBackends[0]!));
    } catch {
      permitted = false; // PostgreSQL of another user, no privilege: the service must go on at the usual priority
    }
    const loop = yieldBackendsToReads(work, { applicationName: workName, niceness: 7, local: true });
    expect(loop).not.toBeNull();
    try {
      for (let i = 0; i < 100 && permitted && workBackends.some((pid) => getPriority(pid) !== 7); i++) await new Promise((r) => setTimeout(r, 20));
      expect(workBackends.map((pid) => getPriority(pid))).toEqual(workBackends.map(() => (permitted ? 7 : before[0])));
      expect(apiBackends.map((pid) => getPriority(pid))).toEqual(before);
      // The pool still serves queries.
      expect((await work`select 1 as one`)[0]!.one).toBe(1);
    } finally {
      await loop?.stop();
    }
  });

  it('are left alone when PostgreSQL is elsewhere: a pid there is not a process here', async () => {
    const name = `payroll-service work remote-${process.pid}`;
    const remote = connectDatabase(database.url, { max: 1, applicationName: name });
    try {
      await remote`select 1`;
      const [pid] = await backendsOf(name);
      const before = getPriority(pid!);
      expect(yieldBackendsToReads(remote, { applicationName: name, niceness: 9, local: false })).toBeNull();
      expect(getPriority(pid!)).toBe(before);
    } finally {
      await closeDatabase(remote);
    }
  });
});

describe('isLocalDatabase', () => {
  it.each([
    ['postgres://postgres@127.0.0.1:5432/payroll', true],
    ['postgres://postgres@localhost/payroll', true],
    ['postgres://postgres@[::1]:5432/payroll', true],
    ['postgres://postgres@db.internal/payroll?host=/var/run/postgresql', true],
    ['postgres://postgres@db.internal:5432/payroll', false],
    ['postgres://postgres@10.0.0.7/payroll', false],
  ])('%s → %s', (url, local) => {
    expect(isLocalDatabase(url)).toBe(local);
  });
});
