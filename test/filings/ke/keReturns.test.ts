import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../../support/apiHarness.ts';
import { seedEmployees } from '../../support/payrollFixtures.ts';
import { runCommand } from '../../../commands/context.ts';
import { fileRunInReturns } from '../../../commands/filings/periodicReturns.ts';
import { p10Columns } from '../../../documents/filings/ke/p10.ts';
import { csvRows, nssfProblems, p10Problems } from './itaxTemplates.ts';
import { consoleClient, memberWith } from '../../support/consoleClient.ts';

// Kenya's monthly returns from paid runs (issue 28 item 1), and through them the shared wiring every country uses:
// returns made when a run is paid, blocked naming employer and employee fields, a second run joining the month's
// return, mark_filed for an uploaded return, a run paid after its month was filed going into the next month.
let api: ApiHarness;
let tenant: TenantFixture;
let other: TenantFixture;
let grace: string;
let otieno: string;

const kePerson = (first: string, last: string, staff: string, basicMinor: number, extra: Record<string, unknown> = {}) => ({
  jurisdiction: 'KE', denomination_currency: 'KES', first_name: first, last_name: last, staff_id: staff, start_date: '2024-01-01',
  compensation: [{ component_code: 'BASIC', amount_cents: basicMinor }, { component_code: 'HOUSING', amount_cents: 1_500_000 }],
  ...extra,
});

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'KE', currency: 'KES' });
  other = await api.tenant({ country: 'KE', currency: 'KES' });
  grace = (await seedEmployees(api, tenant, 1, () => kePerson('Grace', 'Mwangi', 'KE001', 12_000_000, {
    statutory_ids: { kra_pin: 'A004812365M', nssf_number: '2004817365', shif_number: 'CR4817365020381' },
    tax_profile: { insurance_premiums_minor: 300_000, pension_contributions_minor: 500_000 },
  })))[0]!;
  otieno = (await seedEmployees(api, tenant, 1, () => kePerson('Brian', 'Otieno', 'KE002', 4_000_000, {
    statutory_ids: { kra_pin: 'A009265413P', nssf_number: '201926541', shif_number: 'CR9265413071154' },
    tax_profile: { disability_exemption: true },
  })))[0]!;
}, 60_000);
afterAll(async () => api?.close());

const call = (method: string, path: string, body?: unknown, token = tenant.token) => api.json(method, path, { token, body });
const documentOf = async (id: string) => api.request('GET', `/api/v1/filings/${id}/document`, { token: tenant.token });
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

