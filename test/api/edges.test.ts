import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { mostReportedFields } from '../../api/errors.ts';

// Edges with bounds (issue 30, defect 6): capped error lists, duplicate keys, period lengths and newer tax years, HSTS.
let staging: ApiHarness;
let production: ApiHarness;
let tenant: TenantFixture;
let productionTenant: TenantFixture;

beforeAll(async () => {
  staging = await createApiHarness();
  production = await createApiHarness({ deployment: 'production' });
  tenant = await staging.tenant();
  productionTenant = await production.tenant();
}, 60_000);
afterAll(async () => {
  await staging?.close();
  await production?.close();
});

const call = (method: string, path: string, body?: unknown) => staging.json(method, path, { token: tenant.token, body });

describe('edges', () => {
  it('names at most a hundred bad fields, and says how many there were', async () => {
    const body = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`unknown_key_${i}`, i]));
    const response = await staging.request('POST', '/employees', { token: tenant.token, body });
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(text.length).toBeLessThan(20_000);
    const { error } = JSON.parse(text);
    expect(Object.keys(error.details.fields)).toHaveLength(mostReportedFields);
    expect(error.details.field_count).toBeGreaterThanOrEqual(10_000);
    expect(error.details.fields_omitted).toBe(error.details.field_count - mostReportedFields);
  });

  it('refuses a body that gives one key twice with 400, and writes nothing', async () => {
    const before = await staging.db.sql`select count(*)::int as n from pay_runs`;
    const response = await staging.request('POST', '/pay_runs', {
      token: tenant.token,
      body: '{"jurisdiction":"KE","period_start":"2025-07-01","period_end":"2025-07-31","pay_date":"2025-07-31","jurisdiction":"GB"}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request', details: { duplicate_key: 'jurisdiction' } } });
    const nested = await staging.request('POST', '/employees', {
      token: tenant.token,
      body: '{"jurisdiction":"KE","first_name":"A","compensation":[{"component_code":"BASIC","amount_cents":1,"amount_cents":2}]}',
    });
    expect(await nested.json()).toMatchObject({ error: { code: 'invalid_request', details: { duplicate_key: 'compensation[0].amount_cents' } } });
    expect(await staging.db.sql`select count(*)::int as n from pay_runs`).toEqual(before);
  });

  it('refuses a monthly run longer than a calendar month with 422', async () => {
    const decade = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-01-01', period_end: '2034-12-31', pay_date: '2034-12-31' });
    expect(decade.status).toBe(422);
    expect(decade.body.error.details.fields).toHaveProperty('period_end');
    const month = await call('POST', '/pay_runs', { jurisdiction: 'GH', period_start: '2025-01-31', period_end: '2025-02-27', pay_date: '2025-02-27' });
    expect(month.status).toBe(201);
    const tooLong = await call('POST', '/pay_runs', { jurisdiction: 'NG', period_start: '2025-01-31', period_end: '2025-02-28', pay_date: '2025-02-28' });
    expect(tooLong.status).toBe(422);
  });

  it('warns that a run in a tax year after the newest published tables is priced on older ones', async () => {
    const far = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '9999-12-01', period_end: '9999-12-31', pay_date: '9999-12-31' });
    expect({ status: far.status, body: far.status === 201 ? null : far.body }).toEqual({ status: 201, body: null });
    const warnings = await call('GET', `/pay_runs/${far.body.id}/warnings`);
    expect(warnings.body.data).toContainEqual({ employee_id: null, code: 'beyond_published_tables', message: expect.stringMatching(/No KE statutory tables are published for tax year 9999/) });
    const now = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-31' });
    expect((await call('GET', `/pay_runs/${now.body.id}/warnings`)).body.data.map((w: any) => w.code)).not.toContain('beyond_published_tables');
  });

  it('sends Strict-Transport-Security in production, on the API and the console', async () => {
    const organization = await production.request('GET', '/organization', { token: productionTenant.token });
    expect(organization.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    const signIn = await production.app.request('http://console.test/console/sign-in');
    expect(signIn.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    const stagingAnswer = await staging.request('GET', '/organization', { token: tenant.token });
    expect(stagingAnswer.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
