import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { maskIdentifier, printedIdentifiersOf } from '../../domain/employees/statutoryIds/printedIdentifiers.ts';
import { listPayslipsOfRun, type PayslipRow } from '../../db/payslips.ts';

// The payslip carries the employee's tax number (ZA income tax reference, KE KRA PIN), masked, captured when priced.
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 1, () => ({ ...kenyanEmployee(1), statutory_ids: { kra_pin: 'a123456789z' } }));
  await seedEmployees(api, tenant, 1, () => kenyanEmployee(2));
  await seedEmployees(api, tenant, 1, () => ({
    jurisdiction: 'ZA', denomination_currency: 'ZAR', first_name: 'Thandi', last_name: 'Nkosi', staff_id: 'ZA-00001', start_date: '2024-01-01',
    statutory_ids: { tax_reference: '0001/339/050', id_number: '7503305044089' },
    compensation: [{ component_code: 'BASIC', amount_cents: 3_000_000 }],
  }));
});
afterAll(() => api.close());

async function calculatedPayslips(run: Record<string, string>): Promise<PayslipRow[]> {
  const created = await api.request('POST', '/pay_runs', { token: tenant.token, body: run });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await api.request('POST', `/pay_runs/${id}/calculate`, { token: tenant.token })).status).toBe(200);
  const payslips = await listPayslipsOfRun(api.db.sql, id, { limit: 100 });
  const staffId = (p: PayslipRow) => p.employee_snapshot.staff_id ?? '\uffff'; // nulls last, as PostgreSQL orders them
  return payslips.sort((a, b) => (staffId(a) < staffId(b) ? -1 : staffId(a) > staffId(b) ? 1 : 0));
}

describe('tax identifier on the payslip', () => {
  it('masks all but the last four characters', () => {
    expect(maskIdentifier('A123456789Z')).toBe('*******789Z');
    expect(maskIdentifier('0001339050')).toBe('******9050');
    expect(maskIdentifier('ABC')).toBe('***');
  });

  it('prints nothing for a missing or malformed stored identifier', () => {
    expect(printedIdentifiersOf('KE', null)).toEqual([]);
    expect(printedIdentifiersOf('KE', { values: {}, tax_identifier_key: 'kra_pin' })).toEqual([]);
    expect(printedIdentifiersOf('KE', { values: { kra_pin: 'not a pin' }, tax_identifier_key: 'kra_pin' })).toEqual([]);
  });

  it('KE: the KRA PIN is captured masked and printed under the employee facts; none when not on file', async () => {
    const [withPin, withoutPin] = await calculatedPayslips({ jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' });
    expect(withPin!.employee_snapshot.identifiers).toEqual([{ label: 'KRA PIN', value: '*******789Z' }]);
    expect(withoutPin!.employee_snapshot.identifiers).toBeUndefined();
    const run = { id: withPin!.pay_run_id, jurisdiction: 'KE', pay_date: '2025-07-28', as_of_date: '2025-07-31' };
    expect(payslipDocument(withPin!, run).employee.facts).toContainEqual({ label: 'KRA PIN', value: '*******789Z' });
    expect(payslipDocument(withoutPin!, run).employee.facts.map((fact) => fact.label)).not.toContain('KRA PIN');
    expect(JSON.stringify(withPin!.employee_snapshot)).not.toContain('A123456789Z');
  });

  it('ZA: the income tax reference number is printed masked, with plain line descriptions', async () => {
    const [payslip] = await calculatedPayslips({ jurisdiction: 'ZA', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-25' });
    const document = payslipDocument(payslip!, { id: payslip!.pay_run_id, jurisdiction: 'ZA', pay_date: '2025-07-25', as_of_date: '2025-07-31' });
    expect(document.employee.facts).toContainEqual({ label: 'Tax ref. no.', value: '******9050' });
    const deductions = document.sections.find((section) => section.title === 'Deductions')!;
    expect(deductions.lines.map((line) => line.description)).toEqual(['Income tax (PAYE)', 'Unemployment Insurance Fund (UIF), 1%']);
    expect(deductions.lines[0]!.amount).toBe('4,783.08');
  });
});
