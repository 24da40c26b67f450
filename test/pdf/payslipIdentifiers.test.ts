import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { maskIdentifier, printedIdentifiersOf } from '../../domain/employees/statutoryIds/printedIdentifiers.ts';
import { pdfText } from './pdfInspection.ts';

// The payslip prints the identifier an employee's filings are made under (NG TIN, GH Ghana Card PIN, SG
// NRIC/FIN as the CPF account), in part only: statutory_ids are write-only.

describe('maskIdentifier / printedIdentifiersOf', () => {
  it.each([
    ['S1234567D', '*****567D'],
    ['1234567890', '******7890'],
    ['GHA-123456789-0', '***-******789-0'],
    ['ABC', '***'],
  ])('%s -> %s', (value, masked) => expect(maskIdentifier(value)).toBe(masked));

  it('prints only the jurisdiction’s filing identifier, with a plain label', () => {
    const ids = (values: Record<string, unknown>) => ({ values, tax_identifier_key: 'x' });
    expect(printedIdentifiersOf('NG', ids({ tin: '1234567890', nin: '12345678901' }))).toEqual([{ label: 'Tax ID (TIN)', value: '******7890' }]);
    expect(printedIdentifiersOf('GH', ids({ ghana_card_pin: 'GHA-123456789-0' }))).toEqual([{ label: 'Ghana Card PIN', value: '***-******789-0' }]);
    expect(printedIdentifiersOf('SG', ids({ nric_fin: 'S1234567D' }))).toEqual([{ label: 'CPF account (NRIC/FIN)', value: '*****567D' }]);
    expect(printedIdentifiersOf('SG', ids({}))).toEqual([]);
    expect(printedIdentifiersOf('SG', null)).toEqual([]);
  });
});

let api: ApiHarness;
let tenant: TenantFixture;
beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
});
afterAll(() => api.close());

async function pdfTextsOfRun(jurisdiction: string, people: Record<string, unknown>[]): Promise<string[]> {
  const ids = await seedEmployees(api, tenant, people.length, (i) => people[i]!);
  const created = await api.request('POST', '/pay_runs', {
    token: tenant.token,
    body: { jurisdiction, period_start: '2026-03-01', period_end: '2026-03-31', pay_date: '2026-03-27' },
  });
  const runId = ((await created.json()) as any).id;
  expect((await api.request('POST', `/pay_runs/${runId}/calculate`, { token: tenant.token })).status).toBe(200);
  const payslips = ((await (await api.request('GET', `/pay_runs/${runId}/payslips?limit=100`, { token: tenant.token })).json()) as any).data;
  return Promise.all(ids.map(async (id) => {
    const payslip = payslips.find((p: any) => p.employee_id === id);
    const response = await api.request('GET', `/payslips/${payslip.id}/pdf`, { token: tenant.token });
    expect(response.status).toBe(200);
    return pdfText(new Uint8Array(await response.arrayBuffer()));
  }));
}

const person = (jurisdiction: string, currency: string, i: number, extra: Record<string, unknown>) => ({
  jurisdiction, denomination_currency: currency, first_name: `Worker${i}`, last_name: 'Test', start_date: '2025-01-01',
  compensation: [{ component_code: 'BASIC', amount_cents: 500_000 }], ...extra,
});

describe('payslip PDF identifiers', () => {
  it('SG: the CPF account (NRIC/FIN) in part; nothing when none is recorded', async () => {
    const [withId, without] = await pdfTextsOfRun('SG', [
      person('SG', 'SGD', 0, { statutory_ids: { nric_fin: 'S1234567D' } }),
      person('SG', 'SGD', 1, {}),
    ]);
    expect(withId).toContain('CPF account (NRIC/FIN)');
    expect(withId).toContain('*****567D');
    expect(withId).not.toContain('S1234567D');
    expect(without).not.toContain('CPF account');
  });

  it('NG: the TIN in part', async () => {
    const [text] = await pdfTextsOfRun('NG', [person('NG', 'NGN', 2, { statutory_ids: { tin: '1234567890', nin: '12345678901' } })]);
    expect(text).toContain('Tax ID (TIN)');
    expect(text).toContain('******7890');
    expect(text).not.toContain('1234567890');
    expect(text).not.toContain('12345678901');
  });

  it('GH: the Ghana Card PIN in part', async () => {
    const [text] = await pdfTextsOfRun('GH', [person('GH', 'GHS', 3, { statutory_ids: { ghana_card_pin: 'GHA-123456789-0' } })]);
    expect(text).toContain('Ghana Card PIN');
    expect(text).toContain('***-******789-0');
    expect(text).not.toContain('GHA-123456789-0');
  });
});
