import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { configureLog, logOf } from '../../platform/log.ts';
import { parseToken } from '../../domain/apiKeys.ts';
import { startPayRunActors } from '../../service/runtime.ts';

// The real log output of a whole flow (create, calculate in the background, approve with name checks, pay by
// rail), read line by line: what operators need is there, and no token, sealed value or bank-held name is.
const lines: string[] = [];
const sink = { write: (line: string) => void lines.push(line) };
const records = () => lines.map((line) => JSON.parse(line) as Record<string, any>);

const needles = {
  iban: 'GB33BUKB20201555555555',
  wallet: '+254712345670',
  walletName: 'Zebedee Quillfeather', // the name the wallet is registered under: what the bank holds
  kraPin: 'A987654321Z',
  birthdate: '1979-11-02',
  amount: 987_654_321,
};

let api: ApiHarness;
let tenant: TenantFixture;
let actors: { stop(): Promise<void> };
const sent: { requestId: string; route: string; status: number; authenticated: boolean }[] = [];

async function call(method: string, path: string, body?: unknown, token = tenant.token, route = path) {
  const response = await api.request(method, path, { token, body });
  sent.push({ requestId: response.headers.get('Request-Id')!, route: `/api/v1${route}`, status: response.status, authenticated: response.status !== 401 });
  return { status: response.status, body: (await response.json()) as any };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('never happened');
}

