import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../../support/apiHarness.ts';
import { seedEmployees } from '../../support/payrollFixtures.ts';
import { dt0107aColumns, writeDt0107a } from '../../../documents/filings/gh/payeSchedule.ts';
import { ssnitColumns } from '../../../documents/filings/gh/ssnitContributions.ts';

// Ghana's monthly returns from paid runs (issue 28 item 5): GRA's DT 0107a PAYE schedule and SSNIT's contribution
// report with both tiers, checked against the form's own sums and reconciled with the payslips.
let api: ApiHarness;
let tenant: TenantFixture;
let ama: string;
let kofi: string;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'GH', currency: 'GHS' });
  const position = (await api.json('POST', '/positions', { token: tenant.token, body: { name: 'Senior Accountant' } })).body.id as string;
  const person = (first: string, last: string, extra: Record<string, unknown>) => ({
    jurisdiction: 'GH', denomination_currency: 'GHS', first_name: first, last_name: last, start_date: '2024-01-01', ...extra,
  });
  ama = (await seedEmployees(api, tenant, 1, () => person('Ama', 'Mensah', {
    staff_id: 'GH001', position_id: position,
    statutory_ids: { ghana_card_pin: 'GHA-123456789-0', ssnit_number: 'C123456789012' },
    tax_profile: { tier3_employee_minor: 50_000, tier3_employer_minor: 200_000 },
    compensation: [{ component_code: 'BASIC', amount_cents: 1_200_000 }, { component_code: 'TRANSPORT', amount_cents: 150_000 }],
  })))[0]!;
  kofi = (await seedEmployees(api, tenant, 1, () => person('Kofi', 'Boateng', {
    staff_id: 'GH002', position_id: position,
    statutory_ids: { ghana_card_pin: 'GHA-987654321-5' },
    compensation: [{ component_code: 'BASIC', amount_cents: 600_000 }],
  })))[0]!;
}, 60_000);
afterAll(async () => api?.close());

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const cents = (value: string) => Math.round(Number(value) * 100);
const rowsOf = (text: string) => text.slice(0, -2).split('\r\n').map((line) => line.split(','));
const sum = (payslips: any[], code: string, field: 'amount' | 'base' = 'amount') =>
  payslips.flatMap((p) => p.line_items).filter((l: any) => l.code === code).reduce((s: number, l: any) => s + l[field].amount_minor, 0);
const earnings = (payslips: any[], codes?: string[]) =>
  payslips.flatMap((p) => p.line_items).filter((l: any) => l.kind === 'earning' && (!codes || codes.includes(l.code))).reduce((s: number, l: any) => s + l.amount.amount_minor, 0);

let filings: Record<string, any>;
let payslips: any[];

async function returns(): Promise<Record<string, any>> {
  return Object.fromEntries(((await call('GET', '/filings?period_start=2026-10-01')).body.data as any[]).map((f) => [f.type, f]));
}

