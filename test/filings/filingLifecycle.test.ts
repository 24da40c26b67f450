import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { startFilingActors } from '../../actors/filingActors.ts';
import { simulatedFilingGateway } from '../../actors/gateways/simulatedFilingGateway.ts';
import { irmarkOf, withoutIrmark } from '../../documents/filings/rti/irmark.ts';
import type { FilingGateway } from '../../ports/filingGateway.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';
import { consoleClient, memberWith } from '../support/consoleClient.ts';
import { validateRti } from '../support/rtiSchema.ts';

// The filing lifecycle end to end on a GB run (issue 27, items 1, 2 and 6): approving makes the FPS, blocked until
// the employer's references and the employee's inputs are given; submitted once through the simulated gateway by the
// filing actor over JetStream; a crash after the gateway took it never submits twice; an accepted FPS locks its run.
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
let api: ApiHarness;
let tenant: TenantFixture;
let other: TenantFixture;
let employeeId: string;
let actors: WorkConsumer | undefined;

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
  api = await createApiHarness({ bus: await connectNatsBus(natsUrl, { namespace }) });
  tenant = await api.tenant({ country: 'GB', currency: 'GBP' });
  other = await api.tenant({ country: 'GB', currency: 'GBP' });
  employeeId = (await seedEmployees(api, tenant, 1, () => ({
    jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Isla', last_name: 'MacLeod', staff_id: 'GB-00001', start_date: '2024-01-01',
    birthdate: '1990-02-14',
    tax_profile: { tax_code: '1257L', ni_category: 'A', student_loan_plans: ['plan_2'] },
    statutory_ids: { nino: 'AB123456C' },
    compensation: [{ component_code: 'BASIC', amount_cents: 400_000 }],
  })))[0]!;
}, 60_000);
afterAll(async () => {
  await actors?.stop();
  await api?.close();
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

const call = (method: string, path: string, body?: unknown, token = tenant.token) => api.json(method, path, { token, body });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function approvedRun(month: string) {
  const last = new Date(Date.UTC(2026, Number(month), 0)).getUTCDate();
  const run = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: `2026-${month}-01`, period_end: `2026-${month}-${last}`, pay_date: `2026-${month}-${last}` });
  expect(run.status).toBe(201);
  expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).body.status).toBe('calculated');
  expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).body.status).toBe('approved');
  const filings = await call('GET', `/filings?period_start=2026-${month}-01&type=fps`);
  expect(filings.body.data).toHaveLength(1);
  return { run: run.body, filing: filings.body.data[0] };
}

describe('employer references', () => {
  it('are set by the admin CLI, checked for HMRC\'s form before anything is written', async () => {
    const org = await api.admin('org', 'create', '--name', 'CLI Org', '--country', 'GB', '--currency', 'GBP');
    await expect(api.admin('org', 'set-references', '--org', org.id, '--jurisdiction', 'GB', '--paye-reference', '1234/X')).rejects.toThrow(/paye-reference/u);
    const set = await api.admin('org', 'set-references', '--org', org.id, '--jurisdiction', 'GB', '--paye-reference', '123/ab45678', '--accounts-office-reference', '123PA00012345');
    expect(set).toMatchObject({ jurisdiction: 'GB', paye_reference: '123/AB45678', accounts_office_reference: '123PA00012345' });
  });
});

