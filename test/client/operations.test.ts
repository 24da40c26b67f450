import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { createPayrollClient, operationRoutes, PayrollApiError, type PayrollClient, type RequestBody } from '../../clients/typescript/src/index.ts';

/**
 * The client against the real service (the harness's app, its database, its middleware): typed operations, the
 * error envelope as PayrollApiError, Idempotency-Key made and replayed, every list walked page by page.
 */
let api: ApiHarness;
let tenant: TenantFixture;
let client: PayrollClient;
const sent: Request[] = [];
const baseUrl = 'http://payroll.test/api/v1';

const newcomer = (last_name: string): RequestBody<'createEmployee'> => ({
  jurisdiction: 'KE',
  denomination_currency: 'KES',
  first_name: 'Amina',
  last_name,
  start_date: '2025-01-01',
  compensation: [{ component_code: 'BASIC', amount_cents: 15_000_000 }],
});

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  client = createPayrollClient({
    baseUrl,
    token: tenant.token,
    fetch: async (request) => {
      sent.push(request.clone());
      return api.app.fetch(request);
    },
  });
});
afterAll(() => api.close());

describe('typed operations by operationId', () => {
  it('creates and reads back an employee, bodies as the document types them', async () => {
    const created = await client.createEmployee({ body: newcomer('Otieno') });
    expect(created).toMatchObject({ object: 'employee', jurisdiction: 'KE', last_name: 'Otieno' });
    const read = await client.retrieveEmployee({ path: { id: created.id } });
    expect(read.id).toBe(created.id);
    const organization = await client.retrieveOrganization();
    expect(organization.id).toBe(tenant.organizationId);
    const last = sent.at(-1)!;
    expect(last.headers.get('Authorization')).toBe(`Bearer ${tenant.token}`);
  });

  it('throws the error envelope as PayrollApiError, with the status and the Request-Id', async () => {
    const missing = await client.retrieveEmployee({ path: { id: '0193a1b2-0000-7000-8000-00000000dead' } }).catch((e) => e);
    expect(missing).toBeInstanceOf(PayrollApiError);
    expect(missing).toMatchObject({ status: 404, code: 'not_found', operationId: 'retrieveEmployee' });
    expect(missing.requestId).toMatch(/\S/);

    const invalid = await client.createEmployee({ body: { ...newcomer('X'), start_date: 'yesterday' } }).catch((e) => e);
    expect(invalid).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(Object.keys(invalid.details.fields)).toContain('start_date');

    const unauthenticated = createPayrollClient({ baseUrl, token: 'pay_test_nope', fetch: (r) => api.app.fetch(r) });
    expect(await unauthenticated.listEmployees().catch((e) => e)).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('sends a fresh Idempotency-Key with every call that takes one, and none with those that do not', async () => {
    sent.length = 0;
    await client.createEmployee({ body: newcomer('Kamau') });
    await client.createEmployee({ body: newcomer('Njeri') });
    await client.listEmployees();
    const keys = sent.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeNull();
    expect(Object.values(operationRoutes).filter((r) => r.idempotent).length).toBeGreaterThan(10);
  });

  it('answers the first result again for a repeated key given by the caller, without acting twice', async () => {
    const first = await client.createEmployee({ body: newcomer('Wanjiku'), idempotencyKey: 'onboard-wanjiku' });
    const again = await client.createEmployee({ body: newcomer('Wanjiku'), idempotencyKey: 'onboard-wanjiku' });
    expect(again.id).toBe(first.id);
    const reuse = await client.createEmployee({ body: newcomer('Other'), idempotencyKey: 'onboard-wanjiku' }).catch((e) => e);
    expect(reuse).toMatchObject({ status: 422, code: 'idempotency_key_reuse' });
  });

  it('replays the same key when a response is lost on the way back, so the retry does not create twice', async () => {
    // A network fault in front of the real service: the first POST reaches it, its answer never comes back.
    const attempts: { key: string | null; replayed: string | null }[] = [];
    let lose = true;
    const flaky = createPayrollClient({
      baseUrl,
      token: tenant.token,
      retry: { baseDelayMs: 10 },
      fetch: async (request) => {
        const response = await api.app.fetch(request);
        attempts.push({ key: request.headers.get('Idempotency-Key'), replayed: response.headers.get('Idempotent-Replayed') });
        if (!lose) return response;
        lose = false;
        return new Response('upstream connection reset', { status: 503 });
      },
    });
    const created = await flaky.createEmployee({ body: newcomer('Mutua') });
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.key).toBe(attempts[0]!.key);
    expect(attempts.map((a) => a.replayed)).toEqual([null, 'true']);
    const named = [];
    for await (const employee of client.employees.list()) if (employee.last_name === 'Mutua') named.push(employee.id);
    expect(named).toEqual([created.id]);
  });

  it('posts an import as NDJSON and reads it back', async () => {
    const lines = [newcomer('Achieng'), newcomer('Barasa')].map((e) => JSON.stringify(e)).join('\n');
    const accepted = await client.importEmployees({ body: lines });
    expect(accepted).toMatchObject({ object: 'employee_import' });
    const read = await client.retrieveEmployeeImport({ path: { id: accepted.id } });
    expect(read.id).toBe(accepted.id);
  });
});

describe('lists as async iterators', () => {
  it('walks every page of a list, one request per page, each item once', async () => {
    for (let i = 0; i < 5; i++) await client.createDepartment({ body: { name: `Department ${i}` } });
    sent.length = 0;
    const names: string[] = [];
    for await (const department of client.paginate('listDepartments', { query: { limit: 2 } })) names.push(department.name);
    expect(names.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Department ${i}`));
    expect(sent).toHaveLength(3);
    expect(new URL(sent[2]!.url).searchParams.get('starting_after')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stops fetching when the loop stops', async () => {
    sent.length = 0;
    for await (const department of client.paginate('listDepartments', { query: { limit: 1 } })) {
      expect(department.object).toBe('department');
      break;
    }
    expect(sent).toHaveLength(1);
  });

  it('has a resource iterator for every list operation of the document', async () => {
    const run = await client.createPayRun({ body: { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' } });
    const employee = await client.createEmployee({ body: newcomer('Wekesa') });
    const iterators = [
      client.employees.list(), client.employees.deductions(employee.id), client.departments.list(), client.positions.list(), client.locations.list(),
      client.payRuns.list(), client.payRuns.payslips(run.id), client.payRuns.transitions(run.id), client.payRuns.items(run.id),
      client.paySchedules.list(), client.filings.list(), client.webhookEndpoints.list(), client.events.list(),
    ];
    sent.length = 0;
    for (const iterator of iterators) await iterator.next();
    const reached = sent.map((r) => `${r.method} ${new URL(r.url).pathname.replace('/api/v1', '').replace(run.id, `{${r.url.includes('/items') ? 'pay_run_id' : 'id'}}`).replace(employee.id, '{employee_id}')}`);
    const lists = Object.values(operationRoutes).filter((r) => r.list).map((r) => `${r.method} ${r.path}`);
    expect(reached.sort()).toEqual(lists.sort());
  });
});