describe("Ghana's monthly returns", () => {
  it('are made when a run is paid, blocked naming the employer and each employee field', async () => {
    const run = (await call('POST', '/pay_runs', { jurisdiction: 'GH', period_start: '2026-10-01', period_end: '2026-10-31', pay_date: '2026-10-30' })).body;
    expect((await call('POST', `/pay_runs/${run.id}/items`, { employee_id: ama, component_code: 'BONUS', amount_minor: 2_500_000 })).status).toBe(201);
    expect((await call('POST', `/pay_runs/${run.id}/calculate`)).body.status).toBe('calculated');
    expect((await call('POST', `/pay_runs/${run.id}/approve`)).body.status).toBe('approved');
    expect((await call('POST', `/pay_runs/${run.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
    payslips = (await call('GET', `/pay_runs/${run.id}/payslips`)).body.data;
    filings = await returns();
    expect(Object.keys(filings).sort()).toEqual(['gh_paye', 'gh_ssnit']);
    expect(filings.gh_paye).toMatchObject({ status: 'draft', channel: 'upload', due_on: '2026-11-15' });
    expect(filings.gh_ssnit.due_on).toBe('2026-11-14');
    const named = (type: string) => filings[type].blocked_by.map((b: any) => `${b.subject} ${b.field}`);
    expect(named('gh_paye')).toEqual(expect.arrayContaining(['employer employer_tin', `employee:${ama} filing_inputs.secondary_employment`, `employee:${kofi} filing_inputs.secondary_employment`]));
    expect(named('gh_ssnit')).toEqual(expect.arrayContaining(['employer ssnit_employer_number', `employee:${kofi} statutory_ids.ssnit_number`]));
    expect((await api.request('GET', `/api/v1/filings/${filings.gh_ssnit.id}/document`, { token: tenant.token })).status).toBe(409);
  }, 60_000);

  it('are ready once the references and inputs are given', async () => {
    expect((await call('POST', '/employer_references', { jurisdiction: 'GH', employer_tin: 'C0001234567', ssnit_employer_number: 'E12345678901' })).status).toBe(200);
    expect((await call('PUT', `/employees/${ama}/filing_inputs`, { secondary_employment: 'maybe' })).status).toBe(422);
    expect((await call('PUT', `/employees/${ama}/filing_inputs`, { secondary_employment: 'N' })).status).toBe(200);
    expect((await call('PUT', `/employees/${kofi}/filing_inputs`, { secondary_employment: 'Y' })).status).toBe(200);
    const patched = await call('PATCH', `/employees/${kofi}`, { statutory_ids: { ghana_card_pin: 'GHA-987654321-5', ssnit_number: 'D987654321098' } });
    expect(patched.status).toBe(200);
    // A statutory id changed on the employee is read when the return is prepared again (the operator's prepare).
    expect((await call('POST', `/filings/${filings.gh_ssnit.id}/prepare`)).body.status).toBe('ready');
    filings = await returns();
    for (const filing of Object.values(filings)) expect(filing).toMatchObject({ status: 'ready', blocked_by: [] });
  }, 60_000);

  it('SSNIT: Tier 1 and Tier 2 per employee, summing to the payslips', async () => {
    const text = await (await api.request('GET', `/api/v1/filings/${filings.gh_ssnit.id}/document`, { token: tenant.token })).text();
    const [header, ...rows] = rowsOf(text);
    expect(header).toEqual([...ssnitColumns]);
    const c = (name: string) => rows.reduce((s, r) => s + cents(r[header!.indexOf(name)]!), 0);
    expect(c('Tier 1 Contribution (13.5%)')).toBe(sum(payslips, 'SSNIT_TIER_1'));
    expect(c('Tier 2 Contribution (5%)')).toBe(sum(payslips, 'SSNIT_TIER_2'));
    expect(c('Total Contribution (18.5%)')).toBe(sum(payslips, 'SSNIT_EMPLOYEE') + sum(payslips, 'SSNIT_EMPLOYER'));
    expect(c('Basic Salary')).toBe(sum(payslips, 'SSNIT_TIER_1', 'base'));
    for (const row of rows) {
      expect(row[0]).toBe('E12345678901');
      expect(row[1]).toMatch(/^[A-Z]\d{12}$/u); // SSNIT: every employee needs a valid Social Security Number
      expect(row[3]).toMatch(/^[A-Z][a-z]+ [A-Z]/u); // surname first
      expect(cents(row[5]!) + cents(row[6]!)).toBe(cents(row[7]!));
    }
    expect(rows.map((r) => r[3])).toEqual(expect.arrayContaining(['Mensah Ama', 'Boateng Kofi']));
  }, 60_000);
});

describe('GRA DT 0107a', () => {
  it("passes the form's own sums, in its 27-column order, and reconciles with the payslips", async () => {
    const text = await (await api.request('GET', `/api/v1/filings/${filings.gh_paye.id}/document`, { token: tenant.token })).text();
    expect(text).not.toMatch(/"/u);
    const [header, ...rows] = rowsOf(text);
    expect(header).toEqual([...dt0107aColumns]);
    expect(rows).toHaveLength(2);
    rows.forEach((row, i) => {
      expect(row).toHaveLength(27);
      const n = (column: number) => cents(row[column - 1]!);
      expect(row[0]).toBe(String(i + 1));
      expect(row[1]).toMatch(/^GHA-\d{9}-\d$/u);
      expect(['Y', 'N']).toContain(row[4]);
      expect(['Y', 'N']).toContain(row[6]);
      for (const column of [6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]) expect(row[column - 1]).toMatch(/^\d+\.\d{2}$/u);
      expect(n(14)).toBe(n(6) + n(10) + n(13));
      expect(n(18)).toBe(n(14) + n(15) + n(16) + n(17));
      expect(n(20)).toBe(n(8) + n(9) + n(19));
      expect(n(21)).toBe(n(18) - n(20));
      expect(n(25)).toBe(n(12) + n(22) + n(24));
      expect(row[26]).toBe('n/a');
    });
    const c = (column: number) => rows.reduce((s, r) => s + cents(r[column - 1]!), 0);
    expect(c(6)).toBe(earnings(payslips, ['BASIC']));
    expect(c(8)).toBe(sum(payslips, 'SSNIT_EMPLOYEE'));
    expect(c(9)).toBe(sum(payslips, 'TIER_3_RELIEF'));
    expect(c(10) + c(6) + c(11) + c(13)).toBe(earnings(payslips));
    expect(c(11)).toBe(sum(payslips, 'BONUS_TAX', 'base'));
    expect(c(12)).toBe(sum(payslips, 'BONUS_TAX'));
    expect(c(13)).toBeGreaterThan(0); // the bonus above 15% of the year's basic is taxed with the month's pay
    expect(c(17)).toBe(sum(payslips, 'TIER_3_EMPLOYER'));
    expect(c(21)).toBe(sum(payslips, 'CHARGEABLE_INCOME'));
    expect(c(22)).toBe(sum(payslips, 'PAYE'));
    expect(c(25)).toBe(sum(payslips, 'PAYE') + sum(payslips, 'BONUS_TAX'));
    expect(rows.find((r) => r[2] === 'Ama Mensah')!.slice(3, 7)).toEqual(['Senior Accountant', 'N', '12000.00', 'N']);
    expect(rows.find((r) => r[2] === 'Kofi Boateng')![6]).toBe('Y');
    expect(filings.gh_paye.totals).toMatchObject({ employees: 2, tax_deductible_minor: sum(payslips, 'PAYE'), chargeable_income_minor: sum(payslips, 'CHARGEABLE_INCOME') });
  }, 60_000);

  it('is blocked, naming the employee, when the payslip printed no position', async () => {
    const person = { employeeId: 'e1', staffId: null, fullName: 'Yaw Asante', firstName: 'Yaw', lastName: 'Asante', position: null, birthdate: null, startDate: null, endDate: null,
      statutoryIds: { ghana_card_pin: 'GHA-111111111-1' }, taxProfile: {}, filingInputs: { secondary_employment: 'N' }, payslips: payslips.slice(0, 1).map((p) => ({ ...p, line_items: [], employee_snapshot: { classification: 'employee' } })) };
    const written = writeDt0107a({ filingId: 'f', organizationName: 'Org', employer: { employer_tin: 'C0001234567' }, period: { start: '2026-10-01', end: '2026-10-31', taxYear: '2026', dueOn: '2026-11-15' }, subdivision: '', runs: [], people: [person as any] });
    expect(written.document).toBeNull();
    expect(written.blockers).toEqual([{ subject: 'employee:e1', field: 'position_id', message: expect.stringContaining('Yaw Asante') }]);
  });
});