describe('a GB FPS', () => {
  it('is blocked naming the employer and the employee, then ready once they are given, with a verifiable IRmark', async () => {
    const { filing } = await approvedRun('05');
    expect(filing).toMatchObject({ object: 'filing', jurisdiction: 'GB', type: 'fps', tax_year: '2026-27', status: 'draft', due_on: '2026-05-31' });
    const blocked = filing.blocked_by.map((b: any) => `${b.subject} ${b.field}`);
    expect(blocked).toEqual(expect.arrayContaining(['employer paye_reference', 'employer accounts_office_reference', `employee:${employeeId} filing_inputs.gender`]));
    expect((await api.request('GET', `/api/v1/filings/${filing.id}/document`, { token: tenant.token })).status).toBe(409);
    // A blocked filing cannot be submitted: 409 naming its status, and nothing changes.
    expect((await call('POST', `/filings/${filing.id}/submit`)).body.error).toMatchObject({ code: 'invalid_transition', details: { status: 'draft' } });

    const bad = await call('POST', '/employer_references', { jurisdiction: 'GB', paye_reference: '12/AB', accounts_office_reference: 'nope' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['accounts_office_reference', 'paye_reference']);
    expect((await call('POST', '/employer_references', { jurisdiction: 'GB', paye_reference: '123/AB45678', accounts_office_reference: '123PA00012345' })).status).toBe(200);
    expect((await call('PUT', `/employees/${employeeId}/filing_inputs`, { gender: 'X' })).status).toBe(422);
    expect((await call('PUT', `/employees/${employeeId}/filing_inputs`, { gender: 'F' })).body).toEqual({ object: 'employee_filing_inputs', employee_id: employeeId, stored: ['gender'] });

    const ready = (await call('GET', `/filings/${filing.id}`)).body;
    expect(ready).toMatchObject({ status: 'ready', blocked_by: [] });
    expect(ready.totals.employees).toBe(1);
    const payslip = (await call('GET', `/pay_runs/${filing.pay_run_id}/payslips?limit=1`)).body.data[0];
    const line = (code: string) => payslip.line_items.filter((l: any) => l.code === code).reduce((s: number, l: any) => s + l.amount.amount_minor, 0);
    expect(ready.totals.tax_minor).toBe(line('PAYE'));
    expect(ready.totals.employee_nic_minor).toBe(line('NI_EMPLOYEE'));
    expect(ready.totals.student_loan_minor).toBe(line('STUDENT_LOAN'));
    // Payslips written now are drawn with layout 2 (migration 022); those stored before keep 1.
    expect(await api.db.sql`select distinct layout_version from payslips`).toEqual([{ layout_version: 2 }]);

    const document = await (await api.request('GET', `/api/v1/filings/${filing.id}/document`, { token: tenant.token })).text();

    validateRti(document);
    expect(document).toContain('<IRenvelope xmlns="http://www.govtalk.gov.uk/taxation/PAYE/RTI/FullPaymentSubmission/26-27/1">');
    expect(document).toContain('<NINO>AB123456C</NINO>');
    const body = `<Body xmlns="http://www.govtalk.gov.uk/CM/envelope">${document.split('<Body>')[1]!.split('</Body>')[0]}</Body>`;
    const irmark = /<IRmark Type="generic">([^<]+)<\/IRmark>/u.exec(body)![1]!;
    expect(irmarkOf(withoutIrmark(body))).toBe(irmark);

    // Another organization's key: not found, and its list is empty.
    expect((await call('GET', `/filings/${filing.id}`, undefined, other.token)).status).toBe(404);
    expect((await call('POST', `/filings/${filing.id}/submit`, undefined, other.token)).status).toBe(404);
    expect((await call('GET', '/filings', undefined, other.token)).body.data).toEqual([]);
    expect((await call('GET', '/filings/not-a-uuid')).status).toBe(404);
    const unknown = crypto.randomUUID();
    expect((await call('GET', `/filings/${unknown}`)).body.error.code).toBe('not_found');
    expect((await call('POST', `/filings/${unknown}/submit`)).status).toBe(404);
  }, 60_000);

  it('is submitted once even when the actor dies after the gateway took it, accepted, and then locks its run', async () => {
    const filing = (await call('GET', '/filings?status=ready')).body.data[0];
    const simulated = simulatedFilingGateway(api.db.sql);
    let crashes = 1;
    // The first submit reaches the gateway, then the actor dies before it records the correlation id.
    const dying: FilingGateway = {
      ...simulated,
      async submit(submission) {
        const taken = await simulated.submit(submission);
        if (crashes-- > 0) throw new Error('killed after the gateway took the submission');
        return taken;
      },
    };
    actors = await startFilingActors({ ...api.runtime, filingGateway: dying, filingQueue: api.runtime.filingQueue });
    const submitted = await call('POST', `/filings/${filing.id}/submit`);
    expect(submitted.body.status).toBe('submitted');
    expect((await call('POST', `/filings/${filing.id}/submit`)).status).toBe(409);
    const accepted = await until(async () => (await call('GET', `/filings/${filing.id}`)).body, (f) => f.status === 'accepted');
    expect(accepted.correlation_id).toMatch(/^[0-9A-F]{32}$/u);
    const ledger = await api.db.sql<{ submits: number }[]>`select submits from simulated_filing_submissions`;
    expect(ledger).toEqual([{ submits: 1 }]);
    const transitions = await api.db.sql<{ event: string }[]>`select event from transitions where entity_type = 'filing' and entity_id = ${filing.id} order by id`;
    expect(transitions.map((t) => t.event).filter((e) => e === 'ACKNOWLEDGED' || e === 'ACCEPTED')).toEqual(['ACKNOWLEDGED', 'ACCEPTED']);

    const reopen = await call('POST', `/pay_runs/${filing.pay_run_id}/reopen`);
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.message).toMatch(/next run/u);
    expect((await call('GET', `/pay_runs/${filing.pay_run_id}`)).body.status).toBe('approved');
  }, 60_000);

  it('keeps the gateway errors verbatim when rejected, and goes back to draft to be prepared again', async () => {
    expect((await call('POST', '/employer_references', { jurisdiction: 'GB', paye_reference: '123/AB45679' })).status).toBe(200);
    const { filing } = await approvedRun('06');
    expect(filing.status).toBe('ready');
    expect((await call('POST', `/filings/${filing.id}/submit`)).status).toBe(200);
    const rejected = await until(async () => (await call('GET', `/filings/${filing.id}`)).body, (f) => f.status === 'rejected');
    expect(rejected.gateway_errors[0]).toMatchObject({ type: 'business', location: '/IRenvelope/FullPaymentSubmission/EmpRefs/PayeRef' });
    expect((await call('POST', '/employer_references', { jurisdiction: 'GB', paye_reference: '123/AB45678' })).status).toBe(200);
    const revised = await call('POST', `/filings/${filing.id}/prepare`);
    expect(revised.body.status).toBe('ready');
    expect(revised.body.gateway_errors).toEqual(rejected.gateway_errors);
    // A reopened run's open filing is superseded.
    expect((await call('POST', `/pay_runs/${filing.pay_run_id}/reopen`)).status).toBe(200);
    expect((await call('GET', `/filings/${filing.id}`)).body.status).toBe('superseded');
  }, 60_000);
});

