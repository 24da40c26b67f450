import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { hoursWorkedBand } from '../../domain/filings/gbEmployeeFilingInputs.ts';
import { validateRti } from '../support/rtiSchema.ts';

// Issue 27, the FPS inputs a person may lack (HMRC, "RTI Data Item Guide 2026-27", v1.0): the address where there is
// no NINO, the normal hours band, and the payroll ID: a re-employment is a new employment with a new payroll ID, and
// an employment whose payroll ID changes says so once (PayIdChgd, with the old ID).
let api: ApiHarness;
let tenant: TenantFixture;
const person = (first: string, staffId: string, extra: Record<string, unknown> = {}) => ({
  jurisdiction: 'GB', denomination_currency: 'GBP', first_name: first, last_name: 'Test', staff_id: staffId, start_date: '2024-01-01',
  birthdate: '1990-02-14', tax_profile: { tax_code: '1257L' }, compensation: [{ component_code: 'BASIC', amount_cents: 250_000 }], ...extra,
});

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'GB', currency: 'GBP' });
  expect((await call('POST', '/employer_references', { jurisdiction: 'GB', paye_reference: '123/AB45678', accounts_office_reference: '123PA00012345' })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
// Every document is validated against HMRC's schema as it is read.
const documentOf = async (filingId: string) => {
  const document = await (await api.request('GET', `/api/v1/filings/${filingId}/document`, { token: tenant.token })).text();
  validateRti(document);
  return document;
};
const employeeXml = (document: string, payId: string) => document.split('<Employee>').find((part) => part.includes(`<PayId>${payId}</PayId>`))!;

async function approvedFps(month: string) {
  const last = new Date(Date.UTC(2026, Number(month), 0)).getUTCDate();
  const run = (await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: `2026-${month}-01`, period_end: `2026-${month}-${last}`, pay_date: `2026-${month}-${last}` })).body;
  expect((await call('POST', `/pay_runs/${run.id}/calculate`)).body.status).toBe('calculated');
  expect((await call('POST', `/pay_runs/${run.id}/approve`)).body.status).toBe('approved');
  return (await call('GET', `/filings?period_start=2026-${month}-01&type=fps`)).body.data[0];
}

async function sentAndAccepted(filingId: string) {
  expect((await call('POST', `/filings/${filingId}/submit`)).body.status).toBe('submitted');
  expect((await call('POST', `/test_helpers/filings/${filingId}/gateway_answer`, { state: 'accepted' })).body.status).toBe('accepted');
}

describe('the hours band', () => {
  it('follows HMRC\'s bands: A under 16, B 16-23.99, C 24-29.99, D 30 or more, E when not known', () => {
    const cases: [number | null, string][] = [[null, 'E'], [0, 'E'], [1, 'A'], [1599, 'A'], [1600, 'B'], [2399, 'B'], [2400, 'C'], [2999, 'C'], [3000, 'D'], [16_800, 'D']];
    expect(cases.map(([hours]) => hoursWorkedBand(hours))).toEqual(cases.map(([, band]) => band));
  });
});

