import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { createApi } from '../../api/app.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { connectDatabase } from '../../db/connect.ts';
import { configureLog } from '../../platform/log.ts';

let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
});
afterAll(() => api.close());

describe('the error envelope', () => {
  it('answers an unknown route with 404 not_found in the envelope', async () => {
    const response = await api.request('GET', '/nothing_here', { token: tenant.token });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect(response.headers.get('Request-Id')).toBeTruthy();
  });

  it('answers a body that is not JSON with 400 invalid_request', async () => {
    const response = await api.request('POST', '/employees', { token: tenant.token, body: '{"first_name": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request', details: { body: 'is not valid JSON' } } });
  });

  it('answers a body over 1 MiB with 413 invalid_request, without keeping it', async () => {
    const response = await api.request('POST', '/employees', { token: tenant.token, body: `{"staff_id":"${'x'.repeat(1024 * 1024)}"}` });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request', details: { max_bytes: 1048576 } } });
  });

  it('answers dates PostgreSQL cannot hold with 422 or 400, never 500', async () => {
    const early = await api.request('POST', '/pay_runs', {
      token: tenant.token,
      body: { jurisdiction: 'KE', period_start: '0000-01-01', period_end: '0000-01-31', pay_date: '0000-01-31' },
    });
    expect(early.status).toBe(422);
    const before2024 = await api.request('POST', '/pay_runs', {
      token: tenant.token,
      body: { jurisdiction: 'KE', period_start: '2023-12-01', period_end: '2023-12-31', pay_date: '2023-12-28' },
    });
    expect(before2024.status).toBe(422);
    expect(await before2024.json()).toMatchObject({ error: { details: { fields: { period_end: 'statutory tables start on 2024-01-01' } } } });
    const employee = await api.request('POST', '/employees', {
      token: tenant.token,
      body: { jurisdiction: 'KE', denomination_currency: 'KES', first_name: 'A', last_name: 'B', start_date: '0000-02-01' },
    });
    expect(employee.status).toBe(422);
    expect((await api.request('GET', '/employees?updated_since=0000-01-01T00:00:00Z', { token: tenant.token })).status).toBe(400);
  });

  it('answers a body sent with another content type with 400 invalid_request', async () => {
    const response = await api.request('POST', '/employees', {
      token: tenant.token,
      body: 'first_name=Ada',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request', details: { content_type: 'application/x-www-form-urlencoded' } } });
  });

  it('answers a database that does not answer with 503 service_unavailable and Retry-After, without a stack trace or a secret', async () => {
    const broken = connectDatabase('postgres://postgres:hunter2@127.0.0.1:1/nowhere');
    const app = createApi({ runtime: { ...api.runtime, sql: broken, bus: createInProcessBus() }, deployment: 'staging', rateLimit: { rate: 1, burst: 1 } });
    const errors: string[] = [];
    configureLog({ level: 'error', destination: { write: (line: string) => void errors.push(line) } });
    try {
      const response = await app.request('/api/v1/organization', { headers: { Authorization: `Bearer ${tenant.token}` } });
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });
      expect(text).not.toMatch(/hunter2|at .*\.ts|ECONNREFUSED/);
      // One log line for the operator, with the request id the client was given and no secret.
      expect(errors.length).toBe(1);
      expect(JSON.parse(errors[0]!)).toMatchObject({ level: 'error', component: 'api', request_id: response.headers.get('Request-Id'), err: { message: expect.any(String) } });
      expect(errors[0]).not.toContain('hunter2');
    } finally {
      configureLog({});
      await broken.end({ timeout: 0 });
    }
  });
});

describe('GET /healthz', () => {
  it('answers 200 { status: ok } without a key when the database and the bus answer', async () => {
    const response = await api.request('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the bus is down', async () => {
    const bus = createInProcessBus();
    await bus.close();
    const app = createApi({ runtime: { ...api.runtime, bus }, deployment: 'staging', rateLimit: { rate: 1, burst: 1 } });
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ database: true, bus: false });
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('serves an OpenAPI 3.1 document of the routes, without a key', async () => {
    const response = await api.request('GET', '/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as any;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/organization', '/employees', '/employees/{id}']));
    expect(doc.paths['/employees'].get.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/EmployeeList');
    expect(doc.components.schemas.Employee.required).toContain('full_name');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
