import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { startReceiver, until, type Receiver } from '../webhooks/receiver.ts';
import { createPayrollClient, verifyWebhook, WebhookSignatureError, type PayrollClient } from '../../clients/typescript/src/index.ts';

/**
 * verifyWebhook on deliveries the service's own dispatcher signed and posted to a real receiver: before a
 * rotation (old secret only), during its overlap (both), and refusals a receiver must make.
 */
let api: ApiHarness;
let tenant: TenantFixture;
let client: PayrollClient;
let dispatcher: WebhookDispatcher;
let receiver: Receiver;
/** The endpoint's secrets before and after its rotation (the first test sets them). */
let secrets: string[] = [];

beforeAll(async () => {
  api = await createApiHarness({ webhooks: { rotationOverlapMs: 60_000, pollMs: 50 } });
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 2, (i) => kenyanEmployee(i));
  receiver = await startReceiver();
  dispatcher = await startWebhookDispatcher(api.runtime);
  client = createPayrollClient({ baseUrl: 'http://payroll.test/api/v1', token: tenant.token, fetch: (r) => api.app.fetch(r) });
}, 60_000);
afterAll(async () => {
  await dispatcher?.stop();
  await receiver?.close();
  await api?.close();
});

async function calculatedRun(month: string) {
  const run = await client.createPayRun({ body: { jurisdiction: 'KE', period_start: `2025-${month}-01`, period_end: `2025-${month}-28`, pay_date: `2025-${month}-28` } });
  return client.calculatePayRun({ path: { pay_run_id: run.id } });
}

const deliveryOf = (runId: string) => until(() => receiver.received.find((r) => r.body.data.object.id === runId), `the delivery for ${runId}`);

describe('verifyWebhook on real deliveries', () => {
  it('accepts a delivery under the previous secret and the current one during a rotation, and answers the event', async () => {
    const endpoint = await client.createWebhookEndpoint({ body: { url: receiver.url('/hooks'), events: ['pay_run.calculated'] } });
    const before = await deliveryOf((await calculatedRun('01')).id);
    const previous = endpoint.secret;
    const rotated = await client.rotateWebhookEndpointSecret({ path: { id: endpoint.id } });
    const current = rotated.secret;
    expect(current).not.toBe(previous);
    secrets = [current, previous];
    const during = await deliveryOf((await calculatedRun('02')).id);
    expect(String(during.headers['payroll-signature']).match(/v1=/g)).toHaveLength(2);

    // A receiver mid-rotation holds both secrets, and takes what was signed before and during it.
    const event = await verifyWebhook(before.rawBody, before.headers as Record<string, string>, [current, previous]);
    expect(event).toMatchObject({ object: 'event', type: 'pay_run.calculated' });
    expect(event.id).toBe(before.body.id);
    expect((await verifyWebhook(during.rawBody, new Headers(during.headers as Record<string, string>), [current, previous])).id).toBe(during.body.id);
    // Signed with both, so a receiver already on the new secret takes it too; one only on the new refuses the old delivery.
    await expect(verifyWebhook(during.rawBody, during.headers as Record<string, string>, current)).resolves.toMatchObject({ type: 'pay_run.calculated' });
    await expect(verifyWebhook(before.rawBody, before.headers as Record<string, string>, [current])).rejects.toMatchObject({ reason: 'no_matching_signature' });
    await expect(verifyWebhook(new TextEncoder().encode(during.rawBody), during.headers as Record<string, string>, [current])).resolves.toBeTruthy();
  });

  it('refuses a changed body, a stale timestamp, a missing or malformed header, and an unknown secret', async () => {
    const delivered = receiver.received[0]!;
    const headers = delivered.headers as Record<string, string>;
    expect(secrets).toHaveLength(2);
    const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: WebhookSignatureError) => (expect(e).toBeInstanceOf(WebhookSignatureError), e.reason));
    expect(await refusal(verifyWebhook(delivered.rawBody, headers, secrets))).toBeNull();
    expect(await refusal(verifyWebhook(delivered.rawBody, headers, ['whsec_not_the_one']))).toBe('no_matching_signature');
    expect(delivered.rawBody).toContain('"KE"');
    expect(await refusal(verifyWebhook(delivered.rawBody.replace('"KE"', '"NG"'), headers, secrets))).toBe('no_matching_signature');
    const t = Number(/t=(\d+)/.exec(headers['payroll-signature']!)![1]);
    expect(await refusal(verifyWebhook(delivered.rawBody, headers, secrets, { now: t + 301 }))).toBe('stale_timestamp');
    expect(await refusal(verifyWebhook(delivered.rawBody, {}, secrets))).toBe('missing_header');
    expect(await refusal(verifyWebhook(delivered.rawBody, { 'Payroll-Signature': 't=abc,v1=00' }, secrets))).toBe('malformed_header');
  });
});
