import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, july2025, seedEmployees } from '../support/payrollFixtures.ts';
import { consoleMember } from '../support/consoleClient.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { startPayRunActors } from '../../service/runtime.ts';
import { serveHttp, type RunningServer } from '../../service/serve.ts';

// Debian's Chromium, driven by playwright-core, against the console served over HTTP on a real port, with the
// events stream on real NATS. Screenshots of every page go to test-artifacts/console/ (git-ignored).
const chromiumPath = '/usr/bin/chromium';
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const artifacts = join(process.cwd(), 'test-artifacts', 'console');
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
const employees = 60;
const chunks = employees / 10;

let api: ApiHarness;
let tenant: TenantFixture;
let login: { email: string; password: string };
let server: RunningServer;
let base: string;
let profile: string;
let browser: BrowserContext;
let page: Page;
let actors: { stop(): Promise<void> } | undefined;
const problems: string[] = [];

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222 (or a nats-server binary)');
  if (!existsSync(chromiumPath)) throw new Error(`these tests need Chromium at ${chromiumPath} (apt-get install -y chromium; .ci/run installs it)`);
  const bus = await connectNatsBus(natsUrl, { namespace });
  // Runs of more than 5 employees are priced in the background, 10 employees a chunk.
  api = await createApiHarness({ bus, payroll: { syncLimit: 5, chunkSize: 10 } });
  tenant = await api.tenant();
  login = await consoleMember(api, tenant);
  await seedEmployees(api, tenant, employees, (i) => kenyanEmployee(i));
  server = await serveHttp(api.app.fetch, 0, '127.0.0.1');
  base = `http://127.0.0.1:${server.port}`;
  await mkdir(artifacts, { recursive: true });
  profile = await mkdtemp(join(tmpdir(), 'console-chromium-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    viewport: { width: 1280, height: 800 },
  });
  page = browser.pages()[0] ?? (await browser.newPage());
  // A script or style refused by the CSP, or any failed request, is a defect of the page.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
}, 240_000);

afterAll(async () => {
  await actors?.stop();
  await browser?.close();
  await server?.close();
  await api?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
}, 60_000);