describe('a leaver', () => {
  it('is paid up to the leaving date by the run covering it, reported with it on the FPS, and not priced after', async () => {
    const [benId] = await seedEmployees(api, tenant, 1, () => ({
      jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Ben', last_name: 'Okafor', staff_id: 'GB-00002', start_date: '2024-01-01',
      birthdate: '1985-11-02', tax_profile: { tax_code: '1257L' }, statutory_ids: { nino: 'CE123456A' },
      compensation: [{ component_code: 'BASIC', amount_cents: 310_000 }],
    }));
    expect((await call('PUT', `/employees/${benId}/filing_inputs`, { gender: 'M' })).status).toBe(200);
    expect((await call('POST', `/employees/${benId}/leave`, { leaving_date: '2026-08-15', reason: 'sabbatical' })).status).toBe(422);
    const left = await call('POST', `/employees/${benId}/leave`, { leaving_date: '2026-08-15', reason: 'resignation' });
    expect(left.status).toBe(200);
    expect(left.body.end_date).toBe('2026-08-15');

    const { filing } = await approvedRun('08');
    expect(filing.status).toBe('ready');
    const document = await (await api.request('GET', `/api/v1/filings/${filing.id}/document`, { token: tenant.token })).text();
    validateRti(document);
    expect(document).toContain('<PayId>GB-00002</PayId><LeavingDate>2026-08-15</LeavingDate>');
    const august = (await call('GET', `/pay_runs/${filing.pay_run_id}/payslips?limit=10`)).body.data;
    const full = august.find((p: any) => p.employee_id === employeeId).gross.amount_minor;
    const partial = august.find((p: any) => p.employee_id === benId).gross.amount_minor;
    expect(partial).toBeLessThan(310_000);
    expect(full).toBe(400_000);

    // A leaving date before a period already priced is refused and changes nothing.
    const early = await call('POST', `/employees/${benId}/leave`, { leaving_date: '2026-07-20', reason: 'resignation' });
    expect(early.status).toBe(422);
    expect(early.body.error.details.fields.leaving_date).toContain(filing.pay_run_id);
    expect((await call('GET', `/employees/${benId}`)).body.end_date).toBe('2026-08-15');

    const september = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2026-09-01', period_end: '2026-09-30', pay_date: '2026-09-30' });
    await call('POST', `/pay_runs/${september.body.id}/calculate`);
    const priced = (await call('GET', `/pay_runs/${september.body.id}/payslips?limit=10`)).body.data.map((p: any) => p.employee_id);
    expect(priced).toEqual([employeeId]);
  }, 60_000);
});