async function paidRun(month: string, body: Record<string, unknown> = {}, items: { employee_id: string; amount_minor: number }[] = []) {
  const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `${month}-01`, period_end: lastDay(month), pay_date: lastDay(month), ...body });
  expect(run.status).toBe(201);
  for (const item of items) expect((await call('POST', `/pay_runs/${run.body.id}/items`, { ...item, component_code: 'BONUS' })).status).toBe(201);
  expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).body.status).toBe('calculated');
  expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).body.status).toBe('approved');
  expect((await call('POST', `/pay_runs/${run.body.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
  return run.body as { id: string };
}

async function returnsOf(month: string): Promise<Record<string, any>> {
  const list = (await call('GET', `/filings?period_start=${month}-01`)).body.data as any[];
  return Object.fromEntries(list.filter((f) => f.jurisdiction === 'KE').map((f) => [f.type, f]));
}

async function payslipsOf(...runIds: string[]): Promise<any[]> {
  return (await Promise.all(runIds.map(async (id) => (await call('GET', `/pay_runs/${id}/payslips?limit=100`)).body.data))).flat();
}

const sum = (payslips: any[], code: string, field: 'amount' | 'base' = 'amount') =>
  payslips.flatMap((p) => p.line_items).filter((l: any) => l.code === code).reduce((s: number, l: any) => s + l[field].amount_minor, 0);
const earnings = (payslips: any[]) => payslips.flatMap((p) => p.line_items).filter((l: any) => l.kind === 'earning').reduce((s: number, l: any) => s + l.amount.amount_minor, 0);
const cents = (value: string) => Math.round(Number(value) * 100);
const column = (rows: string[][], name: string, columns: readonly string[]) => rows.reduce((s, r) => s + cents(r[columns.indexOf(name)]!), 0);
const transitionsOf = async (id: string) => Number((await api.db.sql`select count(*)::int as n from transitions where entity_id = ${id}`)[0]!.n);

let september: Record<string, any>;
let septemberRuns: string[];

describe('Kenya\'s monthly returns', () => {
  it('are made when a run is paid, one of each kind for the month, blocked naming the employer and each employee field', async () => {
    const run = await paidRun('2026-09');
    september = await returnsOf('2026-09');
    septemberRuns = [run.id];
    expect(Object.keys(september).sort()).toEqual(['ke_ahl', 'ke_nssf', 'ke_p10', 'ke_shif']);
    for (const filing of Object.values(september)) expect(filing).toMatchObject({ status: 'draft', channel: 'upload', period_start: '2026-09-01', period_end: '2026-09-30', tax_year: '2026', pay_run_id: null });
    expect(september.ke_p10.due_on).toBe('2026-10-09');
    const named = (type: string) => september[type].blocked_by.map((b: any) => `${b.subject} ${b.field}`);
    expect(named('ke_p10')).toEqual(expect.arrayContaining([
      'employer employer_pin',
      `employee:${grace} filing_inputs.residential_status`, `employee:${grace} filing_inputs.employee_type`,
      `employee:${otieno} filing_inputs.residential_status`, `employee:${otieno} filing_inputs.disability_exemption_certificate`,
    ]));
    expect(named('ke_p10')).not.toContain(`employee:${grace} filing_inputs.disability_exemption_certificate`);
    expect(named('ke_nssf')).toEqual(expect.arrayContaining(['employer nssf_employer_number', `employee:${grace} filing_inputs.national_id_number`, `employee:${otieno} filing_inputs.national_id_number`]));
    expect(named('ke_shif')).toEqual(expect.arrayContaining([`employee:${otieno} filing_inputs.national_id_number`]));
    // Blocked: no document is written, and it cannot be marked filed.
    expect((await documentOf(september.ke_p10.id)).status).toBe(409);
    expect((await call('POST', `/filings/${september.ke_p10.id}/mark_filed`, { reference: 'KRA1' })).status).toBe(409);
  }, 60_000);

  it('are ready once the references and inputs are given, and a bad input is refused naming its field', async () => {
    expect((await call('POST', '/employer_references', { jurisdiction: 'KE', employer_pin: 'X1', nssf_employer_number: '12' })).body.error.details.fields).toHaveProperty('employer_pin');
    expect((await call('POST', '/employer_references', { jurisdiction: 'KE', employer_pin: 'P051234567X', nssf_employer_number: '1234567' })).status).toBe(200);
    expect((await call('PUT', `/employees/${grace}/filing_inputs`, { national_id_number: '12-34' })).body.error.details.fields).toHaveProperty('national_id_number');
    expect((await call('PUT', `/employees/${grace}/filing_inputs`, { residential_status: 'RESIDENT', employee_type: 'PRIMARY', national_id_number: '23456789' })).status).toBe(200);
    expect((await call('PUT', `/employees/${otieno}/filing_inputs`, { residential_status: 'RESIDENT', employee_type: 'SECONDARY', national_id_number: '34567890', disability_exemption_certificate: 'DEC2024001234' })).status).toBe(200);
    september = await returnsOf('2026-09');
    for (const filing of Object.values(september)) expect(filing).toMatchObject({ status: 'ready', blocked_by: [] });
  }, 60_000);

  it('P10: sheet B of the iTax template, in its column order, passing its checks and summing to the payslips', async () => {
    const response = await documentOf(september.ke_p10.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/u);
    const text = await response.text();
    expect(p10Problems(text)).toEqual([]);
    const rows = csvRows(text);
    expect(rows).toHaveLength(2);
    const payslips = await payslipsOf(...septemberRuns);
    const c = (name: (typeof p10Columns)[number]) => column(rows, name, p10Columns);
    expect(c('Total Cash Pay (A)')).toBe(earnings(payslips));
    expect(c('Total Gross Pay (H)')).toBe(earnings(payslips));
    expect(c('Social Health Insurance Fund (I)')).toBe(sum(payslips, 'SHIF'));
    expect(c('NSSF Contribution (J)')).toBe(sum(payslips, 'NSSF_TIER_I') + sum(payslips, 'NSSF_TIER_II'));
    expect(c('Other Pension Contribution (K)')).toBe(500_000);
    expect(c('Affordable Housing Levy (N)')).toBe(sum(payslips, 'AHL'));
    expect(c('Taxable Pay (O)')).toBe(sum(payslips, 'TAXABLE_PAY'));
    expect(c('Monthly Personal Relief (P)')).toBe(sum(payslips, 'PERSONAL_RELIEF'));
    expect(c('Amount of Insurance Relief (Q)')).toBe(sum(payslips, 'INSURANCE_RELIEF'));
    expect(c('PAYE Tax (R)')).toBe(sum(payslips, 'PAYE'));
    expect(sum(payslips, 'PAYE')).toBeGreaterThan(0);
    const byPin = Object.fromEntries(rows.map((r) => [r[0], r]));
    expect(byPin.A004812365M!.slice(1, 6)).toEqual(['Grace Mwangi', 'Resident', 'Primary Employee', 'No', '']);
    expect(byPin.A009265413P!.slice(1, 6)).toEqual(['Brian Otieno', 'Resident', 'Secondary Employee', 'Yes', 'DEC2024001234']);
    expect(september.ke_p10.totals).toMatchObject({ employees: 2, paye_minor: sum(payslips, 'PAYE'), taxable_pay_minor: sum(payslips, 'TAXABLE_PAY'), total_gross_pay_minor: earnings(payslips) });
  }, 60_000);

  it('NSSF: the payroll template with Tier I and Tier II split, summing to the payslips', async () => {
    const text = await (await documentOf(september.ke_nssf.id)).text();
    expect(nssfProblems(text)).toEqual([]);
    const [header, ...rows] = csvRows(text);
    const payslips = await payslipsOf(...septemberRuns);
    const c = (name: string) => column(rows, name, header!);
    expect(c('Tier I Employee')).toBe(sum(payslips, 'NSSF_TIER_I'));
    expect(c('Tier I Employer')).toBe(sum(payslips, 'NSSF_TIER_I_EMPLOYER'));
    expect(c('Tier II Employee')).toBe(sum(payslips, 'NSSF_TIER_II'));
    expect(c('Tier II Employer')).toBe(sum(payslips, 'NSSF_TIER_II_EMPLOYER'));
    expect(c('Tier II Employee')).toBeGreaterThan(0);
    expect(c('Gross Pay')).toBe(earnings(payslips));
    expect(rows.map((r) => r.slice(0, 6))).toEqual(expect.arrayContaining([['KE001', 'Mwangi', 'Grace', '23456789', 'A004812365M', '2004817365']]));
    expect(september.ke_nssf.totals.total_minor).toBe(['NSSF_TIER_I', 'NSSF_TIER_I_EMPLOYER', 'NSSF_TIER_II', 'NSSF_TIER_II_EMPLOYER'].reduce((s, code) => s + sum(payslips, code), 0));
  }, 60_000);

  it('SHIF and the housing levy: their returns sum to the payslips', async () => {
    const payslips = await payslipsOf(...septemberRuns);
    const [shifHeader, ...shif] = csvRows(await (await documentOf(september.ke_shif.id)).text());
    expect(shifHeader).toEqual(['Payroll Number', 'First Name', 'Last Name', 'Identity Type', 'ID No', 'KRA PIN', 'SHIF No', 'Contribution Amount']);
    expect(column(shif, 'Contribution Amount', shifHeader!)).toBe(sum(payslips, 'SHIF'));
    for (const row of shif) expect(row.every((cell) => cell !== '')).toBe(true);
    const [levyHeader, ...levy] = csvRows(await (await documentOf(september.ke_ahl.id)).text());
    expect(column(levy, 'Employee Levy (1.5%)', levyHeader!)).toBe(sum(payslips, 'AHL'));
    expect(column(levy, 'Employer Levy (1.5%)', levyHeader!)).toBe(sum(payslips, 'AHL_EMPLOYER'));
    expect(column(levy, 'Gross Pay', levyHeader!)).toBe(sum(payslips, 'AHL', 'base'));
    expect(september.ke_ahl.totals).toMatchObject({ ahl_employee_minor: sum(payslips, 'AHL'), ahl_employer_minor: sum(payslips, 'AHL_EMPLOYER') });
  }, 60_000);

  it('a second run paid in the month joins the same return and its totals', async () => {
    const bonus = await paidRun('2026-09', { type: 'off_cycle', reason: 'bonus' }, [{ employee_id: grace, amount_minor: 2_000_000 }]);
    septemberRuns.push(bonus.id);
    const after = await returnsOf('2026-09');
    expect(after.ke_p10.id).toBe(september.ke_p10.id);
    expect(after.ke_p10.status).toBe('ready');
    const payslips = await payslipsOf(...septemberRuns);
    expect(after.ke_p10.totals.paye_minor).toBe(sum(payslips, 'PAYE'));
    expect(after.ke_p10.totals.paye_minor).toBeGreaterThan(september.ke_p10.totals.paye_minor);
    const rows = csvRows(await (await documentOf(after.ke_p10.id)).text());
    expect(rows).toHaveLength(2); // still one row per employee, summing both runs
    expect(column(rows, 'Total Cash Pay (A)', p10Columns)).toBe(earnings(payslips));
    const joined = await api.db.sql`select pay_run_id from filing_pay_runs where filing_id = ${after.ke_p10.id} order by pay_run_id`;
    expect(joined.map((r) => r.pay_run_id).sort()).toEqual([...septemberRuns].sort());
    september = after;
  }, 60_000);

  it('a retried filing of a paid run never adds it to a return twice (filing_pay_runs primary key)', async () => {
    const before = await api.db.sql`select filing_id, pay_run_id from filing_pay_runs order by filing_id, pay_run_id`;
    const filingsBefore = (await call('GET', '/filings?limit=100')).body.data.length;
    // Paying again is refused and joins nothing.
    expect((await call('POST', `/pay_runs/${septemberRuns[0]}/pay`, { method: 'employer_bank' })).status).toBe(409);
    const run = (await api.db.sql`select id, pay_date::text as pay_date, jurisdiction from pay_runs where id = ${septemberRuns[0]!}`)[0] as any;
    await runCommand(api.runtime, tenant.organizationId, 'admin', (ctx) => fileRunInReturns(ctx, run));
    await runCommand(api.runtime, tenant.organizationId, 'admin', (ctx) => fileRunInReturns(ctx, run));
    expect((await call('POST', `/filings/${september.ke_p10.id}/prepare`)).status).toBe(200);
    expect((await call('POST', `/filings/${september.ke_p10.id}/prepare`)).status).toBe(200);
    expect(await api.db.sql`select filing_id, pay_run_id from filing_pay_runs order by filing_id, pay_run_id`).toEqual(before);
    expect((await call('GET', '/filings?limit=100')).body.data.length).toBe(filingsBefore);
    // The table itself refuses a run twice in one return.
    await expect(api.db.sql`insert into filing_pay_runs (organization_id, filing_id, pay_run_id) values (${tenant.organizationId}, ${september.ke_p10.id}, ${septemberRuns[0]!})`).rejects.toThrow(/duplicate key|filing_pay_runs_pkey/u);
  }, 60_000);
});

describe('mark_filed on an uploaded return', () => {
  it('refuses an empty or over-long reference, an unknown id and another organization\'s filing, changing nothing', async () => {
    const id = september.ke_p10.id;
    for (const reference of ['', '   ', 'K'.repeat(101)]) {
      const response = await call('POST', `/filings/${id}/mark_filed`, { reference });
      expect(response.status).toBe(422);
      expect(response.body.error.details.fields).toHaveProperty('reference');
    }
    expect((await call('POST', `/filings/${id}/mark_filed`, {})).status).toBe(422);
    expect((await call('POST', `/filings/${crypto.randomUUID()}/mark_filed`, { reference: 'KRA1' })).status).toBe(404);
    expect((await call('POST', `/filings/${id}/mark_filed`, { reference: 'KRA1' }, other.token)).status).toBe(404);
    expect((await call('GET', `/filings/${id}`)).body).toMatchObject({ status: 'ready', authority_reference: null });
  }, 60_000);

  it('submit is refused for an upload filing (409): it reaches KRA by the operator\'s upload', async () => {
    const response = await call('POST', `/filings/${september.ke_p10.id}/submit`);
    expect(response.status).toBe(409);
    expect((await call('GET', `/filings/${september.ke_p10.id}`)).body.status).toBe('ready');
  }, 60_000);

  it('moves ready to accepted; the same reference again is a replay with no new transition, another one is 409', async () => {
    const id = september.ke_p10.id;
    const accepted = await call('POST', `/filings/${id}/mark_filed`, { reference: ' KRA202610090012345 ' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', authority_reference: 'KRA202610090012345', channel: 'upload' });
    const transitions = await transitionsOf(id);
    const replay = await call('POST', `/filings/${id}/mark_filed`, { reference: 'KRA202610090012345' });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ status: 'accepted', authority_reference: 'KRA202610090012345' });
    expect(await transitionsOf(id)).toBe(transitions);
    const conflict = await call('POST', `/filings/${id}/mark_filed`, { reference: 'KRA999' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.details).toMatchObject({ authority_reference: 'KRA202610090012345' });
    expect(await transitionsOf(id)).toBe(transitions);
  }, 60_000);

  it('a run paid in the month after its return was filed goes into the next month\'s return', async () => {
    const late = await paidRun('2026-09', { type: 'off_cycle', reason: 'bonus' }, [{ employee_id: otieno, amount_minor: 1_000_000 }]);
    const sept = await returnsOf('2026-09');
    expect(sept.ke_p10).toMatchObject({ status: 'accepted', totals: september.ke_p10.totals });
    // The other September returns were not filed: the late run joins them.
    expect(sept.ke_nssf.totals.employees).toBe(2);
    expect((await api.db.sql`select 1 from filing_pay_runs where filing_id = ${sept.ke_nssf.id} and pay_run_id = ${late.id}`)).toHaveLength(1);
    const october = await returnsOf('2026-10');
    expect(october.ke_p10).toMatchObject({ period_start: '2026-10-01', status: 'ready' });
    expect((await api.db.sql`select pay_run_id from filing_pay_runs where filing_id = ${october.ke_p10.id}`).map((r) => r.pay_run_id)).toEqual([late.id]);
    const payslips = await payslipsOf(late.id);
    expect(october.ke_p10.totals).toMatchObject({ employees: 1, paye_minor: sum(payslips, 'PAYE') });
  }, 60_000);
});

describe('a return whose month is not over', () => {
  it('waits with a period blocker, even when every input is given', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const month = today.slice(0, 7);
    const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `${month}-01`, period_end: lastDay(month), pay_date: lastDay(month) });
    expect(run.status).toBe(201);
    expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).body.status).toBe('calculated');
    expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).body.status).toBe('approved');
    expect((await call('POST', `/pay_runs/${run.body.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
    const open = await returnsOf(month);
    expect(open.ke_p10.status).toBe('draft');
    expect(open.ke_p10.blocked_by).toEqual([{ subject: 'period', field: 'period_end', message: expect.stringContaining(lastDay(month)) }]);
    expect((await documentOf(open.ke_p10.id)).status).toBe(409);
  }, 60_000);
});

