import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../../support/apiHarness.ts';
import { seedEmployees } from '../../support/payrollFixtures.ts';
import { validateEmp501 } from '../../../documents/filings/za/emp501Validator.ts';
import { emp501Line } from '../../../documents/filings/za/emp501Records.ts';
import { consoleClient, memberWith } from '../../support/consoleClient.ts';

// ZA returns end to end (issue 28 item 2): two paid runs of the 2026 tax year make an EMP201 per month and one
// EMP501; each is blocked naming the employer's and the employee's missing inputs, then written from the payslips
// (totals compared with the payslips' lines), the EMP501 passes the BRS validator, mark_filed accepts it once, and
// the IRP5 is the employee's record of that file, as JSON and as a PDF of the same bytes on every render.
let api: ApiHarness;
let tenant: TenantFixture;
let thabo: string;
let lerato: string;
const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const payslips: any[] = [];

async function paidRun(month: string) {
  const end = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const run = await call('POST', '/pay_runs', { jurisdiction: 'ZA', period_start: `${month}-01`, period_end: end, pay_date: `${month}-25` });
  expect(run.status, JSON.stringify(run.body)).toBe(201);
  expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).status).toBe(200);
  expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).status).toBe(200);
  expect((await call('POST', `/pay_runs/${run.body.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
  payslips.push(...(await call('GET', `/pay_runs/${run.body.id}/payslips?limit=100`)).body.data);
}
const sumOf = (slips: any[], code: string) => slips.flatMap((p) => p.line_items).filter((l: any) => l.code === code).reduce((s: number, l: any) => s + l.amount.amount_minor, 0);
const filingOf = async (type: string, periodStart: string) => {
  const list = (await call('GET', `/filings?type=${type}&period_start=${periodStart}`)).body.data;
  expect(list).toHaveLength(1);
  return list[0];
};

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'ZA', currency: 'ZAR' });
  thabo = (await seedEmployees(api, tenant, 1, () => ({
    jurisdiction: 'ZA', denomination_currency: 'ZAR', first_name: 'Thabo', last_name: 'Mokoena', staff_id: 'ZA-001', start_date: '2019-01-07', birthdate: '1988-04-12',
    statutory_ids: { tax_reference: '0112387659', id_number: '8804125123080' }, tax_profile: { medical_scheme_member: true },
    compensation: [{ component_code: 'BASIC', amount_cents: 8_500_000 }, { component_code: 'TRANSPORT', amount_cents: 350_000 }],
  })))[0]!;
  lerato = (await seedEmployees(api, tenant, 1, () => ({
    jurisdiction: 'ZA', denomination_currency: 'ZAR', first_name: 'Lerato', last_name: 'Dlamini', staff_id: 'ZA-002', start_date: '2020-06-01', birthdate: '1991-07-23',
    statutory_ids: { id_number: '9107230114088' },
    compensation: [{ component_code: 'BASIC', amount_cents: 600_000 }],
  })))[0]!;
  await paidRun('2025-08');
  await paidRun('2025-09');
  await paidRun('2025-10');
}, 120_000);
afterAll(() => api?.close());

describe('ZA returns of paid runs', () => {
  it('are blocked naming every missing employer reference and employee input', async () => {
    const emp201 = await filingOf('za_emp201', '2025-09-01');
    expect(emp201).toMatchObject({ jurisdiction: 'ZA', tax_year: '2026', period_end: '2025-09-30', due_on: '2025-10-07', status: 'draft' });
    expect(emp201.blocked_by.map((b: any) => `${b.subject} ${b.field}`).sort()).toEqual(['employer paye_reference', 'employer sdl_reference', 'employer uif_reference']);
    const emp501 = await filingOf('za_emp501', '2025-03-01');
    expect(emp501).toMatchObject({ tax_year: '2026', period_end: '2026-02-28', due_on: '2026-05-31', status: 'draft' });
    const blocked = emp501.blocked_by.map((b: any) => `${b.subject} ${b.field}`);
    expect(blocked).toEqual(expect.arrayContaining(['employer paye_reference', 'employer contact_person', 'employer sic7_code', `employee:${thabo} filing_inputs.residential_street`, `employee:${lerato} filing_inputs.residential_postal_code`]));
    expect((await api.request('GET', `/api/v1/filings/${emp501.id}/document`, { token: tenant.token })).status).toBe(409);
    // Only the August run is in the interim reconciliation (March to August); September's and October's are not.
    const interim = await filingOf('za_emp501_interim', '2025-03-01');
    expect(interim).toMatchObject({ tax_year: '2026', period_end: '2025-08-31', due_on: '2025-10-31', status: 'draft' });
  });

  it('refuse SARS references that fail the modulus 10 test or disagree, naming each field', async () => {
    const bad = await call('POST', '/employer_references', { jurisdiction: 'ZA', paye_reference: '7000000008', sdl_reference: 'X000000002', contact_number: '011 555', business_postal_code: '21960' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.fields).toMatchObject({ paye_reference: expect.stringMatching(/check digit/u), sdl_reference: 'must be L and 9 digits', contact_number: expect.any(String), business_postal_code: 'must be 4 digits' });
    expect((await call('PUT', `/employees/${thabo}/filing_inputs`, { residential_postal_code: 'ABCD', residential_city: 'Jo,burg' })).status).toBe(422);
    // The admin CLI takes the same fields as flags, with the same checks; names and e-mails keep their case.
    const org = await api.admin('org', 'create', '--name', 'CLI ZA Org', '--country', 'ZA', '--currency', 'ZAR');
    await expect(api.admin('org', 'set-references', '--org', org.id, '--jurisdiction', 'ZA', '--paye-reference', '7000000008')).rejects.toThrow(/paye-reference|check digit/u);
    const set = await api.admin('org', 'set-references', '--org', org.id, '--jurisdiction', 'ZA', '--paye-reference', '7123456784', '--contact-person', 'Naledi Khumalo');
    expect(set).toMatchObject({ jurisdiction: 'ZA', paye_reference: '7123456784', refs: { contact_person: 'Naledi Khumalo' } });
  });

  it('are written from the payslips once the inputs are given: EMP201 per month, EMP501 passing the BRS rules', async () => {
    const set = await call('POST', '/employer_references', {
      jurisdiction: 'ZA', paye_reference: '7000000002', sdl_reference: 'L000000002', uif_reference: 'U000000002', contact_person: 'Naledi Khumalo', contact_number: '0115550123',
      contact_email: 'payroll@example.co.za', business_street: 'Rivonia Road', business_city: 'Sandton', business_postal_code: '2196', sic7_code: '62010',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    for (const [id, street] of [[thabo, 'Jan Smuts Avenue'], [lerato, 'Main Road']] as const) {
      expect((await call('PUT', `/employees/${id}/filing_inputs`, { residential_street: street, residential_city: 'Johannesburg', residential_postal_code: '2193' })).status).toBe(200);
    }
    const october = payslips.filter((p) => p.period_start === '2025-10-01');
    const emp201 = await filingOf('za_emp201', '2025-10-01');
    expect(emp201.status).toBe('ready');
    expect(emp201.totals).toEqual({
      employees: 2, paye_minor: sumOf(october, 'PAYE'), sdl_minor: sumOf(october, 'SDL'), uif_employee_minor: sumOf(october, 'UIF_EMPLOYEE'), uif_employer_minor: sumOf(october, 'UIF_EMPLOYER'),
      uif_minor: sumOf(october, 'UIF_EMPLOYEE') + sumOf(october, 'UIF_EMPLOYER'), total_minor: sumOf(october, 'PAYE') + sumOf(october, 'SDL') + sumOf(october, 'UIF_EMPLOYEE') + sumOf(october, 'UIF_EMPLOYER'),
    });
    const declaration = await (await api.request('GET', `/api/v1/filings/${emp201.id}/document`, { token: tenant.token })).json();
    expect(declaration).toMatchObject({ form: 'EMP201', paye_reference: '7000000002', tax_period: '202510', payroll_tax_liability: (emp201.totals.total_minor / 100).toFixed(2) });

    const emp501 = await filingOf('za_emp501', '2025-03-01');
    expect(emp501.status, JSON.stringify(emp501.blocked_by)).toBe('ready');
    expect(emp501.totals).toMatchObject({
      certificates: 2, irp5: 1, it3a: 1, paye_minor: sumOf(payslips, 'PAYE'), uif_employee_minor: sumOf(payslips, 'UIF_EMPLOYEE'), uif_employer_minor: sumOf(payslips, 'UIF_EMPLOYER'),
      sdl_minor: sumOf(payslips, 'SDL'), medical_tax_credit_minor: sumOf(payslips, 'MEDICAL_TAX_CREDIT'), gross_minor: payslips.reduce((s, p) => s + p.gross.amount_minor, 0),
    });
    const response = await api.request('GET', `/api/v1/filings/${emp501.id}/document`, { token: tenant.token });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/u);
    const file = await response.text();
    expect(validateEmp501(file)).toEqual([]);
    expect(file.split('\r\n')[0]).toMatch(/^2010,"Test Org",2015,"LIVE",2020,7000000002,/u);

    const interim = await filingOf('za_emp501_interim', '2025-03-01');
    const august = payslips.filter((p) => p.period_start === '2025-08-01');
    expect(interim.totals).toMatchObject({ certificates: 2, paye_minor: sumOf(august, 'PAYE'), sdl_minor: sumOf(august, 'SDL'), uif_employee_minor: sumOf(august, 'UIF_EMPLOYEE') });
    const interimFile = await (await api.request('GET', `/api/v1/filings/${interim.id}/document`, { token: tenant.token })).text();
    expect(interimFile).toContain(',2030,2026,2031,202508,');
    expect(validateEmp501(interimFile)).toEqual([]);
  });

  it('is marked filed once with the reference SARS gave: the same again is a replay, another a conflict', async () => {
    const emp501 = await filingOf('za_emp501', '2025-03-01');
    expect((await call('POST', `/filings/${emp501.id}/mark_filed`, { reference: '' })).status).toBe(422);
    const filed = await call('POST', `/filings/${emp501.id}/mark_filed`, { reference: 'EMP501-2026-0001' });
    expect(filed.body.status).toBe('accepted');
    expect((await call('POST', `/filings/${emp501.id}/mark_filed`, { reference: 'EMP501-2026-0001' })).status).toBe(200);
    expect((await call('POST', `/filings/${emp501.id}/mark_filed`, { reference: 'EMP501-2026-0002' })).status).toBe(409);
  });

  it('show in the console by their title, with a mark-filed form for members who may submit', async () => {
    const september = await filingOf('za_emp201', '2025-09-01');
    expect(september.status).toBe('ready');
    const form = `action="/console/filings/${september.id}/mark_filed"`;
    const reader = await memberWith(api, tenant.organizationId, ['filings.read']);
    const readerBrowser = consoleClient(api.app);
    await readerBrowser.signIn(reader.email, reader.password);
    const seen = (await readerBrowser.page('/console/filings')).html;
    expect(seen).toContain('ZA EMP201 monthly employer declaration (PAYE, SDL, UIF)');
    expect(seen).toContain('ZA EMP501 employer reconciliation (IRP5/IT3(a) certificates)');
    expect(seen).not.toContain(form);
    expect((await readerBrowser.post(`/console/filings/${september.id}/mark_filed`, { reference: 'X' })).status).toBe(403);

    const submitter = await memberWith(api, tenant.organizationId, ['filings.read', 'filings.submit']);
    const browser = consoleClient(api.app);
    await browser.signIn(submitter.email, submitter.password);
    expect((await browser.page('/console/filings')).html).toContain(form);
    expect((await browser.post(`/console/filings/${september.id}/mark_filed`, { reference: '  ' })).status).toBe(422);
    expect((await call('GET', `/filings/${september.id}`)).body.status).toBe('ready');
    expect((await browser.post(`/console/filings/${september.id}/mark_filed`, { reference: 'EMP201-202509-PRN' })).status).toBe(303);
    expect((await call('GET', `/filings/${september.id}`)).body).toMatchObject({ status: 'accepted', authority_reference: 'EMP201-202509-PRN' });
    expect((await browser.post(`/console/filings/${september.id}/mark_filed`, { reference: 'ANOTHER' })).status).toBe(409);
  });

  it('gives each employee their IRP5 / IT3(a): the EMP501 record, as JSON and as a PDF rendering to the same bytes', async () => {
    const irp5 = (await call('GET', `/employees/${thabo}/irp5?tax_year=2026`)).body;
    const own = payslips.filter((p) => p.employee_id === thabo);
    expect(irp5).toMatchObject({ object: 'irp5', certificate_type: 'IRP5', certificate_number: expect.stringMatching(/^7000000002202602[A-Z0-9]{14}$/u), paye_minor: sumOf(own, 'PAYE'), sdl_minor: sumOf(own, 'SDL'), uif_minor: sumOf(own, 'UIF_EMPLOYEE') + sumOf(own, 'UIF_EMPLOYER'), payslips: 3 });
    expect(irp5.gross_employment_income_minor).toBe(own.reduce((s, p) => s + p.gross.amount_minor, 0));
    const emp501 = await filingOf('za_emp501', '2025-03-01');
    const file = await (await api.request('GET', `/api/v1/filings/${emp501.id}/document`, { token: tenant.token })).text();
    expect(file).toContain(`\r\n${emp501Line(irp5.codes.map((c: any) => [c.code, c.value]))}\r\n`);
    expect((await call('GET', `/employees/${lerato}/irp5?tax_year=2026`)).body).toMatchObject({ certificate_type: 'IT3(a)', reason_code: '02' });

    const pdf = async () => new Uint8Array(await (await api.request('GET', `/api/v1/employees/${thabo}/irp5/pdf?tax_year=2026`, { token: tenant.token })).arrayBuffer());
    const [first, second] = [await pdf(), await pdf()];
    expect(new TextDecoder().decode(first.slice(0, 5))).toBe('%PDF-');
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);

    expect((await call('GET', `/employees/${thabo}/irp5?tax_year=2025`)).status).toBe(422);
    const early = await call('GET', `/employees/${thabo}/irp5?tax_year=${Number(new Date().toISOString().slice(0, 4)) + 1}`);
    expect(early.status).toBe(422);
    expect(early.body.error.details.fields.tax_year).toMatch(/tax year ends on \d{4}-02-2[89]/u);
    expect((await call('GET', `/employees/${thabo}/irp5?tax_year=26`)).status).toBe(400);
    expect((await call('GET', `/employees/${crypto.randomUUID()}/irp5?tax_year=2026`)).status).toBe(404);
  });
});
