import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { openChunkQueue, type PayRunWorkers } from '../../actors/payRunWorkers.ts';
import { priceChunk, startCalculator } from '../../actors/calculator.ts';
import { startCoordinator } from '../../actors/coordinator.ts';
import { withTenant } from '../../db/tenant.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { applyPayRunEvent } from '../../commands/payRuns/payRunLifecycle.ts';
import type { PayRunEvent } from '../../machines/payRun.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';

// The in-process bus of `npm start` without NATS_URL, with a calculator actor in this process.
const queueOptions = { ackWaitMs: 1_000, maxDeliveries: 2, retryDelayMs: 50 };
let api: ApiHarness;
let tenant: TenantFixture;
let workers: PayRunWorkers;
let calculator: WorkConsumer;
let coordinator: WorkConsumer;

beforeAll(async () => {
  const bus = createInProcessBus();
  const chunkQueue = await openChunkQueue(bus, queueOptions);
  api = await createApiHarness({ bus, payroll: { chunkQueue, syncLimit: 20, chunkSize: 10 } });
  tenant = await api.tenant();
  workers = { ...api.runtime, chunkQueue, chunkSize: 10, queueOptions };
  calculator = await startCalculator(workers, 2);
  coordinator = await startCoordinator(workers);
});
afterAll(async () => {
  await calculator?.stop();
  await coordinator?.stop();
  await api?.close();
});

const call = (method: string, path: string, body?: unknown, token = tenant.token) => api.json(method, path, { token, body });

async function untilSettled(runId: string, token = tenant.token) {
  for (let i = 0; i < 400; i++) {
    const run = await call('GET', `/pay_runs/${runId}`, undefined, token);
    if (run.body.status !== 'calculating') return run.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('still calculating');
}

async function newRun(fixture: TenantFixture, jurisdiction: string, month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const response = await call('POST', '/pay_runs', { jurisdiction, period_start: `${month}-01`, period_end: end, pay_date: end }, fixture.token);
  expect(response.status).toBe(201);
  return response.body.id as string;
}

async function sendEvent(fixture: TenantFixture, runId: string, event: PayRunEvent) {
  await withTenant(api.db.sql, fixture.organizationId, async (tx) => {
    const run = (await findPayRun(tx, fixture.organizationId, runId, { lock: true }))!;
    await applyPayRunEvent({ ...workers, tx, organizationId: fixture.organizationId, actor: 'admin', afterCommit: () => {} }, run, event, 'admin');
  });
}

describe('background calculation over the in-process bus', () => {
  let org: TenantFixture;
  let runId: string;

  beforeAll(async () => {
    org = await api.tenant();
    await seedEmployees(api, org, 45, (i) => kenyanEmployee(i));
    runId = await newRun(org, 'KE', '2025-05');
  });

  it('prices more than the sync limit in chunks, then reads calculated', async () => {
    const calculating = await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token);
    expect(calculating.body.status).toBe('calculating');
    expect(await untilSettled(runId, org.token)).toMatchObject({ status: 'calculated', payslip_count: 45 });
  });

  it('writes nothing twice when a chunk is delivered again', async () => {
    const before = await api.db.sql`select id, net_minor, ytd_after from payslips where pay_run_id = ${runId} order by id`;
    const [run] = await api.db.sql`select calculation from pay_runs where id = ${runId}`;
    for (let chunk = 0; chunk < 5; chunk++) {
      const outcome = await priceChunk(workers, {
        data: { organizationId: org.organizationId, payRunId: runId, calculation: run!.calculation, chunk },
        deliveryCount: 2,
      });
      expect(outcome).toBe('done');
    }
    expect(await api.db.sql`select id, net_minor, ytd_after from payslips where pay_run_id = ${runId} order by id`).toEqual(before);
  });

  it('drops a chunk of an older calculation', async () => {
    const [run] = await api.db.sql`select calculation from pay_runs where id = ${runId}`;
    const before = await api.db.sql`select count(*)::int as n from payslips where pay_run_id = ${runId}`;
    expect(await priceChunk(workers, { data: { organizationId: org.organizationId, payRunId: runId, calculation: run!.calculation - 1, chunk: 0 }, deliveryCount: 1 })).toBe('done');
    expect(await api.db.sql`select count(*)::int as n from payslips where pay_run_id = ${runId}`).toEqual(before);
  });
});

