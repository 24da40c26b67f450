import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { startWorkerProcess, stopWorkerProcess } from '../support/workerProcess.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { generateDataKeyBase64 } from '../../domain/sealing/dataKeyring.ts';

// A worker process running the payment actors is killed while the partner holds a payment it has not answered:
// the next worker sends again under the same idempotency key, and the partner pays it once.
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
const dataKey = generateDataKeyBase64();
const endings = ['1', '8', '9', '5'];
let api: ApiHarness;
let tenant: TenantFixture;
let workerEnv: Record<string, string>;

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222 (or a nats-server binary)');
  api = await createApiHarness({ bus: await connectNatsBus(natsUrl, { namespace }), dataKey });
  tenant = await api.tenant();
  const wallet = (last: string) => ({ mobile_money_provider: 'mpesa', mobile_money_number: `+25471234567${last}`, mobile_money_name: 'Wanjiru Mwangi' });
  await seedEmployees(api, tenant, endings.length, (i) => ({ ...kenyanEmployee(i), bank_details: wallet(endings[i]!) }));
  workerEnv = { DATABASE_URL: api.db.url, NATS_URL: natsUrl, NATS_NAMESPACE: namespace, PAYROLL_DATA_KEY: dataKey, WORKER_CONCURRENCY: '1' };
}, 60_000);
afterAll(async () => {
  await api?.close();
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a payment actor killed between the send and the report', () => {
  it('pays each payslip once, and every payment settles as the partner says', async () => {
    // The first worker's partner holds each payment 30 s before answering: it dies inside that window.
    const slow = startWorkerProcess({ ...workerEnv, SIMULATED_PARTNER_LATENCY_MS: '30000' });
    let healthy: ReturnType<typeof startWorkerProcess> | undefined;
    try {
      await slow.ready;
      const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' });
      await call('POST', `/pay_runs/${run.body.id}/calculate`);
      await call('POST', `/pay_runs/${run.body.id}/approve`);
      expect((await call('POST', `/pay_runs/${run.body.id}/pay`, { method: 'payment_rail' })).body.status).toBe('paid');
      const held = await until(() => api.db.sql`select payslip_id from simulated_partner_payments`, (rows) => rows.length >= 1);
      await stopWorkerProcess(slow, 'SIGKILL');
      expect((await call('GET', `/payslips/${held[0]!.payslip_id}`)).body.payment_status.state).toBe('not_sent');

      healthy = startWorkerProcess(workerEnv);
      await healthy.ready;
      const settled = await until(
        async () => (await call('GET', `/pay_runs/${run.body.id}/payslips?limit=100`)).body.data as any[],
        (payslips) => payslips.every((p) => ['arrived', 'returned', 'refused'].includes(p.payment_status.state)),
      );
      const employees = ((await call('GET', '/employees?limit=100')).body.data as any[]).sort((a, b) => (a.staff_id < b.staff_id ? -1 : 1));
      const stateOf = new Map(settled.map((p) => [p.employee_id, p.payment_status.state]));
      expect(employees.map((e) => stateOf.get(e.id))).toEqual(['arrived', 'returned', 'refused', 'arrived']);
      const ledger = await api.db.sql<{ payslip_id: string; attempts: number }[]>`select payslip_id, attempts from simulated_partner_payments`;
      expect(ledger.map((row) => row.payslip_id).sort()).toEqual(settled.map((p) => p.id).sort());
      expect(ledger.find((row) => row.payslip_id === held[0]!.payslip_id)!.attempts).toBe(2);
      const [sends] = await api.db.sql`
        select count(*)::int as n, count(distinct entity_id)::int as payments from transitions
        where event = 'SEND' and to_state = 'sent' and entity_id = any(${settled.map((p) => p.id)}::uuid[])`;
      expect(sends).toEqual({ n: settled.length, payments: settled.length });
    } finally {
      await stopWorkerProcess(slow, 'SIGKILL');
      if (healthy) await stopWorkerProcess(healthy);
    }
  }, 120_000);
});
