import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { postWebhook } from '../../actors/webhooks/postWebhook.ts';
import { recordWebhookEvent, recordWebhookEvents } from '../../commands/webhooks/recordEvent.ts';
import { newId } from '../../domain/ids.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TransitionFact } from '../../machines/events.ts';
import type { PublishedEvent } from '../../ports/eventStream.ts';
import { calculatedRuns } from './calculatedRuns.ts';
import { startReceiver, until, type Receiver } from './receiver.ts';

// The dispatcher actor over real NATS: restarts, duplicates, the address check at delivery, slow receivers.
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
let api: ApiHarness;
let tenant: TenantFixture;
let dispatcher: WebhookDispatcher | undefined;
let receiver: Receiver;
let hanging = 0;
let mostHanging = 0;

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
  api = await createApiHarness({
    bus: await connectNatsBus(natsUrl, { namespace }),
    webhooks: {
      schedule: { firstRetryMs: 100, maxRetryMs: 200, giveUpAfterMs: 60_000, disableEndpointAfterMs: 60_000, timeoutMs: 2_000 },
      perEndpointConcurrency: 2,
      pollMs: 50,
    },
  });
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 1, (i) => kenyanEmployee(i));
  receiver = await startReceiver((path) => {
    if (path === '/redirect') return 302;
    if (path !== '/hang') return 200;
    hanging += 1;
    mostHanging = Math.max(mostHanging, hanging);
    setTimeout(() => (hanging -= 1), 2_000);
    return 'hang';
  });
}, 60_000);
afterAll(async () => {
  await dispatcher?.stop();
  await receiver?.close();
  await api?.close();
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const endpoint = async (path: string) => (await call('POST', '/webhook_endpoints', { url: receiver.url(path), events: ['pay_run.calculated'] })).body;
const runs = calculatedRuns(() => api, 2024);
const calculatedRun = () => runs(tenant.token);

describe('webhook dispatcher', () => {
  it('picks up, after a restart, the facts committed while it was down', async () => {
    await endpoint('/restart');
    const run = await calculatedRun();
    await api.runtime.outboxRelay.drain();
    expect(receiver.on('/restart')).toEqual([]);
    dispatcher = await startWebhookDispatcher(api.runtime);
    await until(() => receiver.on('/restart').some((r) => r.body.data.object.id === run.id), 'the delivery after the start');
    await dispatcher.stop();
    const second = await calculatedRun();
    await api.runtime.outboxRelay.drain();
    dispatcher = await startWebhookDispatcher(api.runtime);
    await until(() => receiver.on('/restart').some((r) => r.body.data.object.id === second.id), 'the delivery after the restart');
    expect(receiver.on('/restart').filter((r) => r.body.data.object.id === run.id)).toHaveLength(1);
  });

  it('records one event per outbox fact, however often the fact arrives', async () => {
    const run = await calculatedRun();
    const [outbox] = await api.db.sql<{ id: string; payload: TransitionFact<'pay_run'>; created_at: Date }[]>`
      select id, payload, created_at from outbox where entity_id = ${run.id} and event_type = 'calculate'`;
    const fact: PublishedEvent = {
      id: outbox!.id, organizationId: tenant.organizationId, entity: 'pay_run', entityId: run.id, type: 'calculate', payload: outbox!.payload, createdAt: outbox!.created_at.toISOString(),
    };
    const ctx = (tx: any) => ({ tx, organizationId: tenant.organizationId, afterCommit: () => {} });
    for (let i = 0; i < 3; i++) await withTenant(api.db.sql, tenant.organizationId, (tx) => recordWebhookEvent(ctx(tx), fact));
    await until(async () => (await api.db.sql`select 1 from events where outbox_id = ${outbox!.id}`).length > 0, 'the event');
    expect(await api.db.sql`select id from events where outbox_id = ${outbox!.id}`).toHaveLength(1);
  });

  it('records a batch of facts in one transaction: one event each with its deliveries, nothing from a rolled-back batch, nothing twice', async () => {
    const run = await calculatedRun();
    const fact = (): PublishedEvent => ({
      id: newId(), organizationId: tenant.organizationId, entity: 'pay_run', entityId: run.id, type: 'calculate',
      payload: { transition_id: newId(), from: 'draft', to: 'calculated', event: 'CALCULATE', actor: 'test', details: null }, createdAt: new Date().toISOString(),
    });
    const [f1, f2, f3] = [fact(), fact(), fact()];
    const ctx = (tx: any) => ({ tx, organizationId: tenant.organizationId, afterCommit: () => {} });
    const record = (facts: PublishedEvent[]) => withTenant(api.db.sql, tenant.organizationId, (tx) => recordWebhookEvents(ctx(tx), facts));
    const eventsOf = (ids: string[]) => api.db.sql<{ id: string; outbox_id: string }[]>`select id, outbox_id from events where outbox_id = any(${ids}::uuid[])`;

    // A crash after recording and before the commit: nothing of the batch remains, the redelivered facts start afresh.
    await expect(withTenant(api.db.sql, tenant.organizationId, async (tx) => {
      expect(await recordWebhookEvents(ctx(tx), [f1!, f2!])).toHaveLength(2);
      throw new Error('crash before the commit');
    })).rejects.toThrow('crash before the commit');
    expect(await eventsOf([f1!.id, f2!.id])).toEqual([]);

    const subscribed = await api.db.sql`
      select id from webhook_endpoints where organization_id = ${tenant.organizationId} and deleted_at is null and not disabled and 'pay_run.calculated' = any(events)`;
    const first = await record([f1!, f2!, f1!]);
    expect(first.map((e) => e.outbox_id)).toEqual([f1!.id, f2!.id]);
    const again = await record([f2!, f3!, f1!]);
    expect(again.map((e) => e.outbox_id)).toEqual([f3!.id]);
    const events = await eventsOf([f1!.id, f2!.id, f3!.id]);
    expect(events.map((e) => e.outbox_id).sort()).toEqual([f1!.id, f2!.id, f3!.id].sort());
    // Each event's deliveries, one per subscribed endpoint, each started by its machine (logged CREATE → pending).
    const deliveries = await api.db.sql<{ id: string; event_id: string; status: string }[]>`
      select id, event_id, status from webhook_deliveries where event_id = any(${events.map((e) => e.id)}::uuid[])`;
    expect(subscribed.length).toBeGreaterThan(0);
    expect(deliveries).toHaveLength(events.length * subscribed.length);
    const created = await api.db.sql`
      select entity_id from transitions where entity_type = 'webhook_delivery' and event = 'CREATE' and to_state = 'pending'
        and entity_id = any(${deliveries.map((d) => d.id)}::uuid[])`;
    expect(created).toHaveLength(deliveries.length);
  });

  it('keeps a hanging receiver to its own slots: other endpoints are served meanwhile', async () => {
    const hang = await endpoint('/hang');
    await endpoint('/healthy');
    const runs = [await calculatedRun(), await calculatedRun(), await calculatedRun(), await calculatedRun()];
    await until(() => runs.every((run) => receiver.on('/healthy').some((r) => r.body.data.object.id === run.id)), 'every event at the healthy endpoint');
    await until(() => receiver.on('/hang').length >= 2, 'the hanging endpoint attempted');
    expect(mostHanging).toBeLessThanOrEqual(2);
    await call('PATCH', `/webhook_endpoints/${hang.id}`, { disabled: true });
  });

  it('checks the address again at delivery, and never follows a redirect', async () => {
    const refused = await postWebhook(receiver.url('/private'), '{}', {}, { loopbackOnly: false }, 1_000);
    expect(refused).toEqual({ responseStatus: null, error: 'address refused' });
    const byName = await postWebhook(receiver.url('/private').replace('127.0.0.1', 'localhost'), '{}', {}, { loopbackOnly: false }, 1_000);
    expect(byName.error).toBe('address refused');
    expect(receiver.on('/private')).toEqual([]);
    const redirected = await postWebhook(receiver.url('/redirect'), '{}', {}, { loopbackOnly: true }, 1_000);
    expect(redirected).toEqual({ responseStatus: 302, error: null });
    expect(receiver.received.filter((r) => r.path !== '/redirect' && r.path.startsWith('/redirect'))).toEqual([]);
  });
});
