import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { openChunkQueue } from '../../actors/payRunWorkers.ts';
import { startCalculator } from '../../actors/calculator.ts';
import { startCoordinator } from '../../actors/coordinator.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';
import { largestInputMinor } from '../../domain/payroll/engineRange.ts';

// Money the pricing engine cannot hold is refused when written, so no stored input makes a calculation fail
// (issue 30, defect 2). Runs of more than two employees are priced in the background, by a calculator here.
const queueOptions = { ackWaitMs: 5_000, maxDeliveries: 2, retryDelayMs: 50 };
let api: ApiHarness;
let actors: WorkConsumer[] = [];

beforeAll(async () => {
  const bus = createInProcessBus();
  const chunkQueue = await openChunkQueue(bus, queueOptions);
  api = await createApiHarness({ bus, payroll: { chunkQueue, syncLimit: 2, chunkSize: 2 } });
  const workers = { ...api.runtime, chunkQueue, chunkSize: 2, queueOptions };
  actors = [await startCalculator(workers, 1), await startCoordinator(workers)];
}, 60_000);
afterAll(async () => {
  for (const actor of actors) await actor.stop();
  await api?.close();
});

const call = (tenant: TenantFixture, method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const largestSafe = Number.MAX_SAFE_INTEGER;

const employeeOf = (jurisdiction: 'KE' | 'GB', basic: number, i: number) =>
  jurisdiction === 'KE'
    ? { jurisdiction, denomination_currency: 'KES', first_name: `Big${i}`, last_name: 'Mwangi', start_date: '2024-01-01', compensation: [{ component_code: 'BASIC', amount_cents: basic }] }
    : { jurisdiction, denomination_currency: 'GBP', first_name: `Big${i}`, last_name: 'Smith', start_date: '2020-01-01', tax_profile: { tax_code: '1257L' }, compensation: [{ component_code: 'BASIC', amount_cents: basic }] };
const taxYears = { KE: '2025', GB: '2025-26' } as const;
const balanceNames = { KE: ['gross_pay', 'taxable_pay', 'paye'], GB: ['taxable_pay_to_date', 'tax_paid_to_date', 'niable_pay'] } as const;

async function untilSettled(tenant: TenantFixture, runId: string) {
  for (let i = 0; i < 600; i++) {
    const run = await call(tenant, 'GET', `/pay_runs/${runId}`);
    if (run.body.status !== 'calculating') return run.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('still calculating');
}

describe('money inputs and the pricing engine range', () => {
  it('refuses, with 422 naming the field, an item or an opening balance the engine cannot hold', async () => {
    const tenant = await api.tenant({ country: 'GB', currency: 'GBP' });
    const employee = await call(tenant, 'POST', '/employees', employeeOf('GB', 300_000, 0));
    expect(employee.status).toBe(201);
    const run = await call(tenant, 'POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-31' });
    const item = await call(tenant, 'POST', `/pay_runs/${run.body.id}/items`, { employee_id: employee.body.id, component_code: 'BONUS', amount_minor: largestSafe });
    expect(item.status).toBe(422);
    expect(item.body.error.details.fields).toHaveProperty(['amount_minor']);
    const balances = await call(tenant, 'PUT', `/employees/${employee.body.id}/opening_balances/2025-26`, { balances: { taxable_pay_to_date: largestSafe } });
    expect(balances.status).toBe(422);
    expect(Object.keys(balances.body.error.details.fields).join()).toMatch(/taxable_pay_to_date/);
    const salary = await call(tenant, 'POST', '/employees', employeeOf('GB', largestInputMinor + 1, 1));
    expect(salary.status).toBe(422);
    expect(Object.keys(salary.body.error.details.fields).join()).toMatch(/amount_cents/);
    // Two items each in range whose sum is not.
    expect((await call(tenant, 'POST', `/pay_runs/${run.body.id}/items`, { employee_id: employee.body.id, component_code: 'BONUS', amount_minor: largestInputMinor })).status).toBe(201);
    const second = await call(tenant, 'POST', `/pay_runs/${run.body.id}/items`, { employee_id: employee.body.id, component_code: 'COMMISSION', amount_minor: 1 });
    expect(second.status).toBe(422);
    expect(second.body.error.details.fields.amount_minor).toMatch(/sum/);
    expect((await call(tenant, 'POST', `/pay_runs/${run.body.id}/calculate`)).status).toBe(200);
  }, 60_000);

  it('never answers 500 to a calculation, nor fails one in the background, whatever money was stored', async () => {
    const amount = fc.oneof(fc.constant(largestInputMinor), fc.integer({ min: 0, max: largestInputMinor }), fc.integer({ min: 0, max: 10_000_000 }));
    const signed = fc.oneof(fc.constant(largestInputMinor), fc.constant(-largestInputMinor), fc.integer({ min: -largestInputMinor, max: largestInputMinor }));
    const sample = fc.record({
      jurisdiction: fc.constantFrom('KE' as const, 'GB' as const),
      basics: fc.array(amount, { minLength: 1, maxLength: 3 }),
      items: fc.array(fc.record({ code: fc.constantFrom('BONUS', 'OVERTIME', 'DEDUCTION'), amount: amount.map((a) => Math.max(1, a)) }), { maxLength: 3 }),
      balances: fc.array(signed, { minLength: 3, maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(sample, async ({ jurisdiction, basics, items, balances }) => {
        const tenant = await api.tenant(jurisdiction === 'GB' ? { country: 'GB', currency: 'GBP' } : undefined);
        const ids: string[] = [];
        for (const [i, basic] of basics.entries()) {
          const created = await call(tenant, 'POST', '/employees', employeeOf(jurisdiction, basic, i));
          expect(created.status).toBe(201);
          ids.push(created.body.id);
          const put = await call(tenant, 'PUT', `/employees/${created.body.id}/opening_balances/${taxYears[jurisdiction]}`, {
            balances: Object.fromEntries(balanceNames[jurisdiction].map((name, k) => [name, balances[k]!])),
          });
          expect([200, 422]).toContain(put.status);
        }
        const run = await call(tenant, 'POST', '/pay_runs', { jurisdiction, period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-31' });
        expect(run.status).toBe(201);
        for (const item of items) {
          const added = await call(tenant, 'POST', `/pay_runs/${run.body.id}/items`, { employee_id: ids[0], component_code: item.code, amount_minor: item.amount });
          expect([201, 422]).toContain(added.status);
        }
        const calculated = await call(tenant, 'POST', `/pay_runs/${run.body.id}/calculate`);
        expect({ status: calculated.status, body: calculated.status >= 300 ? calculated.body : null }).toEqual({ status: expect.toBeOneOf([200, 202]), body: null });
        const settled = await untilSettled(tenant, run.body.id);
        expect(settled.status).toBe('calculated');
      }),
      { numRuns: 16, seed: 30 },
    );
  }, 300_000);
});
