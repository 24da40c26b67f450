import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { startPayRunActors } from '../../service/runtime.ts';

// A worker with no filing gateway configured (production before FILING_GATEWAY_URL is set) still files a paid
// run's returns: they are filing work, which needs no gateway. Before, the filing actor started only with one.
let api: ApiHarness;
let tenant: TenantFixture;
let actors: Awaited<ReturnType<typeof startPayRunActors>> | undefined;

beforeAll(async () => {
  api = await createApiHarness({ filingWork: 'actor', payroll: { filingGateway: null } });
  tenant = await api.tenant({ country: 'KE', currency: 'KES' });
  await seedEmployees(api, tenant, 1, () => ({
    jurisdiction: 'KE', denomination_currency: 'KES', first_name: 'Grace', last_name: 'Mwangi', staff_id: 'KE001', start_date: '2024-01-01',
    compensation: [{ component_code: 'BASIC', amount_cents: 8_000_000 }],
    statutory_ids: { kra_pin: 'A004812365M', nssf_number: '2004817365', shif_number: 'CR4817365020381' },
  }));
  actors = await startPayRunActors(api.runtime, { concurrency: 1, sweepIntervalMs: 200 });
}, 60_000);
afterAll(async () => {
  await actors?.stop();
  await api?.close();
});

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });

describe('a worker without a filing gateway', () => {
  it("writes a paid run's returns", async () => {
    expect(api.runtime.filingGateway).toBeNull();
    const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2026-09-01', period_end: '2026-09-30', pay_date: '2026-09-30' });
    expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).body.status).toBe('calculated');
    expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).body.status).toBe('approved');
    expect((await call('POST', `/pay_runs/${run.body.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
    let returns: { type: string }[] = [];
    // Waits for the actor; no timing asserted.
    for (let i = 0; i < 300 && returns.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      returns = (await call('GET', '/filings?period_start=2026-09-01')).body.data;
    }
    expect(returns.map((f) => f.type).sort()).toEqual(['ke_ahl', 'ke_nssf', 'ke_p10', 'ke_shif']);
  }, 60_000);
});
