import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';

// The errors a newcomer met in a first try, each now naming the field and what is wrong with it.
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'GB', currency: 'GBP' });
});
afterAll(() => api?.close());

const base = { jurisdiction: 'GB', denomination_currency: 'GBP', full_name: 'Ann Smith', start_date: '2025-01-01' };

const cases: [string, Record<string, unknown>, Record<string, string>][] = [
  ['an invalid tax code', { tax_profile: { tax_code: 'S1257Q' } }, { 'tax_profile.tax_code': 'not a valid HMRC tax code (e.g. 1257L, S1257L, C1257L, K100, BR, SD2, NT, 1257L M1)' }],
  ['a bad field inside tax_profile', { tax_profile: { ni_category: 'Q' } }, { 'tax_profile.ni_category': 'must be one of A, B, C, F, H, I, J, L, M, S, V, X, Z' }],
  ['a bad field inside bank_details', { bank_details: { sort_code: '12-34-56', account_number: 'abc' } }, { 'bank_details.account_number': 'must be 8 digits' }],
  ['a decimal amount_cents', { compensation: [{ component_code: 'BASIC', amount_cents: 100.5 }] }, { 'compensation[0].amount_cents': 'must be an integer number of minor units' }],
];

describe('errors a newcomer meets', () => {
  for (const [what, extra, fields] of cases) {
    it(`names the field for ${what}, on create and on update`, async () => {
      const created = await api.request('POST', '/employees', { token: tenant.token, body: { ...base, ...extra } });
      expect(created.status).toBe(422);
      expect(((await created.json()) as any).error.details.fields).toEqual(fields);
      const employee = (await (await api.request('POST', '/employees', { token: tenant.token, body: base })).json()) as any;
      const updated = await api.request('PATCH', `/employees/${employee.id}`, { token: tenant.token, body: extra });
      expect(updated.status).toBe(422);
      expect(((await updated.json()) as any).error.details.fields).toEqual(fields);
    });
  }
});