describe('the FPS figures', () => {
  it('reconcile with the payslips: the period from its payslip, the year to date from every payslip of the year', async () => {
    const fps = (await call('GET', '/filings?type=fps&limit=100')).body.data as any[];
    const latest = fps.find((f) => f.period_start === '2026-08-01');
    const runIds = [...new Set(fps.map((f) => f.pay_run_id))];
    const payslips = (await Promise.all(runIds.map(async (id) => (await call('GET', `/pay_runs/${id}/payslips?limit=100`)).body.data as any[]))).flat();
    const isla = payslips.filter((p) => p.employee_id === employeeId);
    expect(isla).toHaveLength(3); // May (accepted), June (reopened, still calculated), August
    const sum = (code: string, field: 'amount' | 'base') => isla.flatMap((p) => p.line_items).filter((l: any) => l.code === code).reduce((s: number, l: any) => s + l[field].amount_minor, 0);
    const pence = (xml: string, element: string) => Math.round(Number(new RegExp(`<${element}>([^<]+)</${element}>`, 'u').exec(xml)![1]) * 100);

    const document = await (await api.request('GET', `/api/v1/filings/${latest.id}/document`, { token: tenant.token })).text();

    validateRti(document);
    const islaXml = document.split('<Employee>').find((part) => part.includes('<PayId>GB-00001</PayId>'))!;
    const toDate = islaXml.split('<FiguresToDate>')[1]!.split('</FiguresToDate>')[0]!;
    expect(pence(toDate, 'TaxablePay')).toBe(sum('PAYE', 'base'));
    expect(pence(toDate, 'TotalTax')).toBe(sum('PAYE', 'amount'));
    // Student loans go in whole pounds (the engine deducts whole pounds only).
    expect(Number(/<StudentLoansTD>(\d+)\.00<\/StudentLoansTD>/u.exec(toDate)![1]) * 100).toBe(sum('STUDENT_LOAN', 'amount'));
    expect(pence(islaXml, 'EmpeeContribnsYTD')).toBe(sum('NI_EMPLOYEE', 'amount'));
    const august = isla.find((p) => p.pay_run_id === latest.pay_run_id);
    const inPeriod = (code: string) => august.line_items.filter((l: any) => l.code === code).reduce((s: number, l: any) => s + l.amount.amount_minor, 0);
    expect(pence(islaXml.split('</FiguresToDate>')[1]!, 'TaxDeductedOrRefunded')).toBe(inPeriod('PAYE'));
    expect(pence(islaXml, 'EmpeeContribnsInPd')).toBe(inPeriod('NI_EMPLOYEE'));
    // "Total of employer NI contributions": the employer's alone, in the period and to date.
    expect(pence(islaXml, 'TotalEmpNICInPd')).toBe(inPeriod('NI_EMPLOYER'));
    expect(pence(islaXml, 'TotalEmpNICYTD')).toBe(sum('NI_EMPLOYER', 'amount'));
    // Earnings by band to date: each payslip's NICable earnings (its NI line's base) split at HMRC's 2026-27 monthly
    // LEL 559, PT 1,048 and UEL 4,189 (Rates and thresholds for employers 2026 to 2027), summed over the payslips.
    const [lel, pt, uel] = [55_900, 104_800, 418_900];
    const band = (earnings: number) => (earnings < lel ? [0, 0, 0] : [lel, Math.min(earnings, pt) - lel, Math.max(Math.min(earnings, uel) - pt, 0)]);
    const bands = isla.map((p) => band(p.line_items.find((l: any) => l.code === 'NI_EMPLOYEE').base.amount_minor));
    const total = (i: number) => bands.reduce((s, b) => s + b[i]!, 0);
    expect(total(2)).toBeGreaterThan(0);
    const ni = islaXml.split('<NIlettersAndValues>')[1]!;
    expect([pence(ni, 'AtLELYTD'), pence(ni, 'LELtoPTYTD'), pence(ni, 'PTtoUELYTD')]).toEqual([total(0), total(1), total(2)]);
    expect(ni).toMatch(/^<NIletter>A<\/NIletter><GrossEarningsForNICsInPd>[^<]+<\/GrossEarningsForNICsInPd><GrossEarningsForNICsYTD>[^<]+<\/GrossEarningsForNICsYTD><AtLELYTD>/u);
    expect(latest.final_submission).toBe(false);
  }, 60_000);

  it('is flagged final for the run paid in the last month of the tax year', async () => {
    const march = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2027-03-01', period_end: '2027-03-31', pay_date: '2027-03-31' });
    await call('POST', `/pay_runs/${march.body.id}/calculate`);
    await call('POST', `/pay_runs/${march.body.id}/approve`);
    const [filing] = (await call('GET', '/filings?period_start=2027-03-01')).body.data;
    expect(filing).toMatchObject({ final_submission: true, status: 'ready' });
    const document = await (await api.request('GET', `/api/v1/filings/${filing.id}/document`, { token: tenant.token })).text();
    validateRti(document);
    expect(document).toContain('<FinalSubmission><ForYear>yes</ForYear></FinalSubmission></FullPaymentSubmission>');
  }, 60_000);
});

