import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, july2025, seedEmployees } from '../support/payrollFixtures.ts';
import { consoleClient, consoleMember, consoleOrigin, memberWith } from '../support/consoleClient.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { verifyPassword } from '../../domain/memberPassword.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { startReceiver, until, type Receiver } from '../webhooks/receiver.ts';
import { awaitingAttemptStates } from '../../machines/webhookDelivery.ts';

let api: ApiHarness;
let tenant: TenantFixture;
let other: TenantFixture;
let login: { email: string; password: string };
let runId: string;
let otherRunId: string;
let dispatcher: WebhookDispatcher;
let receiver: Receiver;

const runStatus = async (id: string) => (await api.db.sql<{ status: string }[]>`select status from pay_runs where id = ${id}`)[0]!.status;

beforeAll(async () => {
  // Webhooks retry within a second and give up soon after, so a failed delivery is there to show.
  api = await createApiHarness({
    webhooks: { schedule: { firstRetryMs: 100, maxRetryMs: 200, giveUpAfterMs: 400, disableEndpointAfterMs: 60_000, timeoutMs: 2_000 }, pollMs: 50 },
  });
  receiver = await startReceiver(() => 500);
  dispatcher = await startWebhookDispatcher(api.runtime);
  tenant = await api.tenant();
  other = await api.tenant();
  login = await consoleMember(api, tenant);
  await seedEmployees(api, tenant, 3, (i) => kenyanEmployee(i));
  await seedEmployees(api, other, 1, (i) => kenyanEmployee(i));
  runId = ((await (await api.request('POST', '/pay_runs', { token: tenant.token, body: july2025, headers: { 'Idempotency-Key': crypto.randomUUID() } })).json()) as any).id;
  otherRunId = ((await (await api.request('POST', '/pay_runs', { token: other.token, body: july2025, headers: { 'Idempotency-Key': crypto.randomUUID() } })).json()) as any).id;
  expect(runId).toMatch(/^[0-9a-f-]{36}$/);
}, 60_000);
afterAll(async () => {
  await dispatcher?.stop();
  await receiver?.close();
  await api?.close();
});

