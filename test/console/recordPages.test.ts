import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { consoleClient, consoleMember, memberWith } from '../support/consoleClient.ts';
import { kenyanEmployee, july2025, seedEmployees } from '../support/payrollFixtures.ts';
import { recordFixture, type RecordFixture } from '../support/recordFixture.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { startPaymentActors } from '../../actors/paymentActors.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';
import { startReceiver, type Receiver } from '../webhooks/receiver.ts';

// The console's "find anything by id" and record pages (issue 34), over HTTP against a real database.
let api: ApiHarness;
let fixture: RecordFixture;
let other: TenantFixture;
let otherRunId: string;
let dispatcher: WebhookDispatcher;
let payments: WorkConsumer;
let receiver: Receiver;
let browser: ReturnType<typeof consoleClient>;
let login: { email: string; password: string };

beforeAll(async () => {
  api = await createApiHarness();
  receiver = await startReceiver(() => 200);
  dispatcher = await startWebhookDispatcher(api.runtime);
  payments = await startPaymentActors({ ...api.runtime, partner: api.runtime.partner!, nameCheckQueue: api.runtime.nameCheckQueue! });
  fixture = await recordFixture(api, receiver.url('/hook'));
  other = await api.tenant();
  await seedEmployees(api, other, 1, (i) => kenyanEmployee(i));
  otherRunId = (await api.json('POST', '/pay_runs', { token: other.token, body: july2025 })).body.id;
  login = await consoleMember(api, fixture.tenant);
  browser = consoleClient(api.app);
  expect((await browser.signIn(login.email, login.password)).status).toBe(303);
}, 120_000);
afterAll(async () => {
  await payments?.stop();
  await dispatcher?.stop();
  await receiver?.close();
  await api?.close();
});

/** What the search box does with an id: the redirect's target, then that page. */
async function find(id: string) {
  const response = await browser.send('GET', `/console/find?id=${encodeURIComponent(id)}`);
  if (response.status !== 303) return { status: response.status, html: await response.text(), location: null };
  const location = response.headers.get('Location')!;
  return { ...(await browser.page(location)), location };
}

describe('find anything by id', () => {
  it('opens the page of every kind of record, with its kind', async () => {
    const [keyRow] = await api.db.sql<{ key_id: string }[]>`select key_id from api_keys where id = ${fixture.tenant.keyId}`;
    const kinds: [string, string][] = [
      [fixture.runId, 'pay_run'],
      [fixture.payslipIds[0]!, 'payslip'],
      [fixture.employeeIds[0]!, 'employee'],
      [fixture.eventId, 'webhook_event'],
      [fixture.deliveryId, 'webhook_delivery'],
      [fixture.endpointId, 'webhook_endpoint'],
      [fixture.filingId, 'filing'],
      [fixture.tenant.keyId, 'api_key'],
      [`pay_test_${keyRow!.key_id}`, 'api_key'],
      [fixture.payRequestId, 'request'],
    ];
    for (const [id, kind] of kinds) {
      const page = await find(id);
      expect(page.status, `${kind} ${id}`).toBe(200);
      expect(page.html).toContain(`data-kind="${kind}"`);
    }
  });

  it('answers another organization\'s id, an unknown id and nonsense with not found, as the API does', async () => {
    expect((await api.json('GET', `/pay_runs/${otherRunId}`, { token: fixture.tenant.token })).status).toBe(404);
    for (const id of [otherRunId, other.keyId, crypto.randomUUID(), 'req_00000000000000000000000000000000', "' or 1=1 --", '']) {
      const page = await find(id);
      expect(page.status, id).toBe(404);
      expect(page.html).toContain('data-not-found');
    }
    expect((await browser.page(`/console/records/${otherRunId}`)).status).toBe(404);
  });

  it('records the request id on what the request changed, and finds the request from it', async () => {
    const rows = await api.db.sql<{ event: string }[]>`select event from transitions where request_id = ${fixture.payRequestId}`;
    expect(rows.map((r) => r.event)).toEqual(['PAY']);
    const facts = await api.db.sql<{ event_type: string }[]>`select event_type from outbox where request_id = ${fixture.payRequestId}`;
    expect(facts.map((r) => r.event_type)).toEqual(['pay']);
    // What the payment actors did later, outside the request, is not the request's.
    expect(await api.db.sql`select 1 from transitions where request_id is not null and actor = 'payment_actor'`).toHaveLength(0);
    const page = await find(fixture.payRequestId);
    expect(page.html).toContain(`href="/console/records/${fixture.runId}"`);
    expect(page.html).toContain('<code>PAY</code>');
  });
});

