import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { payeScheduleColumns } from '../../documents/filings/ng/payeSchedule.ts';
import { pensionScheduleColumns } from '../../documents/filings/ng/pensionSchedule.ts';
import { nhfScheduleColumns } from '../../documents/filings/ng/nhfSchedule.ts';
import { formH1Columns } from '../../documents/filings/ng/formH1.ts';

// Nigeria's returns (issue 28, item 4): the PAYE schedule per state of residence, the pension schedule per PFA, the
// NHF schedule and Form H1, made from paid runs and reconciled with the payslips. The per-state and per-PFA returns
// are subdivided: a person whose state or PFA is not known blocks the '' part naming them, and once it is given
// that part is superseded and they are reported in their own state's or PFA's return.
let api: ApiHarness;
let tenant: TenantFixture;
const ids = { ada: '', bola: '', chidi: '', dayo: '' };
let september = '';
let october = '';

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const documentOf = async (id: string) => {
  const response = await api.request('GET', `/api/v1/filings/${id}/document`, { token: tenant.token });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
const filingsOf = async (type: string, periodStart: string) => (await call('GET', `/filings?type=${type}&period_start=${periodStart}&limit=100`)).body.data as any[];
const part = async (type: string, periodStart: string, subdivision: string) => (await filingsOf(type, periodStart)).filter((f) => f.subdivision === subdivision);
const csv = (text: string) => text.trimEnd().split('\r\n').map((l) => l.split(','));
const minor = (cell: string) => Math.round(Number(cell) * 100);

async function paidRun(month: string) {
  const end = new Date(Date.UTC(2025, Number(month), 0)).toISOString().slice(0, 10);
  const run = await call('POST', '/pay_runs', { jurisdiction: 'NG', period_start: `2025-${month}-01`, period_end: end, pay_date: end });
  expect(run.status, JSON.stringify(run.body)).toBe(201);
  expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).body.status).toBe('calculated');
  expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).status).toBe(200);
  expect((await call('POST', `/pay_runs/${run.body.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
  return run.body.id as string;
}
async function payslipsOf(runIds: string[], employees: string[]) {
  const all: any[] = [];
  for (const id of runIds) all.push(...(await call('GET', `/pay_runs/${id}/payslips?limit=100`)).body.data);
  return all.filter((p) => employees.includes(p.employee_id));
}
const lineSum = (slips: any[], code: string) => slips.reduce((s, p) => s + p.line_items.filter((l: any) => l.code === code).reduce((t: number, l: any) => t + l.amount.amount_minor, 0), 0);
// The month's taxable pay is a twelfth of the annual chargeable income the payslip printed; the rest of gross is relieved.
const reliefsOf = (slips: any[]) => slips.reduce((s, p) => s + p.gross.amount_minor - Math.min(p.gross.amount_minor, Math.round(lineSum([p], 'CHARGEABLE_INCOME') / 12)), 0);
const grossOf = (slips: any[]) => slips.reduce((s, p) => s + p.gross.amount_minor, 0);

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'NG', currency: 'NGN' });
  const position = (await call('POST', '/positions', { name: 'Analyst' })).body.id;
  const person = (first: string, last: string, extra: Record<string, unknown>) => () => ({
    jurisdiction: 'NG', denomination_currency: 'NGN', first_name: first, last_name: last, start_date: '2022-01-01', position_id: position,
    compensation: [{ component_code: 'BASIC', amount_cents: 30_000_000 }, { component_code: 'HOUSING', amount_cents: 15_000_000 }, { component_code: 'TRANSPORT', amount_cents: 5_000_000 }],
    ...extra,
  });
  ids.ada = (await seedEmployees(api, tenant, 1, person('Ada', 'Obi', { staff_id: 'NG-001', tax_profile: { nhf: true }, statutory_ids: { tin: '1234567890', rsa_pin: 'PEN100000000001', nin: '12345678901' } })))[0]!;
  ids.bola = (await seedEmployees(api, tenant, 1, person('Bola', 'Ade', { staff_id: 'NG-002', statutory_ids: { tin: '1234567891', rsa_pin: 'PEN100000000002' } })))[0]!;
  ids.chidi = (await seedEmployees(api, tenant, 1, person('Chidi', 'Eze', { staff_id: 'NG-003', statutory_ids: { tin: '1234567892', rsa_pin: 'PEN100000000003' } })))[0]!;
  // Exempt from the contributory scheme (PRA 2014 s.5): no pension lines, in no PFA's schedule.
  ids.dayo = (await seedEmployees(api, tenant, 1, person('Dayo', 'Bello', { staff_id: 'NG-004', tax_profile: { pension_member: false }, statutory_ids: { tin: '1234567893' } })))[0]!;
  for (const [id, state, pfa] of [[ids.ada, 'LA', 'STANBIC_IBTC'], [ids.bola, 'OY', 'ARM'], [ids.dayo, 'FC', 'NONE']] as const) {
    expect((await call('PUT', `/employees/${id}/filing_inputs`, { state_of_residence: state, pension_fund_administrator: pfa })).status).toBe(200);
  }
  september = await paidRun('09');
  october = await paidRun('10');
}, 120_000);
afterAll(() => api?.close());

describe('NG filing inputs', () => {
  it('take only the 36 states and the FCT, and only PenCom-licensed PFAs (or NONE)', async () => {
    const bad = await call('PUT', `/employees/${ids.chidi}/filing_inputs`, { state_of_residence: 'XX', pension_fund_administrator: 'FIRST BANK PENSIONS' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['pension_fund_administrator', 'state_of_residence']);
    expect(bad.body.error.details.fields.pension_fund_administrator).toContain('STANBIC_IBTC');
  });
});

describe('the PAYE schedule per state of residence', () => {
  it('is one return per state; a person without a state blocks the unknown part naming them until it is given, then is in their state\'s', async () => {
    const all = await filingsOf('ng_paye_schedule', '2025-09-01');
    expect(all.map((f) => f.subdivision).sort()).toEqual(['', 'FC', 'LA', 'OY']);
    const [unknown] = await part('ng_paye_schedule', '2025-09-01', '');
    expect(unknown.status).toBe('draft');
    expect(unknown.blocked_by).toEqual(expect.arrayContaining([expect.objectContaining({ subject: `employee:${ids.chidi}`, field: 'filing_inputs.state_of_residence', message: expect.stringContaining('Chidi Eze') })]));
    const [lagos] = await part('ng_paye_schedule', '2025-09-01', 'LA');
    expect(lagos).toMatchObject({ status: 'draft', due_on: '2025-10-10' });
    expect(lagos.blocked_by.map((b: any) => `${b.subject} ${b.field}`)).toEqual(['employer employer_tin']);
    expect(lagos.totals.employees).toBe(1);

    expect((await call('POST', '/employer_references', { jurisdiction: 'NG', employer_tin: '12345678-0001', pencom_employer_code: 'PR0000012345' })).status).toBe(200);
    expect((await call('GET', `/filings/${lagos.id}`)).body).toMatchObject({ status: 'ready', blocked_by: [] });

    // Chidi's state is given: the unknown part is superseded, and Lagos reports him (both months).
    expect((await call('PUT', `/employees/${ids.chidi}/filing_inputs`, { state_of_residence: 'LA' })).status).toBe(200);
    expect((await call('GET', `/filings/${unknown.id}`)).body.status).toBe('superseded');
    for (const month of ['2025-09-01', '2025-10-01']) {
      const parts = (await filingsOf('ng_paye_schedule', month)).filter((f) => f.status !== 'superseded');
      expect(parts.map((f) => f.subdivision).sort()).toEqual(['FC', 'LA', 'OY']);
    }
    const ready = (await call('GET', `/filings/${lagos.id}`)).body;
    expect(ready).toMatchObject({ status: 'ready', blocked_by: [] });
    const slips = await payslipsOf([september], [ids.ada, ids.chidi]);
    expect(ready.totals).toEqual({ employees: 2, gross_minor: grossOf(slips), reliefs_minor: reliefsOf(slips), taxable_minor: grossOf(slips) - reliefsOf(slips), paye_minor: lineSum(slips, 'PAYE') });
    expect(ready.totals.paye_minor).toBeGreaterThan(0);

    const doc = await documentOf(lagos.id);
    expect(doc.type).toContain('text/csv');
    const lines = csv(doc.text);
    expect(lines[0]).toEqual(['Company', 'Test Org', "Company's Payer ID", '12345678-0001', 'State', 'LA', 'Month', '09', 'Year', '2025']);
    expect(lines[1]).toEqual(payeScheduleColumns);
    const rows = lines.slice(2, -1);
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[4]])).toEqual([['1', 'NG-001', 'Obi', 'Ada', '1234567890'], ['2', 'NG-003', 'Eze', 'Chidi', '1234567892']]);
    const total = lines.at(-1)!;
    expect(total[2]).toBe('TOTAL');
    for (let col = 5; col < payeScheduleColumns.length; col++) {
      for (const r of rows) expect(r[col]).toMatch(/^\d+\.\d{2}$/u);
      expect(rows.reduce((s, r) => s + minor(r[col]!), 0), payeScheduleColumns[col]).toBe(minor(total[col]!));
    }
    // Gross less reliefs is the taxable pay the tax was computed on; deducted = remitted.
    for (const r of rows) expect(r[7]).toBe(r[8]);
    expect(minor(total[5]!)).toBe(grossOf(slips));
    expect(minor(total[8]!)).toBe(lineSum(slips, 'PAYE'));

    // Oyo's return is Bola's alone.
    const [oyo] = await part('ng_paye_schedule', '2025-09-01', 'OY');
    expect((await call('GET', `/filings/${oyo.id}`)).body.totals).toMatchObject({ employees: 1, paye_minor: lineSum(await payslipsOf([september], [ids.bola]), 'PAYE') });
  }, 60_000);
});

describe('the pension schedule per PFA', () => {
  it('credits each RSA with 8% and 10%, per PFA, leaves out people outside the scheme, and blocks naming a missing PFA', async () => {
    const parts = (await filingsOf('ng_pension_schedule', '2025-10-01')).filter((f) => f.status !== 'superseded');
    expect(parts.map((f) => f.subdivision).sort()).toEqual(['', 'ARM', 'STANBIC_IBTC']);
    const unknown = parts.find((f) => f.subdivision === '')!;
    expect(unknown.blocked_by).toEqual([expect.objectContaining({ subject: `employee:${ids.chidi}`, field: 'filing_inputs.pension_fund_administrator', message: expect.stringContaining('Chidi Eze') })]);
    expect((await call('PUT', `/employees/${ids.chidi}/filing_inputs`, { pension_fund_administrator: 'STANBIC_IBTC' })).status).toBe(200);
    expect((await call('GET', `/filings/${unknown.id}`)).body.status).toBe('superseded');

    const [stanbic] = (await part('ng_pension_schedule', '2025-10-01', 'STANBIC_IBTC')).filter((f) => f.status !== 'superseded');
    const ready = (await call('GET', `/filings/${stanbic.id}`)).body;
    expect(ready).toMatchObject({ status: 'ready', blocked_by: [], due_on: '2025-11-11' });
    const slips = await payslipsOf([october], [ids.ada, ids.chidi]);
    expect(ready.totals).toEqual({
      employees: 2,
      employee_contribution_minor: lineSum(slips, 'PENSION_EMPLOYEE'),
      employer_contribution_minor: lineSum(slips, 'PENSION_EMPLOYER'),
      voluntary_contribution_minor: 0,
      total_contribution_minor: lineSum(slips, 'PENSION_EMPLOYEE') + lineSum(slips, 'PENSION_EMPLOYER'),
    });
    // 8% and 10% of basic, housing and transport (NGN 500,000): 40,000 and 50,000 each.
    expect(ready.totals.employee_contribution_minor).toBe(2 * 4_000_000);
    expect(ready.totals.employer_contribution_minor).toBe(2 * 5_000_000);

    const lines = csv((await documentOf(stanbic.id)).text);
    expect(lines[0]).toEqual(['Employer', 'Test Org', 'Employer Code', 'PR0000012345', 'PFA', 'Stanbic IBTC Pension Managers Limited', 'Month', '2025-10']);
    expect(lines[1]).toEqual(pensionScheduleColumns);
    expect(lines.slice(2, -1).map((r) => [r[1], r[5], r[6], r[8]])).toEqual([['PEN100000000001', '40000.00', '50000.00', '90000.00'], ['PEN100000000003', '40000.00', '50000.00', '90000.00']]);
    expect(lines.at(-1)!.slice(5)).toEqual(['80000.00', '100000.00', '0.00', '180000.00']);

    // Dayo (NONE) is in no PFA's schedule; a missing RSA PIN blocks naming the employee.
    expect((await filingsOf('ng_pension_schedule', '2025-10-01')).map((f) => f.subdivision)).not.toContain('NONE');
    expect((await call('PATCH', `/employees/${ids.bola}`, { statutory_ids: { tin: '1234567891' } })).status).toBe(200);
    expect((await call('PUT', `/employees/${ids.bola}/filing_inputs`, { pension_fund_administrator: 'ARM' })).status).toBe(200);
    const [arm] = (await part('ng_pension_schedule', '2025-10-01', 'ARM')).filter((f) => f.status !== 'superseded');
    expect(arm.blocked_by).toEqual([expect.objectContaining({ subject: `employee:${ids.bola}`, field: 'statutory_ids.rsa_pin', message: expect.stringContaining('Bola Ade') })]);
    expect(await documentOf(arm.id)).toMatchObject({ status: 409 });
  }, 60_000);
});

describe('the NHF schedule', () => {
  it('lists the contributors, 2.5% of basic, reconciled with the payslips', async () => {
    const [nhf] = await filingsOf('ng_nhf_schedule', '2025-09-01');
    const ready = (await call('GET', `/filings/${nhf.id}`)).body;
    expect(ready).toMatchObject({ status: 'ready', subdivision: '', due_on: '2025-10-31' });
    const slips = await payslipsOf([september], [ids.ada, ids.bola, ids.chidi, ids.dayo]);
    expect(ready.totals).toEqual({ employees: 1, basic_salary_minor: 30_000_000, nhf_minor: lineSum(slips, 'NHF') });
    expect(ready.totals.nhf_minor).toBe(750_000);
    const lines = csv((await documentOf(nhf.id)).text);
    expect(lines[1]).toEqual(nhfScheduleColumns);
    expect(lines[2]).toEqual(['1', 'NG-001', 'Obi', 'Ada', '12345678901', '300000.00', '7500.00']);
    expect(lines[3]!.slice(5)).toEqual(['300000.00', '7500.00']);
  });
});

describe('Form H1', () => {
  it('declares the year per state: emoluments, reliefs and tax of every month, summed from the payslips', async () => {
    const parts = (await filingsOf('ng_form_h1', '2025-01-01')).filter((f) => f.status !== 'superseded');
    expect(parts.map((f) => f.subdivision).sort()).toEqual(['FC', 'LA', 'OY']);
    const lagos = (await call('GET', `/filings/${parts.find((f) => f.subdivision === 'LA')!.id}`)).body;
    expect(lagos).toMatchObject({ status: 'ready', tax_year: '2025', due_on: '2026-01-31', blocked_by: [] });
    const slips = await payslipsOf([september, october], [ids.ada, ids.chidi]);
    expect(lagos.totals).toEqual({
      employees: 2,
      emoluments_minor: grossOf(slips),
      reliefs_minor: reliefsOf(slips),
      taxable_minor: grossOf(slips) - reliefsOf(slips),
      paye_minor: lineSum(slips, 'PAYE'),
      pension_employee_minor: lineSum(slips, 'PENSION_EMPLOYEE'),
      nhf_minor: lineSum(slips, 'NHF'),
    });
    const lines = csv((await documentOf(lagos.id)).text);
    expect(lines[1]).toEqual(formH1Columns);
    const rows = lines.slice(2, -1);
    expect(rows.map((r) => [r[1], r[2], r[4], r[5]])).toEqual([['1234567890', 'Obi', 'Analyst', '2'], ['1234567892', 'Eze', 'Analyst', '2']]);
    for (let col = 6; col < formH1Columns.length; col++) expect(rows.reduce((s, r) => s + minor(r[col]!), 0), formH1Columns[col]).toBe(minor(lines.at(-1)![col]!));
    // Operator uploads it to the state portal and records the reference; an empty one is a 422.
    expect((await call('POST', `/filings/${lagos.id}/mark_filed`, { reference: ' ' })).status).toBe(422);
    expect((await call('POST', `/filings/${lagos.id}/mark_filed`, { reference: 'LIRS-H1-2025-77' })).body).toMatchObject({ status: 'accepted', authority_reference: 'LIRS-H1-2025-77' });
    expect((await call('POST', `/filings/${lagos.id}/mark_filed`, { reference: 'LIRS-H1-2025-77' })).status).toBe(200);
  });
});
