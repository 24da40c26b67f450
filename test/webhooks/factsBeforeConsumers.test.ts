import { afterAll, describe, expect, inject, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import type { Bus } from '../../ports/bus.ts';
import { calculatedRuns } from './calculatedRuns.ts';
import { until } from './receiver.ts';

// Found by reading the path from the outbox to a webhook delivery (issue 30): a process starts its outbox relay
// before its webhook dispatcher subscribes, so what the outbox held from before a restart is published, and marked
// published, while the events stream has no webhook consumer. JetStream keeps the facts for a consumer created later;
// the in-process bus of `npm start` dropped them, and their events were never recorded.
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
afterAll(async () => {
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

function scenario(name: string, makeBus: () => Promise<Bus>) {
  describe(name, () => {
    let api: ApiHarness;
    let dispatcher: WebhookDispatcher | undefined;
    afterAll(async () => {
      await dispatcher?.stop();
      await api?.close();
    });

    it('records the event of a fact published before the webhook dispatcher subscribed', async () => {
      api = await createApiHarness({ bus: await makeBus(), webhooks: { pollMs: 50 } });
      const tenant = await api.tenant();
      await seedEmployees(api, tenant, 1, (i) => kenyanEmployee(i));
      await api.json('POST', '/webhook_endpoints', { token: tenant.token, body: { url: 'http://127.0.0.1:9/start-up', events: ['pay_run.calculated'] } });
      const run = await calculatedRuns(() => api, 2025)(tenant.token);
      // Published and marked published with no webhook consumer on the stream, as at a process's start.
      // (The relay's own poll may hold the row while drain skips it: wait for its mark.)
      await api.runtime.outboxRelay.drain();
      const fact = await until(async () => {
        const [row] = await api.db.sql<{ id: string }[]>`
          select id from outbox where entity_id = ${run.id} and event_type = 'calculate' and published_at is not null`;
        return row;
      }, 'the fact published');

      dispatcher = await startWebhookDispatcher(api.runtime);
      const recorded = await until(async () => {
        const rows = await api.db.sql<{ deliveries: number }[]>`
          select count(d.id)::int as deliveries from events e join webhook_deliveries d on d.event_id = e.id
          where e.outbox_id = ${fact!.id} group by e.id`;
        return rows[0];
      }, 'the event of the fact published before the dispatcher subscribed', 20_000);
      expect(recorded.deliveries).toBe(1);
    }, 90_000);
  });
}

scenario('facts published before the webhook consumer exists, in process', async () => createInProcessBus());

describe.skipIf(!natsUrl)('over NATS', () => {
  scenario('facts published before the webhook consumer exists, over NATS JetStream', async () => connectNatsBus(natsUrl!, { namespace }));
});

describe('the in-process events stream', () => {
  it('keeps an event for later consumers for its retention only, so memory holds that long of events', async () => {
    let now = 0;
    const bus = createInProcessBus({ eventRetentionMs: 1_000, clock: { now: () => now } });
    const events = await bus.events();
    const fact = (id: string) => ({ id, organizationId: crypto.randomUUID(), entity: 'pay_run', entityId: id, type: 'calculate', payload: {}, createdAt: new Date(0).toISOString() }) as never;
    await events.publish(fact('early'));
    now = 500;
    await events.publish(fact('later'));
    now = 1_200;
    const heard: string[] = [];
    const consumer = await events.consume('late', { entity: 'pay_run' }, async ({ data }) => (heard.push(data.id), 'done'));
    await until(() => heard.length === 1, 'the retained event delivered');
    await new Promise((r) => setTimeout(r, 200));
    await consumer.stop();
    await bus.close();
    // `early` was past its retention when the consumer came; `later` was kept for it.
    expect(heard).toEqual(['later']);
  });
});