describe('the console', () => {
  it('lists filings with the machine, what blocks them and the errors, and offers submit to filings.submit only', async () => {
    const [march] = (await call('GET', '/filings?period_start=2027-03-01')).body.data;
    const button = `action="/console/filings/${march.id}/submit"`;
    const reader = await memberWith(api, tenant.organizationId, ['filings.read']);
    const readerBrowser = consoleClient(api.app);
    await readerBrowser.signIn(reader.email, reader.password);
    const seen = await readerBrowser.page('/console/filings');
    expect(seen.html).toContain('Statutory filing: states and transitions');
    expect(seen.html).toContain('simulated: PAYE references ending in 9 are rejected');
    expect(seen.html).not.toContain(button);
    expect((await readerBrowser.post(`/console/filings/${march.id}/submit`)).status).toBe(403);

    const submitter = await memberWith(api, tenant.organizationId, ['filings.read', 'filings.submit']);
    const browser = consoleClient(api.app);
    await browser.signIn(submitter.email, submitter.password);
    expect((await browser.page('/console/filings')).html).toContain(button);
    expect((await browser.post(`/console/filings/${march.id}/submit`)).status).toBe(303);
    expect((await call('GET', `/filings/${march.id}`)).body.status).not.toBe('ready');
    expect((await browser.post(`/console/filings/${march.id}/submit`)).status).toBe(409);
  }, 60_000);
});

describe('certificates', () => {
  const bytesOf = async (path: string) => new Uint8Array(await (await api.request('GET', `/api/v1${path}`, { token: tenant.token })).arrayBuffer());
  const payslipsOf = async (employee: string) => {
    const runs = (await call('GET', '/pay_runs?limit=100')).body.data.filter((r: any) => r.jurisdiction === 'GB' && r.status !== 'draft');
    return (await Promise.all(runs.map(async (r: any) => (await call('GET', `/pay_runs/${r.id}/payslips?limit=100`)).body.data as any[]))).flat().filter((p) => p.employee_id === employee);
  };
  const sum = (payslips: any[], code: string, field: 'amount' | 'base') => payslips.flatMap((p) => p.line_items).filter((l: any) => l.code === code).reduce((s: number, l: any) => s + l[field].amount_minor, 0);

  it('gives everyone employed at 5 April a P60 equal to the sum of their payslips, the same bytes at every render', async () => {
    const p60 = await call('GET', `/employees/${employeeId}/p60?tax_year=2026-27`);
    expect(p60.status).toBe(200);
    const payslips = await payslipsOf(employeeId);
    expect(p60.body).toMatchObject({ object: 'p60', tax_year: '2026-27', employee: { nino: 'AB123456C', payroll_id: 'GB-00001' }, employer: { paye_reference: '123/AB45678' }, payslips: payslips.length });
    expect(p60.body.in_this_employment).toEqual({ pay: sum(payslips, 'PAYE', 'base'), tax: sum(payslips, 'PAYE', 'amount') });
    expect(p60.body.national_insurance[0].employee_contributions).toBe(sum(payslips, 'NI_EMPLOYEE', 'amount'));
    // The bands as the year's FPS carries them: at 4,000 a month, 559 / 489 / 2,952 a month (2026-27 thresholds).
    const months = payslips.length;
    expect(p60.body.national_insurance[0]).toMatchObject({ earnings_at_lel: 55_900 * months, earnings_lel_to_pt: 48_900 * months, earnings_pt_to_uel: 295_200 * months });
    expect(p60.body.student_loan_deductions).toBe(sum(payslips, 'STUDENT_LOAN', 'amount'));
    const first = await bytesOf(`/employees/${employeeId}/p60/pdf?tax_year=2026-27`);
    expect(new TextDecoder().decode(first.slice(0, 5))).toBe('%PDF-');
    expect(await bytesOf(`/employees/${employeeId}/p60/pdf?tax_year=2026-27`)).toEqual(first);
    expect((await call('GET', `/employees/${employeeId}/p45`)).status).toBe(422);
    expect((await call('GET', `/employees/${employeeId}/p60?tax_year=2026-27`, undefined, other.token)).status).toBe(404);
  }, 60_000);

  it('gives a leaver a P45 (parts 1A, 2 and 3) equal to their payslips, and no P60', async () => {
    const ben = (await call('GET', '/employees?limit=100')).body.data.find((e: any) => e.staff_id === 'GB-00002');
    const p45 = await call('GET', `/employees/${ben.id}/p45`);
    expect(p45.status).toBe(200);
    const payslips = await payslipsOf(ben.id);
    const part = p45.body.parts['1A'];
    expect(part).toMatchObject({ leaving_date: '2026-08-15', tax_code_at_leaving: '1257L', employer_paye_reference: '123/AB45678', last_entry: { month: 5, tax_year: '2026-27' } });
    expect(part.total_pay_to_date).toBe(sum(payslips, 'PAYE', 'base'));
    expect(part.total_tax_to_date).toBe(sum(payslips, 'PAYE', 'amount'));
    expect(p45.body.parts['2']).toEqual(part);
    expect(p45.body.parts['3']).toEqual(part);
    expect(await bytesOf(`/employees/${ben.id}/p45/pdf`)).toEqual(await bytesOf(`/employees/${ben.id}/p45/pdf`));
    expect((await call('GET', `/employees/${ben.id}/p60?tax_year=2026-27`)).status).toBe(422);
  }, 60_000);
});

