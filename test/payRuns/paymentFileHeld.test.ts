import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { startPaymentActors } from '../../actors/paymentActors.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';
import { monthEnd } from '../support/periods.ts';

// The payment file holds exactly the payments that are not held (issue 30, defect 4).
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
  await api.admin('org', 'set', '--org', tenant.organizationId, '--debtor-iban', 'DE89370400440532013000', '--debtor-bic', 'COBADEFFXXX');
}, 60_000);
afterAll(async () => {
  await actors?.stop();
  await api?.close();
});

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

async function approvedRun(month: string) {
  const created = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `${month}-01`, period_end: monthEnd(month), pay_date: `${month}-28` });
  await call('POST', `/pay_runs/${created.body.id}/calculate`);
  expect((await call('POST', `/pay_runs/${created.body.id}/approve`)).body.status).toBe('approved');
  await until(() => Promise.all(employeeIds.map(async (id) => (await call('GET', `/employees/${id}`)).body)), (list) => list.every((e) => e.bank_name_check !== null));
  return created.body.id as string;
}

const transfers = (xml: string) => [...xml.matchAll(/<EndToEndId>([0-9a-f]+)<\/EndToEndId>/g)].map((m) => m[1]!);
const amounts = (xml: string) => [...xml.matchAll(/<InstdAmt Ccy="[A-Z]{3}">([0-9.]+)<\/InstdAmt>/g)].map((m) => Math.round(Number(m[1]) * 100));

describe('payment file and held payments', () => {
  it('leaves out the payment held by a bank name mismatch, and counts only the others in NbOfTxs and CtrlSum', async () => {
    const runId = await approvedRun('2025-03');
    const payslips = (await call('GET', `/pay_runs/${runId}/payslips?limit=100`)).body.data as any[];
    const held = payslips.find((p) => p.employee_id === employeeIds[0])!;
    const response = await api.request('GET', `/pay_runs/${runId}/payment_file`, { token: tenant.token });
    expect(response.status).toBe(200);
    const xml = await response.text();
    const ids = transfers(xml);
    expect(ids).toHaveLength(payslips.length - 1);
    expect(ids).not.toContain(held.id.replace(/-/g, ''));
    for (const count of xml.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>/g)) expect(Number(count[1])).toBe(ids.length);
    const sum = amounts(xml).reduce((a, b) => a + b, 0);
    const [, ctrlSum] = /<CtrlSum>([0-9.]+)<\/CtrlSum>/.exec(xml)!;
    expect(Math.round(Number(ctrlSum) * 100)).toBe(sum);

    // Acknowledged, the mismatch no longer holds the payment: the file has it again.
    expect((await call('POST', `/employees/${employeeIds[0]}/bank_name_check/acknowledge`)).status).toBe(200);
    const after = await (await api.request('GET', `/pay_runs/${runId}/payment_file`, { token: tenant.token })).text();
    expect(transfers(after)).toContain(held.id.replace(/-/g, ''));
  }, 60_000);

  it('says plainly that a run paid from the employer bank has no payment file', async () => {
    const runId = await approvedRun('2025-04');
    expect((await call('POST', `/pay_runs/${runId}/pay`, { method: 'employer_bank' })).status).toBe(200);
    const response = await call('GET', `/pay_runs/${runId}/payment_file`);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toMatch(/employer_bank/);
    expect(response.body.error.message).not.toMatch(/above zero/);
  }, 60_000);
});
