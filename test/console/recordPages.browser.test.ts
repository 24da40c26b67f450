import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, july2025, seedEmployees } from '../support/payrollFixtures.ts';
import { consoleMember } from '../support/consoleClient.ts';
import { recordFixture, type RecordFixture } from '../support/recordFixture.ts';
import { startReceiver, type Receiver } from '../webhooks/receiver.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { startPaymentActors } from '../../actors/paymentActors.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { serveHttp, type RunningServer } from '../../service/serve.ts';

// The record pages of issue 34 in Debian's Chromium (playwright-core), over HTTP on a real port, with the events
// stream on real NATS: the search box for every kind of id, a payment followed from its run to the partner's
// report, another organization's id, and a page that moves while it is open. Screenshots go to
// test-artifacts/console/ (git-ignored); docs/console/ keeps a few of them.
const chromiumPath = '/usr/bin/chromium';
const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const artifacts = join(process.cwd(), 'test-artifacts', 'console');
const natsUrl = inject('natsUrl');
const namespace = testNamespace();

let api: ApiHarness;
let fixture: RecordFixture;
let other: TenantFixture;
let otherRunId: string;
let receiver: Receiver;
let dispatcher: WebhookDispatcher;
let payments: WorkConsumer;
let server: RunningServer;
let base: string;
let profile: string;
let browser: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222 (or a nats-server binary)');
  if (!existsSync(chromiumPath)) throw new Error(`these tests need Chromium at ${chromiumPath}`);
  const bus = await connectNatsBus(natsUrl, { namespace });
  api = await createApiHarness({ bus });
  receiver = await startReceiver(() => 200);
  dispatcher = await startWebhookDispatcher(api.runtime);
  payments = await startPaymentActors({ ...api.runtime, partner: api.runtime.partner!, nameCheckQueue: api.runtime.nameCheckQueue! });
  fixture = await recordFixture(api, receiver.url('/hook'));
  other = await api.tenant();
  await seedEmployees(api, other, 1, (i) => kenyanEmployee(i));
  otherRunId = (await api.json('POST', '/pay_runs', { token: other.token, body: july2025 })).body.id;
  const login = await consoleMember(api, fixture.tenant);
  server = await serveHttp(api.app.fetch, 0, '127.0.0.1');
  base = `http://127.0.0.1:${server.port}`;
  await mkdir(artifacts, { recursive: true });
  profile = await mkdtemp(join(tmpdir(), 'console-records-'));
  browser = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, headless: true, args: chromiumFlags, viewport: { width: 1280, height: 800 } });
  page = browser.pages()[0] ?? (await browser.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404 (Not Found)')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${base}/console/sign-in`);
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await Promise.all([page.waitForURL(`${base}/console/machines`), page.getByRole('button', { name: 'Sign in' }).click()]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await payments?.stop();
  await dispatcher?.stop();
  await receiver?.close();
  await api?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
}, 60_000);

/** Types an id into the header's search box and presses Enter, as an operator would; returns the answer's status. */
async function search(id: string): Promise<number> {
  await page.getByLabel('Find by id').fill(id);
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest() && r.status() !== 303), page.keyboard.press('Enter')]);
  await page.waitForLoadState('domcontentloaded');
  return response.status();
}

const shot = (name: string) => page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: false });

