import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { calculatedRun, caller, line, payslipOf } from './runHelpers.ts';

let api: ApiHarness;
let tenant: TenantFixture;
let call: ReturnType<typeof caller>;

const gbEmployee = (name: string, monthlyPence: number, extra: Record<string, unknown> = {}) => ({
  jurisdiction: 'GB', denomination_currency: 'GBP', first_name: name, last_name: 'Smith', start_date: '2020-01-01',
  tax_profile: { tax_code: '1257L' }, compensation: [{ component_code: 'BASIC', amount_cents: monthlyPence }], ...extra,
});

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'GB', currency: 'GBP' });
  call = caller(api, tenant);
});
afterAll(() => api?.close());

describe('opening balances', () => {
  it('seeds a July GB move-in so PAYE matches HMRC\'s cumulative calculation by hand', async () => {
    const [seeded, unseeded] = await seedEmployees(api, tenant, 2, (i) => gbEmployee(`Olivia${i}`, 300_000));
    // April to June by the previous system, £3,000 a month on 1257L. Free pay (Tables A) for 1257 is
    // 2 × £416.67 + (2,579 / 12 → £214.92) = £1,048.26 a month. Month 3: £9,000 − £3,144.78 = £5,855 (rounded
    // down) × 20% = £1,171.00 tax to date.
    const put = await call('PUT', `/employees/${seeded}/opening_balances/2025-26`, {
      balances: { taxable_pay_to_date: 900_000, tax_paid_to_date: 117_100 },
    });
    expect(put).toMatchObject({ status: 200, body: { object: 'opening_balances', tax_year: '2025-26', tax_year_start: '2025-04-06', jurisdiction: 'GB' } });
    const july = await calculatedRun(call, 'GB', '2025-07');
    // Month 4: £12,000 − £4,193.04 = £7,806 × 20% = £1,561.20 due to date, less £1,171.00 paid = £390.20.
    const slip = await payslipOf(call, july, seeded!);
    expect(line(slip, 'PAYE').amount.amount_minor).toBe(39_020);
    expect(slip.tax.amount_minor).toBe(39_020);
    const [stored] = await api.db.sql`select ytd_after from payslips where pay_run_id = ${july} and employee_id = ${seeded!}`;
    expect(stored!.ytd_after).toMatchObject({ taxable_pay_to_date: 1_200_000, tax_paid_to_date: 156_120 });
    // The unseeded one is priced as if nobody had been paid since April (the symptom), and says so.
    expect((await payslipOf(call, july, unseeded!)).tax.amount_minor).toBeLessThan(39_020);
    const warnings = (await call('GET', `/pay_runs/${july}/warnings`)).body.data;
    expect(warnings.filter((w: any) => w.code === 'cumulative_year_to_date_missing').map((w: any) => w.employee_id)).toEqual([unseeded]);
  });

  it('takes a new starter\'s P45 pay and tax to date from the previous employment', async () => {
    const [starter] = await seedEmployees(api, tenant, 1, () => gbEmployee('Priya', 250_000, { start_date: '2025-08-01' }));
    // P45: £6,000 pay and £500.00 tax to date (the previous employer's months 1-4).
    expect((await call('PUT', `/employees/${starter}/opening_balances/2025-08-01`, { balances: { taxable_pay_to_date: 600_000, tax_paid_to_date: 50_000 } })).status).toBe(200);
    const august = await calculatedRun(call, 'GB', '2025-08');
    // Month 5: £8,500 − 5 × £1,048.26 = £3,258.70 → £3,258 × 20% = £651.60 due, less £500.00 = £151.60.
    expect((await payslipOf(call, august, starter!)).tax.amount_minor).toBe(15_160);
    const warnings = (await call('GET', `/pay_runs/${august}/warnings`)).body.data;
    expect(warnings.some((w: any) => w.employee_id === starter && w.code === 'cumulative_year_to_date_missing')).toBe(false);
  });

  it('is refused with 409 once a run of the tax year has priced the employee, and the run\'s figures stand', async () => {
    const [employee] = await seedEmployees(api, tenant, 1, () => gbEmployee('Late', 300_000));
    const run = await calculatedRun(call, 'GB', '2025-09');
    const refused = await call('PUT', `/employees/${employee}/opening_balances/2025-26`, { balances: { taxable_pay_to_date: 1 } });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'invalid_transition', details: { tax_year: '2025-26' } } } });
    expect(await api.db.sql`select 1 from opening_balances where employee_id = ${employee!}`).toHaveLength(0);
    expect((await payslipOf(call, run, employee!)).employee_id).toBe(employee);
    // Another tax year is still open.
    expect((await call('PUT', `/employees/${employee}/opening_balances/2026-27`, { balances: { taxable_pay_to_date: 1 } })).status).toBe(200);
  });

  it('rejects an accumulator the jurisdiction does not carry, an unknown tax year, and a fractional amount with 422', async () => {
    const [employee] = await seedEmployees(api, tenant, 1, () => gbEmployee('Val', 300_000));
    const wrongKey = await call('PUT', `/employees/${employee}/opening_balances/2025-26`, { balances: { paye: 1 } });
    expect(wrongKey).toMatchObject({ status: 422, body: { error: { code: 'validation_failed', details: { fields: { 'balances.paye': expect.stringContaining('taxable_pay_to_date') } } } } });
    expect((await call('PUT', `/employees/${employee}/opening_balances/2025`, { balances: {} })).status).toBe(422);
    expect((await call('PUT', `/employees/${employee}/opening_balances/2025-26`, { balances: { tax_paid_to_date: 1.5 } })).status).toBe(422);
    expect((await call('PUT', `/employees/${crypto.randomUUID()}/opening_balances/2025-26`, { balances: {} })).status).toBe(404);
  });

  it('counts a KE opening balance toward year to date', async () => {
    const ke = await api.tenant();
    const keCall = caller(api, ke);
    const [employee] = await seedEmployees(api, ke, 1, () => ({
      jurisdiction: 'KE', denomination_currency: 'KES', first_name: 'Amani', last_name: 'K', start_date: '2020-01-01',
      compensation: [{ component_code: 'BASIC', amount_cents: 10_000_000 }],
    }));
    expect((await keCall('PUT', `/employees/${employee}/opening_balances/2025`, { balances: { gross_pay: 60_000_000, paye: 12_000_000 } })).status).toBe(200);
    const july = await calculatedRun(keCall, 'KE', '2025-07');
    const [stored] = await api.db.sql`select ytd_before, ytd_after from payslips where pay_run_id = ${july}`;
    expect(stored!.ytd_before).toMatchObject({ gross_pay: 60_000_000, paye: 12_000_000 });
    expect(stored!.ytd_after.gross_pay).toBe(70_000_000);
  });

  it('documents every accumulator of every jurisdiction in the OpenAPI document', async () => {
    const document = (await (await api.request('GET', '/openapi.json')).json()) as any;
    const description: string = document.components.schemas.OpeningBalances.properties.balances.description;
    for (const [code, jurisdiction] of Object.entries(api.runtime.rules.build.jurisdictions)) {
      const listed = new RegExp(`${code}: ([^.]*)\\.`).exec(description)?.[1] ?? '';
      for (const name of jurisdiction.ytd) expect(listed, `${code}.${name}`).toContain(name);
    }
  });
});
