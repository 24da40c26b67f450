import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, july2025, seedEmployees, seedJoinerAndIbanEmployees } from '../support/payrollFixtures.ts';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { renderPayslipPdf } from '../../documents/payslipPdf.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import { pdfPagePng, pdfText } from '../pdf/pdfInspection.ts';
import { listPayslipsOfRun, type PayslipRow } from '../../db/payslips.ts';

// What a clerk checks on a calculated payslip: the proration basis of a part period, what kind of rate a tax
// line shows, and where the net pay goes (masked), in the stored row, the JSON and the PDF alike.
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  // KE-00001 joins on 16 July with an M-Pesa wallet; KE-00002 works the whole month, paid to an IBAN; KE-00003 has no account.
  await seedJoinerAndIbanEmployees(api, tenant);
  await seedEmployees(api, tenant, 1, () => kenyanEmployee(3, 15_000_000));
});
afterAll(() => api.close());

let runId: string;
let rows: PayslipRow[];
let served: any[];

beforeAll(async () => {
  const created = await api.request('POST', '/pay_runs', { token: tenant.token, body: july2025 });
  runId = ((await created.json()) as { id: string }).id;
  expect((await api.request('POST', `/pay_runs/${runId}/calculate`, { token: tenant.token })).status).toBe(200);
  // Read as the API reads them (stored lines are compact): db/payslips.ts expands them.
  rows = (await listPayslipsOfRun(api.db.sql, runId, { limit: 100 }))
    .sort((a, b) => ((a.employee_snapshot.staff_id ?? '') < (b.employee_snapshot.staff_id ?? '') ? -1 : 1));
  const listed = await api.request('GET', `/pay_runs/${runId}/payslips`, { token: tenant.token });
  served = ((await listed.json()) as { data: any[] }).data.sort((a, b) => rows.findIndex((r) => r.id === a.id) - rows.findIndex((r) => r.id === b.id));
});

const run = () => ({ id: runId, jurisdiction: 'KE', pay_date: july2025.pay_date, as_of_date: july2025.period_end });

describe('the proration basis of a part period', () => {
  it('a joiner on 16 July is paid 16 of 31 days of basic salary, and says so', async () => {
    const basic = served[0].line_items.find((line: any) => line.code === 'BASIC');
    // 150,000.00 x 16 / 31, rounded half up at the cent.
    expect(basic.amount.amount_minor).toBe(Math.round((15_000_000 * 16) / 31));
    expect(basic.proration).toEqual({ days_paid: 16, days_in_period: 31 });
    const pdf = await renderPayslipPdf(payslipDocument(rows[0]!, run()));
    expect(await pdfText(pdf)).toContain('16 of 31 days');
    // The engine's own payslip, to look at (test-artifacts/ is not committed).
    await mkdir('test-artifacts/payslips', { recursive: true });
    await writeFile('test-artifacts/payslips/calculated-KE-joiner.png', await pdfPagePng(pdf, 72));
  });

  it('a whole month is not prorated: null in the JSON, nothing printed', async () => {
    const basic = served[1].line_items.find((line: any) => line.code === 'BASIC');
    expect(basic.amount.amount_minor).toBe(15_000_000);
    expect(basic.proration).toBeNull();
    expect(rows[1]!.line_items.find((line) => line.code === 'BASIC')).not.toHaveProperty('proration');
    expect(await pdfText(await renderPayslipPdf(payslipDocument(rows[1]!, run())))).not.toMatch(/of 31 days/);
  });
});

describe('the kind of rate a line shows', () => {
  it('PAYE, priced on progressive bands, shows its marginal rate as such; the levies a flat rate', async () => {
    const kinds = Object.fromEntries(served[1].line_items.map((line: any) => [line.code, [line.rate_applied, line.rate_kind]]));
    expect(kinds.PAYE).toEqual(['30%', 'marginal']);
    expect(kinds.SHIF).toEqual(['2.75%', 'flat']);
    expect(kinds.AHL).toEqual(['1.5%', 'flat']);
    expect(kinds.BASIC).toEqual([null, null]);
    const text = await pdfText(await renderPayslipPdf(payslipDocument(rows[1]!, run())));
    expect(text).toContain('marginal rate 30%');
    expect(text).not.toContain('marginal rate 2.75%');
  });
});

describe('where the net pay goes', () => {
  it('a wallet: the provider and the last four digits, never the number or the name the provider holds', async () => {
    expect(served[0].payment_destination).toEqual({ scheme: 'mobile_money', institution: 'mpesa', account_ending: '5678', printed: 'M-Pesa wallet ••••5678' });
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain('712345678');
    expect(stored).not.toContain('Wanjiru');
    const text = await pdfText(await renderPayslipPdf(payslipDocument(rows[0]!, run())));
    expect(text).toContain('Paid to');
    expect(text).toContain('M-Pesa wallet ••••5678');
    expect(text).not.toContain('712345678');
  });

  it('an IBAN: its country and last four characters only', async () => {
    expect(served[1].payment_destination).toEqual({ scheme: 'iban', institution: 'GB', account_ending: '5432', printed: 'IBAN GB ••••5432' });
    expect(JSON.stringify(rows[1])).not.toContain('WEST');
  });

  it('no account on file: null, and no "Paid to" row', async () => {
    expect(served[2].payment_destination).toBeNull();
    expect(rows[2]!.employee_snapshot.payment_destination).toBeNull();
    expect(payslipDocument(rows[2]!, run()).payment.map((row) => row.label)).not.toContain('Paid to');
  });
});

describe('the period, the pay date and the statutory facts in the JSON', () => {
  it('every payslip says which period it pays and when, as the PDF prints them', () => {
    for (const payslip of served) {
      expect(payslip).toMatchObject({ period_start: july2025.period_start, period_end: july2025.period_end, pay_date: july2025.pay_date });
    }
  });

  it('carries the masked identifiers the PDF prints, never the whole number', async () => {
    for (const [index, payslip] of served.entries()) {
      expect(payslip.statutory_facts).toEqual(rows[index]!.employee_snapshot.identifiers ?? []);
    }
    const [pin] = served[1].statutory_facts;
    expect(pin.label).toMatch(/KRA PIN/);
    expect(pin.value).not.toContain('123456789');
    expect(JSON.stringify(served)).not.toContain('A123456789Z');
    const text = await pdfText(await renderPayslipPdf(payslipDocument(rows[1]!, run())));
    expect(text).toContain(pin.value);
  });
});
