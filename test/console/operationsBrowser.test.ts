import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, july2025, seedEmployees } from '../support/payrollFixtures.ts';
import { consoleMember, memberWith } from '../support/consoleClient.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { startPaymentActors } from '../../actors/paymentActors.ts';
import { startDeadLetterActors } from '../../actors/deadLetterActors.ts';
import { serveHttp, type RunningServer } from '../../service/serve.ts';
import { metricsApp } from '../../service/metricsServer.ts';
import { scopes } from '../../domain/scopes.ts';
import { stuckWorkThresholds } from '../../platform/config.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';

// The operators' pages (issue 34 items 3 to 6) in Debian's Chromium, over real NATS: a dead letter replayed from the
// Queues page, and a stuck run appearing on the Health page without a reload. Screenshots go to
// test-artifacts/console/ (git-ignored); docs/console/ holds reduced copies of them.
const chromiumPath = '/usr/bin/chromium';
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
const docs = join(process.cwd(), 'test-artifacts', 'console');
// A run calculating longer than 2 s is stuck here; the other thresholds are never reached in this file.
const thresholds = { ...stuckWorkThresholds(), calculatingSeconds: 2 };

let api: ApiHarness;
let tenant: TenantFixture;
let login: { email: string; password: string };
let server: RunningServer;
let base: string;
let profile: string;
let browser: BrowserContext;
let page: Page;
const actors: WorkConsumer[] = [];
const problems: string[] = [];

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
  if (!existsSync(chromiumPath)) throw new Error(`these tests need Chromium at ${chromiumPath}`);
  const bus = await connectNatsBus(natsUrl, { namespace });
  api = await createApiHarness({ bus, payroll: { syncLimit: 5, chunkSize: 10, stuckWork: thresholds } });
  tenant = await api.tenant({ permissions: ['integrations.manage', 'operations.manage', ...scopes] });
  login = await consoleMember(api, tenant);
  await seedEmployees(api, tenant, 10, (i) => kenyanEmployee(i));
  // The payment and dead letter actors, but no calculator: a background run stays calculating.
  actors.push(await startPaymentActors({ ...api.runtime, partner: api.runtime.partner!, nameCheckQueue: api.runtime.nameCheckQueue! }));
  actors.push(await startDeadLetterActors(api.runtime));
  server = await serveHttp(api.app.fetch, 0, '127.0.0.1');
  base = `http://127.0.0.1:${server.port}`;
  await mkdir(docs, { recursive: true });
  profile = await mkdtemp(join(tmpdir(), 'operations-chromium-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
    viewport: { width: 1100, height: 720 },
  });
  page = browser.pages()[0] ?? (await browser.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${base}/console/sign-in`);
  await page.fill('input[name="email"]', login.email);
  await page.fill('input[name="password"]', login.password);
  await Promise.all([page.waitForURL(`${base}/console/machines`), page.press('input[name="password"]', 'Enter')]);
}, 240_000);

afterAll(async () => {
  for (const actor of actors) await actor.stop();
  await browser?.close();
  await server?.close();
  await api?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
}, 60_000);

const rows = () => page.locator('tr[data-dead-letter]');

describe('the operators\' pages in Chromium', () => {
  it('shows a dead letter arrive on the Queues page, replays it with the button, and shows it replayed once', async () => {
    await page.goto(`${base}/console/queues`);
    await page.waitForFunction(() => document.getElementById('live-status')?.textContent === '(live)');
    expect(await page.locator('#dead-letters').textContent()).toContain('No dead letters.');
    expect(await page.locator('tr[data-consumer$="payments_workers"]').count()).toBe(1);

    // A payment message naming a payslip this database does not hold: the payment actor dead-letters it.
    const payslipId = crypto.randomUUID();
    await api.runtime.paymentQueue.publish({ organizationId: tenant.organizationId, payRunId: crypto.randomUUID(), payslipId }, `send:${payslipId}`);
    await rows().first().waitFor({ timeout: 60_000 });
    const row = rows().first();
    expect(await row.locator('[data-state]').textContent()).toBe('dead');
    expect(await row.textContent()).toContain(`no payslip ${payslipId}`);
    expect(await row.locator(`a[href="/console/records/${payslipId}"]`).count()).toBe(1);

    const letterId = await row.getAttribute('data-dead-letter');
    await Promise.all([page.waitForURL(`${base}/console/queues?replayed=1`), row.getByRole('button', { name: 'Replay' }).click()]);
    const replayed = page.locator(`tr[data-dead-letter="${letterId}"]`);
    expect(await replayed.locator('[data-state]').textContent()).toBe('replayed');
    expect(await replayed.getByRole('button', { name: 'Replay' }).count()).toBe(0);
    // The replayer puts it back once; the payment actor handles it again, and (the payslip still unknown) dead-letters
    // it again: a second letter appears without a reload, and the first is stamped republished.
    await page.waitForFunction(() => document.querySelectorAll('tr[data-dead-letter]').length === 2, undefined, { timeout: 60_000 });
    await page.waitForFunction((id) => document.querySelector(`tr[data-dead-letter="${id}"]`)?.textContent?.includes('republished'), letterId, { timeout: 60_000 });
    const transitions = await api.db.sql`select event, actor from transitions where entity_id = ${letterId} order by at`;
    expect(transitions.map((t) => t.event)).toEqual(['CREATE', 'REPLAY']);
    expect(transitions[1]!.actor).toBe(`member:${tenant.memberId}`);
    await page.screenshot({ path: join(docs, 'queues-page.png'), fullPage: true });
    await page.locator('section[aria-labelledby="dead-letters-heading"]').screenshot({ path: join(docs, 'dead-letters.png') });
    const [stamped] = await api.db.sql`select count(*)::int as n from dead_letters where id = ${letterId} and republished_at is not null`;
    expect(stamped!.n).toBe(1);
    expect(problems).toEqual([]);
  }, 180_000);

  it('refuses the Queues page and the replay to a member without operations.manage', async () => {
    const other = await memberWith(api, tenant.organizationId, ['payruns.read']);
    const context = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--headless'] });
    try {
      const limited = await context.newPage();
      await limited.goto(`${base}/console/sign-in`);
      await limited.fill('input[name="email"]', other.email);
      await limited.fill('input[name="password"]', other.password);
      await Promise.all([limited.waitForURL(`${base}/console/machines`), limited.press('input[name="password"]', 'Enter')]);
      const response = await limited.goto(`${base}/console/queues`);
      expect(response?.status()).toBe(403);
      expect(await limited.textContent('body')).toContain('operations.manage');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows a run stuck in calculating appear on the Health page without a reload, and in the metrics', async () => {
    await page.goto(`${base}/console/health`);
    await page.waitForFunction(() => document.getElementById('live-status')?.textContent === '(live)');
    expect(await page.locator('[data-stuck="runs"]').getAttribute('data-count')).toBe('0');

    const created = await api.json('POST', '/pay_runs', { token: tenant.token, body: july2025, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    const calculating = await api.json('POST', `/pay_runs/${created.body.id}/calculate`, { token: tenant.token, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(calculating.body.status).toBe('calculating');
    // Stuck once it has calculated longer than the 2 s threshold: the page says so by itself.
    await page.waitForFunction(() => document.querySelector('[data-stuck="runs"]')?.getAttribute('data-count') === '1', undefined, { timeout: 60_000 });
    expect(await page.locator(`[data-stuck="runs"] a[href="/console/pay-runs/${created.body.id}"]`).count()).toBe(1);
    await page.screenshot({ path: join(docs, 'health-page.png'), fullPage: true });
    await page.screenshot({ path: join(docs, 'health.png'), clip: { x: 0, y: 0, width: 1100, height: 460 } });

    const metrics = await (await metricsApp(api.db.sql, api.bus, thresholds).request('/metrics')).text();
    expect(metrics).toMatch(/^payroll_stuck_pay_runs 1$/m);
    expect(metrics).toMatch(/^payroll_dead_letters_undecided 1$/m);
    expect(metrics).toMatch(/^payroll_consumer_backlog\{stream="[A-Z0-9_]+_CHUNKS",consumer="\w+_chunks_workers"\} 1$/m);
    expect(problems).toEqual([]);
  }, 180_000);
});