describe('mark_filed on a gateway filing', () => {
  it('is refused for a GB FPS (409): HMRC takes it through the gateway, not an operator\'s upload', async () => {
    const gb = await api.tenant({ country: 'GB', currency: 'GBP' });
    const [isla] = await seedEmployees(api, gb, 1, () => ({
      jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Isla', last_name: 'MacLeod', staff_id: 'GB-00001', start_date: '2024-01-01',
      birthdate: '1990-02-14', tax_profile: { tax_code: '1257L', ni_category: 'A' }, statutory_ids: { nino: 'AB123456C' },
      compensation: [{ component_code: 'BASIC', amount_cents: 400_000 }],
    }));
    const gbCall = (method: string, path: string, body?: unknown) => api.json(method, path, { token: gb.token, body });
    expect((await gbCall('POST', '/employer_references', { jurisdiction: 'GB', paye_reference: '123/AB45678', accounts_office_reference: '123PA00012345' })).status).toBe(200);
    expect((await gbCall('PUT', `/employees/${isla}/filing_inputs`, { gender: 'F' })).status).toBe(200);
    const run = await gbCall('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2026-09-01', period_end: '2026-09-30', pay_date: '2026-09-30' });
    expect((await gbCall('POST', `/pay_runs/${run.body.id}/calculate`)).body.status).toBe('calculated');
    expect((await gbCall('POST', `/pay_runs/${run.body.id}/approve`)).body.status).toBe('approved');
    const [fps] = (await gbCall('GET', '/filings?type=fps')).body.data;
    expect(fps).toMatchObject({ status: 'ready', channel: 'gateway' });
    const refused = await gbCall('POST', `/filings/${fps.id}/mark_filed`, { reference: 'HMRC-1' });
    expect(refused.status).toBe(409);
    expect((await gbCall('GET', `/filings/${fps.id}`)).body).toMatchObject({ status: 'ready', authority_reference: null });
  }, 60_000);
});