describe('record pages in Chromium', () => {
  it('finds every kind of id from the search box and opens its page', async () => {
    const [key] = await api.db.sql<{ key_id: string }[]>`select key_id from api_keys where id = ${fixture.tenant.keyId}`;
    const kinds: [string, string][] = [
      [fixture.runId, 'pay_run'],
      [fixture.payslipIds[0]!, 'payslip'],
      [fixture.employeeIds[0]!, 'employee'],
      [fixture.eventId, 'webhook_event'],
      [fixture.deliveryId, 'webhook_delivery'],
      [fixture.endpointId, 'webhook_endpoint'],
      [fixture.filingId, 'filing'],
      [fixture.tenant.keyId, 'api_key'],
      [`pay_test_${key!.key_id}`, 'api_key'],
      [fixture.payRequestId, 'request'],
    ];
    for (const [id, kind] of kinds) {
      expect(await search(id), `${kind} ${id}`).toBe(200);
      expect(await page.locator('#record').getAttribute('data-kind')).toBe(kind);
      if (kind === 'pay_run') await shot('record-pay-run');
      if (kind === 'employee') await shot('record-employee');
      if (kind === 'webhook_delivery') await shot('record-delivery');
      if (kind === 'request') await shot('record-request');
    }
    // The run's page: the current state highlighted, the arrows it took marked, counts from the database.
    await search(fixture.runId);
    expect(await page.locator('svg.machine g.state.current').getAttribute('data-current')).toBe('paid');
    // draft → calculated → approved → paid: three arrows (its creation is the initial state's).
    expect(await page.locator('svg.machine g.transition.taken').count()).toBe(3);
    expect(await page.locator('td[data-payment-count="arrived"]').textContent()).toBe('1');
  }, 240_000);

  it('follows a payment from the pay run page to its record and the partner\'s report', async () => {
    await page.goto(`${base}/console/pay-runs/${fixture.runId}`);
    await Promise.all([page.waitForURL(/\/console\/records\//), page.getByRole('link', { name: 'Machine, history and messages' }).click()]);
    const returned = page.locator('#run-payslips tr', { hasText: 'returned' });
    await Promise.all([page.waitForURL(/\/console\/records\/[0-9a-f-]{36}$/), returned.getByRole('link').first().click()]);
    expect(await page.locator('#record').getAttribute('data-kind')).toBe('payslip');
    expect(await page.locator('#record-state').textContent()).toBe('returned');
    const report = page.locator('#history tr', { has: page.locator('td[data-who="system"]', { hasText: 'payment_partner' }) });
    expect(await report.textContent()).toContain('Beneficiary name does not match the account');
    await shot('record-payment');
    // Its run, employee and filing are one click away.
    await Promise.all([page.waitForURL(new RegExp(`/console/records/${fixture.filingId}$`)), page.locator('.related a', { hasText: 'FPS' }).click()]);
    expect(await page.locator('#record').getAttribute('data-kind')).toBe('filing');
  }, 240_000);

  it('answers another organization\'s id with not found', async () => {
    expect(await search(otherRunId)).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Not found');
    expect(await page.locator('[data-not-found]').count()).toBe(1);
  }, 240_000);

  it('moves a record page over the events stream, without a reload', async () => {
    const draft = await api.json('POST', '/pay_runs', { token: fixture.tenant.token, body: { jurisdiction: 'GB', period_start: '2026-07-01', period_end: '2026-07-31', pay_date: '2026-07-29' } });
    await page.goto(`${base}/console/records/${draft.body.id}`);
    await page.waitForFunction(() => document.getElementById('live-status')?.textContent === '(live)', undefined, { timeout: 60_000 });
    expect(await page.locator('#record-state').textContent()).toBe('draft');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    expect((await api.json('POST', `/pay_runs/${draft.body.id}/calculate`, { token: fixture.tenant.token })).body.status).toBe('calculated');
    await page.waitForFunction(() => document.getElementById('record-state')?.textContent === 'calculated', undefined, { timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.locator('#history tr[data-event="CALCULATE"]').count()).toBe(1);
    expect(await page.locator('svg.machine g.state.current').getAttribute('data-current')).toBe('calculated');
  }, 240_000);

  it('shows the readable diagrams on the machines page', async () => {
    await page.goto(`${base}/console/machines`);
    const bankNameCheck = page.locator('section', { has: page.locator('h2', { hasText: 'Bank name check' }) });
    expect(await bankNameCheck.locator('svg g.transition').count()).toBe(6);
    expect(await bankNameCheck.locator('svg .group-name', { hasText: 'any except unchecked' }).count()).toBe(1);
    await bankNameCheck.screenshot({ path: join(artifacts, 'machine-bank-name-check.png') });
  }, 240_000);

  it('loaded every page without a script error or a resource the Content-Security-Policy refused', () => {
    expect(problems).toEqual([]);
  });
});
