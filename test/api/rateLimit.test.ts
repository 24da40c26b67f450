import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { createApi } from '../../api/app.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { closeDatabase, connectDatabase } from '../../db/connect.ts';

let api: ApiHarness;
let tenant: TenantFixture;
const policy = { rate: 0.5, burst: 3 };

beforeAll(async () => {
  api = await createApiHarness({ rateLimit: policy });
  tenant = await api.tenant();
});
afterAll(() => api.close());

describe('rate limiting per key', () => {
  it('allows a burst, then answers 429 rate_limited with an integer Retry-After', async () => {
    const remaining: (string | null)[] = [];
    for (let i = 0; i < policy.burst; i++) {
      const response = await api.request('GET', '/organization', { token: tenant.token });
      expect(response.status).toBe(200);
      expect(response.headers.get('RateLimit-Limit')).toBe('3');
      remaining.push(response.headers.get('RateLimit-Remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await api.request('GET', '/employees', { token: tenant.token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('shares one bucket across API processes and keeps keys apart', async () => {
    const other = await api.tenant();
    const secondProcess = createApi({ runtime: { ...api.runtime, bus: createInProcessBus() }, deployment: 'staging', rateLimit: policy });
    const ask = (app: { request: typeof secondProcess.request }) =>
      app.request('/api/v1/organization', { headers: { Authorization: `Bearer ${other.token}` } });
    const statuses = [
      (await ask(api.app)).status,
      (await ask(secondProcess)).status,
      (await ask(api.app)).status,
      (await ask(secondProcess)).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('gives concurrent requests of one key exactly the burst, taken in fewer lookups than requests', async () => {
    const burst = 10;
    const key = await api.tenant();
    const lookups: string[] = [];
    // A process of its own whose statements are counted: one lookup takes the units of every request that waited.
    const counted = connectDatabase(api.db.url, { onQuery: (query) => { if (query.includes('take_rate_limit_units')) lookups.push(query); } });
    try {
      const apiProcess = createApi({ runtime: { ...api.runtime, sql: counted, bus: createInProcessBus() }, deployment: 'staging', rateLimit: { rate: 0.5, burst } });
      const responses = await Promise.all(
        Array.from({ length: 16 }, () => apiProcess.request('/api/v1/organization', { headers: { Authorization: `Bearer ${key.token}` } })),
      );
      const allowed = responses.filter((r) => r.status === 200);
      const refused = responses.filter((r) => r.status === 429);
      expect(allowed).toHaveLength(burst);
      expect(refused).toHaveLength(16 - burst);
      // Each allowed request saw its own place in the bucket, once.
      expect(allowed.map((r) => Number(r.headers.get('RateLimit-Remaining'))).sort((a, b) => a - b)).toEqual([...Array(burst).keys()]);
      for (const r of refused) {
        expect(r.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
        expect(r.headers.get('RateLimit-Remaining')).toBe('0');
      }
      expect(lookups.length).toBeGreaterThan(0);
      expect(lookups.length).toBeLessThan(16);
      // The bucket is the shared one: the harness's own process is refused too.
      expect((await api.request('GET', '/organization', { token: key.token })).status).toBe(429);
    } finally {
      await closeDatabase(counted);
    }
  });

  it('takes nothing from the bucket for a wrong secret sent alongside the right one', async () => {
    const key = await api.tenant();
    const wrong = key.token.slice(0, -4) + (key.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const apiProcess = createApi({ runtime: { ...api.runtime, bus: createInProcessBus() }, deployment: 'staging', rateLimit: { rate: 0.5, burst: 2 } });
    const ask = (token: string) => apiProcess.request('/api/v1/organization', { headers: { Authorization: `Bearer ${token}` } });
    const statuses = (await Promise.all([ask(wrong), ask(wrong), ask(key.token), ask(wrong), ask(key.token)])).map((r) => r.status);
    expect(statuses).toEqual([401, 401, 200, 401, 200]);
    expect((await ask(key.token)).status).toBe(429);
  });

  it('grants several units at once exactly as the same number of single takes one after another', async () => {
    const { sql } = api.db;
    const single: { allowed: boolean; remaining: number; retry_after_seconds: number }[] = [];
    for (let i = 0; i < 7; i++) single.push(...(await sql<typeof single>`select * from take_rate_limit('single-takes', 0.5, 5)`));
    expect(single.map((t) => [t.allowed, t.remaining])).toEqual([[true, 4], [true, 3], [true, 2], [true, 1], [true, 0], [false, 0], [false, 0]]);
    const [first] = await sql`select * from take_rate_limit_units('units-at-once', 0.5, 5, 3)`;
    const [second] = await sql`select * from take_rate_limit_units('units-at-once', 0.5, 5, 4)`;
    expect(first).toEqual({ granted: 3, remaining: 2, retry_after_seconds: 0 });
    expect(second).toMatchObject({ granted: 2, remaining: 0 });
    // The refused units wait as long as the sixth single take was told to.
    expect(second!.retry_after_seconds).toBe(single[5]!.retry_after_seconds);
    expect(second!.retry_after_seconds).toBeGreaterThanOrEqual(1);
  });
});