describe('a calculation that fails for good', () => {
  it('goes back to draft, payslips discarded, the failure recorded in its transitions', async () => {
    const org = await api.tenant();
    await seedEmployees(api, org, 25, (i) => kenyanEmployee(i));
    // One employee paid in a currency with no rate set: its chunk cannot be priced.
    await seedEmployees(api, org, 1, () => ({ ...kenyanEmployee(99), denomination_currency: 'JPY' }));
    const runId = await newRun(org, 'KE', '2025-06');
    expect((await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token)).body.status).toBe('calculating');
    const run = await untilSettled(runId, org.token);
    expect(run).toMatchObject({ status: 'draft', payslip_count: 0 });
    expect((await api.db.sql`select count(*)::int as n from payslips where pay_run_id = ${runId}`)[0]!.n).toBe(0);
    const transitions = (await call('GET', `/pay_runs/${runId}/transitions`, undefined, org.token)).body.data;
    const failed = transitions.at(-1);
    expect(failed).toMatchObject({ from: 'calculating', to: 'draft', event: 'PRICING_FAILED', actor: 'coordinator' });
    expect(failed.details.reason).toMatch(/No FX rate between JPY and KES/);
  });
});

describe('calculate refuses', () => {
  it('an organization not yet verified: 422 kyc_not_verified, run unchanged', async () => {
    const org = await api.tenant({ kyc: 'pending' });
    const runId = await newRun(org, 'KE', '2025-01');
    const response = await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'kyc_not_verified', details: { kyc_status: 'pending' } });
    expect((await call('GET', `/pay_runs/${runId}`, undefined, org.token)).body.status).toBe('draft');
  });

  it('an approved run and a paid run: 409 invalid_transition with what is allowed', async () => {
    const org = await api.tenant();
    await seedEmployees(api, org, 3, (i) => kenyanEmployee(i));
    const runId = await newRun(org, 'KE', '2025-02');
    await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token);
    await sendEvent(org, runId, { type: 'APPROVE' });
    const approved = await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token);
    expect(approved.status).toBe(409);
    expect(approved.body.error).toMatchObject({ code: 'invalid_transition', details: { status: 'approved', allowed: ['reopen', 'pay'] } });
    await sendEvent(org, runId, { type: 'PAY', method: 'employer_bank' });
    const paid = await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token);
    expect(paid.status).toBe(409);
    expect(paid.body.error).toMatchObject({ code: 'invalid_transition', details: { status: 'paid', allowed: [] } });
    const payslips = (await call('GET', `/pay_runs/${runId}/payslips`, undefined, org.token)).body.data;
    expect(payslips.map((p: any) => p.payment_status.state)).toEqual(['paid_by_employer', 'paid_by_employer', 'paid_by_employer']);
  });

  it('a run in the background: 409 while calculating', async () => {
    const org = await api.tenant();
    await seedEmployees(api, org, 30, (i) => kenyanEmployee(i));
    const runId = await newRun(org, 'KE', '2025-03');
    await calculator.stop();
    try {
      expect((await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token)).body.status).toBe('calculating');
      const again = await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token);
      expect(again.status).toBe(409);
      expect(again.body.error.details).toEqual({ status: 'calculating', allowed: [] });
    } finally {
      calculator = await startCalculator(workers, 2);
    }
    expect((await untilSettled(runId, org.token)).status).toBe('calculated');
  });
});

