import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { calculatedRun, caller, line, linesOf, paidRun, payslipOf } from './runHelpers.ts';

let api: ApiHarness;

beforeAll(async () => {
  api = await createApiHarness();
});
afterAll(() => api?.close());

const employeeOf = (jurisdiction: string, currency: string, basic: number) => () => ({
  jurisdiction, denomination_currency: currency, first_name: 'Ada', last_name: 'Retro', start_date: '2020-01-01', birthdate: '1990-01-01',
  compensation: [{ component_code: 'BASIC', amount_cents: basic }],
});

const ytdOf = async (runId: string) => (await api.db.sql`select ytd_after from payslips where pay_run_id = ${runId}`)[0]!.ytd_after;

describe('retro adjustments', () => {
  it('GB: a raise back-dated over two paid months puts one retro line per paid payslip on the next run, taxed cumulatively there', async () => {
    const tenant = await api.tenant({ country: 'GB', currency: 'GBP' });
    const call = caller(api, tenant);
    const [employee] = await seedEmployees(api, tenant, 1, employeeOf('GB', 'GBP', 300_000));
    const april = await paidRun(call, 'GB', '2025-04');
    const may = await paidRun(call, 'GB', '2025-05');
    const aprilSlip = await payslipOf(call, april, employee!);
    const maySlip = await payslipOf(call, may, employee!);
    // £3,000 → £3,600 a month from 1 April, decided in June.
    const raise = await call('PATCH', `/employees/${employee}`, { compensation: [{ component_code: 'BASIC', amount_cents: 360_000, effective_from: '2025-04-01' }] });
    expect(raise.status).toBe(200);

    const june = await calculatedRun(call, 'GB', '2025-06');
    const check = async () => {
      const slip = await payslipOf(call, june, employee!);
      const retro = linesOf(slip, 'RETRO_BASIC');
      expect(retro.map((l: any) => l.rule_version_ref).sort()).toEqual([`payslip:${aprilSlip.id}`, `payslip:${maySlip.id}`].sort());
      for (const l of retro) expect(l).toMatchObject({ kind: 'earning', amount: { amount_minor: 60_000 }, base: { amount_minor: 360_000 } });
      expect(retro.map((l: any) => l.description).sort()).toEqual(['Arrears of BASIC for 2025-04-01 to 2025-04-30', 'Arrears of BASIC for 2025-05-01 to 2025-05-31']);
      expect(line(slip, 'BASIC').amount.amount_minor).toBe(360_000);
      expect(slip.gross.amount_minor).toBe(480_000);
      // Taxed in the period paid (HMRC PAYE93091). Month 3: £10,800 − 3 × £1,048.26 = £7,655 × 20% = £1,531.00 due,
      // less £780.60 deducted in April and May = £750.40.
      expect(slip.tax.amount_minor).toBe(75_040);
      expect(await ytdOf(june)).toMatchObject({ taxable_pay_to_date: 1_080_000, tax_paid_to_date: 153_100 });
    };
    await check();
    // A recalculation recomputes the retro lines once, never adding them again.
    expect((await call('POST', `/pay_runs/${june}/calculate`)).body.status).toBe('calculated');
    await check();
    // The paid payslips are as they were (the database refuses to rewrite them).
    expect(await payslipOf(call, april, employee!)).toEqual(aprilSlip);
    await expect(api.db.sql`update payslips set gross_minor = 0 where id = ${aprilSlip.id}`).rejects.toThrow(/paid pay run/);

    // Once June is paid, July carries nothing more for April and May; a change that nets to zero and a change
    // effective in July itself produce no retro lines.
    await call('POST', `/pay_runs/${june}/approve`);
    await call('POST', `/pay_runs/${june}/pay`, { method: 'employer_bank' });
    expect((await call('PATCH', `/employees/${employee}`, { compensation: [{ component_code: 'BASIC', amount_cents: 360_000, effective_from: '2025-06-01' }] })).status).toBe(200);
    expect((await call('PATCH', `/employees/${employee}`, { compensation: [{ component_code: 'BASIC', amount_cents: 400_000, effective_from: '2025-07-01' }] })).status).toBe(200);
    const july = await calculatedRun(call, 'GB', '2025-07');
    const julySlip = await payslipOf(call, july, employee!);
    expect(julySlip.line_items.filter((l: any) => l.code.startsWith('RETRO_'))).toEqual([]);
    expect(julySlip.gross.amount_minor).toBe(400_000);
  });

  it('KE: the same raise is taxed in the month paid, PAYE by hand', async () => {
    const tenant = await api.tenant();
    const call = caller(api, tenant);
    const [employee] = await seedEmployees(api, tenant, 1, employeeOf('KE', 'KES', 10_000_000));
    const april = await paidRun(call, 'KE', '2025-04');
    const may = await paidRun(call, 'KE', '2025-05');
    await call('PATCH', `/employees/${employee}`, { compensation: [{ component_code: 'BASIC', amount_cents: 12_000_000, effective_from: '2025-04-01' }] });
    const june = await calculatedRun(call, 'KE', '2025-06');
    const slip = await payslipOf(call, june, employee!);
    const refs = linesOf(slip, 'RETRO_BASIC').map((l: any) => [l.rule_version_ref, l.amount.amount_minor]);
    expect(refs.sort()).toEqual([[`payslip:${(await payslipOf(call, april, employee!)).id}`, 2_000_000], [`payslip:${(await payslipOf(call, may, employee!)).id}`, 2_000_000]].sort());
    expect(slip.gross.amount_minor).toBe(16_000_000);
    // KES 160,000: NSSF 4,320 (6% to 72,000), SHIF 2.75% = 4,400, AHL 1.5% = 2,400, all deductible: taxable 148,880.
    // PAYE 10% × 24,000 + 25% × 8,333 + 30% × 116,547 = 39,447.35, less personal relief 2,400 = 37,047.35.
    expect(line(slip, 'PAYE').amount.amount_minor).toBe(3_704_735);
    expect((await ytdOf(june)).gross_pay).toBe(36_000_000);
  });

  it('GB: a raise back-dated across the tax-year boundary is paid and taxed in the new tax year', async () => {
    const tenant = await api.tenant({ country: 'GB', currency: 'GBP' });
    const call = caller(api, tenant);
    const [employee] = await seedEmployees(api, tenant, 1, employeeOf('GB', 'GBP', 300_000));
    const march = await paidRun(call, 'GB', '2025-03');
    await call('PATCH', `/employees/${employee}`, { compensation: [{ component_code: 'BASIC', amount_cents: 330_000, effective_from: '2025-03-01' }] });
    const april = await calculatedRun(call, 'GB', '2025-04');
    const slip = await payslipOf(call, april, employee!);
    expect(linesOf(slip, 'RETRO_BASIC').map((l: any) => [l.rule_version_ref, l.amount.amount_minor])).toEqual([[`payslip:${(await payslipOf(call, march, employee!)).id}`, 30_000]]);
    // 2025-26 month 1: £3,600 − £1,048.26 = £2,551 × 20% = £510.20; nothing of it goes back to 2024-25.
    expect(slip.tax.amount_minor).toBe(51_020);
    expect(await ytdOf(april)).toMatchObject({ taxable_pay_to_date: 360_000, tax_paid_to_date: 51_020 });
    const [row] = await api.db.sql`select tax_year_start::text from payslips where pay_run_id = ${april}`;
    expect(row!.tax_year_start).toBe('2025-04-06');
  });

  it('SG: back-dated increments are additional wages of the month paid (CPF Board)', async () => {
    const tenant = await api.tenant({ country: 'SG', currency: 'SGD' });
    const call = caller(api, tenant);
    const [employee] = await seedEmployees(api, tenant, 1, employeeOf('SG', 'SGD', 500_000));
    await paidRun(call, 'SG', '2025-05');
    await call('PATCH', `/employees/${employee}`, { compensation: [{ component_code: 'BASIC', amount_cents: 550_000, effective_from: '2025-05-01' }] });
    const june = await calculatedRun(call, 'SG', '2025-06');
    const slip = await payslipOf(call, june, employee!);
    expect(line(slip, 'RETRO_BASIC').amount.amount_minor).toBe(50_000);
    expect(line(slip, 'BASIC').amount.amount_minor).toBe(550_000);
    const ytd = await ytdOf(june);
    expect(ytd.cpf_ow_subject).toBe(500_000 + 550_000);
    expect(ytd.cpf_aw_subject).toBe(50_000);
  });
});