describe('a GB EPS', () => {
  it('declares no payment for a tax month without one, is blocked for a month a run pays in, and carries the Employment Allowance indicator', async () => {
    expect((await call('POST', '/filings', { jurisdiction: 'GB', type: 'eps', tax_year: '2026-27', tax_month: 13, no_payment: true })).status).toBe(422);
    expect((await call('POST', '/filings', { jurisdiction: 'GB', type: 'eps', tax_year: '2026-27', tax_month: 4 })).status).toBe(422);
    const quiet = await call('POST', '/filings', { jurisdiction: 'GB', type: 'eps', tax_year: '2026-27', tax_month: 4, no_payment: true });
    expect(quiet.status).toBe(201);
    expect(quiet.body).toMatchObject({ type: 'eps', status: 'ready', period_start: '2026-07-06', period_end: '2026-08-05', due_on: '2026-08-19', pay_run_id: null });
    const document = await (await api.request('GET', `/api/v1/filings/${quiet.body.id}/document`, { token: tenant.token })).text();
    validateRti(document);
    expect(document).toContain('<IRenvelope xmlns="http://www.govtalk.gov.uk/taxation/PAYE/RTI/EmployerPaymentSummary/26-27/1">');
    expect(document).toContain('<NoPaymentForPeriod>yes</NoPaymentForPeriod><NoPaymentDates><From>2026-07-06</From><To>2026-08-05</To></NoPaymentDates><RelatedTaxYear>26-27</RelatedTaxYear>');
    const body = `<Body xmlns="http://www.govtalk.gov.uk/CM/envelope">${document.split('<Body>')[1]!.split('</Body>')[0]}</Body>`;
    expect(irmarkOf(withoutIrmark(body))).toBe(/<IRmark Type="generic">([^<]+)<\/IRmark>/u.exec(body)![1]);

    const paid = await call('POST', '/filings', { jurisdiction: 'GB', type: 'eps', tax_year: '2026-27', tax_month: 2, no_payment: true });
    expect(paid.body.status).toBe('draft');
    expect(paid.body.blocked_by[0]).toMatchObject({ field: 'no_payment' });
    const allowance = await call('POST', '/filings', { jurisdiction: 'GB', type: 'eps', tax_year: '2026-27', tax_month: 1, employment_allowance: true });
    const withAllowance = await (await api.request('GET', `/api/v1/filings/${allowance.body.id}/document`, { token: tenant.token })).text();
    validateRti(withAllowance);
    expect(withAllowance).toContain('<EmpAllceInd>yes</EmpAllceInd><RelatedTaxYear>26-27</RelatedTaxYear>');
    expect((await call('POST', `/filings/${quiet.body.id}/submit`)).body.status).toBe('submitted');
    expect((await until(async () => (await call('GET', `/filings/${quiet.body.id}`)).body, (f) => f.status === 'accepted')).type).toBe('eps');
  }, 60_000);
});
