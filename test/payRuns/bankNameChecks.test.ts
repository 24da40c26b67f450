import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { startPaymentActors } from '../../actors/paymentActors.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';
import { monthEnd } from '../support/periods.ts';

// Bank name checks: asked at approve, a mismatch holds the payment by rail until funding.manage acknowledges it.
let api: ApiHarness;
let tenant: TenantFixture;
let actors: WorkConsumer;
let employeeIds: string[];
const wallet = (last: string) => ({ mobile_money_provider: 'mpesa', mobile_money_number: `+25471234567${last}`, mobile_money_name: 'Wanjiru Mwangi' });
// The staging partner's name check by the account's last digit: 0 mismatch, 7 close, 6 unavailable, else matched.
const endings = ['0', '7', '6', '1'];

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  employeeIds = await seedEmployees(api, tenant, endings.length, (i) => ({ ...kenyanEmployee(i), bank_details: wallet(endings[i]!) }));
  actors = await startPaymentActors({ ...api.runtime, partner: api.runtime.partner!, nameCheckQueue: api.runtime.nameCheckQueue! });
});
afterAll(async () => {
  await actors?.stop();
  await api?.close();
});

const call = (method: string, path: string, body?: unknown, token = tenant.token) => api.json(method, path, { token, body });

async function approvedRun(month: string) {
  const created = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `${month}-01`, period_end: monthEnd(month), pay_date: `${month}-28` });
  await call('POST', `/pay_runs/${created.body.id}/calculate`);
  expect((await call('POST', `/pay_runs/${created.body.id}/approve`)).body.status).toBe('approved');
  return created.body.id as string;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

const checks = () => Promise.all(employeeIds.map(async (id) => (await call('GET', `/employees/${id}`)).body));
const paymentOf = async (runId: string, employeeId: string) =>
  ((await call('GET', `/pay_runs/${runId}/payslips?limit=100`)).body.data as any[]).find((p) => p.employee_id === employeeId).payment_status;

describe('bank name checks', () => {
  it('asks the partner at approve and records each verdict, never the name the bank holds', async () => {
    await approvedRun('2025-01');
    const employees = await until(checks, (list) => list.every((e) => e.bank_name_check !== null));
    expect(employees.map((e) => e.bank_name_check)).toEqual(['mismatch', 'close', 'unavailable', 'matched']);
    for (const e of employees) expect(Date.parse(e.bank_name_checked_at)).toBeGreaterThan(Date.now() - 60_000);
    const [logged] = await api.db.sql`
      select count(*)::int as n from transitions where entity_type = 'employee_bank_name_check' and event = 'CHECKED'`;
    expect(logged!.n).toBe(4);
  });

  it('holds the mismatched payment at not_sent, pays the rest, then pays it once funding.manage acknowledges', async () => {
    const runId = await approvedRun('2025-02');
    expect((await call('POST', `/pay_runs/${runId}/pay`, { method: 'payment_rail' })).body.status).toBe('paid');
    const [mismatched, ...others] = employeeIds as [string, ...string[]];
    for (const id of others) expect((await until(() => paymentOf(runId, id), (p) => p.state === 'arrived')).state).toBe('arrived');
    expect((await paymentOf(runId, mismatched)).state).toBe('not_sent');
    const [held] = await api.db.sql`select details from transitions where event = 'SEND' and details ? 'ignored' and entity_id in (select id from payslips where pay_run_id = ${runId})`;
    expect(held!.details.ignored).toMatch(/unacknowledged mismatch/);

    const withoutFunding = await api.admin('key', 'create', '--org', tenant.organizationId, '--member', tenant.memberId, '--scopes', 'employees.read');
    expect((await call('POST', `/employees/${mismatched}/bank_name_check/acknowledge`, undefined, withoutFunding.token)).status).toBe(403);
    const acknowledged = await call('POST', `/employees/${mismatched}/bank_name_check/acknowledge`);
    expect(acknowledged).toMatchObject({ status: 200, body: { bank_name_check: 'mismatch' } });
    expect((await until(() => paymentOf(runId, mismatched), (p) => p.state === 'arrived')).state).toBe('arrived');
    const [who] = await api.db.sql`select bank_name_check_acknowledged_by as by, bank_name_check_acknowledged_at as at from employees where id = ${mismatched}`;
    expect(who).toMatchObject({ by: `api_key:${tenant.keyId}` });
    expect(who!.at).toBeInstanceOf(Date);
    expect((await call('POST', `/employees/${mismatched}/bank_name_check/acknowledge`)).status).toBe(409);
    expect((await call('POST', `/employees/${employeeIds[1]}/bank_name_check/acknowledge`)).status).toBe(409);
  });

  it('keeps name checks through a reopen, which puts the payments back to none', async () => {
    const runId = await approvedRun('2025-03');
    const before = (await checks()).map((e) => [e.bank_name_check, e.bank_name_checked_at]);
    expect((await call('POST', `/pay_runs/${runId}/reopen`)).body.status).toBe('calculated');
    expect((await paymentOf(runId, employeeIds[0]!)).state).toBe('none');
    expect((await checks()).map((e) => [e.bank_name_check, e.bank_name_checked_at])).toEqual(before);
  });

  it('forgets the check when the bank details change: another account was checked', async () => {
    const id = employeeIds[3]!;
    expect((await call('GET', `/employees/${id}`)).body.bank_name_check).toBe('matched');
    const changed = await call('PATCH', `/employees/${id}`, { bank_details: wallet('3') });
    expect(changed).toMatchObject({ status: 200, body: { bank_name_check: null, bank_name_checked_at: null } });
    // The log keeps which account version each check concerned: the reset names the one that was checked.
    const log = await api.db.sql<{ event: string; details: any }[]>`
      select event, details from transitions where entity_id = ${id} and entity_type = 'employee_bank_name_check' order by id`;
    const checkedAccount = log.find((t) => t.event === 'CHECKED')!.details.account;
    expect(checkedAccount).toMatch(/^[0-9a-f]{16}$/);
    expect(log.filter((t) => t.event === 'BANK_DETAILS_CHANGED').map((t) => t.details.account)).toEqual([checkedAccount]);
  });
});