describe('a record page', () => {
  it('draws the run\'s machine with the state it is in and the transitions it took, and its history with who', async () => {
    const { html } = await browser.page(`/console/records/${fixture.runId}`);
    expect(html).toMatch(/class="state final current" data-current="paid"/);
    expect(html).toContain('class="transition taken" data-edge="approved:PAY:paid"');
    expect(html).not.toContain('class="transition taken" data-edge="approved:REOPEN:calculated"');
    // Who: the key's public id and uuid, not a bare uuid.
    const [key] = await api.db.sql<{ key_id: string }[]>`select key_id from api_keys where id = ${fixture.tenant.keyId}`;
    expect(html).toContain(`API key ${key!.key_id} (test, `);
    expect(html).toContain(fixture.tenant.keyId);
    // Counts by payment state from the database, the payslips linked, the filing and the events related.
    expect(html).toMatch(/data-payment-count="arrived">1</);
    expect(html).toMatch(/data-payment-count="returned">1</);
    for (const id of [...fixture.payslipIds, fixture.filingId, fixture.eventId]) expect(html).toContain(`href="/console/records/${id}"`);
    expect(html).toContain('pay_run.paid');
  });

  it('shows a payment with the partner\'s report, and links its run, employee and filing', async () => {
    const { html } = await browser.page(`/console/records/${fixture.payslipIds[1]}`);
    expect(html).toContain('data-current="returned"');
    expect(html).toMatch(/<td class="who-cell" data-who="system">payment_partner \(the service\)<\/td>/);
    expect(html).toContain('Beneficiary name does not match');
    for (const id of [fixture.runId, fixture.employeeIds[1], fixture.filingId]) expect(html).toContain(`href="/console/records/${id}"`);
  });

  it('shows a webhook event\'s outbox fact and delivery counts, and the delivery\'s attempts', async () => {
    const run = await browser.page(`/console/records/${fixture.runId}`);
    const fact = /<tr data-fact="pay_run\.pay">[\s\S]*?<\/tr>/.exec(run.html)?.[0];
    expect(fact).toContain('<td>1 / 1</td>');
    const event = await browser.page(`/console/records/${fixture.eventId}`);
    expect(event.html).toContain(`href="/console/records/${fixture.deliveryId}"`);
    expect(event.html).toContain(`href="/console/records/${fixture.runId}"`);
    const delivery = await browser.page(`/console/records/${fixture.deliveryId}`);
    expect(delivery.html).toContain('data-current="delivered"');
    expect(delivery.html).toContain('<h2 id="attempts-heading">Attempts</h2>');
    expect(delivery.html).toMatch(/<td>200<\/td>/);
  });

  it('shows what an API key did, and a member by email', async () => {
    const key = await browser.page(`/console/records/${fixture.tenant.keyId}`);
    expect(key.html).toContain('What the key did');
    expect(key.html).toContain('<code>APPROVE</code>');
    // A console action is the member's, by email.
    const draft = await api.json('POST', '/pay_runs', { token: fixture.tenant.token, body: { jurisdiction: 'GB', period_start: '2026-06-01', period_end: '2026-06-30', pay_date: '2026-06-29' } });
    await browser.page(`/console/pay-runs/${draft.body.id}`);
    expect((await browser.post(`/console/pay-runs/${draft.body.id}/calculate`)).status).toBe(303);
    const calculated = await browser.page(`/console/records/${draft.body.id}`);
    expect(calculated.html).toContain(`<td class="who-cell" data-who="member">${login.email}</td>`);
    const employee = await browser.page(`/console/records/${fixture.employeeIds[0]}`);
    expect(employee.html).toContain('data-kind="employee"');
    expect(employee.html).toContain(`href="/console/records/${fixture.payslipIds[0]}"`);
  });

  it('refuses a record whose API scope the member lacks', async () => {
    const limited = await memberWith(api, fixture.tenant.organizationId, ['payruns.read']);
    const them = consoleClient(api.app);
    await them.signIn(limited.email, limited.password);
    expect((await them.page(`/console/records/${fixture.runId}`)).status).toBe(200);
    expect((await them.page(`/console/records/${fixture.deliveryId}`)).status).toBe(403);
    expect((await them.page(`/console/records/${fixture.payslipIds[0]}`)).status).toBe(403);
  });
});
