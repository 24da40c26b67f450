import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { startPaymentActors, sweepUnsentPayments } from '../../actors/paymentActors.ts';
import type { PaymentMessage } from '../../ports/paymentMessages.ts';
import { withTenant } from '../../db/tenant.ts';
import { sendPayment } from '../../commands/payments/sendPayment.ts';
import { reportPayment } from '../../commands/payments/reportPayment.ts';
import type { PaymentPartner } from '../../ports/paymentPartner.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';
import { monthEnd } from '../support/periods.ts';

// Paying by rail: the payment actors, the staging partner (outcome by the account's last digit) and its reports.
let api: ApiHarness;
let tenant: TenantFixture;
let actors: WorkConsumer;
const wallet = (last: string) => ({ mobile_money_provider: 'mpesa', mobile_money_number: `+25471234567${last}`, mobile_money_name: 'Wanjiru Mwangi' });
// Account numbers ending in 1 arrive, 8 are returned, 9 are refused (actors/partners/simulatedPartner.ts).
const endings = ['1', '8', '9', '1'];

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  await seedEmployees(api, tenant, endings.length, (i) => ({ ...kenyanEmployee(i), bank_details: wallet(endings[i]!) }));
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

const payslipsOf = async (runId: string) => (await call('GET', `/pay_runs/${runId}/payslips?limit=100`)).body.data as any[];

async function untilSettled(runId: string) {
  for (let i = 0; i < 200; i++) {
    const payslips = await payslipsOf(runId);
    if (payslips.every((p) => ['arrived', 'returned', 'refused'].includes(p.payment_status.state))) return payslips;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('payments did not settle');
}

describe('payments by rail', () => {
  it('sends each payment once and settles it as the partner reports: arrived, returned or refused with the note', async () => {
    const runId = await approvedRun('2025-01');
    expect((await call('POST', `/pay_runs/${runId}/pay`, { method: 'payment_rail' })).body.status).toBe('paid');
    const settled = await untilSettled(runId);
    const byEmployee = new Map(settled.map((p) => [p.employee_id, p.payment_status]));
    const employees = (await call('GET', '/employees?limit=100')).body.data.sort((a: any, b: any) => (a.staff_id < b.staff_id ? -1 : 1));
    expect(employees.map((e: any) => byEmployee.get(e.id)!.state)).toEqual(['arrived', 'returned', 'refused', 'arrived']);
    for (const status of byEmployee.values()) {
      expect(Date.parse(status.sent_at)).toBeLessThanOrEqual(Date.parse(status.settled_at));
      expect(status.note === null).toBe(status.state === 'arrived');
    }
    const ledger = await api.db.sql<{ payslip_id: string; attempts: number; amount_minor: number }[]>`
      select payslip_id, attempts, amount_minor from simulated_partner_payments where payslip_id = any(${settled.map((p) => p.id)}::uuid[])`;
    expect(ledger.map((row) => row.attempts)).toEqual(settled.map(() => 1));
    // The partner was asked for the payment money, in the payment currency.
    expect(ledger.map((row) => row.amount_minor).sort()).toEqual(settled.map((p) => p.payment.amount_minor).sort());
  });

  it('changes nothing when a report arrives twice, or reports on a payment already settled otherwise', async () => {
    const runId = await approvedRun('2025-02');
    await call('POST', `/pay_runs/${runId}/pay`, { method: 'payment_rail' });
    const [first] = await untilSettled(runId);
    const before = first.payment_status;
    const late = { organizationId: tenant.organizationId, payslipId: first.id, outcome: 'refused' as const, note: 'late', at: new Date().toISOString() };
    const outcomes = await withTenant(api.db.sql, tenant.organizationId, async (tx) => {
      const ctx = { tx, organizationId: tenant.organizationId, actor: 'payment_partner' as const, afterCommit: () => {} };
      return [await reportPayment(ctx, late), await reportPayment(ctx, { ...late, outcome: 'arrived' })];
    });
    expect(outcomes).toEqual(['ignored', 'ignored']);
    expect((await call('GET', `/payslips/${first.id}`)).body.payment_status).toEqual(before);
    const [ignored] = await api.db.sql`select count(*)::int as n from transitions where entity_id = ${first.id} and details ? 'ignored'`;
    expect(ignored!.n).toBe(2);
  });

  it('holds a report that arrives before its send was recorded, and applies it once the send is', async () => {
    const runId = await approvedRun('2025-03');
    const [payslip] = await payslipsOf(runId);
    const early = { organizationId: tenant.organizationId, payslipId: payslip.id, outcome: 'arrived' as const, note: null, at: new Date().toISOString() };
    const outcome = await withTenant(api.db.sql, tenant.organizationId, (tx) =>
      reportPayment({ tx, organizationId: tenant.organizationId, actor: 'payment_partner', afterCommit: () => {} }, early));
    expect(outcome).toBe('early');
    expect((await call('GET', `/payslips/${payslip.id}`)).body.payment_status.state).toBe('not_sent');
  });

  it('sends a payment once when the sender dies between the partner taking it and recording it sent', async () => {
    const runId = await approvedRun('2025-04');
    const [payslip] = await payslipsOf(runId);
    const partner = api.runtime.partner!;
    const dying: PaymentPartner = {
      checkName: partner.checkName,
      async send(payment) {
        await partner.send(payment);
        throw new Error('sender died after the partner took the payment');
      },
    };
    const attempt = (p: PaymentPartner) =>
      withTenant(api.db.sql, tenant.organizationId, (tx) =>
        sendPayment({ tx, organizationId: tenant.organizationId, actor: 'payment_actor', afterCommit: () => {}, keyring: api.keyring, partner: p }, payslip.id));
    await expect(attempt(dying)).rejects.toThrow('sender died');
    expect((await call('GET', `/payslips/${payslip.id}`)).body.payment_status.state).toBe('not_sent');
    expect(await attempt(partner)).toBe('sent');
    expect(await attempt(partner)).toBe('not_due');
    const [ledger] = await api.db.sql`select count(*)::int as payments, max(attempts)::int as asked from simulated_partner_payments where payslip_id = ${payslip.id}`;
    expect(ledger).toEqual({ payments: 1, asked: 2 });
    expect(['sent', 'arrived']).toContain((await call('GET', `/payslips/${payslip.id}`)).body.payment_status.state);
  });
});

describe('the payment sweep', () => {
  it('publishes again the payments of a paid run whose messages were lost, and leaves the rest alone', async () => {
    const runId = await approvedRun('2025-06');
    await actors.stop();
    try {
      // The pay commits, then its messages are lost with the process.
      const republished: PaymentMessage[] = [];
      const lost = { publish: async () => {}, backlog: async () => 0, consume: api.runtime.paymentQueue.consume.bind(api.runtime.paymentQueue) };
      const dedupeIds: string[] = [];
      const recording = { ...lost, publish: async (message: PaymentMessage, dedupeId: string) => void (republished.push(message), dedupeIds.push(dedupeId)) };
      const paying = await createApiHarnessPay(runId, lost);
      expect(paying).toBe('paid');
      expect(await sweepUnsentPayments({ sql: api.db.sql, paymentQueue: recording }, 60_000)).toBe(0);
      await api.db.sql`update payslips set updated_at = now() - interval '2 minutes' where pay_run_id = ${runId}`;
      // While the queue still holds messages the payments are queued behind them, not lost: nothing is published
      // again (the fault drill's 2,000 payments were put on the queue 6,529 times more while it worked through them).
      expect(await sweepUnsentPayments({ sql: api.db.sql, paymentQueue: { ...recording, backlog: async () => 1 } }, 60_000)).toBe(0);
      expect(republished).toEqual([]);
      await sweepUnsentPayments({ sql: api.db.sql, paymentQueue: recording }, 60_000);
      const payslipIds = (await payslipsOf(runId)).map((p) => p.id).sort();
      expect(republished.filter((m) => m.payRunId === runId).map((m) => m.payslipId).sort()).toEqual(payslipIds);
      // The next round (every 5 s) publishes them under the same ids, which the queue stores once: a payment
      // queued behind a backlog is not multiplied round after round (found by the fault drill).
      const firstIds = dedupeIds.splice(0);
      await sweepUnsentPayments({ sql: api.db.sql, paymentQueue: recording }, 60_000);
      expect(dedupeIds).toEqual(firstIds);
    } finally {
      actors = await startPaymentActors({ ...api.runtime, partner: api.runtime.partner!, nameCheckQueue: api.runtime.nameCheckQueue! });
    }
  });
});

/** Pays a run through a second API over the same database whose payment queue loses every message. */
async function createApiHarnessPay(runId: string, paymentQueue: typeof api.runtime.paymentQueue) {
  const { createApi } = await import('../../api/app.ts');
  const app = createApi({ runtime: { ...api.runtime, paymentQueue }, deployment: 'staging', rateLimit: { rate: 1000, burst: 1000 } });
  const response = await app.request(`/api/v1/pay_runs/${runId}/pay`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tenant.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'payment_rail' }),
  });
  return ((await response.json()) as { status: string }).status;
}