beforeAll(async () => {
  configureLog({ level: 'trace', destination: sink });
  api = await createApiHarness({ payroll: { syncLimit: 0, chunkSize: 1 } });
  tenant = await api.tenant();
  actors = await startPayRunActors(api.runtime, { concurrency: 2, sweepIntervalMs: 200 });
  const employee = (last: string, bank_details: Record<string, string>) => ({
    jurisdiction: 'KE',
    denomination_currency: 'KES',
    first_name: 'Amina',
    last_name: last,
    start_date: '2024-01-01',
    birthdate: needles.birthdate,
    statutory_ids: { kra_pin: needles.kraPin },
    compensation: [{ component_code: 'BASIC', amount_cents: needles.amount }],
    bank_details,
  });
  expect((await call('POST', '/employees', employee('Otieno', { iban: needles.iban }))).status).toBe(201);
  const wallet = { mobile_money_provider: 'mpesa', mobile_money_number: needles.wallet, mobile_money_name: needles.walletName };
  expect((await call('POST', '/employees', employee('Kamau', wallet))).status).toBe(201);

  const run = (await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' })).body;
  const runRoute = (action: string) => `/pay_runs/:pay_run_id/${action}`;
  expect((await call('POST', `/pay_runs/${run.id}/calculate`, undefined, tenant.token, runRoute('calculate'))).body.status).toBe('calculating');
  await until(() => call('GET', `/pay_runs/${run.id}`, undefined, tenant.token, '/pay_runs/:id'), (r) => r.body.status === 'calculated');
  expect((await call('POST', `/pay_runs/${run.id}/approve`, undefined, tenant.token, runRoute('approve'))).status).toBe(200);
  const employees = (await call('GET', '/employees')).body.data as any[];
  await until(() => call('GET', `/employees/${employees[1].id}`, undefined, tenant.token, '/employees/:id'), (r) => r.body.bank_name_check !== null);
  expect((await call('POST', `/pay_runs/${run.id}/pay`, { method: 'payment_rail' }, tenant.token, runRoute('pay'))).status).toBe(200);
  await until(
    () => call('GET', `/pay_runs/${run.id}/payslips`, undefined, tenant.token, '/pay_runs/:id/payslips'),
    (r) => r.body.data.some((p: any) => p.payment_status.state === 'arrived'),
  );
  // A wrong secret for a real key, and no key at all.
  const wrong = tenant.token.slice(0, -4) + 'abcd';
  await call('GET', '/organization', undefined, wrong);
  await call('GET', '/organization', undefined, '');
  await api.runtime.outboxRelay.drain();
}, 60_000);

afterAll(async () => {
  await actors?.stop();
  await api?.close();
  configureLog({});
});

describe('log lines', () => {
  it('are one JSON object per line with a level, a time and a component', () => {
    expect(lines.length).toBeGreaterThan(sent.length);
    for (const record of records()) expect(record).toMatchObject({ level: expect.any(String), time: expect.any(String), component: expect.any(String) });
  });

  it('give one access line per request: request id, organization, key id, route pattern, status and duration', () => {
    const access = records().filter((r) => r.component === 'api' && r.msg === 'request');
    expect(access.map((r) => r.request_id)).toEqual(sent.map((s) => s.requestId));
    for (const [i, request] of sent.entries()) {
      const line = access[i]!;
      expect(line).toMatchObject({ route: request.route, status: request.status, duration_ms: expect.any(Number) });
      if (request.authenticated) expect(line).toMatchObject({ organization_id: tenant.organizationId, key_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      else expect(line.key_id).toBeUndefined();
    }
  });

  it('give the actors their run id and chunk', () => {
    const calculator = records().filter((r) => r.component === 'calculator');
    expect(calculator.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calculator.map((r) => r.chunk))).toEqual(new Set([0, 1]));
    for (const line of calculator) expect(line).toMatchObject({ pay_run_id: expect.any(String), calculation: 1, outcome: 'done' });
    expect(records().some((r) => r.component === 'coordinator' && r.msg === 'background calculation done' && r.pay_run_id)).toBe(true);
    const payments = records().filter((r) => r.component === 'paymentActors');
    expect(new Set(payments.map((r) => r.actor))).toEqual(new Set(['send', 'report', 'name_check']));
    for (const line of payments.filter((r) => r.actor === 'send')) expect(line.pay_run_id).toBeTruthy();
    expect(records().some((r) => r.component === 'outboxRelay' && r.event_id)).toBe(true);
  });

  it('never carry a token, its secret, a sealed value or the name the bank holds', () => {
    // The secret is base64url, so it may hold '_' itself: parsed, not split.
    const secret = parseToken(tenant.token)!.secret;
    const forbidden = [tenant.token, secret, needles.iban, 'BUKB2020', '712345670', needles.walletName, 'Quillfeather', needles.kraPin, needles.birthdate, String(needles.amount)];
    for (const line of lines) for (const needle of forbidden) expect(line).not.toContain(needle);
  });
});

describe('the logger', () => {
  it('censors keys that must never be logged, and keeps only kind, message, code and stack of an error', () => {
    const caught: string[] = [];
    configureLog({ level: 'info', destination: { write: (l: string) => void caught.push(l) } });
    const error = Object.assign(new Error('insert failed'), { code: '23505', detail: 'Failing row contains (GB33BUKB20201555555555)', parameters: ['A987654321Z'] });
    logOf('test').error({ err: error, token: 'pay_test_x_y', bank_details: { iban: needles.iban }, nested: { authorization: 'Bearer z' } }, 'boom');
    configureLog({ level: 'trace', destination: sink });
    const [record] = caught.map((l) => JSON.parse(l));
    expect(record.err).toEqual({ type: 'Error', message: 'insert failed', code: '23505', stack: expect.any(String) });
    expect(record).toMatchObject({ token: '[redacted]', bank_details: '[redacted]', nested: { authorization: '[redacted]' } });
    expect(caught.join()).not.toMatch(/GB33|A987654321Z|pay_test_x_y|Bearer z/);
  });

  it('is silent under vitest unless asked, and human-readable when pretty', async () => {
    const quiet: string[] = [];
    configureLog({ destination: { write: (l: string) => void quiet.push(l) } });
    logOf('test').error('not shown');
    expect(quiet).toEqual([]);

    const pretty: string[] = [];
    configureLog({ level: 'info', pretty: true, destination: new Writable({ write: (chunk, _e, done) => done(void pretty.push(String(chunk))) }) });
    logOf('api').info({ route: '/api/v1/pay_runs', status: 201 }, 'request');
    await new Promise((r) => setTimeout(r, 50));
    configureLog({ level: 'trace', destination: sink });
    expect(pretty.join('')).toMatch(/INFO.*request/);
    expect(pretty.join('')).toContain('route: "/api/v1/pay_runs"');
    expect(() => JSON.parse(pretty[0]!)).toThrow();
  });
});
