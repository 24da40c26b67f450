import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { createPayrollClient, PayrollApiError, retryingFetch } from '../../clients/typescript/src/index.ts';
import { retryAfterMs } from '../../clients/typescript/src/retry.ts';

/** The real rate limiter, set tight (a burst of 2, one request a second), answers 429 with Retry-After. */
let api: ApiHarness;
let tenant: TenantFixture;
const baseUrl = 'http://payroll.test/api/v1';

beforeAll(async () => {
  api = await createApiHarness({ rateLimit: { rate: 1, burst: 2 } });
  tenant = await api.tenant();
});
afterAll(() => api.close());

describe('retries on 429', () => {
  it('waits as long as Retry-After says, then gets through, with the same Idempotency-Key', async () => {
    const retries: { status: number | null; delayMs: number; key: string | null }[] = [];
    const client = createPayrollClient({
      baseUrl,
      token: tenant.token,
      fetch: (request) => api.app.fetch(request),
      retry: { onRetry: ({ status, delayMs, request }) => retries.push({ status, delayMs, key: request.headers.get('Idempotency-Key') }) },
    });
    const started = Date.now();
    const departments = [];
    for (let i = 0; i < 4; i++) departments.push(await client.createDepartment({ body: { name: `Finance ${i}` } }));
    expect(new Set(departments.map((d) => d.id)).size).toBe(4);
    expect(retries.length).toBeGreaterThanOrEqual(2);
    for (const retry of retries) {
      expect(retry.status).toBe(429);
      expect(retry.delayMs % 1000).toBe(0);
      expect(retry.delayMs).toBeGreaterThanOrEqual(1000);
      expect(retry.key).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(retries.reduce((sum, r) => sum + r.delayMs, 0));
    const names: string[] = [];
    for await (const department of client.departments.list()) names.push(department.name);
    expect(names.filter((n) => n.startsWith('Finance')).sort()).toEqual(['Finance 0', 'Finance 1', 'Finance 2', 'Finance 3']);
  }, 30_000);

  it('throws rate_limited once its retries are spent, and does not retry with retries off', async () => {
    let calls = 0;
    const client = createPayrollClient({
      baseUrl,
      token: tenant.token,
      retry: { maxRetries: 0 },
      fetch: (request) => {
        calls++;
        return api.app.fetch(request);
      },
    });
    const errors = [];
    for (let i = 0; i < 4; i++) errors.push(await client.retrieveOrganization().then(() => null, (e) => e));
    const refused = errors.filter((e) => e !== null);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toBeInstanceOf(PayrollApiError);
    expect(refused[0]).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(calls).toBe(4);
  });
});

describe('retryingFetch', () => {
  it('sends a request again after a 503 from in front of the service, body whole and same key', async () => {
    // A proxy that answers 503 twice before letting requests through to the real service.
    const reached: { key: string | null; body: string }[] = [];
    let unavailable = 2;
    const own = await api.tenant(); // a key of its own: a full rate-limit bucket
    const client = createPayrollClient({
      baseUrl,
      token: own.token,
      retry: { baseDelayMs: 5 },
      fetch: async (request) => {
        reached.push({ key: request.headers.get('Idempotency-Key'), body: await request.clone().text() });
        if (unavailable-- > 0) return new Response('service unavailable', { status: 503 });
        return api.app.fetch(request);
      },
    });
    const created = await client.createPosition({ body: { name: 'Payroll clerk' } });
    expect(created.name).toBe('Payroll clerk');
    expect(reached).toHaveLength(3);
    expect(new Set(reached.map((r) => r.key)).size).toBe(1);
    expect(new Set(reached.map((r) => r.body))).toEqual(new Set([JSON.stringify({ name: 'Payroll clerk' })]));
  });

  it('does not resend a POST without an Idempotency-Key after a network failure, and does resend a GET', async () => {
    // Nothing listens on port 1: a real connection refused.
    let attempts = 0;
    const send = retryingFetch((request) => {
      attempts++;
      return fetch(request);
    }, { baseDelayMs: 1, maxRetries: 2 });
    await expect(send(new Request('http://127.0.0.1:1/api/v1/webhook_endpoints', { method: 'POST', body: '{}' }))).rejects.toThrow();
    expect(attempts).toBe(1);
    await expect(send(new Request('http://127.0.0.1:1/api/v1/organization'))).rejects.toThrow();
    expect(attempts).toBe(4);
    await expect(send(new Request('http://127.0.0.1:1/api/v1/employees', { method: 'POST', body: '{}', headers: { 'Idempotency-Key': 'k' } }))).rejects.toThrow();
    expect(attempts).toBe(7);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:00:05 GMT', Date.parse('2026-11-26T10:00:00Z'))).toBe(5000);
    expect(retryAfterMs('soon')).toBe(1000);
  });
});
