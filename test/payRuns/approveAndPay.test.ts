import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import type { PaymentMessage } from '../../ports/paymentMessages.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';
import { monthEnd } from '../support/periods.ts';

// After calculation: approve, reopen and pay (contract "Endpoints", "Payment and name check"), through the machine.
let api: ApiHarness;
let tenant: TenantFixture;
let paymentConsumer: WorkConsumer;
const sentToActors: PaymentMessage[] = [];

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 6, (i) => kenyanEmployee(i));
  // Stands where the payment actors will listen: records what pay by rail hands them.
  paymentConsumer = await api.runtime.paymentQueue.consume(async ({ data }) => {
    sentToActors.push(data);
    return 'done';
  });
});
afterAll(async () => {
  await paymentConsumer?.stop();
  await api?.close();
});

const call = (method: string, path: string, body?: unknown, token = tenant.token) => api.json(method, path, { token, body });

async function calculatedRun(month: string) {
  const created = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `${month}-01`, period_end: monthEnd(month), pay_date: `${month}-28` });
  expect(created.status).toBe(201);
  expect((await call('POST', `/pay_runs/${created.body.id}/calculate`)).body.status).toBe('calculated');
  return created.body.id as string;
}

const paymentStates = async (runId: string) =>
  [...new Set((await call('GET', `/pay_runs/${runId}/payslips?limit=100`)).body.data.map((p: any) => p.payment_status.state))];

