import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { openChunkQueue, type PayRunWorkers } from '../../actors/payRunWorkers.ts';
import { startCalculator } from '../../actors/calculator.ts';
import { startCoordinator, sweepCalculatingRuns } from '../../actors/coordinator.ts';
import type { WorkConsumer, WorkQueue } from '../../ports/workQueue.ts';
import type { ChunkMessage } from '../../ports/chunkMessages.ts';
import { monthEnd } from '../support/periods.ts';

// The recovery sweep: what a crash between commit and publish, or between a chunk and its coordination, leaves.
const queueOptions = { ackWaitMs: 1_000, maxDeliveries: 2, retryDelayMs: 50 };
let api: ApiHarness;
let tenant: TenantFixture;
let workers: PayRunWorkers;
let published = 0;
let coordinator: WorkConsumer;

beforeAll(async () => {
  const bus = createInProcessBus();
  const chunkQueue = await openChunkQueue(bus, queueOptions);
  // The API's publishes are lost, as if the process died right after its transaction committed.
  const losingQueue: WorkQueue<ChunkMessage> = { publish: async () => void (published += 1), backlog: async () => 0, consume: chunkQueue.consume.bind(chunkQueue) };
  api = await createApiHarness({ bus, payroll: { chunkQueue: losingQueue, syncLimit: 5, chunkSize: 5 } });
  tenant = await api.tenant();
  workers = { ...api.runtime, chunkQueue, chunkSize: 5, queueOptions };
  coordinator = await startCoordinator(workers);
  await seedEmployees(api, tenant, 12, (i) => kenyanEmployee(i));
});
afterAll(async () => {
  await coordinator?.stop();
  await api?.close();
});

async function calculatingRun(month: string) {
  const run = await api.request('POST', '/pay_runs', {
    token: tenant.token,
    body: { jurisdiction: 'KE', period_start: `${month}-01`, period_end: monthEnd(month), pay_date: `${month}-28` },
  });
  const id = ((await run.json()) as { id: string }).id;
  const calculating = await api.request('POST', `/pay_runs/${id}/calculate`, { token: tenant.token });
  expect(((await calculating.json()) as { status: string }).status).toBe('calculating');
  return id;
}

const status = async (id: string) => ((await api.db.sql`select status from pay_runs where id = ${id}`)[0] as { status: string }).status;

describe('the coordinator sweep', () => {
  it('publishes again the chunks whose messages were lost, and the run completes', async () => {
    const id = await calculatingRun('2025-02');
    expect(published).toBe(3);
    const calculator = await startCalculator(workers);
    try {
      await sweepCalculatingRuns(workers, { intervalMs: 0, redispatchAfterMs: 0, maxDispatches: 3 });
      for (let i = 0; i < 200 && (await status(id)) === 'calculating'; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await status(id)).toBe('calculated');
      expect((await api.db.sql`select count(*)::int as n from payslips where pay_run_id = ${id}`)[0]!.n).toBe(12);
      expect((await api.db.sql`select max(attempts)::int as n from pay_run_chunks where pay_run_id = ${id}`)[0]!.n).toBe(1);
    } finally {
      await calculator.stop();
    }
  });

  it('leaves chunks dispatched recently alone', async () => {
    const id = await calculatingRun('2025-03');
    await sweepCalculatingRuns(workers, { intervalMs: 0, redispatchAfterMs: 60_000, maxDispatches: 3 });
    expect(await status(id)).toBe('calculating');
    expect((await api.db.sql`select max(attempts)::int as n from pay_run_chunks where pay_run_id = ${id}`)[0]!.n).toBe(0);
  });

  it('fails the run, back to draft, once a chunk was dispatched too many times without being priced', async () => {
    const id = (await api.db.sql`select id from pay_runs where status = 'calculating'`)[0]!.id as string;
    for (let sweep = 0; sweep < 3; sweep++) await sweepCalculatingRuns(workers, { intervalMs: 0, redispatchAfterMs: 0, maxDispatches: 3 });
    expect(await status(id)).toBe('draft');
    const [failure] = await api.db.sql`select details from transitions where entity_id = ${id} and event = 'PRICING_FAILED'`;
    expect((failure as { details: { reason: string } }).details.reason).toMatch(/not priced after 3 dispatches/);
  });

  // PostgreSQL makes the chunks: the API no longer holds the run's ids (a million ran it out of heap).
  it('makes a run\'s chunks in id order, chunk size each but the last, every employee once', async () => {
    const id = await calculatingRun('2025-05');
    const chunks = await api.db.sql<{ chunk: number; employee_ids: string[] }[]>`select chunk, employee_ids from pay_run_chunks where pay_run_id = ${id} order by chunk`;
    const everyone = (await api.db.sql<{ id: string }[]>`select id from employees where organization_id = ${tenant.organizationId} order by id`).map((e) => e.id);
    expect(chunks.map((c) => c.chunk)).toEqual([0, 1, 2]);
    expect(chunks.map((c) => c.employee_ids)).toEqual([everyone.slice(0, 5), everyone.slice(5, 10), everyone.slice(10)]);
  });
});
