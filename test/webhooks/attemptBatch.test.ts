import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { recordAttempts } from '../../commands/webhooks/deliveryAttempt.ts';
import { recordWebhookEvents } from '../../commands/webhooks/recordEvent.ts';
import { publishedEvent } from '../../actors/outboxRelay.ts';
import { withTenant } from '../../db/tenant.ts';
import type { OutboxRow } from '../../db/outbox.ts';
import type { WebhookDeliveryRow } from '../../db/webhookDeliveries.ts';

// Attempt outcomes recorded in one batch (no dispatcher runs here: the test plays it), each delivery moved by its
// machine: attempts stored, snapshots and status mirrors, transitions logged, endpoints' failure runs tracked.
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness({ webhooks: { schedule: { firstRetryMs: 60_000, maxRetryMs: 60_000, giveUpAfterMs: 3_600_000, disableEndpointAfterMs: 3_600_000, timeoutMs: 1_000 } } });
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 1, (i) => kenyanEmployee(i));
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const inTenant = <T>(work: (ctx: any) => Promise<T>) =>
  withTenant(api.db.sql, tenant.organizationId, (tx) =>
    work({ tx, organizationId: tenant.organizationId, afterCommit: () => {}, keyring: api.runtime.keyring, webhooks: api.runtime.webhooks }));

describe('a batch of attempt outcomes', () => {
  it('moves each delivery through its machine, in one transaction, and leaves one no longer waiting untouched', async () => {
    const healthy = (await call('POST', '/webhook_endpoints', { url: 'http://127.0.0.1:9/ok', events: ['pay_run.calculated'] })).body;
    const failing = (await call('POST', '/webhook_endpoints', { url: 'http://127.0.0.1:9/down', events: ['pay_run.calculated'] })).body;
    const created = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-01-01', period_end: '2025-01-31', pay_date: '2025-01-28' });
    await call('POST', `/pay_runs/${created.body.id}/calculate`);
    const facts = await api.db.sql<OutboxRow[]>`select * from outbox where entity_id = ${created.body.id} and event_type = 'calculate'`;
    const [event] = await inTenant((ctx) => recordWebhookEvents(ctx, facts.map(publishedEvent)));
    const deliveries = await api.db.sql<WebhookDeliveryRow[]>`select * from webhook_deliveries where event_id = ${event!.id}`;
    const to = (endpointId: string) => deliveries.find((d) => d.endpoint_id === endpointId)!;
    const at = new Date();

    const moved = await inTenant((ctx) => recordAttempts(ctx, [
      { deliveryId: to(healthy.id).id, outcome: { attemptedAt: at, durationMs: 12.4, responseStatus: 204, error: null } },
      { deliveryId: to(failing.id).id, outcome: { attemptedAt: at, durationMs: 30, responseStatus: 503, error: null } },
    ]));
    expect(moved).toHaveLength(2);
    const after = await api.db.sql<WebhookDeliveryRow[]>`select * from webhook_deliveries where event_id = ${event!.id}`;
    const state = (endpointId: string) => after.find((d) => d.endpoint_id === endpointId)!;
    expect(state(healthy.id)).toMatchObject({ status: 'delivered', attempts: 1, next_attempt_at: null, leased_until: null, machine_snapshot: expect.objectContaining({ value: 'delivered' }) });
    expect(state(failing.id)).toMatchObject({ status: 'retrying', attempts: 1, machine_snapshot: expect.objectContaining({ value: 'retrying' }) });
    expect(state(failing.id).next_attempt_at!.getTime()).toBeGreaterThan(at.getTime());
    const attempts = await api.db.sql`select delivery_id, response_status, duration_ms from webhook_delivery_attempts where event_id = ${event!.id} order by response_status`;
    expect(attempts).toEqual([
      { delivery_id: to(healthy.id).id, response_status: 204, duration_ms: 12 },
      { delivery_id: to(failing.id).id, response_status: 503, duration_ms: 30 },
    ]);
    const logged = await api.db.sql`
      select entity_id, from_state, to_state, event, details from transitions
      where entity_type = 'webhook_delivery' and entity_id = any(${deliveries.map((d) => d.id)}::uuid[]) and event <> 'CREATE' order by event`;
    expect(logged).toEqual([
      { entity_id: to(failing.id).id, from_state: 'pending', to_state: 'retrying', event: 'ATTEMPT_FAILED', details: { retry_at: state(failing.id).next_attempt_at!.toISOString() } },
      { entity_id: to(healthy.id).id, from_state: 'pending', to_state: 'delivered', event: 'ATTEMPT_SUCCEEDED', details: null },
    ]);
    const endpoints = await api.db.sql<{ id: string; failing_since: Date | null }[]>`select id, failing_since from webhook_endpoints where id = any(${[healthy.id, failing.id]}::uuid[])`;
    expect(endpoints.find((e) => e.id === failing.id)!.failing_since).toEqual(at);
    expect(endpoints.find((e) => e.id === healthy.id)!.failing_since).toBeNull();

    // A late outcome for a delivery already delivered (another process's, a lease that ran out): nothing moves.
    const late = await inTenant((ctx) => recordAttempts(ctx, [{ deliveryId: to(healthy.id).id, outcome: { attemptedAt: new Date(), durationMs: 5, responseStatus: 500, error: null } }]));
    expect(late).toEqual([]);
    const [count] = await api.db.sql<{ n: number }[]>`select count(*)::int as n from webhook_delivery_attempts where delivery_id = ${to(healthy.id).id}`;
    expect(count!.n).toBe(1);
    expect((await api.db.sql`select status from webhook_deliveries where id = ${to(healthy.id).id}`)[0]).toEqual({ status: 'delivered' });
  });
});
