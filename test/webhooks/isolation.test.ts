import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { calculatedRuns } from './calculatedRuns.ts';
import { startReceiver, until, type Receiver } from './receiver.ts';

// A dead receiver of one organization, over real NATS and a real HTTP receiver that never answers: it holds at
// most its organization's slots, and another organization's events are delivered while its attempts hang.
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
let api: ApiHarness;
let hangingOrg: TenantFixture;
let healthyOrg: TenantFixture;
let dispatcher: WebhookDispatcher;
let receiver: Receiver;
/** For each request to the healthy organization's endpoint: how many of the other's attempts hung at that moment. */
const hangingWhenHealthyArrived: number[] = [];
let mostHanging = 0;

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
  api = await createApiHarness({
    bus: await connectNatsBus(natsUrl, { namespace }),
    webhooks: {
      // Attempts hang for as long as the test needs: it ends them itself (releaseHanging).
      schedule: { firstRetryMs: 100, maxRetryMs: 200, giveUpAfterMs: 600_000, disableEndpointAfterMs: 600_000, timeoutMs: 600_000 },
      perEndpointConcurrency: 2,
      perOrganizationConcurrency: 3,
      // Without the caps, the dead receiver's due deliveries alone would fill every slot.
      concurrency: 4,
      pollMs: 50,
    },
  });
  hangingOrg = await api.tenant();
  healthyOrg = await api.tenant();
  await seedEmployees(api, hangingOrg, 1, (i) => kenyanEmployee(i));
  await seedEmployees(api, healthyOrg, 1, (i) => kenyanEmployee(i));
  receiver = await startReceiver((path) => {
    if (path === '/healthy') {
      hangingWhenHealthyArrived.push(receiver.hangingNow());
      return 200;
    }
    mostHanging = Math.max(mostHanging, receiver.hangingNow() + 1);
    return 'hang';
  });
  dispatcher = await startWebhookDispatcher(api.runtime);
}, 60_000);
afterAll(async () => {
  receiver?.releaseHanging();
  await dispatcher?.stop();
  await receiver?.close();
  await api?.close();
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

const call = (tenant: TenantFixture, method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const runs = calculatedRuns(() => api);
const calculatedRun = (tenant: TenantFixture) => runs(tenant.token);

describe('a dead receiver', () => {
  it("holds only its organization's slots; another organization's events are delivered while its attempts hang", async () => {
    for (const path of ['/dead-1', '/dead-2']) {
      expect((await call(hangingOrg, 'POST', '/webhook_endpoints', { url: receiver.url(path), events: ['pay_run.calculated'] })).status).toBe(201);
    }
    expect((await call(healthyOrg, 'POST', '/webhook_endpoints', { url: receiver.url('/healthy'), events: ['pay_run.calculated'] })).status).toBe(201);
    // Three events to two dead endpoints: six deliveries due, more than the organization's three slots.
    for (let i = 0; i < 3; i++) await calculatedRun(hangingOrg);
    await until(() => receiver.hangingNow() === 3, "the hanging organization's slots all taken by attempts that hang");

    const healthyRuns = [await calculatedRun(healthyOrg), await calculatedRun(healthyOrg)];
    await until(
      () => healthyRuns.every((run) => receiver.on('/healthy').some((r) => r.body.data.object.id === run.id)),
      "the other organization's events delivered",
    );
    // Delivered while the dead receiver's attempts were still in flight, not after they gave up.
    expect(hangingWhenHealthyArrived.length).toBeGreaterThanOrEqual(2);
    expect(hangingWhenHealthyArrived.every((n) => n === 3)).toBe(true);
    expect(receiver.hangingNow()).toBe(3);
    // The dead receiver never got more than its organization's cap, though six deliveries were due.
    expect(mostHanging).toBe(3);
    const [row] = await api.db.sql<{ waiting: number }[]>`
      select count(*)::int as waiting from webhook_deliveries where organization_id = ${hangingOrg.organizationId} and next_attempt_at is not null`;
    expect(row!.waiting).toBe(6);
  });
});
