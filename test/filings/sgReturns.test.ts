import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { sgCheckLetter } from '../../domain/employees/statutoryIds/sgNricFin.ts';
import { cpfSummaryColumns } from '../../documents/filings/sg/cpfSummary.ts';
import { consoleClient, memberWith } from '../support/consoleClient.ts';

// Singapore's returns (issue 28, item 3): the month's CPF contribution summary and the year's IR8A for IRAS's
// Auto-Inclusion Scheme, made from paid runs, reconciled with the payslips, blocked naming what is missing.
let api: ApiHarness;
let tenant: TenantFixture;
const ids: Record<'wei' | 'mei' | 'raj', string> = { wei: '', mei: '', raj: '' };
const nric = (series: string, digits: string) => `${series}${digits}${sgCheckLetter(series, digits)}`;
const weiNric = nric('S', '1234567');
const meiNric = nric('T', '0123456');
const rajFin = nric('G', '7654321');

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const documentOf = async (id: string) => {
  const response = await api.request('GET', `/api/v1/filings/${id}/document`, { token: tenant.token });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
const filingsOf = async (type: string, periodStart: string) => (await call('GET', `/filings?type=${type}&period_start=${periodStart}`)).body.data as any[];

async function paidRun(month: string, bonusFor?: string) {
  const end = new Date(Date.UTC(2025, Number(month), 0)).toISOString().slice(0, 10);
  const run = await call('POST', '/pay_runs', { jurisdiction: 'SG', period_start: `2025-${month}-01`, period_end: end, pay_date: end });
  expect(run.status, JSON.stringify(run.body)).toBe(201);
  if (bonusFor) expect((await call('POST', `/pay_runs/${run.body.id}/items`, { employee_id: bonusFor, component_code: 'BONUS', amount_minor: 800_000, description: 'Annual bonus' })).status).toBe(201);
  expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).body.status).toBe('calculated');
  expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).status).toBe(200);
  expect((await call('POST', `/pay_runs/${run.body.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
  return run.body.id as string;
}

async function payslipsOf(runIds: string[]) {
  const all: any[] = [];
  for (const id of runIds) all.push(...(await call('GET', `/pay_runs/${id}/payslips?limit=100`)).body.data);
  return all;
}
const lineSum = (slips: any[], code: string) => slips.reduce((s, p) => s + p.line_items.filter((l: any) => l.code === code).reduce((t: number, l: any) => t + l.amount.amount_minor, 0), 0);
const earnings = (slips: any[]) => slips.reduce((s, p) => s + p.line_items.filter((l: any) => l.kind === 'earning').reduce((t: number, l: any) => t + l.amount.amount_minor, 0), 0);
const dollars = (minor: number) => (minor / 100).toFixed(2);

let september = '';
let october = '';

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'SG', currency: 'SGD' });
  const position = (await call('POST', '/positions', { name: 'Software Engineer' })).body.id;
  const person = (first: string, last: string, extra: Record<string, unknown>) => () => ({
    jurisdiction: 'SG', denomination_currency: 'SGD', first_name: first, last_name: last, start_date: '2020-01-01', birthdate: '1990-01-01', position_id: position, ...extra,
  });
  ids.wei = (await seedEmployees(api, tenant, 1, person('Wei', 'Tan', { statutory_ids: { nric_fin: weiNric }, compensation: [{ component_code: 'BASIC', amount_cents: 500_000 }, { component_code: 'TRANSPORT', amount_cents: 30_000 }] })))[0]!;
  ids.mei = (await seedEmployees(api, tenant, 1, person('Mei', 'Lim', { statutory_ids: { nric_fin: meiNric }, compensation: [{ component_code: 'BASIC', amount_cents: 720_000 }] })))[0]!;
  // A foreigner: no CPF, but SDL; no FIN on file yet.
  ids.raj = (await seedEmployees(api, tenant, 1, person('Raj', 'Kumar', { tax_profile: { residency: 'foreigner' }, compensation: [{ component_code: 'BASIC', amount_cents: 600_000 }] })))[0]!;
  september = await paidRun('09', ids.mei);
  october = await paidRun('10');
}, 120_000);
afterAll(() => api?.close());

describe('the CPF Submission Number', () => {
  it('is checked for CPF\'s form: the UEN, a three-letter payment type and a two-digit serial', async () => {
    for (const bad of ['201912345K', '201912345KPT01', '2019123PTE01', '201912345KPTE1']) {
      const response = await call('POST', '/employer_references', { jurisdiction: 'SG', cpf_submission_number: bad });
      expect(response.status, bad).toBe(422);
      expect(Object.keys(response.body.error.details.fields)).toEqual(['cpf_submission_number']);
    }
  });
});

describe('the monthly CPF contribution summary', () => {
  it('is blocked naming the employer references and the employee without a FIN, then reconciles with the payslips', async () => {
    const [filing] = await filingsOf('sg_cpf_summary', '2025-09-01');
    expect(filing).toMatchObject({ jurisdiction: 'SG', type: 'sg_cpf_summary', status: 'draft', due_on: '2025-10-14', tax_year: '2025' });
    const blocked = filing.blocked_by.map((b: any) => `${b.subject} ${b.field}`);
    expect(blocked).toEqual(expect.arrayContaining(['employer cpf_submission_number', 'employer uen', `employee:${ids.raj} statutory_ids.nric_fin`]));
    expect(filing.blocked_by.find((b: any) => b.subject === `employee:${ids.raj}`).message).toContain('Raj Kumar');
    expect((await documentOf(filing.id)).status).toBe(409);

    // A CSN of another UEN is refused by the summary, naming it.
    expect((await call('POST', '/employer_references', { jurisdiction: 'SG', uen: '201912345K', cpf_submission_number: '199912345MPTE01' })).status).toBe(200);
    expect((await call('GET', `/filings/${filing.id}`)).body.blocked_by).toEqual(expect.arrayContaining([expect.objectContaining({ subject: 'employer', field: 'cpf_submission_number', message: expect.stringContaining('201912345K') })]));
    expect((await call('POST', '/employer_references', { jurisdiction: 'SG', cpf_submission_number: '201912345kpte01' })).status).toBe(200);
    expect((await call('PATCH', `/employees/${ids.raj}`, { statutory_ids: { nric_fin: rajFin } })).status).toBe(200);
    // Any filing input given prepares the drafts again.
    expect((await call('PUT', `/employees/${ids.raj}/filing_inputs`, { sex: 'M' })).status).toBe(200);

    const ready = (await call('GET', `/filings/${filing.id}`)).body;
    expect(ready).toMatchObject({ status: 'ready', blocked_by: [] });
    const slips = await payslipsOf([september]);
    expect(ready.totals).toMatchObject({
      employees: 3,
      ordinary_wages_minor: earnings(slips) - lineSum(slips, 'BONUS'),
      additional_wages_minor: lineSum(slips, 'BONUS'),
      cpf_employee_minor: lineSum(slips, 'CPF_EMPLOYEE'),
      cpf_employer_minor: lineSum(slips, 'CPF_EMPLOYER'),
      cpf_total_minor: lineSum(slips, 'CPF_EMPLOYEE') + lineSum(slips, 'CPF_EMPLOYER'),
      cpf_contributors: 2,
      sdl_minor: lineSum(slips, 'SDL'),
      sdl_employees: 3,
      mbmf_minor: 0, sinda_minor: 0, cdac_minor: 0, ecf_minor: 0,
    });
    expect(ready.totals.additional_wages_minor).toBe(800_000);

    const doc = await documentOf(filing.id);
    expect(doc.status).toBe(200);
    expect(doc.type).toContain('text/csv');
    const lines = doc.text.trimEnd().split('\r\n').map((l) => l.split(','));
    expect(lines[0]).toEqual(['CPF Submission Number', '201912345KPTE01', 'Employer', 'Test Org', 'Month', '2025-09']);
    expect(lines[1]).toEqual(cpfSummaryColumns);
    const rows = lines.slice(2, 5);
    // Every amount two decimals; the rows sum to the TOTAL row; each employee's row is their payslip's.
    for (const row of [...rows, lines[5]!]) for (const cell of row.slice(2)) expect(cell).toMatch(/^\d+\.\d{2}$/u);
    for (let col = 2; col < cpfSummaryColumns.length; col++) {
      expect(rows.reduce((s, r) => s + Math.round(Number(r[col]) * 100), 0), cpfSummaryColumns[col]).toBe(Math.round(Number(lines[5]![col]) * 100));
    }
    const mei = rows.find((r) => r[0] === meiNric)!;
    const meiSlip = slips.filter((p) => p.employee_id === ids.mei);
    expect(mei.slice(1, 8)).toEqual(['Mei Lim', dollars(720_000), dollars(800_000), dollars(lineSum(meiSlip, 'CPF_EMPLOYEE')), dollars(lineSum(meiSlip, 'CPF_EMPLOYER')), dollars(lineSum(meiSlip, 'CPF_EMPLOYEE') + lineSum(meiSlip, 'CPF_EMPLOYER')), dollars(lineSum(meiSlip, 'SDL'))]);
    const raj = rows.find((r) => r[0] === rajFin)!;
    expect(raj[4]).toBe('0.00');
    expect(Number(raj[7])).toBeGreaterThan(0);
    expect(lines.at(-7)).toEqual(['Payment summary', 'Employees', 'Amount']);
    expect(lines.at(-6)).toEqual(['Total CPF contributions', '2', dollars(ready.totals.cpf_total_minor)]);

    // Uploaded by the operator: the CPF receipt's reference accepts it; a different one is 409.
    expect((await call('POST', `/filings/${filing.id}/mark_filed`, { reference: 'CPF-2025-09-0001' })).body.status).toBe('accepted');
    expect((await call('POST', `/filings/${filing.id}/mark_filed`, { reference: 'OTHER' })).status).toBe(409);
  }, 60_000);
});

/** IRAS AIS IR8A record rules (documents/filings/sg/SOURCES.md): mandatory items, codes, date and amount formats, trailer totals. */
function checkIr8a(xml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'ir8a-'));
  writeFileSync(join(dir, 'ir8a.xml'), xml);
  execFileSync('xmllint', ['--noout', join(dir, 'ir8a.xml')]);
  const text = (block: string, name: string) => new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'u').exec(block)?.[1];
  const header = /<FileHeaderST>(.*)<\/FileHeaderST>/u.exec(xml)![1]!;
  expect(text(header, 'RecordType')).toBe('0');
  expect(text(header, 'Source')).toBe('6');
  expect(text(header, 'PaymentType')).toBe('08');
  expect(text(header, 'BasisYear')).toMatch(/^\d{4}$/u);
  expect(text(header, 'OrganizationID')).toMatch(/^[78AIU]$/u);
  expect(text(header, 'BatchIndicator')).toMatch(/^[OA]$/u);
  expect(text(header, 'BatchDate')).toMatch(/^\d{8}$/u);
  for (const field of ['OrganizationIDNo', 'AuthorisedPersonName', 'AuthorisedPersonDesignation', 'EmployerName', 'Telephone', 'AuthorisedPersonEmail']) expect(text(header, field), field).toBeTruthy();
  const records = [...xml.matchAll(/<IR8AST>(.*?)<\/IR8AST>/gu)].map((m) => m[1]!);
  const amount = (block: string, name: string) => {
    const value = text(block, name) ?? '0.00';
    expect(value, name).toMatch(/^\d{1,9}\.\d{2}$/u);
    return Math.round(Number(value) * 100);
  };
  const sums: Record<string, number> = {};
  for (const r of records) {
    expect(text(r, 'RecordType')).toBe('1');
    expect(text(r, 'IDType')).toMatch(/^[1-6]$/u);
    expect(text(r, 'IDType')).toBe(/^[ST]/u.test(text(r, 'IDNo')!) ? '1' : '2');
    expect(text(r, 'Sex')).toMatch(/^[MF]$/u);
    expect(text(r, 'Nationality')).toMatch(/^\d{3}$/u);
    for (const d of ['DateOfBirth', 'PaymentPeriodFromDate', 'PaymentPeriodToDate']) expect(text(r, d), d).toMatch(/^\d{8}$/u);
    for (const f of ['NameLine1', 'Designation']) expect(text(r, f), f).toBeTruthy();
    // Item a + b + c + d is the total of the record.
    expect(amount(r, 'Amount')).toBe(amount(r, 'Salary') + amount(r, 'Bonus') + amount(r, 'DirectorsFees') + amount(r, 'Others'));
    for (const [total, item] of [['TotalPayment', 'Amount'], ['TotalSalary', 'Salary'], ['TotalBonus', 'Bonus'], ['TotalDirectorsFees', 'DirectorsFees'], ['TotalOthers', 'Others'], ['TotalCPF', 'CPF'], ['TotalDonation', 'Donation'], ['TotalMBF', 'MBF']]) {
      sums[total!] = (sums[total!] ?? 0) + amount(r, item!);
    }
  }
  const trailer = /<IR8ATrailerST>(.*)<\/IR8ATrailerST>/u.exec(xml)![1]!;
  expect(text(trailer, 'RecordType')).toBe('2');
  expect(Number(text(trailer, 'NoOfRecords'))).toBe(records.length);
  for (const [total, sum] of Object.entries(sums)) expect(amount(trailer, total), total).toBe(sum);
  return { header, records, trailer, text, amount };
}

describe('the IR8A for the Auto-Inclusion Scheme', () => {
  it('is one filing for the year, blocked naming each missing input, then an AIS file whose records reconcile with the payslips', async () => {
    const filings = await filingsOf('sg_ir8a', '2025-01-01');
    expect(filings).toHaveLength(1);
    const filing = filings[0];
    expect(filing).toMatchObject({ type: 'sg_ir8a', tax_year: '2025', period_end: '2025-12-31', due_on: '2026-03-01' });
    const blocked = (await call('GET', `/filings/${filing.id}`)).body.blocked_by.map((b: any) => `${b.subject} ${b.field}`);
    expect(blocked).toEqual(expect.arrayContaining([
      'employer iras_authorised_person', 'employer iras_authorised_designation', 'employer iras_authorised_phone', 'employer iras_authorised_email',
      `employee:${ids.wei} filing_inputs.sex`, `employee:${ids.wei} filing_inputs.nationality_code`, `employee:${ids.mei} filing_inputs.nationality_code`,
    ]));
    expect(blocked).not.toContain(`employee:${ids.raj} filing_inputs.sex`);

    expect((await call('POST', '/employer_references', { jurisdiction: 'SG', iras_authorised_phone: '1234', iras_authorised_email: 'nope' })).body.error.details.fields).toMatchObject({ iras_authorised_phone: expect.any(String), iras_authorised_email: expect.any(String) });
    expect((await call('PUT', `/employees/${ids.wei}/filing_inputs`, { nationality_code: 'SG' })).status).toBe(422);
    expect((await call('POST', '/employer_references', { jurisdiction: 'SG', iras_authorised_person: 'Tan Mei Ling', iras_authorised_designation: 'Finance Manager', iras_authorised_phone: '61234567', iras_authorised_email: 'payroll@example.sg' })).status).toBe(200);
    for (const [id, sex, nationality] of [[ids.wei, 'M', '301'], [ids.mei, 'F', '301'], [ids.raj, 'M', '303']] as const) {
      expect((await call('PUT', `/employees/${id}/filing_inputs`, { sex, nationality_code: nationality })).status).toBe(200);
    }
    // The year 2025 has ended, so nothing but the inputs blocked it.
    const ready = (await call('GET', `/filings/${filing.id}`)).body;
    expect(ready).toMatchObject({ status: 'ready', blocked_by: [] });

    const slips = await payslipsOf([september, october]);
    const salary = lineSum(slips, 'BASIC');
    expect(ready.totals).toMatchObject({
      employees: 3,
      amount_minor: earnings(slips),
      salary_minor: salary,
      bonus_minor: 800_000,
      others_minor: earnings(slips) - salary - 800_000,
      cpf_employee_minor: lineSum(slips, 'CPF_EMPLOYEE'),
    });

    const doc = await documentOf(filing.id);
    expect(doc.type).toContain('application/xml');
    const { header, records, text, amount } = checkIr8a(doc.text);
    expect(text(header, 'BasisYear')).toBe('2025');
    expect(text(header, 'OrganizationID')).toBe('8');
    expect(text(header, 'OrganizationIDNo')).toBe('201912345K');
    expect(records).toHaveLength(3);
    const wei = records.find((r) => text(r, 'IDNo') === weiNric)!;
    const weiSlips = slips.filter((p) => p.employee_id === ids.wei);
    expect(amount(wei, 'Salary')).toBe(lineSum(weiSlips, 'BASIC'));
    expect(amount(wei, 'TransportAllowance')).toBe(lineSum(weiSlips, 'TRANSPORT'));
    expect(amount(wei, 'CPF')).toBe(lineSum(weiSlips, 'CPF_EMPLOYEE'));
    expect(text(wei, 'Designation')).toBe('Software Engineer');
    expect(text(records.find((r) => text(r, 'IDNo') === rajFin)!, 'IDType')).toBe('2');
    expect(amount(records.find((r) => text(r, 'IDNo') === meiNric)!, 'Bonus')).toBe(800_000);

    // A trailer that does not add up is caught by the same rules.
    expect(() => checkIr8a(doc.text.replace(/<TotalSalary>[^<]*</u, '<TotalSalary>1.00<'))).toThrow();
  }, 60_000);
});

describe('the console', () => {
  it('names the returns by title and offers mark filed for an upload filing to filings.submit only, with the reference rule', async () => {
    const [filing] = await filingsOf('sg_cpf_summary', '2025-10-01');
    expect(filing.status).toBe('ready');
    const form = `action="/console/filings/${filing.id}/mark_filed"`;
    const reader = await memberWith(api, tenant.organizationId, ['filings.read']);
    const readerBrowser = consoleClient(api.app);
    await readerBrowser.signIn(reader.email, reader.password);
    const seen = await readerBrowser.page('/console/filings');
    expect(seen.html).toContain('SG CPF monthly contribution summary (e-Submit)');
    expect(seen.html).toContain('SG IRAS Form IR8A (Auto-Inclusion Scheme)');
    expect(seen.html).not.toContain(form);
    expect((await readerBrowser.post(`/console/filings/${filing.id}/mark_filed`, { reference: 'CPF-1' })).status).toBe(403);

    const submitter = await memberWith(api, tenant.organizationId, ['filings.read', 'filings.submit']);
    const browser = consoleClient(api.app);
    await browser.signIn(submitter.email, submitter.password);
    expect((await browser.page('/console/filings')).html).toContain(form);
    expect((await browser.post(`/console/filings/${filing.id}/mark_filed`, { reference: '  ' })).status).toBe(422);
    expect((await call('GET', `/filings/${filing.id}`)).body.status).toBe('ready');
    expect((await browser.post(`/console/filings/${filing.id}/mark_filed`, { reference: 'CPF-2025-10-0002' })).status).toBe(303);
    expect((await call('GET', `/filings/${filing.id}`)).body).toMatchObject({ status: 'accepted', authority_reference: 'CPF-2025-10-0002' });
    expect((await browser.post(`/console/filings/${filing.id}/mark_filed`, { reference: 'CPF-OTHER' })).status).toBe(409);
  }, 60_000);
});