describe('sign-in and sessions', () => {
  it('sends a visitor without a session to the sign-in page', async () => {
    const browser = consoleClient(api.app);
    const response = await browser.send('GET', '/console/machines');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/console/sign-in');
  });

  it('stores the password as a scrypt hash set from standard input, and refuses a short one', async () => {
    const [row] = await api.db.sql<{ password_hash: string }[]>`select password_hash from members where id = ${tenant.memberId}`;
    expect(row!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row!.password_hash).not.toContain(login.password);
    expect(await verifyPassword(login.password, row!.password_hash)).toBe(true);
    await expect(
      runAdminCommand(api.db.sql, ['member', 'set-password', '--member', tenant.memberId], 'staging', { readSecret: async () => 'short\n' }),
    ).rejects.toThrow(/at least 12 characters/);
  });

  it('signs in with the right password into a secure, http-only, SameSite session cookie, and not with a wrong one', async () => {
    const browser = consoleClient(api.app);
    const wrong = await browser.signIn(login.email, 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(browser.jar.has('console_session')).toBe(false);
    const right = await browser.signIn(login.email, login.password);
    expect(right.status).toBe(303);
    expect(right.headers.get('Location')).toBe('/console/machines');
    const cookie = right.headers.getSetCookie().find((c) => c.startsWith('console_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const page = await browser.page('/console/machines');
    expect(page.status).toBe(200);
    expect(page.html).toContain(login.email);
  });

  it('refuses a sign-in form that did not come from the sign-in page', async () => {
    const browser = consoleClient(api.app);
    const response = await browser.send('POST', '/console/sign-in', { email: login.email, password: login.password });
    expect(response.status).toBe(403);
    expect(browser.jar.has('console_session')).toBe(false);
  });

  it('never promotes a session id planted before sign-in (session fixation)', async () => {
    const attacker = consoleClient(api.app);
    await attacker.signIn(login.email, login.password);
    const planted = attacker.jar.get('console_session')!;
    const victim = consoleClient(api.app);
    victim.jar.set('console_session', planted);
    victim.jar.set('console_session', 'made-up-by-the-attacker');
    await victim.signIn(login.email, login.password);
    const issued = victim.jar.get('console_session')!;
    expect(issued).not.toBe('made-up-by-the-attacker');
    expect(issued).not.toBe(planted);

    // A real session id the attacker knows, planted in the victim's browser, is ended by the victim's sign-in.
    const second = consoleClient(api.app);
    second.jar.set('console_session', planted);
    await second.signIn(login.email, login.password);
    expect(second.jar.get('console_session')).not.toBe(planted);
    expect((await attacker.send('GET', '/console/machines')).status).toBe(303);
  });

  it('ends the session on sign-out, and after expiry or idling', async () => {
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    await browser.page('/console/machines');
    const token = browser.jar.get('console_session')!;
    expect((await browser.post('/console/sign-out')).status).toBe(303);
    const replay = consoleClient(api.app);
    replay.jar.set('console_session', token);
    expect((await replay.send('GET', '/console/machines')).status).toBe(303);

    const expiring = consoleClient(api.app);
    await expiring.signIn(login.email, login.password);
    await api.db.sql`update console_sessions set expires_at = now() - interval '1 second' where member_id = ${tenant.memberId}`;
    expect((await expiring.send('GET', '/console/machines')).status).toBe(303);

    const idle = consoleClient(api.app);
    await idle.signIn(login.email, login.password);
    await api.db.sql`update console_sessions set last_seen_at = now() - interval '31 minutes' where member_id = ${tenant.memberId}`;
    expect((await idle.send('GET', '/console/machines')).status).toBe(303);
  });

  it('ends the sessions of a suspended organization and lets none begin', async () => {
    const suspended = await api.tenant();
    const member = await consoleMember(api, suspended);
    const browser = consoleClient(api.app);
    expect((await browser.signIn(member.email, member.password)).status).toBe(303);
    await api.admin('org', 'set', '--org', suspended.organizationId, '--status', 'suspended');
    expect((await browser.send('GET', '/console/machines')).status).toBe(303);
    expect((await consoleClient(api.app).signIn(member.email, member.password)).status).toBe(401);
  });

  it('rate-limits sign-in attempts per email, even when the password is then right', async () => {
    const member = await memberWith(api, tenant.organizationId, ['payruns.read']);
    const browser = consoleClient(api.app);
    for (let i = 0; i < 5; i++) expect((await browser.signIn(member.email, `wrong password ${i}!`)).status).toBe(401);
    const limited = await browser.signIn(member.email, member.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(browser.jar.has('console_session')).toBe(false);
  });
});

describe('pages and actions', () => {
  it('serves every page under a strict Content-Security-Policy, with no inline script or style', async () => {
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    for (const path of ['/console/machines', '/console/pay-runs', `/console/pay-runs/${runId}`, '/console/settings/integrations']) {
      const page = await browser.page(path);
      expect(page.status, path).toBe(200);
      expect(page.response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      expect(page.html).not.toMatch(/<script(?![^>]*\bsrc=)/);
      expect(page.html).not.toMatch(/\sstyle="/);
      expect(page.html).not.toMatch(/https?:\/\//);
    }
  });

  it('draws the machines from their definitions with the organization\'s counts, and streams them', async () => {
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    const page = await browser.page('/console/machines');
    expect(page.html).toContain('data-count="payRun:draft">1<');
    expect(page.html).toContain('data-count="bankNameCheck:unchecked">3<');
    expect(page.html).toContain('CALCULATE');
    expect(page.html).toContain('organizationVerified');
    const stream = await browser.send('GET', '/console/machines/live');
    expect(stream.headers.get('Content-Type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const { value } = await reader.read();
    const first = new TextDecoder().decode(value);
    await reader.cancel();
    expect(first).toContain('event: counts');
    expect(JSON.parse(/data: (.*)/.exec(first)![1]!)).toMatchObject({ payRun: { draft: 1 }, bankNameCheck: { unchecked: 3 } });
  });

  it('refuses a form without the session\'s CSRF token, or from another site, and changes nothing', async () => {
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    await browser.page(`/console/pay-runs/${runId}`);
    expect((await browser.send('POST', `/console/pay-runs/${runId}/calculate`, {})).status).toBe(403);
    expect((await browser.send('POST', `/console/pay-runs/${runId}/calculate`, { _csrf: 'x'.repeat(43) })).status).toBe(403);
    expect((await browser.post(`/console/pay-runs/${runId}/calculate`, {}, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await runStatus(runId)).toBe('draft');
  });

  it('runs calculate, approve and pay through the commands, logged as the member', async () => {
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    let page = await browser.page(`/console/pay-runs/${runId}`);
    expect(page.html).toContain(`action="/console/pay-runs/${runId}/calculate"`);
    expect(page.html).not.toContain(`/console/pay-runs/${runId}/approve"`);
    const calculated = await browser.post(`/console/pay-runs/${runId}/calculate`, {}, { Origin: consoleOrigin });
    expect(calculated.status).toBe(303);
    expect(await runStatus(runId)).toBe('calculated');
    page = await browser.page(`/console/pay-runs/${runId}?done=calculate`);
    expect(page.html).toContain('Calculation started.');
    expect(page.html).toContain('Worker0 Mwangi');
    // A refused command shows its reason on the page and changes nothing.
    const refused = await browser.post(`/console/pay-runs/${runId}/pay`, { method: 'employer_bank' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('cannot pay');
    expect((await browser.post(`/console/pay-runs/${runId}/approve`)).status).toBe(303);
    await browser.page(`/console/pay-runs/${runId}`);
    expect((await browser.post(`/console/pay-runs/${runId}/pay`, { method: 'employer_bank' })).status).toBe(303);
    expect(await runStatus(runId)).toBe('paid');
    const actors = await api.db.sql<{ event: string; actor: string }[]>`
      select event, actor from transitions where entity_id = ${runId} and event in ('CALCULATE', 'APPROVE', 'PAY') order by id`;
    expect(actors.map((a) => a.event)).toEqual(['CALCULATE', 'APPROVE', 'PAY']);
    expect(new Set(actors.map((a) => a.actor))).toEqual(new Set([`member:${tenant.memberId}`]));
    page = await browser.page(`/console/pay-runs/${runId}`);
    expect(page.html).toContain('paid_by_employer');
    expect(page.html).toContain(login.email);
  });

  it('answers 404 for another organization\'s run, on the page and on its actions', async () => {
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    expect((await browser.page(`/console/pay-runs/${otherRunId}`)).status).toBe(404);
    expect((await browser.page('/console/pay-runs/not-a-uuid')).status).toBe(404);
    expect((await browser.post(`/console/pay-runs/${otherRunId}/calculate`)).status).toBe(404);
    expect(await runStatus(otherRunId)).toBe('draft');
  });

  it('shows a member without a permission no such action, and refuses its POST with 403', async () => {
    const reader = await memberWith(api, tenant.organizationId, ['payruns.read']);
    const browser = consoleClient(api.app);
    await browser.signIn(reader.email, reader.password);
    const draft = ((await (await api.request('POST', '/pay_runs', { token: tenant.token, body: { ...july2025, period_start: '2025-08-01', period_end: '2025-08-31', pay_date: '2025-08-28' }, headers: { 'Idempotency-Key': crypto.randomUUID() } })).json()) as any).id;
    const page = await browser.page(`/console/pay-runs/${draft}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain(`/console/pay-runs/${draft}/calculate"`);
    expect(page.html).toContain('No action your permissions allow');
    expect((await browser.post(`/console/pay-runs/${draft}/calculate`)).status).toBe(403);
    expect(await runStatus(draft)).toBe('draft');
    expect((await browser.page('/console/settings/integrations')).status).toBe(403);
    expect((await browser.post('/console/settings/integrations/keys', { scopes: 'payruns.read' })).status).toBe(403);
    const nav = await browser.page('/console/machines');
    expect(nav.html).toContain('data-count="payRun:draft"');
    expect(nav.html).toContain('data-count="paymentStatus:none">—<');
  });
});

describe('Settings → Integrations', () => {
  it('creates a key with a subset of the member\'s permissions, shows the secret once, and revokes it', async () => {
    const limited = await memberWith(api, tenant.organizationId, ['integrations.manage', 'payruns.read']);
    const browser = consoleClient(api.app);
    await browser.signIn(limited.email, limited.password);
    await browser.page('/console/settings/integrations');
    const beyond = await browser.post('/console/settings/integrations/keys', { scopes: ['payruns.read', 'payruns.pay'] });
    expect(beyond.status).toBe(422);
    expect(await beyond.text()).toContain('the member lacks: payruns.pay');

    const created = await browser.post('/console/settings/integrations/keys', { scopes: ['payruns.read'] });
    expect(created.status).toBe(201);
    expect(created.headers.get('Cache-Control')).toBe('no-store');
    const token = /value="(pay_test_[a-z2-7]{16}_[A-Za-z0-9_-]{43})"/.exec(await created.text())![1]!;
    const keyId = token.split('_')[2]!;
    expect((await api.request('GET', '/pay_runs', { token })).status).toBe(200);
    expect((await api.request('GET', '/employees', { token })).status).toBe(403);

    const listed = await browser.page('/console/settings/integrations');
    // The secret is all after the key id: it may hold underscores itself.
    expect(listed.html).not.toContain(token.split('_').slice(3).join('_'));
    const row = new RegExp(`<tr data-key="${keyId}">(.*?)</tr>`, 's').exec(listed.html)![1]!;
    expect(row).toContain(`pay_test_${keyId}_`);
    expect(row).toContain('organization.read, payruns.read');
    expect(row).toContain(limited.email);
    // Created and last used (it was just used) are times; it never expires.
    expect(row).toMatch(/<td>\d{4}-\d\d-\d\d [\d:]+ UTC<\/td><td>\d{4}-\d\d-\d\d [\d:]+ UTC<\/td><td>—<\/td>/);
    const [key] = await api.db.sql<{ id: string }[]>`select id from api_keys where key_id = ${keyId}`;
    expect((await browser.post(`/console/settings/integrations/keys/${key!.id}/revoke`)).status).toBe(303);
    expect((await api.request('GET', '/pay_runs', { token })).status).toBe(401);
    expect((await browser.page('/console/settings/integrations?revoked=1')).html).toContain('The key is revoked.');
  });

  it('cannot revoke another organization\'s key', async () => {
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    await browser.page('/console/settings/integrations');
    expect((await browser.post(`/console/settings/integrations/keys/${other.keyId}/revoke`)).status).toBe(404);
    expect((await api.request('GET', '/organization', { token: other.token })).status).toBe(200);
  });
});

describe('webhooks and warnings', () => {
  let failingRunId: string;
  let eventId: string;
  const deliveriesOf = async (event: string) =>
    (await api.db.sql<{ count: number }[]>`select count(*)::int as count from webhook_deliveries where event_id = ${event}`)[0]!.count;

  beforeAll(async () => {
    const endpoint = await api.request('POST', '/webhook_endpoints', { token: tenant.token, body: { url: receiver.url('/failing'), events: ['pay_run.calculated'] } });
    expect(endpoint.status).toBe(201);
    const period = { jurisdiction: 'KE', period_start: '2025-10-01', period_end: '2025-10-31', pay_date: '2025-10-28' };
    failingRunId = ((await (await api.request('POST', '/pay_runs', { token: tenant.token, body: period, headers: { 'Idempotency-Key': crypto.randomUUID() } })).json()) as any).id;
    expect((await api.request('POST', `/pay_runs/${failingRunId}/calculate`, { token: tenant.token, headers: { 'Idempotency-Key': crypto.randomUUID() } })).status).toBe(200);
    // The receiver answers 500 to every attempt: the schedule runs out and the delivery fails.
    const [failed] = await until(
      () => api.db.sql<{ event_id: string }[]>`
        select d.event_id from webhook_deliveries d join events e on e.id = d.event_id
        where e.body #>> '{data,object,id}' = ${failingRunId} and d.machine_snapshot ->> 'value' = 'failed'`.then((rows) => rows.length > 0 && rows),
      'the failed delivery',
    );
    eventId = failed!.event_id;
  }, 60_000);

  it('shows the run\'s warnings, as GET /pay_runs/{id}/warnings gives them', async () => {
    const warnings = ((await (await api.request('GET', `/pay_runs/${failingRunId}/warnings`, { token: tenant.token })).json()) as any).data as { code: string; message: string }[];
    expect(warnings.map((w) => w.code)).toContain('statutory_id_missing');
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    const page = await browser.page(`/console/pay-runs/${failingRunId}`);
    const section = /id="warnings-heading"(.*?)<\/section>/s.exec(page.html)![1]!;
    expect(section.match(/data-warning="/g)).toHaveLength(warnings.length);
    for (const w of warnings) expect(section).toContain(w.message);
    expect(section).not.toContain('not shown yet');
  });

  it('shows the run\'s failed delivery with its error, and none of another run', async () => {
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    const page = await browser.page(`/console/pay-runs/${failingRunId}`);
    const section = /id="failed-deliveries-heading"(.*?)<\/section>/s.exec(page.html)![1]!;
    const row = new RegExp(`<tr data-delivery="[^"]+"><td><code>pay_run.calculated</code> <code>${eventId}</code>(.*?)</tr>`, 's').exec(section)![1]!;
    expect(row).toContain(receiver.url('/failing'));
    expect(row).toContain('<span class="state">failed</span>');
    expect(row).toContain('<td class="error">HTTP 500</td>');
    const otherRun = await browser.page(`/console/pay-runs/${runId}`);
    expect(/id="failed-deliveries-heading"(.*?)<\/section>/s.exec(otherRun.html)![1]).toContain('<p>None.</p>');
  });

  it('lists endpoints with their deliveries, and redelivers only with the CSRF token, as a new delivery', async () => {
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    const page = await browser.page('/console/settings/integrations');
    expect(page.html).toContain(receiver.url('/failing'));
    expect(page.html).toContain('pay_run.calculated');
    expect(page.html).toContain('<td class="error">HTTP 500</td>');
    expect(page.html).toContain(`action="/console/settings/integrations/events/${eventId}/redeliver"`);
    const before = await deliveriesOf(eventId);
    const attemptsBefore = receiver.on('/failing').filter((r) => r.body.id === eventId).length;
    expect((await browser.send('POST', `/console/settings/integrations/events/${eventId}/redeliver`, {})).status).toBe(403);
    expect(await deliveriesOf(eventId)).toBe(before);
    const accepted = await browser.post(`/console/settings/integrations/events/${eventId}/redeliver`);
    expect(accepted.status).toBe(303);
    expect(await deliveriesOf(eventId)).toBe(before + 1);
    const [started] = await api.db.sql<{ actor: string }[]>`
      select t.actor from transitions t join webhook_deliveries d on d.id = t.entity_id where d.event_id = ${eventId} order by t.id desc limit 1`;
    expect(started!.actor).toBe(`member:${tenant.memberId}`);
    // The new delivery is attempted under the same event id.
    await until(() => receiver.on('/failing').filter((r) => r.body.id === eventId).length > attemptsBefore, 'the redelivery');
    expect((await browser.page('/console/settings/integrations?redelivered=1')).html).toContain('queued for delivery again');
    expect((await browser.post(`/console/settings/integrations/events/${otherRunId}/redeliver`)).status).toBe(404);
  });

  it('shows a member without webhooks.manage no Redeliver and refuses their POST with 403', async () => {
    const limited = await memberWith(api, tenant.organizationId, ['integrations.manage', 'payruns.read']);
    const browser = consoleClient(api.app);
    await browser.signIn(limited.email, limited.password);
    const page = await browser.page('/console/settings/integrations');
    expect(page.html).toContain(receiver.url('/failing'));
    expect(page.html).not.toContain('/redeliver"');
    const before = await deliveriesOf(eventId);
    expect((await browser.post(`/console/settings/integrations/events/${eventId}/redeliver`)).status).toBe(403);
    expect(await deliveriesOf(eventId)).toBe(before);
    const run = await browser.page(`/console/pay-runs/${failingRunId}`);
    expect(run.html).toContain('Your permissions do not include webhook deliveries');
    expect((await browser.page('/console/machines')).html).toContain('data-count="webhookDelivery:failed">—<');
  });

  it('counts the organization\'s deliveries per state on the machines page', async () => {
    // The redelivery above may still be retrying: count once every delivery has settled, or the page and the
    // count below could see different states.
    await until(
      async () => (await api.db.sql`
        select 1 from webhook_deliveries where organization_id = ${tenant.organizationId}
          and machine_snapshot ->> 'value' = any(${[...awaitingAttemptStates]})`).length === 0,
      'the deliveries to settle',
      60_000,
    );
    const counts = await api.db.sql<{ state: string; count: number }[]>`
      select machine_snapshot ->> 'value' as state, count(*)::int as count from webhook_deliveries where organization_id = ${tenant.organizationId} group by 1`;
    expect(counts.find((c) => c.state === 'failed')!.count).toBeGreaterThan(0);
    const browser = consoleClient(api.app);
    await browser.signIn(login.email, login.password);
    const page = await browser.page('/console/machines');
    for (const { state, count } of counts) expect(page.html).toContain(`data-count="webhookDelivery:${state}">${count}<`);
  }, 70_000);
});
