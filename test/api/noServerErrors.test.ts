import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';

// "No input a client can send yields a 500": random bodies, queries and path ids on every route.
let api: ApiHarness;
let tenant: TenantFixture;
let runId: string;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  const run = await api.request('POST', '/pay_runs', {
    token: tenant.token,
    body: { jurisdiction: 'GH', period_start: '2025-01-01', period_end: '2025-01-31', pay_date: '2025-01-31' },
  });
  runId = ((await run.json()) as { id: string }).id;
});
afterAll(() => api.close());

const dateLike = fc.oneof(
  fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.string(),
  fc.constantFrom('0000-01-01', '2024-02-29', '2023-02-29', '1899-12-31', '2025-07-31'),
);
const payRunBody = fc.oneof(
  fc.record(
    { jurisdiction: fc.oneof(fc.constantFrom('KE', 'NG', 'GH', 'ZA', 'GB', 'SG', 'ke', 'XX'), fc.string()), period_start: dateLike, period_end: dateLike, pay_date: dateLike, as_of_date: dateLike },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);
const queryValue = fc.oneof(fc.string(), fc.integer().map(String), dateLike, fc.constantFrom('true', 'false', 'draft', 'calculating', '-1', '1e3', ''));
const query = fc
  .dictionary(fc.constantFrom('limit', 'starting_after', 'updated_since', 'archived', 'status', 'other'), queryValue, { maxKeys: 4 })
  .map((params) => new URLSearchParams(params).toString());
const pathId = fc.oneof(fc.uuid(), fc.string({ minLength: 1 }).map(encodeURIComponent), fc.constant('run'));

describe('random requests never yield a 5xx', () => {
  it('POST /pay_runs', async () => {
    await fc.assert(
      fc.asyncProperty(payRunBody, async (body) => {
        const response = await api.request('POST', '/pay_runs', { token: tenant.token, body: JSON.stringify(body) });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });

  it('list endpoints with random queries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/employees', '/pay_runs', `/pay_runs/${runId}/payslips`, `/pay_runs/${runId}/transitions`, '/departments'), query, async (path, q) => {
        const response = await api.request('GET', `${path}?${q}`, { token: tenant.token });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });

  it('routes with random path ids', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET /employees/', 'GET /pay_runs/', 'GET /payslips/', 'GET /payslips/{}/pdf', 'POST /pay_runs/{}/calculate', 'PATCH /employees/'),
        pathId,
        async (route, id) => {
          const [method, template] = route.split(' ') as [string, string];
          const target = id === 'run' ? runId : id;
          const path = template.includes('{}') ? template.replace('{}', target) : `${template}${target}`;
          const response = await api.request(method, path, { token: tenant.token, body: method === 'PATCH' ? { staff_id: 'x' } : undefined });
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
