import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { purgeEventsBefore } from '../../db/webhookRetention.ts';
import { calculatedRuns } from './calculatedRuns.ts';
import { startReceiver, until, type Receiver } from './receiver.ts';

// Retention over real rows made by the real dispatcher: events older than the retention go with their deliveries
// and attempts; recent ones, and old ones with a delivery still waiting for a retry, stay.
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
const day = 24 * 3600 * 1000;
let api: ApiHarness;
let tenant: TenantFixture;
let dispatcher: WebhookDispatcher | undefined;
let receiver: Receiver;

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
  api = await createApiHarness({
    bus: await connectNatsBus(natsUrl, { namespace }),
    webhooks: {
      // A failed delivery waits an hour for its retry: still pending while the test runs.
      schedule: { firstRetryMs: 3_600_000, maxRetryMs: 3_600_000, giveUpAfterMs: 3 * day, disableEndpointAfterMs: 3 * day, timeoutMs: 2_000 },
      pollMs: 50,
      purgeIntervalMs: 100,
    },
  });
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 1, (i) => kenyanEmployee(i));
  receiver = await startReceiver((path) => (path === '/down' ? 500 : 200));
}, 60_000);
afterAll(async () => {
  await dispatcher?.stop();
  await receiver?.close();
  await api?.close();
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const runs = calculatedRuns(() => api);
const calculatedRun = () => runs(tenant.token);
const sql = () => api.db.sql;
/** The event about a run once every one of its deliveries has had its attempt. */
async function attemptedEventOf(runId: string, deliveries: number) {
  return until(async () => {
    const [event] = await sql()<{ id: string }[]>`select id from events where body #>> '{data,object,id}' = ${runId}`;
    if (!event) return null;
    const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from webhook_delivery_attempts where event_id = ${event.id}`;
    return row!.n >= deliveries && event.id;
  }, `the attempts of run ${runId}'s event`);
}
const rowsOf = async (eventId: string) => {
  const [row] = await sql()<{ events: number; deliveries: number; attempts: number }[]>`
    select (select count(*) from events where id = ${eventId})::int as events,
           (select count(*) from webhook_deliveries where event_id = ${eventId})::int as deliveries,
           (select count(*) from webhook_delivery_attempts where event_id = ${eventId})::int as attempts`;
  return row!;
};
const age = (eventId: string, days: number) => sql()`update events set created_at = now() - make_interval(days => ${days}) where id = ${eventId}`;

describe('event retention', () => {
  it('purges old events with their deliveries and attempts, in bounded batches, keeping recent ones and any still waiting for a retry', async () => {
    dispatcher = await startWebhookDispatcher({ ...api.runtime, webhooks: { ...api.runtime.webhooks, purgeIntervalMs: 3_600_000 } });
    await call('POST', '/webhook_endpoints', { url: receiver.url('/ok'), events: ['pay_run.calculated'] });
    const delivered = [await attemptedEventOf((await calculatedRun()).id, 1), await attemptedEventOf((await calculatedRun()).id, 1)];
    const down = (await call('POST', '/webhook_endpoints', { url: receiver.url('/down'), events: ['pay_run.calculated'] })).body;
    const pending = await attemptedEventOf((await calculatedRun()).id, 2);
    await call('PATCH', `/webhook_endpoints/${down.id}`, { events: ['pay_run.paid'] });
    const recent = await attemptedEventOf((await calculatedRun()).id, 1);
    await dispatcher.stop();
    dispatcher = undefined;

    for (const id of [...delivered, pending]) await age(id, 40);
    await age(recent, 29);
    const [retrying] = await sql()<{ status: string }[]>`select status from webhook_deliveries where event_id = ${pending} and endpoint_id = ${down.id}`;
    expect(retrying!.status).toBe('retrying');
    expect(await rowsOf(delivered[0]!)).toEqual({ events: 1, deliveries: 1, attempts: 1 });

    const cutoff = new Date(Date.now() - 30 * day);
    // Bounded: one event per statement, oldest first, until only what must stay is left.
    expect(await purgeEventsBefore(sql(), cutoff, 1)).toBe(1);
    expect(await purgeEventsBefore(sql(), cutoff, 1)).toBe(1);
    expect(await purgeEventsBefore(sql(), cutoff, 1)).toBe(0);
    for (const id of delivered) expect(await rowsOf(id)).toEqual({ events: 0, deliveries: 0, attempts: 0 });
    expect(await rowsOf(pending)).toEqual({ events: 1, deliveries: 2, attempts: 2 });
    expect(await rowsOf(recent)).toEqual({ events: 1, deliveries: 1, attempts: 1 });
  });

  it('is run by the dispatcher: an event that ages past the retention goes, once its last delivery is done', async () => {
    const run = await calculatedRun();
    dispatcher = await startWebhookDispatcher(api.runtime);
    const event = await attemptedEventOf(run.id, 1);
    await age(event, 31);
    await until(async () => (await rowsOf(event)).events === 0, 'the purge by the dispatcher');
    expect(await rowsOf(event)).toEqual({ events: 0, deliveries: 0, attempts: 0 });
    // The old event still waiting for its retry is kept by every periodic purge.
    const [kept] = await sql()<{ n: number }[]>`
      select count(*)::int as n from events e where created_at < now() - interval '30 days'
        and exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.next_attempt_at is not null)`;
    expect(kept!.n).toBe(1);
  });
});
