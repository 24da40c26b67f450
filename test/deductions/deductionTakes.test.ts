import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { runCommand } from '../../commands/context.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { priceEmployees } from '../../commands/payRuns/priceEmployees.ts';

// What each payslip took per deduction is written with the payslip (migration 070): a chunk priced twice, a
// recalculation and a reopened run must leave exactly one row per payslip and deduction, the line's amount.
let api: ApiHarness;
let tenant: TenantFixture;
let employeeId: string;
let loanId: string;

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });

/** The stored takes of a run beside the loan lines of its payslips, as the API shows them. */
async function takesAndLines(runId: string) {
  const takes = await api.db.sql<{ payslip_id: string; deduction_id: string; amount_minor: string }[]>`
    select payslip_id, deduction_id, amount_minor from payslip_deduction_takes where pay_run_id = ${runId}`;
  const payslips = (await call('GET', `/pay_runs/${runId}/payslips`)).body.data as any[];
  const lines = payslips.flatMap((p) => p.line_items.filter((l: any) => l.code === 'LOAN').map((l: any) => ({ payslip_id: p.id, amount_minor: l.amount.amount_minor })));
  return { takes: takes.map((t) => ({ payslip_id: t.payslip_id, deduction_id: t.deduction_id, amount_minor: Number(t.amount_minor) })), lines };
}

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  employeeId = (await seedEmployees(api, tenant, 1, (i) => kenyanEmployee(i, 10_000_000)))[0]!;
  const created = await api.json('POST', `/employees/${employeeId}/deductions`, {
    token: tenant.token,
    headers: { 'Idempotency-Key': 'loan-takes' },
    body: { kind: 'loan', description: 'Car loan', amount_minor: 2_000_000, total_minor: 5_000_000, effective_from: '2025-01-01' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  loanId = created.body.id;
}, 60_000);
afterAll(() => api?.close());

describe('what a payslip took per deduction', () => {
  it('is written once with the payslip, however often its chunk is priced', async () => {
    const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-01-01', period_end: '2025-01-31', pay_date: '2025-01-31' });
    expect(run.status).toBe(201);
    const price = () => runCommand(api.runtime, tenant.organizationId, 'calculator', async (ctx) =>
      priceEmployees(ctx, (await findPayRun(ctx.tx, tenant.organizationId, run.body.id))!, [employeeId]));
    expect(await price()).toBe(1);
    expect(await price()).toBe(0); // delivered again: the payslip is there, nothing is written
    const { takes, lines } = await takesAndLines(run.body.id);
    expect(lines).toEqual([{ payslip_id: expect.any(String), amount_minor: 2_000_000 }]);
    expect(takes).toEqual([{ payslip_id: lines[0]!.payslip_id, deduction_id: loanId, amount_minor: 2_000_000 }]);
  });

  it('follows a recalculation and a reopening, and bounds the next instalment by what was taken', async () => {
    const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-02-01', period_end: '2025-02-28', pay_date: '2025-02-28' });
    expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).status).toBe(200);
    expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).status).toBe(200); // recalculated: payslips replaced
    const first = await takesAndLines(run.body.id);
    expect(first.takes).toEqual([{ payslip_id: first.lines[0]!.payslip_id, deduction_id: loanId, amount_minor: 2_000_000 }]);
    expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).status).toBe(200);
    expect((await call('POST', `/pay_runs/${run.body.id}/reopen`)).status).toBe(200);
    expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).status).toBe(200);
    const again = await takesAndLines(run.body.id);
    expect(again.takes).toEqual([{ payslip_id: again.lines[0]!.payslip_id, deduction_id: loanId, amount_minor: 2_000_000 }]);
    const rows = await api.db.sql`select 1 from payslip_deduction_takes t left join payslips p on p.id = t.payslip_id where p.id is null`;
    expect(rows).toHaveLength(0); // none left behind by a discarded payslip

    // January's run was only priced, never calculated: it counts for nothing. February and March take 40,000.00
    // of 50,000.00, so April takes the 10,000.00 left.
    for (const [month, end, instalment] of [['03', '31', 2_000_000], ['04', '30', 1_000_000]] as const) {
      const next = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `2025-${month}-01`, period_end: `2025-${month}-${end}`, pay_date: `2025-${month}-${end}` });
      expect((await call('POST', `/pay_runs/${next.body.id}/calculate`)).status).toBe(200);
      const { takes, lines } = await takesAndLines(next.body.id);
      expect(lines).toEqual([{ payslip_id: expect.any(String), amount_minor: instalment }]);
      expect(takes).toEqual([{ payslip_id: lines[0]!.payslip_id, deduction_id: loanId, amount_minor: instalment }]);
    }
  });
});
