import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { calculatedRun, caller, line, linesOf, payslipOf } from './runHelpers.ts';

let api: ApiHarness;
let call: ReturnType<typeof caller>;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  call = caller(api, tenant);
});
afterAll(() => api?.close());

async function draftRun(c: ReturnType<typeof caller>, jurisdiction: string, month: string) {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
  const created = await c('POST', '/pay_runs', { jurisdiction, period_start: `${month}-01`, period_end: last, pay_date: last });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

describe('one-off pay items', () => {
  it('prices an SG bonus as additional wages for CPF in that run only, on its own payslip line', async () => {
    const sg = await api.tenant({ country: 'SG', currency: 'SGD' });
    const sgCall = caller(api, sg);
    const [employee] = await seedEmployees(api, sg, 1, () => ({
      jurisdiction: 'SG', denomination_currency: 'SGD', first_name: 'Wei', last_name: 'Tan', start_date: '2020-01-01', birthdate: '1990-01-01',
      compensation: [{ component_code: 'BASIC', amount_cents: 500_000 }],
    }));
    const july = await draftRun(sgCall, 'SG', '2025-07');
    const added = await sgCall('POST', `/pay_runs/${july}/items`, { employee_id: employee, component_code: 'BONUS', amount_minor: 1_000_000, description: 'Mid-year bonus' });
    expect(added).toMatchObject({ status: 201, body: { object: 'pay_run_item', kind: 'earning', component_code: 'BONUS', amount_minor: 1_000_000, description: 'Mid-year bonus' } });
    expect((await sgCall('POST', `/pay_runs/${july}/calculate`)).body.status).toBe('calculated');
    const slip = await payslipOf(sgCall, july, employee!);
    expect(line(slip, 'BONUS')).toMatchObject({ kind: 'earning', description: 'Mid-year bonus', amount: { amount_minor: 1_000_000 }, rule_version_ref: `pay_run_item:${added.body.id}` });
    expect(line(slip, 'BASIC').amount.amount_minor).toBe(500_000);
    expect(slip.gross.amount_minor).toBe(1_500_000);
    // Aged 35: employee 20% of S$5,000 OW + S$10,000 AW (the AW ceiling S$102,000 − 6 × S$5,000 leaves room) = S$3,000.
    expect(line(slip, 'CPF_EMPLOYEE').amount.amount_minor).toBe(300_000);
    const [stored] = await api.db.sql`select ytd_after from payslips where pay_run_id = ${july}`;
    expect(stored!.ytd_after).toMatchObject({ cpf_ow_subject: 500_000, cpf_aw_subject: 1_000_000 });
    // August has no bonus: priced in July only.
    const august = await calculatedRun(sgCall, 'SG', '2025-08');
    expect((await payslipOf(sgCall, august, employee!)).gross.amount_minor).toBe(500_000);
  });

  it('taxes a ZA bonus as an annual payment: the difference it makes to the year\'s tax, not annualised', async () => {
    const za = await api.tenant({ country: 'ZA', currency: 'ZAR' });
    const zaCall = caller(api, za);
    const [withBonus, without] = await seedEmployees(api, za, 2, (i) => ({
      jurisdiction: 'ZA', denomination_currency: 'ZAR', first_name: `Thabo${i}`, last_name: 'M', start_date: '2020-01-01', birthdate: '1990-01-01',
      compensation: [{ component_code: 'BASIC', amount_cents: 3_000_000 }],
    }));
    const july = await draftRun(zaCall, 'ZA', '2025-07');
    expect((await zaCall('POST', `/pay_runs/${july}/items`, { employee_id: withBonus, component_code: 'BONUS', amount_minor: 2_000_000 })).status).toBe(201);
    await zaCall('POST', `/pay_runs/${july}/calculate`);
    const bonusSlip = await payslipOf(zaCall, july, withBonus!);
    const plainSlip = await payslipOf(zaCall, july, without!);
    // 2025/26 tables: tax on R380,000 = R77,362 + 31% × R9,500 = R80,307; on R360,000 = R42,678 + 26% × R122,900
    // = R74,632. The bonus adds R5,675.00 of PAYE.
    expect(bonusSlip.tax.amount_minor - plainSlip.tax.amount_minor).toBe(567_500);
    expect(line(bonusSlip, 'BONUS').description).toBe('One-off BONUS');
  });

  it('takes a one-off deduction off net pay after tax, and prices quantity × rate overtime', async () => {
    const [employee] = await seedEmployees(api, tenant, 1, () => kenyanEmployee(1, 10_000_000));
    const july = await draftRun(call, 'KE', '2025-07');
    await calculatedRun(call, 'KE', '2025-06');
    const before = await (async () => {
      await call('POST', `/pay_runs/${july}/calculate`);
      return payslipOf(call, july, employee!);
    })();
    const overtime = await call('POST', `/pay_runs/${july}/items`, { employee_id: employee, component_code: 'OVERTIME', quantity: '7.5', rate_minor: 33_333 });
    expect(overtime.body.amount_minor).toBe(249_998); // 7.5 × 333.33 = 2,499.9975, half up
    const deduction = await call('POST', `/pay_runs/${july}/items`, { employee_id: employee, component_code: 'DEDUCTION', amount_minor: 500_000, description: 'Salary advance recovery' });
    expect(deduction.body.kind).toBe('deduction');
    const warned = (await call('GET', `/pay_runs/${july}/warnings`)).body.data.filter((w: any) => w.code === 'pay_item_not_priced');
    expect(warned).toHaveLength(2);
    await call('POST', `/pay_runs/${july}/calculate`);
    const after = await payslipOf(call, july, employee!);
    expect(line(after, 'DEDUCTION')).toMatchObject({ kind: 'deduction', amount: { amount_minor: 500_000 }, rule_version_ref: `pay_run_item:${deduction.body.id}` });
    expect(after.gross.amount_minor).toBe(before.gross.amount_minor + 249_998);
    // Overtime is taxable (KE PAYE 30% band here), the deduction is not.
    expect(after.tax.amount_minor).toBeGreaterThan(before.tax.amount_minor);
    expect(after.net.amount_minor).toBe(after.gross.amount_minor - after.employee_deductions.amount_minor);
    expect((await call('GET', `/pay_runs/${july}/warnings`)).body.data.filter((w: any) => w.code === 'pay_item_not_priced')).toHaveLength(0);

    const listed = await call('GET', `/pay_runs/${july}/items`);
    expect(listed.body.data.map((i: any) => i.id).sort()).toEqual([overtime.body.id, deduction.body.id].sort());
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const removed = await api.request('DELETE', `/api/v1/pay_runs/${july}/items/${deduction.body.id}`, { token: tenant.token, headers: key });
    expect({ status: removed.status, body: await removed.json() }).toEqual({ status: 200, body: { object: 'pay_run_item', id: deduction.body.id, deleted: true } });
    const replayed = await api.request('DELETE', `/api/v1/pay_runs/${july}/items/${deduction.body.id}`, { token: tenant.token, headers: key });
    expect(replayed.status).toBe(200);
    expect((await call('DELETE', `/pay_runs/${july}/items/${deduction.body.id}`)).status).toBe(404);
    await call('POST', `/pay_runs/${july}/calculate`);
    expect(linesOf(await payslipOf(call, july, employee!), 'DEDUCTION')).toHaveLength(0);
  });

  it('refuses items on an approved run with 409, and a bad item with 422, changing nothing', async () => {
    const [employee] = await seedEmployees(api, tenant, 1, () => kenyanEmployee(2));
    const run = await calculatedRun(call, 'KE', '2025-09');
    expect((await call('POST', `/pay_runs/${run}/approve`)).status).toBe(200);
    const refused = await call('POST', `/pay_runs/${run}/items`, { employee_id: employee, component_code: 'BONUS', amount_minor: 100 });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'invalid_transition', details: { status: 'approved' } } } });
    const draft = await draftRun(call, 'KE', '2025-10');
    const ng = await seedEmployees(api, tenant, 1, () => ({ ...kenyanEmployee(3), jurisdiction: 'NG', denomination_currency: 'NGN' }));
    for (const body of [
      { employee_id: employee, component_code: 'TIP', amount_minor: 100 },
      { employee_id: employee, component_code: 'BONUS', amount_minor: 0 },
      { employee_id: employee, component_code: 'BONUS' },
      { employee_id: employee, component_code: 'BONUS', amount_minor: 10.5 },
      { employee_id: employee, component_code: 'OVERTIME', quantity: '2' },
      { employee_id: ng[0], component_code: 'BONUS', amount_minor: 100 },
      { employee_id: crypto.randomUUID(), component_code: 'BONUS', amount_minor: 100 },
    ]) {
      const response = await call('POST', `/pay_runs/${draft}/items`, body);
      expect([400, 422]).toContain(response.status);
      expect(response.body.error.code).toMatch(/validation_failed|invalid_request/);
    }
    expect((await call('GET', `/pay_runs/${draft}/items`)).body.data).toHaveLength(0);
    expect((await call('POST', `/pay_runs/${crypto.randomUUID()}/items`, { employee_id: employee, component_code: 'BONUS', amount_minor: 1 })).status).toBe(404);
  });

  it('keeps the items of a paid run: the database refuses to delete them', async () => {
    const [employee] = await seedEmployees(api, tenant, 1, () => kenyanEmployee(4));
    const run = await draftRun(call, 'KE', '2025-11');
    const item = await call('POST', `/pay_runs/${run}/items`, { employee_id: employee, component_code: 'COMMISSION', amount_minor: 100_000 });
    await call('POST', `/pay_runs/${run}/calculate`);
    await call('POST', `/pay_runs/${run}/approve`);
    expect((await call('POST', `/pay_runs/${run}/pay`, { method: 'employer_bank' })).body.status).toBe('paid');
    expect((await call('DELETE', `/pay_runs/${run}/items/${item.body.id}`)).status).toBe(409);
    await expect(api.db.sql`delete from pay_run_items where id = ${item.body.id}`).rejects.toThrow(/paid pay run/);
  });
});