describe('approve, reopen and pay', () => {
  it('approves a calculated run: payments become not_sent, approved_at is stamped, each payment logs its transition', async () => {
    const id = await calculatedRun('2025-01');
    const approved = await call('POST', `/pay_runs/${id}/approve`);
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', paid_at: null } });
    expect(Date.parse(approved.body.approved_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await paymentStates(id)).toEqual(['not_sent']);
    const [logged] = await api.db.sql`
      select count(*)::int as n from transitions t join payslips p on p.id = t.entity_id
      where p.pay_run_id = ${id} and t.entity_type = 'payslip_payment' and t.event = 'APPROVE' and t.to_state = 'not_sent'`;
    expect(logged!.n).toBe(6);
  });

  it('refuses calculate on an approved run with 409 invalid_transition (reopen it first)', async () => {
    const id = await calculatedRun('2025-02');
    await call('POST', `/pay_runs/${id}/approve`);
    const refused = await call('POST', `/pay_runs/${id}/calculate`);
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'invalid_transition', details: { status: 'approved', allowed: ['reopen', 'pay'] } } } });
  });

  it('reopens an approved run: back to calculated, payments back to none, approved_at cleared', async () => {
    const id = await calculatedRun('2025-03');
    await call('POST', `/pay_runs/${id}/approve`);
    const reopened = await call('POST', `/pay_runs/${id}/reopen`);
    expect(reopened).toMatchObject({ status: 200, body: { status: 'calculated', approved_at: null } });
    expect(await paymentStates(id)).toEqual(['none']);
    expect((await call('POST', `/pay_runs/${id}/calculate`)).body.status).toBe('calculated');
  });

  it('pays from the employer bank: paid, paid_at stamped, every payment paid_by_employer', async () => {
    const id = await calculatedRun('2025-04');
    await call('POST', `/pay_runs/${id}/approve`);
    const paid = await call('POST', `/pay_runs/${id}/pay`, { method: 'employer_bank' });
    expect(paid).toMatchObject({ status: 200, body: { status: 'paid' } });
    expect(Date.parse(paid.body.paid_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await paymentStates(id)).toEqual(['paid_by_employer']);
    const history = (await call('GET', `/pay_runs/${id}/transitions`)).body.data.map((t: any) => `${t.event}:${t.to}`);
    expect(history).toEqual(['CREATE:draft', 'CALCULATE:calculated', 'APPROVE:approved', 'PAY:paid']);
    expect(history.length).toBe(4);
    expect((await call('GET', `/pay_runs/${id}/transitions`)).body.data[3].details).toEqual({ method: 'employer_bank' });
  });

  it('pays by rail: every payment is handed to the payment actors, once each', async () => {
    const id = await calculatedRun('2025-05');
    await call('POST', `/pay_runs/${id}/approve`);
    expect((await call('POST', `/pay_runs/${id}/pay`, { method: 'payment_rail' })).body.status).toBe('paid');
    const payslipIds = (await call('GET', `/pay_runs/${id}/payslips?limit=100`)).body.data.map((p: any) => p.id).sort();
    for (let i = 0; i < 100 && sentToActors.filter((m) => m.payRunId === id).length < payslipIds.length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(sentToActors.filter((m) => m.payRunId === id).map((m) => m.payslipId).sort()).toEqual(payslipIds);
  });

  it('keeps a paid run as it is: every action is 409, and the database refuses changes to it and its payslips', async () => {
    const id = await calculatedRun('2025-06');
    await call('POST', `/pay_runs/${id}/approve`);
    await call('POST', `/pay_runs/${id}/pay`, { method: 'employer_bank' });
    for (const action of ['calculate', 'approve', 'reopen']) {
      expect((await call('POST', `/pay_runs/${id}/${action}`)).status).toBe(409);
    }
    expect((await call('POST', `/pay_runs/${id}/pay`, { method: 'employer_bank' })).status).toBe(409);
    await expect(api.db.sql`update pay_runs set gross_minor = 1 where id = ${id}`).rejects.toThrow(/is paid and cannot change/);
    await expect(api.db.sql`delete from payslips where pay_run_id = ${id}`).rejects.toThrow(/belongs to a paid pay run/);
    await expect(api.db.sql`update payslips set lines = '[]' where pay_run_id = ${id}`).rejects.toThrow(/belongs to a paid pay run/);
    expect(await api.db.sql`select 1 from payslip_inputs where pay_run_id = ${id}`).toHaveLength(1); // what priced its payslips, fixed too
    await expect(api.db.sql`delete from payslip_inputs where pay_run_id = ${id}`).rejects.toThrow(/belong to a paid pay run/);
    await expect(api.db.sql`update payslip_inputs set sealed = 'x' where pay_run_id = ${id}`).rejects.toThrow(/belong to a paid pay run/);
    // The payment itself still moves on after pay (the bank reports later).
    await expect(api.db.sql`update payslips set payment_note = 'bank note' where pay_run_id = ${id}`).resolves.toBeDefined();
  });

  it('lets one of two concurrent approvals win; the other meets an approved run', async () => {
    const id = await calculatedRun('2025-07');
    const [first, second] = await Promise.all([call('POST', `/pay_runs/${id}/approve`), call('POST', `/pay_runs/${id}/approve`)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [approvals] = await api.db.sql`select count(*)::int as n from transitions where entity_id = ${id} and event = 'APPROVE'`;
    expect(approvals!.n).toBe(1);
  });

  it('serializes a reopen and a pay sent at once: one wins, the other meets the state it left and gets 409', async () => {
    const id = await calculatedRun('2025-11');
    await call('POST', `/pay_runs/${id}/approve`);
    const [reopen, pay] = await Promise.all([call('POST', `/pay_runs/${id}/reopen`), call('POST', `/pay_runs/${id}/pay`, { method: 'employer_bank' })]);
    expect([reopen.status, pay.status].sort()).toEqual([200, 409]);
    const final = (await call('GET', `/pay_runs/${id}`)).body.status;
    expect(final).toBe(reopen.status === 200 ? 'calculated' : 'paid');
    expect(await paymentStates(id)).toEqual([final === 'paid' ? 'paid_by_employer' : 'none']);
  });

  it('replays an approval sent twice with one Idempotency-Key', async () => {
    const id = await calculatedRun('2025-08');
    const headers = { 'Idempotency-Key': `approve-${id}` };
    const first = await api.request('POST', `/pay_runs/${id}/approve`, { token: tenant.token, headers });
    const again = await api.request('POST', `/pay_runs/${id}/approve`, { token: tenant.token, headers });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('needs payruns.approve to approve or reopen and payruns.pay to pay; refuses a bad method', async () => {
    const id = await calculatedRun('2025-09');
    const otherOrganization = await api.tenant();
    expect((await call('POST', `/pay_runs/${id}/approve`, undefined, otherOrganization.token)).status).toBe(404);
    const sameOrg = await api.admin('key', 'create', '--org', tenant.organizationId, '--member', tenant.memberId, '--scopes', 'payruns.read,payruns.run');
    expect((await call('POST', `/pay_runs/${id}/approve`, undefined, sameOrg.token)).body.error.code).toBe('insufficient_scope');
    await call('POST', `/pay_runs/${id}/approve`);
    expect((await call('POST', `/pay_runs/${id}/pay`, { method: 'employer_bank' }, sameOrg.token)).status).toBe(403);
    expect((await call('POST', `/pay_runs/${id}/pay`, { method: 'cash' })).status).toBe(422);
  });

  it("refuses to pay by rail, at pay time, a payee whose name has no form in the bank's character set", async () => {
    const other = await api.tenant();
    const [employeeId] = await seedEmployees(api, other, 1, (i) => ({ ...kenyanEmployee(i), first_name: '美咲', last_name: '山田' }));
    const run = (await api.request('POST', '/pay_runs', { token: other.token, body: { jurisdiction: 'KE', period_start: '2025-10-01', period_end: '2025-10-31', pay_date: '2025-10-28' } }));
    const id = ((await run.json()) as any).id;
    await api.request('POST', `/pay_runs/${id}/calculate`, { token: other.token });
    await api.request('POST', `/pay_runs/${id}/approve`, { token: other.token });
    const refused = await api.request('POST', `/pay_runs/${id}/pay`, { token: other.token, body: { method: 'payment_rail' } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as any).error.details.fields).toEqual({ [`employees.${employeeId}`]: 'full_name has no Latin-script form' });
    expect(((await (await api.request('GET', `/pay_runs/${id}`, { token: other.token })).json()) as any).status).toBe('approved');
    const byEmployer = await api.request('POST', `/pay_runs/${id}/pay`, { token: other.token, body: { method: 'employer_bank' } });
    expect(byEmployer.status).toBe(200);
  });
});