describe('the P9A tax deduction card', () => {
  it("sums the employee's payslips of the year by month, as JSON and as the same PDF each time", async () => {
    const runs = (await api.db.sql`select id from pay_runs where organization_id = ${tenant.organizationId} and status = 'paid'`).map((r) => r.id as string);
    const mine = (await payslipsOf(...runs)).filter((p) => p.employee_id === grace);
    const response = await call('GET', `/employees/${grace}/p9a?year=2026`);
    expect(response.status).toBe(200);
    const card = response.body;
    expect(card).toMatchObject({ object: 'p9a', year_of_income: '2026', employee: { kra_pin: 'A004812365M', name: 'Grace Mwangi', payroll_id: 'KE001' }, employer: { kra_pin: 'P051234567X' }, payslips: mine.length, currency: 'KES' });
    expect(card.months).toHaveLength(12);
    expect(card.totals).toMatchObject({ gross_pay: earnings(mine), chargeable_pay: sum(mine, 'TAXABLE_PAY'), tax_charged: sum(mine, 'TAX_BEFORE_RELIEFS'), personal_relief: sum(mine, 'PERSONAL_RELIEF'), paye: sum(mine, 'PAYE'), shif: sum(mine, 'SHIF'), affordable_housing_levy: sum(mine, 'AHL') });
    const inSeptember = mine.filter((p) => p.pay_date.startsWith('2026-09'));
    expect(card.months[8]).toMatchObject({ month: 'September', paye: sum(inSeptember, 'PAYE'), gross_pay: earnings(inSeptember), retirement_contribution: sum(inSeptember, 'PENSION_DEDUCTION', 'base') });
    expect(card.months[0]).toMatchObject({ month: 'January', gross_pay: 0, paye: 0 });
    for (const m of card.months) expect(m.gross_pay).toBe(m.cash_pay + m.non_cash_benefits + m.value_of_quarters);
    const pdf = async () => new Uint8Array(await (await api.request('GET', `/api/v1/employees/${grace}/p9a/pdf?year=2026`, { token: tenant.token })).arrayBuffer());
    const first = await pdf();
    expect(new TextDecoder().decode(first.slice(0, 5))).toBe('%PDF-');
    expect(Buffer.from(await pdf()).equals(Buffer.from(first))).toBe(true);
  }, 60_000);

  it('is refused naming each missing field, and is not found for another organization', async () => {
    const [stranger] = await seedEmployees(api, other, 1, () => kePerson('Wanjiru', 'Kamau', 'KE009', 5_000_000));
    const refused = await api.json('GET', `/employees/${stranger}/p9a?year=2026`, { token: other.token });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.details.fields).sort()).toEqual(['employer_pin', 'statutory_ids.kra_pin', 'year']);
    expect((await api.json('GET', `/employees/${grace}/p9a?year=2026`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `/employees/${grace}/p9a?year=26`)).body.error.details.fields).toHaveProperty('year');
  }, 60_000);
});

