import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { consoleClient, consoleMember, memberWith } from '../support/consoleClient.ts';
import { startPaymentActors } from '../../actors/paymentActors.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';

// The run page's "acknowledge a mismatch": the same command as POST /employees/{id}/bank_name_check/acknowledge.
let api: ApiHarness;
let tenant: TenantFixture;
let actors: WorkConsumer;
let employeeIds: string[];
let runId: string;
// The staging partner's name check by the account's last digit: 0 mismatch, 1 matched.
const wallet = (last: string) => ({ mobile_money_provider: 'mpesa', mobile_money_number: `+25471234567${last}`, mobile_money_name: 'Wanjiru Mwangi' });

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  employeeIds = await seedEmployees(api, tenant, 2, (i) => ({ ...kenyanEmployee(i), bank_details: wallet(['0', '1'][i]!) }));
  actors = await startPaymentActors({ ...api.runtime, partner: api.runtime.partner!, nameCheckQueue: api.runtime.nameCheckQueue! });
  const call = async (path: string, body?: unknown) => (await (await api.request('POST', path, { token: tenant.token, body })).json()) as any;
  runId = (await call('/pay_runs', { jurisdiction: 'KE', period_start: '2025-01-01', period_end: '2025-01-31', pay_date: '2025-01-28' })).id;
  await call(`/pay_runs/${runId}/calculate`);
  expect((await call(`/pay_runs/${runId}/approve`)).status).toBe('approved');
  for (let i = 0; i < 200; i++) {
    const [pending] = await api.db.sql<{ n: number }[]>`select count(*)::int as n from employees where organization_id = ${tenant.organizationId} and bank_name_check is null`;
    if (pending!.n === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
}, 60_000);
afterAll(async () => {
  await actors?.stop();
  await api?.close();
});

const button = (employeeId: string) => `/console/pay-runs/${runId}/employees/${employeeId}/acknowledge`;

it('offers the acknowledgement only for a mismatch and only to funding.manage, and refuses the POST without it', async () => {
  const [mismatched, matched] = employeeIds as [string, string];
  const reader = await memberWith(api, tenant.organizationId, ['payruns.read', 'payslips.read']);
  const browser = consoleClient(api.app);
  await browser.signIn(reader.email, reader.password);
  const page = await browser.page(`/console/pay-runs/${runId}`);
  expect(page.html).toContain('mismatch');
  expect(page.html).not.toContain('Acknowledge mismatch');
  expect((await browser.post(button(mismatched))).status).toBe(403);

  const login = await consoleMember(api, tenant);
  const funder = consoleClient(api.app);
  await funder.signIn(login.email, login.password);
  const offered = await funder.page(`/console/pay-runs/${runId}`);
  expect(offered.html).toContain(`action="${button(mismatched)}"`);
  expect(offered.html).not.toContain(`action="${button(matched)}"`);
  expect((await funder.post(button(crypto.randomUUID()))).status).toBe(404);

  const acknowledged = await funder.post(button(mismatched));
  expect(acknowledged.status).toBe(303);
  const [row] = await api.db.sql<{ by: string; state: string }[]>`
    select bank_name_check_acknowledged_by as by, bank_name_check_snapshot ->> 'value' as state from employees where id = ${mismatched}`;
  expect(row).toEqual({ by: `member:${tenant.memberId}`, state: 'mismatch_acknowledged' });
  const after = await funder.page(`/console/pay-runs/${runId}?done=acknowledge`);
  expect(after.html).toContain('The bank name mismatch is acknowledged');
  expect(after.html).not.toContain('Acknowledge mismatch');
  expect((await funder.post(button(mismatched))).status).toBe(409);
});
