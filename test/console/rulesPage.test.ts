import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, july2025, seedEmployees } from '../support/payrollFixtures.ts';
import { consoleClient, consoleMember, memberWith } from '../support/consoleClient.ts';

// The console's "Rules in force" page: per jurisdiction and date, the table versions in force with their sources,
// and the rules builds (table versions) this organization's payslips were priced with.
let api: ApiHarness;
let tenant: TenantFixture;
let other: TenantFixture;
let runId: string;
let browser: ReturnType<typeof consoleClient>;

async function calculatedRun(t: TenantFixture, count: number): Promise<string> {
  await seedEmployees(api, t, count, (i) => kenyanEmployee(i));
  const created = await api.request('POST', '/pay_runs', { token: t.token, body: july2025, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  const id = ((await created.json()) as { id: string }).id;
  const calculated = await api.request('POST', `/pay_runs/${id}/calculate`, { token: t.token, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(calculated.status).toBe(200);
  return id;
}

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  other = await api.tenant();
  runId = await calculatedRun(tenant, 2);
  await calculatedRun(other, 3);
  const login = await consoleMember(api, tenant);
  browser = consoleClient(api.app);
  expect((await browser.signIn(login.email, login.password)).status).toBe(303);
}, 90_000);
afterAll(async () => {
  await api?.close();
});

it('lists the KE table versions in force on a date with their sources, and the next version scheduled', async () => {
  const { status, html } = await browser.page('/console/rules?jurisdiction=KE&date=2026-01-15');
  expect(status).toBe(200);
  expect(html).toContain('KE: table versions in force on 2026-01-15');
  const nssf = api.runtime.rules.build.tables.find((t) => t.jurisdiction === 'KE' && t.rule === 'nssf' && t.effectiveFrom === '2025-02-01')!;
  expect(html).toContain(`<code>KE/nssf@2025-02-01#${nssf.hash}</code>`);
  expect(html).toContain(nssf.source);
  expect(html).toMatch(/KE\/nssf<\/td>[\s\S]*?from 2026-02-01/);
  expect(html).toMatch(/KE\/nhif<\/td>\s*<td>repealed<\/td>/);
  expect(html).not.toContain('GB: table versions');
});

it('shows the rules build and the table versions each of the organization\'s payslips was priced with, and no other organization\'s', async () => {
  const { html } = await browser.page('/console/rules?jurisdiction=KE');
  const build = api.runtime.rules.build.inputsHash.slice(0, 12);
  expect(html).toContain(`<code>${build}</code> (the build running now)`);
  const [row] = await api.db.sql<{ refs: string[]; payslips: number }[]>`
    select rs.refs, count(*)::int as payslips from payslips p join rule_sets rs on rs.id = p.rule_set_id
    where p.pay_run_id = ${runId} group by rs.refs`;
  expect(row!.payslips).toBe(2);
  expect(html).toMatch(/<td>KE<\/td><td>2<\/td><td>2025-07-01 – 2025-07-31<\/td>/);
  expect(html).toContain(`<a href="/console/pay-runs/${runId}">${runId.slice(0, 8)}</a>`);
  for (const ref of row!.refs) expect(html).toContain(`<code>${ref}</code>`);
  expect(html).not.toMatch(/<td>KE<\/td><td>3<\/td>/);
});

it('answers a bad date or jurisdiction with a 400 that says what is wrong, and shows the defaults', async () => {
  const bad = await browser.page('/console/rules?date=2026-02-30&jurisdiction=XX');
  expect(bad.status).toBe(400);
  expect(bad.html).toContain('date: 2026-02-30 is not a date YYYY-MM-DD');
  expect(bad.html).toContain('jurisdiction: XX is not one of KE, NG, GH, ZA, GB, SG; showing all.');
  expect(bad.html).toContain('GB: table versions in force on');
});

it('is behind payruns.read', async () => {
  const limited = await memberWith(api, tenant.organizationId, ['employees.read']);
  const someone = consoleClient(api.app);
  await someone.signIn(limited.email, limited.password);
  expect((await someone.send('GET', '/console/rules')).status).toBe(403);
});