describe('year to date', () => {
  it('carries GB cumulative PAYE from month to month, and a recalculation never counts a month twice', async () => {
    const org = await api.tenant({ country: 'GB', currency: 'GBP' });
    await seedEmployees(api, org, 1, () => ({
      jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Olivia', last_name: 'Smith', start_date: '2024-01-01',
      compensation: [{ component_code: 'BASIC', amount_cents: 350_000 }],
    }));
    const april = await newRun(org, 'GB', '2025-04');
    const may = await newRun(org, 'GB', '2025-05');
    const payslipOf = async (runId: string) =>
      (await api.db.sql`select ytd_before, ytd_after, tax_minor, lines from payslips where pay_run_id = ${runId}`)[0]!;

    await call('POST', `/pay_runs/${april}/calculate`, undefined, org.token);
    await call('POST', `/pay_runs/${may}/calculate`, undefined, org.token);
    const aprilSlip = await payslipOf(april);
    const maySlip = await payslipOf(may);
    expect(maySlip.ytd_before).toEqual(aprilSlip.ytd_after);
    expect(Object.values(aprilSlip.ytd_after as Record<string, number>).some((v) => v > 0)).toBe(true);

    for (let i = 0; i < 2; i++) await call('POST', `/pay_runs/${april}/calculate`, undefined, org.token);
    await call('POST', `/pay_runs/${may}/calculate`, undefined, org.token);
    expect(await payslipOf(april)).toEqual(aprilSlip);
    expect(await payslipOf(may)).toEqual(maySlip);
  });
});

describe('pricing rules of the contract', () => {
  it('prorates by calendar days employed and converts a foreign denomination at the latest rate', async () => {
    const org = await api.tenant();
    await api.admin('fx', 'set', '--from', 'USD', '--to', 'KES', '--rate', '129.5', '--date', '2025-06-01');
    await api.admin('fx', 'set', '--from', 'USD', '--to', 'KES', '--rate', '130', '--date', '2025-08-15');
    await seedEmployees(api, org, 1, () => ({ ...kenyanEmployee(1, 3_100_000), start_date: '2025-07-22' }));
    await seedEmployees(api, org, 1, () => ({ ...kenyanEmployee(2, 100_000), denomination_currency: 'USD', payment_currency: 'USD' }));
    const runId = await newRun(org, 'KE', '2025-07');
    await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token);
    const payslips = (await call('GET', `/pay_runs/${runId}/payslips`, undefined, org.token)).body.data;
    const [joiner, dollar] = payslips;
    // 10 of 31 days of KES 31,000.00.
    expect(joiner.gross).toEqual({ amount_minor: 1_000_000, currency: 'KES' });
    // USD 1,000.00 at 129.5 = KES 129,500.00; paid back in USD at the same rate.
    expect(dollar.gross).toEqual({ amount_minor: 12_950_000, currency: 'KES' });
    expect(dollar.fx_rate_used).toBe('129.5');
    expect(dollar.payment.currency).toBe('USD');
    const net = BigInt(dollar.net.amount_minor);
    expect(dollar.payment.amount_minor).toBe(Number((net * 10n * 2n + 1295n) / (1295n * 2n))); // net / 129.5, half up
  });

  it('answers 422 naming the missing rate when a foreign denomination has none, priced in the request', async () => {
    const org = await api.tenant();
    await seedEmployees(api, org, 1, () => ({ ...kenyanEmployee(1), denomination_currency: 'EUR' }));
    const runId = await newRun(org, 'KE', '2025-07');
    const response = await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token);
    expect(response.status).toBe(422);
    expect(response.body.error.details.missing_fx_rate).toEqual({ from: 'EUR', to: 'KES', on_or_before: '2025-07-31' });
    expect((await call('GET', `/pay_runs/${runId}`, undefined, org.token)).body.status).toBe('draft');
  });

  it("withholds on a contractor's fees instead of payroll taxes", async () => {
    const org = await api.tenant();
    await seedEmployees(api, org, 1, () => ({
      ...kenyanEmployee(1), classification: 'contractor', compensation: [{ component_code: 'CONTRACT_FEE', amount_cents: 10_000_000 }],
    }));
    const runId = await newRun(org, 'KE', '2025-07');
    await call('POST', `/pay_runs/${runId}/calculate`, undefined, org.token);
    const [payslip] = (await call('GET', `/pay_runs/${runId}/payslips`, undefined, org.token)).body.data;
    const codes = payslip.line_items.map((l: any) => l.code);
    expect(codes).not.toContain('NSSF_TIER_I');
    expect(codes).not.toContain('SHIF');
    expect(payslip.tax.amount_minor).toBe(500_000); // 5% withholding on KES 100,000.00
  });
});