describe('the console', () => {
  it("names each return by its title and records the authority's reference for an upload, with the submit permission only", async () => {
    const nssf = (await returnsOf('2026-09')).ke_nssf;
    expect(nssf.status).toBe('ready');
    const form = `action="/console/filings/${nssf.id}/mark_filed"`;
    const reader = await memberWith(api, tenant.organizationId, ['filings.read']);
    const readerBrowser = consoleClient(api.app);
    await readerBrowser.signIn(reader.email, reader.password);
    const seen = await readerBrowser.page('/console/filings');
    expect(seen.html).toContain('iTax P10 monthly PAYE return');
    expect(seen.html).toContain('NSSF monthly contribution return (Tier I and Tier II)');
    expect(seen.html).not.toContain(form);
    expect((await readerBrowser.post(`/console/filings/${nssf.id}/mark_filed`, { reference: 'NSSF-1' })).status).toBe(403);

    const submitter = await memberWith(api, tenant.organizationId, ['filings.read', 'filings.submit']);
    const browser = consoleClient(api.app);
    await browser.signIn(submitter.email, submitter.password);
    const page = await browser.page('/console/filings');
    expect(page.html).toContain(form);
    expect(page.html).not.toContain(`action="/console/filings/${nssf.id}/submit"`);
    expect((await browser.post(`/console/filings/${nssf.id}/mark_filed`, { reference: '   ' })).status).toBe(422);
    expect((await call('GET', `/filings/${nssf.id}`)).body.status).toBe('ready');
    expect((await browser.post(`/console/filings/${nssf.id}/mark_filed`, { reference: 'NSSF-SF24-0912' })).status).toBe(303);
    expect((await call('GET', `/filings/${nssf.id}`)).body).toMatchObject({ status: 'accepted', authority_reference: 'NSSF-SF24-0912' });
    expect((await browser.page('/console/filings')).html).toContain('NSSF-SF24-0912');
  }, 60_000);
});
