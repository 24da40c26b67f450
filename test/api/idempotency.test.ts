import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, z } from '@hono/zod-openapi';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { newRouter } from '../../api/router.ts';
import { idempotent } from '../../api/middleware/idempotency.ts';
import { tenantTransaction } from '../../api/middleware/tenantTransaction.ts';
import type { CommandPorts } from '../../commands/context.ts';
import { requireJsonBody } from '../../api/middleware/jsonBody.ts';
import { ApiError } from '../../api/errors.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { newId } from '../../domain/ids.ts';

// The idempotency middleware on a route that writes, mounted exactly as the API mounts its routes.
let db: TestDatabase;
let organizationId: string;
let gate: Promise<void> = Promise.resolve();
let entered: () => void = () => {};

function appUnderTest() {
  const app = newRouter();
  app.use('*', async (c, next) => {
    c.set('principal', { organizationId, apiKeyId: 'k', scopes: new Set(), organizationStatus: 'active' });
    await next();
  });
  app.use('*', requireJsonBody);
  // The route under test writes through its transaction only: the database is the one port it uses.
  app.use('*', tenantTransaction({ sql: db.sql } as CommandPorts));
  const route = createRoute({
    method: 'post',
    path: '/departments',
    middleware: [idempotent] as const,
    request: { body: { content: { 'application/json': { schema: z.object({ name: z.string(), fail: z.boolean().optional() }) } } } },
    responses: { 201: { description: 'created' } },
  });
  app.openapi(route, async (c) => {
    const body = c.req.valid('json');
    entered();
    await gate;
    const id = newId();
    await c.var.db`insert into departments (id, organization_id, name) values (${id}, ${organizationId}, ${body.name})`;
    if (body.fail) throw new ApiError('validation_failed', 'asked to fail');
    return c.json({ id, name: body.name }, 201);
  });
  app.onError((error, c) => {
    const e = error instanceof ApiError ? error : new ApiError('internal_error', 'x');
    for (const [k, v] of Object.entries(e.headers ?? {})) c.header(k, v);
    return c.json(e.toBody(), e.status);
  });
  return app;
}

const post = (app: ReturnType<typeof appUnderTest>, key: string | undefined, body: unknown) =>
  app.request('/departments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    body: JSON.stringify(body),
  });

const departments = async () => (await db.sql`select count(*)::int as n from departments`)[0]!.n as number;

beforeAll(async () => {
  db = await createTestDatabase();
  organizationId = ((await runAdminCommand(db.sql, ['org', 'create', '--name', 'O', '--country', 'KE', '--currency', 'KES'], 'staging')) as { id: string }).id;
});
afterAll(() => db.drop());

describe('Idempotency-Key', () => {
  it('replays the original response for the same key and body, acting once', async () => {
    const app = appUnderTest();
    const before = await departments();
    const first = await post(app, 'key-1', { name: 'Finance' });
    const again = await post(app, 'key-1', { name: 'Finance' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await again.json()).toEqual(await first.json());
    expect(await departments()).toBe(before + 1);
  });

  it('treats the same JSON with other key order and spacing as the same body', async () => {
    const app = appUnderTest();
    await post(app, 'key-order', { name: 'Ops', fail: false });
    const replay = await app.request('/departments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-order' },
      body: '{ "fail": false,   "name": "Ops" }',
    });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('answers 422 idempotency_key_reuse for the same key with another body, changing nothing', async () => {
    const app = appUnderTest();
    await post(app, 'key-2', { name: 'Sales' });
    const before = await departments();
    const reuse = await post(app, 'key-2', { name: 'Marketing' });
    expect(reuse.status).toBe(422);
    expect(await reuse.json()).toMatchObject({ error: { code: 'idempotency_key_reuse' } });
    expect(await departments()).toBe(before);
  });

  it('never lets two concurrent requests with one key both act: the second answers 409 with Retry-After', async () => {
    const app = appUnderTest();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = await departments();
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const first = post(app, 'key-3', { name: 'Legal' });
    await inside; // the first request holds the key and is acting
    entered = () => {};
    const second = await post(app, 'key-3', { name: 'Legal' });
    open();
    gate = Promise.resolve();
    expect(second.status).toBe(409);
    expect(second.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await second.json()).toMatchObject({ error: { code: 'idempotency_in_progress' } });
    expect((await first).status).toBe(201);
    expect(await departments()).toBe(before + 1);
    expect((await post(app, 'key-3', { name: 'Legal' })).headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('rolls a failed request back entirely and does not remember it', async () => {
    const app = appUnderTest();
    const before = await departments();
    expect((await post(app, 'key-4', { name: 'Broken', fail: true })).status).toBe(422);
    expect(await departments()).toBe(before);
    const retry = await post(app, 'key-4', { name: 'Fixed' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('answers 400 invalid_request for a key over 255 characters, and accepts 255', async () => {
    const app = appUnderTest();
    const tooLong = await post(app, 'k'.repeat(256), { name: 'X' });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: { code: 'invalid_request', details: { header: 'Idempotency-Key' } } });
    expect((await post(app, 'k'.repeat(255), { name: 'Y' })).status).toBe(201);
  });

  it('acts every time without a key', async () => {
    const app = appUnderTest();
    const before = await departments();
    await post(app, undefined, { name: 'A' });
    await post(app, undefined, { name: 'A' });
    expect(await departments()).toBe(before + 2);
  });

  it('forgets a key after 24 hours', async () => {
    const app = appUnderTest();
    await post(app, 'key-old', { name: 'Old' });
    await db.sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = 'key-old'`;
    const fresh = await post(app, 'key-old', { name: 'New' });
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('Idempotent-Replayed')).toBeNull();
    const [row] = await db.sql`select expires_at - created_at as kept from idempotency_keys where key = 'key-old'`;
    expect(String((row as { kept: unknown }).kept)).toMatch(/24:00:00|1 day/);
  });
});
