import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { validateRti } from '../support/rtiSchema.ts';

// Issue 29 item 1: filings treat an off-cycle run like any paid run. A GB bonus paid off-cycle in a month that a
// regular run already paid makes its own FPS, whose figures to date count both runs' payslips.
let api: ApiHarness;
let tenant: TenantFixture;
let employeeId: string;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'GB', currency: 'GBP' });
  employeeId = (await seedEmployees(api, tenant, 1, () => ({
    jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Ewan', last_name: 'Fraser', staff_id: 'GB-00042', start_date: '2024-01-01',
    birthdate: '1988-09-30',
    tax_profile: { tax_code: '1257L', ni_category: 'A' },
    statutory_ids: { nino: 'AB123456C' },
    compensation: [{ component_code: 'BASIC', amount_cents: 300_000 }],
  })))[0]!;
  expect((await call('POST', '/employer_references', { jurisdiction: 'GB', paye_reference: '123/AB45678', accounts_office_reference: '123PA00012345' })).status).toBe(200);
  expect((await call('PUT', `/employees/${employeeId}/filing_inputs`, { gender: 'M' })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const june = { jurisdiction: 'GB', period_start: '2026-06-01', period_end: '2026-06-30', pay_date: '2026-06-30' };
const pence = (xml: string, element: string) => Math.round(Number(new RegExp(`<${element}>([^<]+)</${element}>`, 'u').exec(xml)![1]) * 100);

async function approve(runId: string) {
  expect((await call('POST', `/pay_runs/${runId}/calculate`)).body.status).toBe('calculated');
  expect((await call('POST', `/pay_runs/${runId}/approve`)).body.status).toBe('approved');
}

describe('an off-cycle GB run', () => {
  it('gets an FPS of its own for the same period, its figures to date counting the regular run and the bonus', async () => {
    const regular = (await call('POST', '/pay_runs', june)).body;
    await approve(regular.id);
    const bonus = await call('POST', '/pay_runs', { ...june, type: 'off_cycle', reason: 'bonus' });
    expect(bonus.status).toBe(201);
    expect((await call('POST', `/pay_runs/${bonus.body.id}/items`, { employee_id: employeeId, component_code: 'BONUS', amount_minor: 150_000 })).status).toBe(201);
    await approve(bonus.body.id);

    const filings = (await call('GET', '/filings?type=fps&period_start=2026-06-01')).body.data as any[];
    expect(filings.map((f) => f.pay_run_id).sort()).toEqual([regular.id, bonus.body.id].sort());
    const bonusFiling = filings.find((f) => f.pay_run_id === bonus.body.id);
    expect(bonusFiling).toMatchObject({ status: 'ready', blocked_by: [] });

    const payslips = (await Promise.all([regular.id, bonus.body.id].map(async (id) => (await call('GET', `/pay_runs/${id}/payslips`)).body.data[0])));
    const sum = (code: string, field: 'amount' | 'base') =>
      payslips.flatMap((p) => p.line_items).filter((l: any) => l.code === code).reduce((s: number, l: any) => s + l[field].amount_minor, 0);
    const document = await (await api.request('GET', `/api/v1/filings/${bonusFiling.id}/document`, { token: tenant.token })).text();
    validateRti(document);
    const toDate = document.split('<FiguresToDate>')[1]!.split('</FiguresToDate>')[0]!;
    expect(pence(toDate, 'TaxablePay')).toBe(sum('PAYE', 'base'));
    expect(pence(toDate, 'TotalTax')).toBe(sum('PAYE', 'amount'));
    const bonusTax = payslips[1].line_items.filter((l: any) => l.code === 'PAYE').reduce((s: number, l: any) => s + l.amount.amount_minor, 0);
    expect(bonusTax).toBeGreaterThan(0);
    expect(pence(document.split('</FiguresToDate>')[1]!, 'TaxDeductedOrRefunded')).toBe(bonusTax);
  }, 60_000);
});