describe('an FPS', () => {
  let ninoless: string;
  let fullTime: string;
  let partTime: string;
  let leaver: string;

  it('takes the address where there is no NINO, refuses a malformed one, and reports each hours band', async () => {
    const people = [person('Ada', 'GB-100'), person('Bea', 'GB-101', { statutory_ids: { nino: 'AB123456C' } }),
      person('Cal', 'GB-102', { statutory_ids: { nino: 'CE123456A' } }), person('Dov', 'GB-103', { statutory_ids: { nino: 'JG103759A' } }),
      person('Eve', 'GB-104', { statutory_ids: { nino: 'JG103760A' }, birthdate: '1950-03-01', tax_profile: { tax_code: '1257L', ni_category: 'A' } })];
    let pensioner: string;
    [ninoless, fullTime, partTime, leaver, pensioner] = (await seedEmployees(api, tenant, people.length, (i) => people[i]!)) as [string, string, string, string, string];
    for (const id of [ninoless, fullTime, partTime, leaver, pensioner]) expect((await call('PUT', `/employees/${id}/filing_inputs`, { gender: 'F' })).status).toBe(200);
    expect((await call('PUT', `/employees/${fullTime}/filing_inputs`, { normal_weekly_hours: 37.5 })).status).toBe(200);
    expect((await call('PUT', `/employees/${partTime}/filing_inputs`, { normal_weekly_hours: 16 })).status).toBe(200);

    const may = await approvedFps('05');
    expect(may.status).toBe('draft');
    expect(may.blocked_by).toEqual([expect.objectContaining({ subject: `employee:${ninoless}`, field: 'statutory_ids.nino', message: expect.stringContaining('address') })]);

    const refused = [
      [{ address: { lines: ['1 High Street'], postcode: 'SW1A 1AA' } }, 'address.lines'],
      [{ address: { lines: ['1 High Street', 'x'.repeat(36)], postcode: 'SW1A 1AA' } }, 'address.lines[1]'],
      [{ address: { lines: ['1 High Street', 'London'], postcode: '12345' } }, 'address.postcode'],
      [{ address: { lines: ['1 High Street', 'Zürich'], postcode: 'SW1A 1AA' } }, 'address.lines[1]'],
      [{ normal_weekly_hours: 169 }, 'normal_weekly_hours'],
      [{ normal_weekly_hours: 37.555 }, 'normal_weekly_hours'],
      [{ payroll_id: 'x'.repeat(36) }, 'payroll_id'],
      [{ payroll_id: 'GB_103' }, 'payroll_id'],
      [{}, ''],
    ] as const;
    for (const [body, field] of refused) {
      const answer = await call('PUT', `/employees/${ninoless}/filing_inputs`, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      if (field) expect(Object.keys(answer.body.error.details.fields)).toContain(field);
    }
    expect((await call('GET', `/filings/${may.id}`)).body.status).toBe('draft');

    const stored = await call('PUT', `/employees/${ninoless}/filing_inputs`, { address: { lines: ['1 High Street', 'Westminster', 'London'], postcode: 'sw1a1aa' } });
    expect(stored.body).toEqual({ object: 'employee_filing_inputs', employee_id: ninoless, stored: ['address'] });
    // Write-only: the address is sealed where it is kept.
    const [row] = await api.db.sql<{ sealed_address: string }[]>`select sealed_address from employee_filing_inputs where employee_id = ${ninoless}`;
    expect(row!.sealed_address).not.toContain('High Street');

    const ready = (await call('GET', `/filings/${may.id}`)).body;
    expect(ready).toMatchObject({ status: 'ready', blocked_by: [] });
    const document = await documentOf(may.id);
    const ada = employeeXml(document, 'GB-100');
    expect(ada).not.toContain('<NINO>');
    expect(ada).toContain('<Sur>Test</Sur></Name><Address><Line>1 High Street</Line><Line>Westminster</Line><Line>London</Line><UKPostcode>SW1A 1AA</UKPostcode></Address><BirthDate>1990-02-14</BirthDate>');
    expect(ada).toContain('<HoursWorked>E</HoursWorked>');
    // With a NINO the address is not sent.
    expect(employeeXml(document, 'GB-101')).toContain('<EmployeeDetails><NINO>AB123456C</NINO><Name><Fore>Bea</Fore><Sur>Test</Sur></Name><BirthDate>');
    expect(employeeXml(document, 'GB-101')).toContain('<HoursWorked>D</HoursWorked>');
    expect(employeeXml(document, 'GB-102')).toContain('<HoursWorked>B</HoursWorked>');
    expect(document).not.toContain('<PayIdChgd>');
    // Recorded A, priced C past State Pension age: the FPS reports the letter the payslip was priced with.
    expect(employeeXml(document, 'GB-104')).toContain('<NIlettersAndValues><NIletter>C</NIletter>');
    await sentAndAccepted(may.id);
  }, 60_000);

  it('flags a changed payroll ID once, with the ID HMRC holds', async () => {
    expect((await call('PUT', `/employees/${fullTime}/filing_inputs`, { payroll_id: 'P-0101' })).status).toBe(200);
    const june = await approvedFps('06');
    expect(june.status).toBe('ready');
    expect(employeeXml(await documentOf(june.id), 'P-0101')).toContain('<PayId>P-0101</PayId><PayIdChgd><PayrollIdChangedIndicator>yes</PayrollIdChangedIndicator><OldPayrollId>GB-101</OldPayrollId></PayIdChgd><FiguresToDate>');
    await sentAndAccepted(june.id);
    const july = await approvedFps('07');
    expect(employeeXml(await documentOf(july.id), 'P-0101')).not.toContain('<PayIdChgd>');
    expect((await call('GET', `/employees/${fullTime}/p60?tax_year=2026-27`)).body.employee.payroll_id).toBe('P-0101');
  }, 60_000);

  it('gives a re-employed leaver a new employment with a new payroll ID, never the one HMRC holds for the old one', async () => {
    expect((await call('POST', `/employees/${leaver}/leave`, { leaving_date: '2026-07-31', reason: 'resignation' })).status).toBe(200);
    const july = (await call('GET', '/filings?period_start=2026-07-01&type=fps')).body.data[0];
    expect((await call('POST', `/filings/${july.id}/prepare`)).body.status).toBe('ready');
    expect(employeeXml(await documentOf(july.id), 'GB-103')).toContain('<LeavingDate>2026-07-31</LeavingDate>');
    await sentAndAccepted(july.id);

    // The same person comes back: a new employee record (a new employment) with the staff id they had.
    const [again] = await seedEmployees(api, tenant, 1, () => person('Dov', 'GB-103', { statutory_ids: { nino: 'JG103759A' }, start_date: '2026-09-01' }));
    expect((await call('PUT', `/employees/${again}/filing_inputs`, { gender: 'F', starter_declaration: 'B' })).status).toBe(200);
    const september = await approvedFps('09');
    expect(september.status).toBe('draft');
    expect(september.blocked_by).toEqual([expect.objectContaining({ subject: `employee:${again}`, field: 'filing_inputs.payroll_id', message: expect.stringContaining(`employee:${leaver}`) })]);

    expect((await call('PUT', `/employees/${again}/filing_inputs`, { payroll_id: 'GB-103-2' })).status).toBe(200);
    const ready = (await call('GET', `/filings/${september.id}`)).body;
    expect(ready.status).toBe('ready');
    const dov = employeeXml(await documentOf(ready.id), 'GB-103-2');
    // A new employment: a starter with its own start date and declaration, and no payroll ID change flagged.
    expect(dov).toContain('<Employment><Starter><StartDate>2026-09-01</StartDate><StartDec>B</StartDec></Starter><PayId>GB-103-2</PayId><FiguresToDate>');
    expect(dov).not.toContain('PayIdChgd');
    expect(await documentOf(ready.id)).not.toContain('<PayId>GB-103</PayId>');
  }, 60_000);

  it('reports each NI letter of the year: this payment under its letter, the earlier ones under theirs, adding up to the year', async () => {
    const patched = await call('PATCH', `/employees/${partTime}`, { tax_profile: { tax_code: '1257L', ni_category: 'B' } });
    expect(patched.status).toBe(200);
    const october = await approvedFps('10');
    expect(october.status).toBe('ready');
    const cal = employeeXml(await documentOf(october.id), 'GB-102');
    const entries = cal.split('<NIlettersAndValues>').slice(1);
    expect(entries.map((e) => /<NIletter>(\w)<\/NIletter>/u.exec(e)![1])).toEqual(['B', 'A']);
    const pence = (xml: string, element: string) => Math.round(Number(new RegExp(`<${element}>([^<]+)</${element}>`, 'u').exec(xml)![1]) * 100);

    const runs = (await call('GET', '/pay_runs?limit=100')).body.data.filter((r: any) => r.status !== 'draft');
    const payslips = (await Promise.all(runs.map(async (r: any) => (await call('GET', `/pay_runs/${r.id}/payslips?limit=100`)).body.data as any[]))).flat()
      .filter((p) => p.employee_id === partTime);
    const employeeNic = (list: any[]) => list.flatMap((p) => p.line_items).filter((l: any) => l.code === 'NI_EMPLOYEE').reduce((s: number, l: any) => s + l.amount.amount_minor, 0);
    const inOctober = payslips.filter((p) => p.period_start === '2026-10-01');
    const before = payslips.filter((p) => p.period_start !== '2026-10-01');
    expect(inOctober).toHaveLength(1);
    expect(before.length).toBeGreaterThan(1);
    // B: October's payment in the period and to date; A: nothing this period, the earlier payslips to date.
    expect(pence(entries[0]!, 'EmpeeContribnsInPd')).toBe(employeeNic(inOctober));
    expect(pence(entries[0]!, 'EmpeeContribnsYTD')).toBe(employeeNic(inOctober));
    expect(pence(entries[1]!, 'EmpeeContribnsInPd')).toBe(0);
    expect(pence(entries[1]!, 'GrossEarningsForNICsInPd')).toBe(0);
    expect(pence(entries[1]!, 'EmpeeContribnsYTD')).toBe(employeeNic(before));
    const grossYtd = entries.reduce((s, e) => s + pence(e, 'GrossEarningsForNICsYTD'), 0);
    expect(grossYtd).toBe(payslips.length * 250_000);
  }, 60_000);
});
