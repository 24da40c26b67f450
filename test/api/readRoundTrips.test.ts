import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { startRoundTripCounter } from '../support/roundTripCounter.ts';
import { withTenant } from '../../db/tenant.ts';
import { closeDatabase, connectDatabase, type Database } from '../../db/connect.ts';
import { createApi } from '../../api/app.ts';

let api: ApiHarness;
let tenant: TenantFixture;
let other: TenantFixture;
const policy = { rate: 0.5, burst: 2 };

beforeAll(async () => {
  api = await createApiHarness({ rateLimit: policy });
  tenant = await api.tenant();
  other = await api.tenant();
});
afterAll(() => api.close());

describe('the read path in fewer round trips', () => {
  it("runs a tenant transaction's first query as payroll_app with the organization already set", async () => {
    const [seen] = await withTenant(api.runtime.sql, tenant.organizationId, (tx) =>
      tx<{ role: string; organization: string; readOnly: string }[]>`
        select current_user as role, current_setting('app.organization_id', true) as organization, current_setting('transaction_read_only') as "readOnly"`,
    );
    expect(seen).toEqual({ role: 'payroll_app', organization: tenant.organizationId, readOnly: 'off' });
  });

  it('sees only the organization of each transaction when many run at once on the pool', async () => {
    // More transactions than connections, so connections go from one organization to the other mid-flight.
    const seen = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const organizationId = i % 2 ? tenant.organizationId : other.organizationId;
        return withTenant(api.runtime.sql, organizationId, async (tx) => {
          const rows = await tx<{ id: string }[]>`select id from organizations`;
          return { expected: organizationId, seen: rows.map((r) => r.id) };
        }, { readOnly: i % 3 === 0 });
      }),
    );
    for (const { expected, seen: ids } of seen) expect(ids).toEqual([expected]);
  });

  it('reads one snapshot in a read-only tenant transaction, whatever commits meanwhile', async () => {
    const seen = await withTenant(api.runtime.sql, tenant.organizationId, async (tx) => {
      const [before] = await tx<{ name: string }[]>`select name from organizations`;
      await api.runtime.sql`update organizations set name = 'Renamed meanwhile' where id = ${tenant.organizationId}`;
      const [after] = await tx<{ name: string }[]>`select name from organizations`;
      return [before!.name, after!.name];
    }, { readOnly: true });
    await api.runtime.sql`update organizations set name = 'Test Org' where id = ${tenant.organizationId}`;
    expect(seen).toEqual(['Test Org', 'Test Org']);
  });

  it('closes a pool straight after a read-only transaction answered, its commit seen through first', async () => {
    // Its own name: the harness's other connections (actors' transactions) are not this pool's.
    const poolName = `payroll-service read-only close ${crypto.randomUUID()}`;
    const pool = connectDatabase(api.db.url, { max: 2, applicationName: poolName });
    const name = await withTenant(pool, tenant.organizationId, async (tx) => (await tx<{ name: string }[]>`select name from organizations`)[0]!.name, { readOnly: true });
    // postgres.js's end() alone never settles here: the test's own timeout would fail it, not the close's.
    await closeDatabase(pool, 600);
    const open = await api.runtime.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity where application_name = ${poolName} and datname = current_database() and state = 'idle in transaction'`;
    expect({ name, idleInTransaction: open[0]!.n }).toEqual({ name: 'Test Org', idleInTransaction: 0 });
  }, 15_000);

  it('refuses a write in a read-only tenant transaction, and the connection goes back clean', async () => {
    const write = withTenant(api.runtime.sql, tenant.organizationId, (tx) => tx`update organizations set name = 'Changed' where id = ${tenant.organizationId}`, { readOnly: true });
    await expect(write).rejects.toMatchObject({ code: '25006' });
    const [owner] = await api.runtime.sql<{ role: string; organization: string | null; name: string }[]>`
      select current_user as role, nullif(current_setting('app.organization_id', true), '') as organization, (select name from organizations where id = ${tenant.organizationId})`;
    expect(owner).toEqual({ role: 'postgres', organization: null, name: 'Test Org' });
  });

  it('fails a write transaction whose failed statement was swallowed, and writes nothing', async () => {
    const swallowed = withTenant(api.runtime.sql, tenant.organizationId, async (tx) => {
      await tx`update organizations set name = 'Half done' where id = ${tenant.organizationId}`;
      await tx`select 1 / 0`.catch(() => {});
      return 'answered';
    });
    await expect(swallowed).rejects.toThrow(/rolled back/);
    const [row] = await api.runtime.sql<{ name: string }[]>`select name from organizations where id = ${tenant.organizationId}`;
    expect(row!.name).toBe('Test Org');
  });

  it('answers a GET after two round trips: the key with its rate limit, then begin, tenant and query together', async () => {
    const counter = await startRoundTripCounter(api.db.url);
    // One connection, so every statement is prepared on it after the first requests.
    const sql: Database = connectDatabase(counter.url, { max: 1 });
    try {
      const app = createApi({ runtime: { ...api.runtime, sql }, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
      const get = (path: string) => app.request(`/api/v1${path}`, { headers: { Authorization: `Bearer ${other.token}` } });
      const created = await app.request('/api/v1/pay_runs', {
        method: 'POST',
        headers: { Authorization: `Bearer ${other.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' }),
      });
      const payslips = `/pay_runs/${((await created.json()) as { id: string }).id}/payslips?limit=10`;
      // The run's lookup and its page are one statement (db/payslipsJson.ts).
      const paths = ['/organization', '/employees?limit=10', payslips];
      for (const path of paths) for (let i = 0; i < 3; i++) expect((await get(path)).status).toBe(200);
      await sql`select 1`; // the last commit has been answered
      for (const path of paths) {
        const before = counter.roundTrips;
        const response = await get(path);
        const answeredAfter = counter.roundTrips - before;
        expect(response.status).toBe(200);
        expect(answeredAfter).toBe(2);
        await sql`select 1`;
        // The commit followed the response: one more round trip, plus the `select 1` just sent.
        expect(counter.roundTrips - before).toBe(4);
      }
    } finally {
      await sql.end();
      await counter.close();
    }
  });

  it('keeps the rate-limit buckets out of the WAL, so a key\'s requests do not queue behind one flush each', async () => {
    const [table] = await api.runtime.sql<{ persistence: string }[]>`select relpersistence as persistence from pg_class where oid = 'rate_limits'::regclass`;
    expect(table!.persistence).toBe('u');
  });

  it('spends no rate limit on a wrong secret for a real key id', async () => {
    const [prefix, env, keyId] = tenant.token.split('_');
    const wrong = `${prefix}_${env}_${keyId}_${'x'.repeat(43)}`;
    for (let i = 0; i < 5; i++) {
      const refused = await api.request('GET', '/organization', { token: wrong });
      expect(refused.status).toBe(401);
    }
    const first = await api.request('GET', '/organization', { token: tenant.token });
    expect(first.status).toBe(200);
    expect(first.headers.get('RateLimit-Remaining')).toBe('1');
    expect((await api.request('GET', '/organization', { token: tenant.token })).status).toBe(200);
    expect((await api.request('GET', '/organization', { token: tenant.token })).status).toBe(429);
  });
});