/** Screenshots at the laptop size and at a phone's width, and the phone view must not scroll sideways. */
async function screenshots(name: string) {
  await page.screenshot({ path: join(artifacts, `${name}-1280x800.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(artifacts, `${name}-390.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(overflow, `${name} scrolls sideways at phone width`).toBeLessThanOrEqual(1);
}

const cell = (machine: string, state: string) => page.locator(`table.counts td[data-count="${machine}:${state}"]`);
const untilText = (selector: string, text: string) =>
  page.waitForFunction(([s, t]) => document.querySelector(s)?.textContent?.trim() === t, [selector, text] as const, { timeout: 150_000 });

describe('the console in Chromium', () => {
  it('signs in with the keyboard alone', async () => {
    await page.goto(`${base}/console/sign-in`);
    await screenshots('sign-in');
    // The email field has focus on arrival; Tab moves to the password, Enter submits.
    await page.keyboard.type(login.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(login.password);
    await Promise.all([page.waitForURL(`${base}/console/machines`), page.keyboard.press('Enter')]);
    expect(await page.locator('header .who').textContent()).toContain(login.email);
    const cookies = await browser.cookies(`${base}/console/machines`);
    expect(cookies.find((c) => c.name === 'console_session')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
  }, 240_000);

  it('shows a background run\'s counts move on the machines page without a reload', async () => {
    await page.goto(`${base}/console/machines`);
    await untilText('#live-status', '(live)');
    expect(await cell('payRun', 'calculating').textContent()).toBe('0');
    expect(await cell('bankNameCheck', 'unchecked').textContent()).toBe(String(employees));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const created = await api.request('POST', '/pay_runs', { token: tenant.token, body: july2025, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    const runId = ((await created.json()) as { id: string }).id;
    await untilText('table.counts td[data-count="payRun:draft"]', '1');
    // No calculator runs yet: the run waits in calculating with its chunks queued.
    const calculating = await api.request('POST', `/pay_runs/${runId}/calculate`, { token: tenant.token, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(((await calculating.json()) as { status: string }).status).toBe('calculating');
    await untilText('table.counts td[data-count="payRun:calculating"]', '1');
    expect(await cell('payRun', 'draft').textContent()).toBe('0');
    // The diagram's own count of the state moves too.
    expect(await page.locator('svg [data-count="payRun:calculating"]').textContent()).toBe('1');
    await screenshots('machines');

    const runPage = await browser.newPage();
    await runPage.goto(`${base}/console/pay-runs/${runId}`);
    expect(await runPage.locator('#chunks-text').textContent()).toBe(`0 of ${chunks} chunks priced`);
    await runPage.screenshot({ path: join(artifacts, 'pay-run-calculating-1280x800.png'), fullPage: true });

    actors = await startPayRunActors(api.runtime, { concurrency: 1 });
    await untilText('table.counts td[data-count="payRun:calculated"]', '1');
    expect(await cell('payRun', 'calculating').textContent()).toBe('0');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The run page, following the same stream, reloads itself when the run leaves calculating.
    await runPage.waitForFunction(() => document.getElementById('run-state')?.textContent === 'calculated', undefined, { timeout: 150_000 });
    await runPage.close();
  }, 240_000);

  it('approves and pays from the run page', async () => {
    await page.goto(`${base}/console/pay-runs`);
    await screenshots('pay-runs');
    await Promise.all([page.waitForURL(/\/console\/pay-runs\/[0-9a-f-]{36}$/), page.locator('table.list tbody a').first().click()]);
    expect(await page.locator('#run-state').textContent()).toBe('calculated');
    expect(await page.locator('#chunks-text').textContent()).toBe(`${chunks} of ${chunks} chunks priced`);
    expect(await page.locator('table.list tbody tr', { hasText: 'Worker0 Mwangi' }).count()).toBe(1);
    // The fixtures carry no KRA PIN: the run's warnings say so.
    expect(await page.locator('tr[data-warning="statutory_id_missing"]').count()).toBeGreaterThan(0);
    await screenshots('pay-run-calculated');

    // The Approve button, reached and pressed from the keyboard.
    await page.getByRole('button', { name: 'Approve' }).focus();
    await Promise.all([page.waitForURL(/done=approve/), page.keyboard.press('Enter')]);
    expect(await page.getByRole('status').first().textContent()).toBe('The run is approved.');
    expect(await page.locator('#run-state').textContent()).toBe('approved');

    await page.getByLabel('Pay by').selectOption('employer_bank');
    await Promise.all([page.waitForURL(/done=pay/), page.getByRole('button', { name: 'Pay', exact: true }).click()]);
    expect(await page.locator('#run-state').textContent()).toBe('paid');
    expect(await page.locator('table.list tbody tr', { hasText: 'paid_by_employer' }).count()).toBe(employees > 100 ? 100 : employees);
    const timeline = await page.locator('section', { hasText: 'Transitions of this run' }).textContent();
    expect(timeline).toContain('PAY');
    expect(timeline).toContain(login.email);
    await screenshots('pay-run-paid');
  }, 240_000);

  it('creates a key, shows its secret once, and revokes it', async () => {
    await page.getByRole('link', { name: 'Settings → Integrations' }).click();
    await page.waitForURL(`${base}/console/settings/integrations`);
    await page.getByLabel('payruns.read').check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const token = await page.getByLabel(/^Key [a-z2-7]{16}/).inputValue();
    expect(token).toMatch(/^pay_test_[a-z2-7]{16}_[A-Za-z0-9_-]{43}$/);
    await screenshots('integrations-new-key');
    expect((await api.request('GET', '/pay_runs', { token })).status).toBe(200);

    const keyId = token.split('_')[2]!;
    await page.goto(`${base}/console/settings/integrations`);
    expect(await page.content()).not.toContain(token);
    await Promise.all([page.waitForURL(/revoked=1/), page.getByRole('button', { name: `Revoke key ${keyId}` }).click()]);
    expect(await page.locator(`tr[data-key="${keyId}"]`).textContent()).toContain('revoked');
    expect((await api.request('GET', '/pay_runs', { token })).status).toBe(401);
    await screenshots('integrations');
  }, 240_000);

  it('loaded every page without a script error or a resource refused by the Content-Security-Policy', () => {
    expect(problems).toEqual([]);
  }, 240_000);
});
