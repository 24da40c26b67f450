import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api/app.ts';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { july2025, kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { pdfPagePng, pdfText } from './pdfInspection.ts';

const run = promisify(execFile);

let api: ApiHarness;
let tenant: TenantFixture;
let runId: string;
let payslips: any[];
let employeeIds: string[];

const people = [
  { first_name: 'Adébáyọ̀', last_name: 'Ògúnlànà', staff_id: 'KE-00001' },
  { first_name: 'Nguyễn', last_name: 'Thị Lan', staff_id: 'KE-00002' },
  { first_name: 'Tōru', last_name: 'Ōkubo', staff_id: 'KE-00003' },
  { first_name: 'Jürgen', last_name: 'Müller', staff_id: 'KE-00004', payment_currency: 'USD' },
];

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  await api.admin('fx', 'set', '--from', 'KES', '--to', 'USD', '--rate', '0.0077', '--date', '2025-07-01');
  employeeIds = await seedEmployees(api, tenant, people.length, (i) => ({ ...kenyanEmployee(i), ...people[i] }));
  const created = await api.request('POST', '/pay_runs', { token: tenant.token, body: july2025 });
  runId = ((await created.json()) as any).id;
  const calculated = await api.request('POST', `/pay_runs/${runId}/calculate`, { token: tenant.token });
  expect(calculated.status).toBe(200);
  const list = await api.request('GET', `/pay_runs/${runId}/payslips?limit=100`, { token: tenant.token });
  payslips = ((await list.json()) as any).data;
  expect(payslips).toHaveLength(people.length);
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
});

const pdfOf = async (payslipId: string, request: ApiHarness['request'] = api.request) => {
  const response = await request('GET', `/payslips/${payslipId}/pdf`, { token: tenant.token });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const payslipOf = (employeeIndex: number) => payslips.find((p) => p.employee_id === employeeIds[employeeIndex])!;

describe('GET /payslips/{id}/pdf', () => {
  it('answers a PDF, inline, named after the staff id and the period', async () => {
    const payslip = payslipOf(0);
    const response = await api.request('GET', `/payslips/${payslip.id}/pdf`, { token: tenant.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="payslip-KE-00001-2025-07.pdf"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('prints what the stored payslip says, in the currency format, with each name intact', async () => {
    for (const [index, person] of people.entries()) {
      const payslip = payslipOf(index);
      const text = (await pdfText(await pdfOf(payslip.id))).normalize('NFC');
      expect(text).toContain(`${person.first_name} ${person.last_name}`.normalize('NFC'));
      expect(text).toContain(person.staff_id);
      expect(text).toContain('Test Org');
      expect(text).toContain('28 July 2025');
      const kes = (minor: number) => `KES ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      expect(text).toContain(kes(payslip.net.amount_minor));
      expect(text).toContain(kes(payslip.gross.amount_minor));
      for (const line of payslip.line_items.filter((l: any) => l.rule_version_ref)) expect(text).toContain(line.rule_version_ref);
    }
  });

  it('shows the payment in the payment currency with the rate, when it differs', async () => {
    const payslip = payslipOf(3);
    expect(payslip.payment.currency).toBe('USD');
    const text = await pdfText(await pdfOf(payslip.id));
    const usd = `USD ${(payslip.payment.amount_minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(usd);
    expect(text).toContain(`Exchange rate used`);
    expect(text).toContain(payslip.fx_rate_used);
  });

  it('renders every payslip of the run twice to the same bytes, each its own document', async () => {
    const first = await Promise.all(payslips.map((p) => pdfOf(p.id)));
    const second = await Promise.all(payslips.map((p) => pdfOf(p.id)));
    first.forEach((bytes, i) => expect(same(bytes, second[i]!)).toBe(true));
    expect(new Set(first.map((bytes) => Buffer.from(bytes).toString('base64'))).size).toBe(payslips.length);
  });

  it('renders the same bytes after the clock moves on and the server restarts', async () => {
    const payslip = payslipOf(0);
    const before = await pdfOf(payslip.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2029-12-31T22:00:00Z'));
    const restarted = createApi({
      runtime: api.runtime, deployment: 'staging',
      rateLimit: { rate: 10_000, burst: 10_000 },
    });
    const request: ApiHarness['request'] = (method, path, options = {}) =>
      restarted.request(`/api/v1${path}`, { method, headers: { Authorization: `Bearer ${options.token}` } });
    const after = await pdfOf(payslip.id, request);
    expect(same(after, before)).toBe(true);
  });

  it('renders the same bytes from the database in a fresh process', async () => {
    const payslip = payslipOf(1);
    const here = await pdfOf(payslip.id);
    const { stdout } = await run(process.execPath, [
      '--import', 'tsx', 'test/pdf/renderInAnotherProcess.ts', api.db.url, tenant.organizationId, payslip.id,
    ], { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 });
    expect(same(new Uint8Array(stdout), here)).toBe(true);
  }, 60_000);

  it("does not follow today's employee record: a renamed employee's payslip keeps its bytes", async () => {
    const payslip = payslipOf(2);
    const before = await pdfOf(payslip.id);
    const renamed = await api.request('PATCH', `/employees/${employeeIds[2]}`, {
      token: tenant.token, body: { first_name: 'Renamed', staff_id: 'KE-99999' },
    });
    expect(renamed.status).toBe(200);
    const after = await pdfOf(payslip.id);
    expect(same(after, before)).toBe(true);
    expect(await pdfText(after)).toContain('Tōru Ōkubo');
  });

  it('turns into a PNG page (pdftoppm); PAYSLIP_PNG_OUT=<file> keeps it for a person to look at', async () => {
    const png = await pdfPagePng(await pdfOf(payslipOf(0).id));
    expect(Buffer.from(png.subarray(1, 4)).toString('latin1')).toBe('PNG');
    if (process.env.PAYSLIP_PNG_OUT) await writeFile(process.env.PAYSLIP_PNG_OUT, png);
  });
});

describe('errors of GET /payslips/{id}/pdf use the JSON error envelope', () => {
  const expectEnvelope = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as any;
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe('string');
    return body;
  };

  it('401 without a key', async () => {
    await expectEnvelope(await api.request('GET', `/payslips/${payslips[0].id}/pdf`), 401, 'missing_token');
  });

  it('403 for a key without payslips.read', async () => {
    const narrow = await api.tenant({ scopes: ['payruns.read'] });
    const body = await expectEnvelope(await api.request('GET', `/payslips/${payslips[0].id}/pdf`, { token: narrow.token }), 403, 'insufficient_scope');
    expect(body.error.details).toEqual({ required_scope: 'payslips.read' });
  });

  it("404 for another organization's payslip, a missing one, and an id that is not a uuid", async () => {
    const other = await api.tenant();
    await expectEnvelope(await api.request('GET', `/payslips/${payslips[0].id}/pdf`, { token: other.token }), 404, 'not_found');
    await expectEnvelope(await api.request('GET', `/payslips/${crypto.randomUUID()}/pdf`, { token: tenant.token }), 404, 'not_found');
    await expectEnvelope(await api.request('GET', '/payslips/not-a-uuid/pdf', { token: tenant.token }), 404, 'not_found');
  });

  it('is in the OpenAPI document as an application/pdf binary response', async () => {
    const document = (await (await api.request('GET', '/api/v1/openapi.json')).json()) as any;
    const operation = document.paths['/payslips/{id}/pdf'].get;
    expect(operation.responses['200'].content['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(operation.responses['404'].content['application/json']).toBeDefined();
  });
});
