import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { calculatedRun, caller } from './runHelpers.ts';

let api: ApiHarness;
let tenant: TenantFixture;
let call: ReturnType<typeof caller>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  call = caller(api, tenant);
  const seed = async (name: string, body: Record<string, unknown>) => {
    ids[name] = (await seedEmployees(api, tenant, 1, () => body))[0]!;
  };
  await seed('complete', { ...kenyanEmployee(1), statutory_ids: { kra_pin: 'A123456789Z' } });
  await seed('noPin', kenyanEmployee(2));
  await seed('archived', kenyanEmployee(3));
  await api.db.sql`update employees set archived = true where id = ${ids.archived!}`;
  await seed('left', { ...kenyanEmployee(4), end_date: '2025-06-30' });
  await seed('unpaid', { ...kenyanEmployee(5), compensation: [] });
  await seed('indebted', { ...kenyanEmployee(6, 3_000_000), statutory_ids: { kra_pin: 'A123456780Z' } });
});
afterAll(() => api?.close());

const warningsOf = async (runId: string) => {
  const response = await call('GET', `/pay_runs/${runId}/warnings`);
  expect(response.status).toBe(200);
  return response.body.data as { employee_id: string | null; code: string; message: string }[];
};

describe('run warnings', () => {
  it('says why each employee of the jurisdiction was not priced, and what looks wrong in what was', async () => {
    const july = await calculatedRun(call, 'KE', '2025-07');
    await call('POST', `/pay_runs/${july}/items`, { employee_id: ids.indebted, component_code: 'DEDUCTION', amount_minor: 5_000_000, description: 'Loan recovery' });
    await call('POST', `/pay_runs/${july}/calculate`);
    const warnings = await warningsOf(july);
    const codesOf = (name: string) => warnings.filter((w) => w.employee_id === ids[name]).map((w) => w.code).sort();
    expect(codesOf('complete')).toEqual([]);
    expect(codesOf('noPin')).toEqual(['statutory_id_missing']);
    expect(codesOf('archived')).toEqual(['archived']);
    expect(codesOf('left')).toEqual(['not_employed_in_period']);
    expect(codesOf('unpaid')).toEqual(['no_compensation_in_period']);
    expect(codesOf('indebted')).toEqual(['negative_net']);
    expect(warnings.find((w) => w.employee_id === ids.noPin)!.message).toContain('kra_pin');
    expect(warnings.some((w) => w.code === 'no_payslips')).toBe(false);
  });

  it('always says why a calculated run has no payslips', async () => {
    const empty = await api.tenant({ country: 'NG', currency: 'NGN' });
    const emptyCall = caller(api, empty);
    const run = await calculatedRun(emptyCall, 'NG', '2025-07');
    const response = await emptyCall('GET', `/pay_runs/${run}/warnings`);
    expect(response.body.data).toEqual([{ employee_id: null, code: 'no_payslips', message: 'No employee of NG exists: nothing to price.' }]);
    const [archived] = await seedEmployees(api, empty, 1, () => ({ ...kenyanEmployee(9), jurisdiction: 'NG', denomination_currency: 'NGN' }));
    await api.db.sql`update employees set archived = true where id = ${archived!}`;
    await emptyCall('POST', `/pay_runs/${run}/calculate`);
    const codes = (await emptyCall('GET', `/pay_runs/${run}/warnings`)).body.data.map((w: any) => w.code).sort();
    expect(codes).toEqual(['archived', 'no_payslips']);
  });

  it('answers 404 for a run of another organization', async () => {
    const other = await api.tenant();
    const run = await calculatedRun(caller(api, other), 'KE', '2025-08');
    expect((await call('GET', `/pay_runs/${run}/warnings`)).status).toBe(404);
    expect((await call('GET', '/pay_runs/not-a-uuid/warnings')).status).toBe(404);
  });
});
