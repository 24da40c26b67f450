import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { verifyWebhook } from '../../domain/webhooks/signature.ts';
import { withTenant } from '../../db/tenant.ts';
import { movePayRun } from '../../commands/payRuns/movePayRun.ts';
import { calculatedRuns } from './calculatedRuns.ts';
import { startReceiver, until, type Receiver } from './receiver.ts';
import { webhookAttempts } from '../../platform/payrollMetrics.ts';

// Delivery over real NATS JetStream to a real HTTP receiver, with the retry schedule shrunk to fractions of a second.
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
let api: ApiHarness;
let tenant: TenantFixture;
let dispatcher: WebhookDispatcher;
let receiver: Receiver;
/** Per path, what the receiver answers to its n-th request. */
const script = new Map<string, (seen: number) => number | 'hang'>();

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
  const bus = await connectNatsBus(natsUrl, { namespace });
  api = await createApiHarness({
    bus,
    webhooks: {
      schedule: { firstRetryMs: 100, maxRetryMs: 400, giveUpAfterMs: 60_000, disableEndpointAfterMs: 3_000, timeoutMs: 500 },
      rotationOverlapMs: 2_000,
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

const call = (method: string, path: string, body?: unknown, token = tenant.token) => api.json(method, path, { token, body });

async function endpoint(path: string, events: string[], token = tenant.token) {
  const created = await call('POST', '/webhook_endpoints', { url: receiver.url(path), events }, token);
  expect(created.status).toBe(201);
  return created.body as { id: string; secret: string };
}

/** A calculated run in a month of its own (periods of one jurisdiction may not overlap). */
const runs = calculatedRuns(() => api);
const calculatedRun = (token = tenant.token) => runs(token);

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
    // The receiver has answered; the dispatcher records the outcome just after.
    const event = await until(async () => {
      const read = await call('GET', `/events/${delivery!.body.id}`);
      return read.body.delivery_attempts.length > 0 && read;
    }, 'the attempt recorded');
    expect(event.body.delivery_attempts).toEqual([expect.objectContaining({ response_status: 200, error: null })]);
    expect(event.body.deliveries.map((d: any) => d.status)).toEqual(['delivered']);
  });

  it('retries after a 500, under the same event id, and records both attempts', async () => {
    const counted = async (outcome: string) => (await webhookAttempts.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
    const [rejectedBefore, deliveredBefore] = [await counted('rejected'), await counted('delivered')];
    script.set('/flaky', (seen) => (seen === 0 ? 500 : 200));
    const { id: endpointId } = await endpoint('/flaky', ['pay_run.calculated']);
    await calculatedRun();
    const [first, second] = await until(() => receiver.on('/flaky').length >= 2 && receiver.on('/flaky'), 'the retry');
    expect(second!.body.id).toBe(first!.body.id);
    const event = await until(async () => {
      const read = (await call('GET', `/events/${first!.body.id}`)).body;
      return read.deliveries.some((d: any) => d.endpoint_id === endpointId && d.status === 'delivered') && read;
    }, 'the delivery to read delivered');
    const attempts = event.delivery_attempts.filter((a: any) => a.endpoint_id === endpointId);
    expect(attempts.map((a: any) => a.response_status)).toEqual([500, 200]);
    expect(attempts.every((a: any) => Number.isInteger(a.duration_ms) && Date.parse(a.attempted_at) > 0)).toBe(true);
    // The dispatcher counts each outcome for /metrics.
    expect(await counted('rejected')).toBeGreaterThan(rejectedBefore);
    expect(await counted('delivered')).toBeGreaterThan(deliveredBefore);
  });

  it('retries after a timeout', async () => {
    script.set('/slow', (seen) => (seen === 0 ? 'hang' : 200));
    const { id: endpointId } = await endpoint('/slow', ['pay_run.calculated']);
    await calculatedRun();
    const [first, second] = await until(() => receiver.on('/slow').length >= 2 && receiver.on('/slow'), 'the retry after the timeout');
    expect(second!.body.id).toBe(first!.body.id);
    const event = await until(async () => {
      const read = (await call('GET', `/events/${first!.body.id}`)).body;
      return read.delivery_attempts.filter((a: any) => a.endpoint_id === endpointId).length >= 2 && read;
    }, 'both attempts recorded');
    const attempts = event.delivery_attempts.filter((a: any) => a.endpoint_id === endpointId);
    expect(attempts[0]).toMatchObject({ response_status: null, error: 'timeout' });
    expect(attempts[1]).toMatchObject({ response_status: 200, error: null });
  });

  it('records a refused connection as its class, not the socket error (the attempt log is no port scanner)', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const created = await call('POST', '/webhook_endpoints', { url: `http://127.0.0.1:${closed}/nobody`, events: ['pay_run.calculated'] });
    expect(created.status).toBe(201);
    const run = await calculatedRun();
    const attempt = await until(async () => {
      const events = (await call('GET', '/events?type=pay_run.calculated&limit=100')).body.data as any[];
      const event = events.find((e) => e.data.object.id === run.id);
      if (!event) return false;
      const read = (await call('GET', `/events/${event.id}`)).body;
      return read.delivery_attempts.find((a: any) => a.endpoint_id === created.body.id) ?? false;
    }, 'the attempt at the closed port');
    expect(attempt).toMatchObject({ response_status: null, error: 'connection refused' });
    await call('PATCH', `/webhook_endpoints/${created.body.id}`, { disabled: true });
  });

  it('redelivers an event under the same id (202)', async () => {
    await endpoint('/again', ['pay_run.calculated']);
    await calculatedRun();
    const [original] = await until(() => receiver.on('/again').length > 0 && receiver.on('/again'), 'the first delivery');
    const redelivered = await call('POST', `/events/${original!.body.id}/redeliver`);
    expect(redelivered.status).toBe(202);
    const [, again] = await until(() => receiver.on('/again').length >= 2 && receiver.on('/again'), 'the redelivery');
    expect(again!.body.id).toBe(original!.body.id);
    expect(again!.rawBody).toBe(original!.rawBody);
    expect((await call('POST', '/events/00000000-0000-7000-8000-000000000000/redeliver')).status).toBe(404);
  });

  it('signs with both secrets during a rotation overlap, then with the new one only', async () => {
    const { id, secret: oldSecret } = await endpoint('/rotated', ['pay_run.calculated']);
    const rotated = await call('POST', `/webhook_endpoints/${id}/rotate_secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await calculatedRun();
    const [during] = await until(() => receiver.on('/rotated').length > 0 && receiver.on('/rotated'), 'the delivery during the overlap');
    const header = during!.headers['payroll-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifyWebhook(oldSecret, header, during!.rawBody).ok).toBe(true);
    expect(verifyWebhook(rotated.body.secret, header, during!.rawBody).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 2_100)); // the overlap of this file's settings
    await calculatedRun();
    const [, after] = await until(() => receiver.on('/rotated').length >= 2 && receiver.on('/rotated'), 'the delivery after the overlap');
    const afterHeader = after!.headers['payroll-signature'] as string;
    expect(afterHeader.match(/v1=/g)).toHaveLength(1);
    expect(verifyWebhook(rotated.body.secret, afterHeader, after!.rawBody).ok).toBe(true);
    expect(verifyWebhook(oldSecret, afterHeader, after!.rawBody)).toMatchObject({ ok: false, reason: 'no_matching_signature' });
  });

  it('lets a receiver order a run\'s events by previous_status, whatever order they arrive in', async () => {
    await endpoint('/ordered', ['pay_run.calculated', 'pay_run.approved', 'pay_run.paid']);
    const run = await calculatedRun();
    await call('POST', `/pay_runs/${run.id}/approve`);
    await call('POST', `/pay_runs/${run.id}/pay`, { method: 'employer_bank' });
    const events = await until(() => {
      const mine = receiver.on('/ordered').map((r) => r.body).filter((b) => b.data.object.id === run.id);
      return mine.length >= 3 && mine;
    }, 'three events of the run');
    const shuffled = [...events].reverse();
    const chain: string[] = [];
    let status = 'draft';
    for (;;) {
      const next = shuffled.find((e) => e.data.previous_status === status);
      if (!next) break;
      chain.push(next.type);
      status = next.data.object.status;
    }
    expect(chain).toEqual(['pay_run.calculated', 'pay_run.approved', 'pay_run.paid']);
  });

  it('produces no event for a change that rolled back, and exactly one for the one that committed', async () => {
    const run = await calculatedRun();
    const ctx = (tx: any) => ({ ...api.runtime, tx, organizationId: tenant.organizationId, actor: 'admin' as const, afterCommit: () => {} });
    await expect(
      withTenant(api.db.sql, tenant.organizationId, async (tx) => {
        await movePayRun(ctx(tx), run.id, { type: 'APPROVE' });
        throw new Error('the request failed after the transition');
      }),
    ).rejects.toThrow('the request failed');
    expect((await call('GET', `/pay_runs/${run.id}`)).body.status).toBe('calculated');
    await call('POST', `/pay_runs/${run.id}/approve`);
    await api.runtime.outboxRelay.drain();
    const approvals = await until(async () => {
      const page = (await call('GET', '/events?type=pay_run.approved&limit=100')).body.data.filter((e: any) => e.data.object.id === run.id);
      return page.length > 0 && page;
    }, 'the approval event');
    await new Promise((r) => setTimeout(r, 500));
    const again = (await call('GET', '/events?type=pay_run.approved&limit=100')).body.data.filter((e: any) => e.data.object.id === run.id);
    expect(approvals).toHaveLength(1);
    expect(again).toHaveLength(1);
  });

  it('never sends one organization\'s events to another\'s endpoint', async () => {
    const other = await api.tenant();
    await seedEmployees(api, other, 1, (i) => kenyanEmployee(i));
    await endpoint('/org-a', ['pay_run.calculated']);
    await endpoint('/org-b', ['pay_run.calculated'], other.token);
    const runA = await calculatedRun();
    const runB = await calculatedRun(other.token);
    await until(() => receiver.on('/org-a').some((r) => r.body.data.object.id === runA.id), "A's event");
    await until(() => receiver.on('/org-b').some((r) => r.body.data.object.id === runB.id), "B's event");
    expect(receiver.on('/org-a').some((r) => r.body.data.object.id === runB.id)).toBe(false);
    expect(receiver.on('/org-b').map((r) => r.body.data.object.id)).toEqual([runB.id]);
    expect((await call('GET', `/events/${receiver.on('/org-b')[0]!.body.id}`)).status).toBe(404);
  });

  it('sends payment status changes with the payslip as the API reads it, never a write-only field', async () => {
    await endpoint('/payslips', ['payslip.payment_status_changed']);
    const run = await calculatedRun();
    await call('POST', `/pay_runs/${run.id}/approve`);
    const events = await until(() => {
      const mine = receiver.on('/payslips').map((r) => r.body).filter((b) => b.data.object.pay_run_id === run.id);
      return mine.length >= 2 && mine;
    }, 'a payment event per payslip');
    for (const event of events) {
      expect(event.data.previous_status).toBe('none');
      expect(event.data.object.payment_status.state).toBe('not_sent');
      expect(event.data.object).toEqual((await call('GET', `/payslips/${event.data.object.id}`)).body);
      expect(event.data.object).not.toHaveProperty('bank_details');
      expect(JSON.stringify(event)).not.toMatch(/tax_profile|bank_details|statutory_ids|amount_cents/);
    }
  });

  it('disables an endpoint that fails continuously for the whole window, and says so', async () => {
    script.set('/dead', () => 503);
    const { id } = await endpoint('/dead', ['pay_run.calculated']);
    await calculatedRun();
    const disabled = await until(async () => {
      const read = (await call('GET', `/webhook_endpoints/${id}`)).body;
      return read.disabled && read;
    }, 'the endpoint disabled', 30_000);
    expect(disabled.disabled_reason).toMatch(/every delivery failed since/);
    expect(Date.parse(disabled.disabled_at)).toBeGreaterThan(0);
    const event = (await call('GET', `/events/${receiver.on('/dead')[0]!.body.id}`)).body;
    const mine = event.deliveries.filter((d: any) => d.endpoint_id === id);
    expect(mine.map((d: any) => d.status)).toEqual(['failed']);
    expect(event.delivery_attempts.filter((a: any) => a.endpoint_id === id).every((a: any) => a.response_status === 503)).toBe(true);
  });
});