describe('POST /test_helpers/payslips/{id}/payment_status', () => {
  it('moves a sent payment as the bank would, and refuses a payment not sent or already settled', async () => {
    const runId = await approvedRun('2025-05');
    const [notSent] = await payslipsOf(runId);
    expect((await call('POST', `/test_helpers/payslips/${notSent.id}/payment_status`, { state: 'arrived' })).status).toBe(409);
    await actors.stop();
    try {
      await call('POST', `/pay_runs/${runId}/pay`, { method: 'payment_rail' });
      await withTenant(api.db.sql, tenant.organizationId, (tx) =>
        sendPayment({ tx, organizationId: tenant.organizationId, actor: 'payment_actor', afterCommit: () => {}, keyring: api.keyring, partner: { send: async () => {}, checkName: async () => 'matched' } }, notSent.id));
      const moved = await call('POST', `/test_helpers/payslips/${notSent.id}/payment_status`, { state: 'returned', note: 'Account frozen' });
      expect(moved).toMatchObject({ status: 200, body: { payment_status: { state: 'returned', note: 'Account frozen' } } });
      expect((await call('POST', `/test_helpers/payslips/${notSent.id}/payment_status`, { state: 'arrived' })).status).toBe(409);
      expect((await call('POST', `/test_helpers/payslips/${notSent.id}/payment_status`, { state: 'lost' })).status).toBe(422);
    } finally {
      actors = await startPaymentActors({ ...api.runtime, partner: api.runtime.partner!, nameCheckQueue: api.runtime.nameCheckQueue! });
    }
  });

  it('does not exist in production', async () => {
    const production = await createApiHarness({ deployment: 'production' });
    try {
      const key = await production.tenant();
      const response = await production.request('POST', `/test_helpers/payslips/${crypto.randomUUID()}/payment_status`, { token: key.token, body: { state: 'arrived' } });
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
