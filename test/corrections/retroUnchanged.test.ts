import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { runCommand } from '../../commands/context.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { employeesToPrice } from '../../db/pricingInputs.ts';
import { runScope } from '../../commands/payRuns/priceEmployees.ts';
import { payslipsToPriceAgain } from '../../commands/payRuns/retroLines.ts';
import { caller, calculatedRun, linesOf, paidRun, payslipOf } from './runHelpers.ts';

// Retro prices a paid payslip again only when what its standing pay was priced from changed, or a run already
// corrected it (migration 071): an unchanged employee's history is not read line by line, a back-dated change is.
let api: ApiHarness;
let tenant: TenantFixture;
let call: ReturnType<typeof caller>;
let steady: string; // raised from a month not yet paid
let raised: string; // raised back to a paid month
let june: string;

const employeeOf = (i: number) => ({
  jurisdiction: 'KE', denomination_currency: 'KES', first_name: 'Ada', last_name: `Retro ${i}`, start_date: '2020-01-01', birthdate: '1990-01-01',
  compensation: [{ component_code: 'BASIC', amount_cents: 10_000_000 }],
});

/** The run's paid payslips of the look-back, and those retro would price again, as employee and period. */
async function lookback(runId: string) {
  return runCommand(api.runtime, tenant.organizationId, 'calculator', async (ctx) => {
    const run = (await findPayRun(ctx.tx, tenant.organizationId, runId))!;
    const employees = await employeesToPrice(ctx.tx, runScope(run), [steady, raised]);
    const { paid, toPrice } = await payslipsToPriceAgain(ctx, run, employees);
    const named = (list: typeof paid) => list.map((p) => `${p.employee_id === steady ? 'steady' : 'raised'} ${p.period_start}`).sort();
    return { paid: named(paid), toPrice: named(toPrice) };
  });
}

const draftRun = async (month: string, end: string) =>
  (await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `2025-${month}-01`, period_end: `2025-${month}-${end}`, pay_date: `2025-${month}-${end}` })).body.id as string;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  call = caller(api, tenant);
  [steady, raised] = (await seedEmployees(api, tenant, 2, employeeOf)) as [string, string];
}, 60_000);
afterAll(() => api?.close());

describe('retro with nothing changed', () => {
  it('prices no paid payslip again', async () => {
    const april = await paidRun(call, 'KE', '2025-04');
    await paidRun(call, 'KE', '2025-05');
    const stored = await api.db.sql<{ standing_pay_inputs: string | null }[]>`select standing_pay_inputs from payslips where pay_run_id = ${april}`;
    expect(stored.map((row) => row.standing_pay_inputs)).toEqual([expect.any(String), expect.any(String)]);

    june = await draftRun('06', '30');
    expect(await lookback(june)).toEqual({
      paid: ['raised 2025-04-01', 'raised 2025-05-01', 'steady 2025-04-01', 'steady 2025-05-01'],
      toPrice: [],
    });
  });

  it('prices again only the periods a back-dated change reaches, and pays the difference for them alone', async () => {
    // steady: raised from June, a month not yet paid (April's and May's rows are unchanged as those months see them).
    // raised: KES 100,000 → 120,000 from 1 May, decided in June.
    expect((await call('PATCH', `/employees/${steady}`, { compensation: [{ component_code: 'BASIC', amount_cents: 11_000_000, effective_from: '2025-06-01' }] })).status).toBe(200);
    expect((await call('PATCH', `/employees/${raised}`, { compensation: [{ component_code: 'BASIC', amount_cents: 12_000_000, effective_from: '2025-05-01' }] })).status).toBe(200);
    expect((await call('POST', `/pay_runs/${june}/calculate`)).body.status).toBe('calculated');
    expect((await lookback(june)).toPrice).toEqual(['raised 2025-05-01']);
    const may = await api.db.sql<{ id: string }[]>`select p.id from payslips p join pay_runs r on r.id = p.pay_run_id where p.employee_id = ${raised} and r.period_start = '2025-05-01'`;
    const raisedSlip = await payslipOf(call, june, raised);
    expect(linesOf(raisedSlip, 'RETRO_BASIC').map((l: any) => [l.rule_version_ref, l.amount.amount_minor])).toEqual([[`payslip:${may[0]!.id}`, 2_000_000]]);
    expect(raisedSlip.gross.amount_minor).toBe(14_000_000);
    const steadySlip = await payslipOf(call, june, steady);
    expect(steadySlip.line_items.filter((l: any) => l.code.startsWith('RETRO_'))).toEqual([]);
    expect(steadySlip.gross.amount_minor).toBe(11_000_000);
  });

  it('prices a corrected payslip again, and finds nothing left to pay for it', async () => {
    expect((await call('POST', `/pay_runs/${june}/approve`)).body.status).toBe('approved');
    expect((await call('POST', `/pay_runs/${june}/pay`, { method: 'employer_bank' })).body.status).toBe('paid');
    const july = await calculatedRun(call, 'KE', '2025-07');
    // May's payslip of `raised` was corrected by June: priced again, the carried line nets it to nothing.
    expect((await lookback(july)).toPrice).toEqual(['raised 2025-05-01']);
    for (const employee of [steady, raised]) {
      const slip = await payslipOf(call, july, employee);
      expect(slip.line_items.filter((l: any) => l.code.startsWith('RETRO_'))).toEqual([]);
    }
  });
});
