import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { openSealedValue } from '../../domain/sealing/sealedValue.ts';
import { secretSealContext } from '../../commands/webhooks/manageEndpoints.ts';

// The webhook endpoints API in staging, and what production refuses.
let staging: ApiHarness;
let production: ApiHarness;
let tenant: TenantFixture;
let productionTenant: TenantFixture;

beforeAll(async () => {
  staging = await createApiHarness();
  production = await createApiHarness({ deployment: 'production' });
  tenant = await staging.tenant();
  productionTenant = await production.tenant();
}, 60_000);
afterAll(async () => {
  await staging?.close();
  await production?.close();
});

const call = (api: ApiHarness, method: string, path: string, body?: unknown, token?: string) => api.json(method, path, { token: token ?? (api === staging ? tenant.token : productionTenant.token), body });

describe('webhook endpoints', () => {
  it('creates an endpoint with a whsec_ secret shown once, and keeps the secret sealed', async () => {
    const created = await call(staging, 'POST', '/webhook_endpoints', { url: 'http://127.0.0.1:9/hooks', events: ['pay_run.paid'], description: 'Ledger' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: 'webhook_endpoint', url: 'http://127.0.0.1:9/hooks', events: ['pay_run.paid'], description: 'Ledger', disabled: false, disabled_reason: null });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const read = await call(staging, 'GET', `/webhook_endpoints/${created.body.id}`);
    expect(read.body).not.toHaveProperty('secret');
    const list = await call(staging, 'GET', '/webhook_endpoints');
    expect(list.body.data.map((e: any) => e.id)).toContain(created.body.id);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);
    const [stored] = await staging.db.sql<{ id: string; sealed_secret: string }[]>`
      select id, sealed_secret from webhook_endpoint_secrets where endpoint_id = ${created.body.id}`;
    expect(stored!.sealed_secret).not.toContain(created.body.secret.slice(6));
    expect(await openSealedValue(staging.keyring, secretSealContext(stored!.id), stored!.sealed_secret)).toBe(created.body.secret);
  });

  it('changes url, events, description and disabled; deletes; answers 404 afterwards', async () => {
    const { body: created } = await call(staging, 'POST', '/webhook_endpoints', { url: 'http://localhost:9/a', events: ['pay_run.paid'] });
    const patched = await call(staging, 'PATCH', `/webhook_endpoints/${created.id}`, {
      url: 'http://localhost:9/b',
      events: ['pay_run.approved', 'payslip.payment_status_changed'],
      description: 'Approvals',
      disabled: true,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ url: 'http://localhost:9/b', events: ['pay_run.approved', 'payslip.payment_status_changed'], description: 'Approvals', disabled: true, disabled_reason: 'disabled by a client' });
    const enabled = await call(staging, 'PATCH', `/webhook_endpoints/${created.id}`, { disabled: false });
    expect(enabled.body).toMatchObject({ disabled: false, disabled_reason: null, disabled_at: null });
    const deleted = await call(staging, 'DELETE', `/webhook_endpoints/${created.id}`);
    expect(deleted).toEqual({ status: 200, body: { id: created.id, object: 'webhook_endpoint', deleted: true } });
    expect((await call(staging, 'GET', `/webhook_endpoints/${created.id}`)).status).toBe(404);
    expect((await call(staging, 'PATCH', `/webhook_endpoints/${created.id}`, { description: 'x' })).status).toBe(404);
    expect((await call(staging, 'POST', `/webhook_endpoints/${created.id}/rotate_secret`)).status).toBe(404);
  });

  it('refuses bad bodies with 422 and field reasons, unknown event types included', async () => {
    const cases = [
      [{ url: 'http://127.0.0.1:9/', events: [] }, 'events'],
      [{ url: 'http://127.0.0.1:9/', events: ['pay_run.deleted'] }, 'events[0]'],
      [{ url: 'ftp://example.com/', events: ['pay_run.paid'] }, 'url'],
      [{ url: 'not a url', events: ['pay_run.paid'] }, 'url'],
      [{ url: 'http://127.0.0.1:9/', events: ['pay_run.paid'], secret: 'mine' }, 'secret'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await call(staging, 'POST', '/webhook_endpoints', body);
      expect(response.status).toBe(422);
      expect(response.body.error.code).toBe('validation_failed');
      expect(Object.keys(response.body.error.details.fields)).toContain(field);
    }
  });

  it('needs webhooks.manage', async () => {
    const limited = await staging.tenant({ scopes: ['payruns.read'] });
    for (const [method, path] of [['GET', '/webhook_endpoints'], ['POST', '/webhook_endpoints'], ['GET', '/events']] as const) {
      const response = await call(staging, method, path, method === 'POST' ? { url: 'http://127.0.0.1:9/', events: ['pay_run.paid'] } : undefined, limited.token);
      expect(response.status).toBe(403);
      expect(response.body.error.details.required_scope).toBe('webhooks.manage');
    }
  });

  it("does not show one organization's endpoints to another", async () => {
    const { body: created } = await call(staging, 'POST', '/webhook_endpoints', { url: 'http://127.0.0.1:9/mine', events: ['pay_run.paid'] });
    const other = await staging.tenant();
    expect((await call(staging, 'GET', `/webhook_endpoints/${created.id}`, undefined, other.token)).status).toBe(404);
    expect((await call(staging, 'DELETE', `/webhook_endpoints/${created.id}`, undefined, other.token)).status).toBe(404);
    expect((await call(staging, 'GET', '/webhook_endpoints', undefined, other.token)).body.data).toEqual([]);
  });

  it('refuses loopback, private and plain-http URLs in production (422), by name and by address', async () => {
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://localhost/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.1.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'http://93.184.215.14/hooks',
    ]) {
      const response = await call(production, 'POST', '/webhook_endpoints', { url, events: ['pay_run.paid'] });
      expect({ url, status: response.status }).toEqual({ url, status: 422 });
      expect(response.body.error.details.fields.url).toMatch(/https|public/);
    }
    const { body: created } = await call(production, 'POST', '/webhook_endpoints', { url: 'https://93.184.215.14/hooks', events: ['pay_run.paid'] });
    expect(created.object).toBe('webhook_endpoint');
    const moved = await call(production, 'PATCH', `/webhook_endpoints/${created.id}`, { url: 'https://127.0.0.1/hooks' });
    expect(moved.status).toBe(422);
  });

  it('refuses in staging every address but 127.0.0.1 and localhost', async () => {
    for (const url of ['http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/', 'http://[::1]/', 'http://0.0.0.0/', 'http://127.1/']) {
      const response = await call(staging, 'POST', '/webhook_endpoints', { url, events: ['pay_run.paid'] });
      expect({ url, status: response.status }).toEqual({ url, status: 422 });
    }
  });

  it('lists events with type and created filters, and answers 404 for an unknown event', async () => {
    const list = await call(staging, 'GET', '/events?type=pay_run.paid&created[gte]=2025-01-01&created[lt]=2100-01-01');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect((await call(staging, 'GET', '/events?type=pay_run.deleted')).status).toBe(400);
    expect((await call(staging, 'GET', '/events?created[gte]=yesterday')).status).toBe(400);
    expect((await call(staging, 'GET', '/events/not-a-uuid')).status).toBe(404);
  });

  it('documents every webhook route in the OpenAPI document', async () => {
    const document = (await (await staging.request('GET', '/api/v1/openapi.json')).json()) as any;
    const operations = [
      ['/webhook_endpoints', 'post'], ['/webhook_endpoints', 'get'], ['/webhook_endpoints/{id}', 'get'], ['/webhook_endpoints/{id}', 'patch'],
      ['/webhook_endpoints/{id}', 'delete'], ['/webhook_endpoints/{id}/rotate_secret', 'post'], ['/events', 'get'], ['/events/{id}', 'get'],
      ['/events/{id}/redeliver', 'post'],
    ] as const;
    for (const [path, method] of operations) {
      const operation = document.paths[path]?.[method];
      expect({ path, method, operationId: typeof operation?.operationId, tags: operation?.tags?.length, summary: typeof operation?.summary, description: typeof operation?.description })
        .toEqual({ path, method, operationId: 'string', tags: 1, summary: 'string', description: 'string' });
    }
  });
});
