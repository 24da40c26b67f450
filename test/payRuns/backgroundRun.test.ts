import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { startWorkerProcess, stopWorkerProcess } from '../support/workerProcess.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { generateDataKeyBase64 } from '../../domain/sealing/dataKeyring.ts';

// Real NATS JetStream and real worker processes (`npm run worker`), as in production.
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
const dataKey = generateDataKeyBase64();
let api: ApiHarness;
let tenant: TenantFixture;
let workerEnv: Record<string, string>;
const employees = 1000;

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222 (or a nats-server binary)');
  const bus = await connectNatsBus(natsUrl, { namespace });
  api = await createApiHarness({ bus, dataKey, payroll: { chunkSize: 50 } });
  tenant = await api.tenant();
  await seedEmployees(api, tenant, employees, (i) => kenyanEmployee(i));
  workerEnv = { DATABASE_URL: api.db.url, NATS_URL: natsUrl, NATS_NAMESPACE: namespace, PAYROLL_DATA_KEY: dataKey, PAYRUN_CHUNK_SIZE: '50' };
}, 120_000);
afterAll(async () => {
  await api?.close();
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

const call = (method: string, path: string) => api.json(method, path, { token: tenant.token });

async function untilCalculated(runId: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await call('GET', `/pay_runs/${runId}`);
    if (run.body.status !== 'calculating') return run.body;
    if (Date.now() > deadline) throw new Error(`run ${runId} still calculating`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function expectExactlyOnePayslipEach(run: any) {
  const [row] = await api.db.sql<{ payslips: number; employees: number; gross: number; net: number; deductions: number; employer: number }[]>`
    select count(*)::int as payslips, count(distinct employee_id)::int as employees, sum(gross_minor)::bigint as gross,
           sum(net_minor)::bigint as net, sum(employee_deductions_minor)::bigint as deductions, sum(employer_cost_minor)::bigint as employer
    from payslips where pay_run_id = ${run.id}`;
  expect(row).toMatchObject({ payslips: employees, employees });
  expect(run).toMatchObject({
    status: 'calculated',
    payslip_count: employees,
    totals: {
      gross: { amount_minor: row!.gross },
      net: { amount_minor: row!.net },
      employee_deductions: { amount_minor: row!.deductions },
      employer_cost: { amount_minor: row!.employer },
    },
  });
}

describe('a 1,000-employee run, priced in the background', () => {
  it('answers calculating, and two worker processes price it to calculated', async () => {
    const workers = [startWorkerProcess(workerEnv), startWorkerProcess(workerEnv)];
    try {
      await Promise.all(workers.map((w) => w.ready));
      const created = await call('POST', '/pay_runs');
      expect(created.status).toBe(422); // no body: nothing created
      const run = await api.request('POST', '/pay_runs', {
        token: tenant.token,
        body: { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' },
      });
      const runId = ((await run.json()) as { id: string }).id;
      const calculating = await call('POST', `/pay_runs/${runId}/calculate`);
      expect(calculating.body).toMatchObject({ status: 'calculating', payslip_count: 0 });
      await expectExactlyOnePayslipEach(await untilCalculated(runId));
      const pricedBy = await api.db.sql`select distinct completed_by from pay_run_chunks where pay_run_id = ${runId}`;
      expect(pricedBy.length).toBe(2);
      const transitions = await call('GET', `/pay_runs/${runId}/transitions`);
      expect(transitions.body.data.map((t: any) => `${t.from}>${t.to}:${t.actor}`)).toEqual([
        'null>draft:api_key:' + tenant.keyId,
        'draft>calculating:api_key:' + tenant.keyId,
        'calculating>calculated:coordinator',
      ]);
    } finally {
      await Promise.all(workers.map((w) => stopWorkerProcess(w)));
    }
  }, 180_000);

  it('completes with exactly one payslip per employee when a worker is killed in the middle', async () => {
    const first = startWorkerProcess(workerEnv);
    let second: ReturnType<typeof startWorkerProcess> | undefined;
    try {
      await first.ready;
      const run = await api.request('POST', '/pay_runs', {
        token: tenant.token,
        body: { jurisdiction: 'KE', period_start: '2025-08-01', period_end: '2025-08-31', pay_date: '2025-08-28' },
      });
      const runId = ((await run.json()) as { id: string }).id;
      expect((await call('POST', `/pay_runs/${runId}/calculate`)).body.status).toBe('calculating');
      // Kill it once it has priced some chunks but not all.
      for (;;) {
        const [chunks] = await api.db.sql<{ done: number }[]>`
          select count(*) filter (where state = 'done')::int as done from pay_run_chunks where pay_run_id = ${runId}`;
        if (chunks!.done >= 2) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await stopWorkerProcess(first, 'SIGKILL');
      const [chunks] = await api.db.sql<{ pending: number }[]>`
        select count(*) filter (where state = 'pending')::int as pending from pay_run_chunks where pay_run_id = ${runId}`;
      expect(chunks!.pending).toBeGreaterThan(0);
      second = startWorkerProcess(workerEnv);
      await second.ready;
      await expectExactlyOnePayslipEach(await untilCalculated(runId));
    } finally {
      await stopWorkerProcess(first, 'SIGKILL');
      if (second) await stopWorkerProcess(second);
    }
  }, 180_000);
});
