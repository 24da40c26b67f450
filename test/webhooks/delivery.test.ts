import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { verifyWebhook } from '../../domain/webhooks/signature.ts';
import { startReceiver, until, type Receiver } from './receiver.ts';

// Delivery over real NATS JetStream to a real HTTP receiver, with the retry schedule shrunk to fractions of a second.
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
let api: ApiHarness;
let tenant: TenantFixture;
let dispatcher: WebhookDispatcher;
let receiver: Receiver;
/** Per path, what the receiver answers to its n-th request. */
const script = new Map<string, (seen: number) => number | 'hang'>();
let month = 0;

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
  const bus = await connectNatsBus(natsUrl, { namespace });
  api = await createApiHarness({
    bus,
    webhooks: {
      schedule: { firstRetryMs: 100, maxRetryMs: 400, giveUpAfterMs: 60_000, disableEndpointAfterMs: 60_000, timeoutMs: 500 },
      rotationOverlapMs: 60_000,
      pollMs: 50,
    },
  });
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 2, (i) => kenyanEmployee(i));
  receiver = await startReceiver((path, seen) => script.get(path)?.(seen) ?? 200);
  dispatcher = await startWebhookDispatcher(api.runtime);
}, 60_000);
afterAll(async () => {
  await dispatcher?.stop();
  await receiver?.close();
  await api?.close();
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

const call = async (method: string, path: string, body?: unknown, token = tenant.token) => {
  const response = await api.request(method, path, { token, body });
  return { status: response.status, body: (await response.json()) as any };
};

async function endpoint(path: string, events: string[], token = tenant.token) {
  const created = await call('POST', '/webhook_endpoints', { url: receiver.url(path), events }, token);
  expect(created.status).toBe(201);
  return created.body as { id: string; secret: string };
}

/** A calculated run in a month of its own (periods of one jurisdiction may not overlap). */
async function calculatedRun(token = tenant.token) {
  month += 1;
  const m = `2025-${String(month).padStart(2, '0')}`;
  const created = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `${m}-01`, period_end: `${m}-28`, pay_date: `${m}-28` }, token);
  const calculated = await call('POST', `/pay_runs/${created.body.id}/calculate`, undefined, token);
  expect(calculated.body.status).toBe('calculated');
  return calculated.body;
}

describe('delivery', () => {
  it('delivers pay_run.calculated, signed, with the run as GET /pay_runs/{id} reads it', async () => {
    const { secret } = await endpoint('/signed', ['pay_run.calculated']);
    const run = await calculatedRun();
    const [delivery] = await until(() => receiver.on('/signed').length > 0 && receiver.on('/signed'), 'the delivery');
    const verified = verifyWebhook(secret, delivery!.headers['payroll-signature'] as string, delivery!.rawBody);
    expect(verified).toEqual({ ok: true, timestamp: expect.any(Number) });
    expect(delivery!.body).toMatchObject({ object: 'event', type: 'pay_run.calculated', data: { previous_status: 'draft' } });
    expect(Object.keys(delivery!.body).sort()).toEqual(['created_at', 'data', 'id', 'object', 'type']);
    expect(delivery!.body.data.object).toEqual((await call('GET', `/pay_runs/${run.id}`)).body);
    const event = await call('GET', `/events/${delivery!.body.id}`);
    expect(event.body.delivery_attempts).toEqual([expect.objectContaining({ response_status: 200, error: null })]);
    expect(event.body.deliveries.map((d: any) => d.status)).toEqual(['delivered']);
  });
});
