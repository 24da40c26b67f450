import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/apiHarness.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { demoMonth, utcToday } from '../../commands/admin/demo/demoMonth.ts';
import { jurisdictions } from '../../domain/jurisdictions.ts';

/**
 * An off-cycle bonus paid after the month's regular run must come to what one run paying both would have:
 * the statutory lines of the two payslips add up to those of the combined one, in every jurisdiction (GB's
 * cumulative PAYE, KE's PAYE on the month's aggregate, SG's CPF on additional wages, ZA's annual-payment method,
 * GH's bonus tax, NG's PAYE), because the off-cycle run prices the aggregate less what was already paid.
 */
let api: ApiHarness;
let split: Record<string, any>;
let combined: Record<string, any>;
const month = demoMonth(utcToday());
const bonus = 1_000_000;

const seed = () => runAdminCommand(api.db.sql, ['demo', 'seed'], 'staging', { openKeyring: async () => api.keyring, port: 8080 }) as Promise<Record<string, any>>;
const call = (token: string, method: string, path: string, body?: unknown) => api.json(method, path, { token, body });
const regular = (jurisdiction: string) => ({ jurisdiction, period_start: month.period_start, period_end: month.period_end, pay_date: month.pay_date });

async function firstSalaried(token: string, jurisdiction: string): Promise<string> {
  const employees = (await call(token, 'GET', '/employees?limit=100')).body.data;
  return employees.filter((e: any) => e.jurisdiction === jurisdiction && e.classification === 'employee' && e.start_date < month.mid_month)
    .sort((a: any, b: any) => (a.staff_id < b.staff_id ? -1 : 1))[0].id;
}
const linesOf = async (token: string, runId: string, employeeId: string) => {
  const payslip = (await call(token, 'GET', `/pay_runs/${runId}/payslips?limit=100`)).body.data.find((p: any) => p.employee_id === employeeId);
  const byCode = new Map<string, number>();
  for (const line of payslip.line_items) if (line.kind !== 'informational') byCode.set(`${line.kind}:${line.code}`, (byCode.get(`${line.kind}:${line.code}`) ?? 0) + line.amount.amount_minor);
  return { payslip, byCode };
};

beforeAll(async () => {
  api = await createApiHarness();
  [split, combined] = [await seed(), await seed()];
}, 60_000);
afterAll(() => api?.close());

describe('off-cycle runs', () => {
  for (const jurisdiction of jurisdictions) {
    it(`${jurisdiction}: a regular run and an off-cycle bonus add up to one run paying both`, async () => {
      // Split: the regular run, paid; then an off-cycle bonus run for the same period.
      const a = split.token;
      const employeeA = await firstSalaried(a, jurisdiction);
      const run = (await call(a, 'POST', '/pay_runs', regular(jurisdiction))).body;
      expect((await call(a, 'POST', `/pay_runs/${run.id}/calculate`)).status).toBe(200);
      expect((await call(a, 'POST', `/pay_runs/${run.id}/approve`)).status).toBe(200);
      expect((await call(a, 'POST', `/pay_runs/${run.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
      const off = await call(a, 'POST', '/pay_runs', { ...regular(jurisdiction), type: 'off_cycle', reason: 'bonus' });
      expect(off.status, JSON.stringify(off.body)).toBe(201);
      expect(off.body).toMatchObject({ type: 'off_cycle', reason: 'bonus' });
      expect((await call(a, 'POST', `/pay_runs/${off.body.id}/items`, { employee_id: employeeA, component_code: 'BONUS', amount_minor: bonus })).status).toBe(201);
      const calculated = await call(a, 'POST', `/pay_runs/${off.body.id}/calculate`);
      expect(calculated.status, JSON.stringify(calculated.body)).toBe(200);
      // Only the employee with an item is paid, and only the bonus is gross.
      expect(calculated.body.payslip_count).toBe(1);
      expect(calculated.body.totals.gross.amount_minor).toBe(bonus);

      // Combined: one regular run paying the same bonus, in a twin organization.
      const b = combined.token;
      const employeeB = await firstSalaried(b, jurisdiction);
      const both = (await call(b, 'POST', '/pay_runs', regular(jurisdiction))).body;
      expect((await call(b, 'POST', `/pay_runs/${both.id}/items`, { employee_id: employeeB, component_code: 'BONUS', amount_minor: bonus })).status).toBe(201);
      expect((await call(b, 'POST', `/pay_runs/${both.id}/calculate`)).status).toBe(200);

      const first = await linesOf(a, run.id, employeeA);
      const second = await linesOf(a, off.body.id, employeeA);
      const one = await linesOf(b, both.id, employeeB);
      const statutory = [...one.byCode.keys()].filter((key) => !key.startsWith('earning:'));
      expect(statutory.length).toBeGreaterThan(0);
      for (const key of statutory) {
        expect((first.byCode.get(key) ?? 0) + (second.byCode.get(key) ?? 0), `${jurisdiction} ${key}`).toBe(one.byCode.get(key));
      }
      expect(first.payslip.tax.amount_minor + second.payslip.tax.amount_minor).toBe(one.payslip.tax.amount_minor);
      expect(first.payslip.net.amount_minor + second.payslip.net.amount_minor).toBe(one.payslip.net.amount_minor);
      expect(second.payslip.net.amount_minor).toBe(second.payslip.gross.amount_minor - second.payslip.employee_deductions.amount_minor);
      // The off-cycle run pays like any other: approve, pay, journal.
      expect((await call(a, 'POST', `/pay_runs/${off.body.id}/approve`)).status).toBe(200);
      expect((await call(a, 'POST', `/pay_runs/${off.body.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
      const journal = (await call(a, 'GET', `/pay_runs/${off.body.id}/journal`)).body;
      expect(journal.balanced).toBe(true);
    });
  }

  it('needs a reason, names it when missing, and still keeps regular runs to one per period', async () => {
    const a = split.token;
    const count = async () => (await call(a, 'GET', '/pay_runs?limit=100')).body.data.length;
    const before = await count();
    const missing = await call(a, 'POST', '/pay_runs', { ...regular('KE'), type: 'off_cycle' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.details.fields).toHaveProperty('reason');
    const unknown = await call(a, 'POST', '/pay_runs', { ...regular('KE'), type: 'off_cycle', reason: 'holiday' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details.fields).toHaveProperty('reason');
    const regularWithReason = await call(a, 'POST', '/pay_runs', { ...regular('KE'), reason: 'bonus' });
    expect(regularWithReason.status).toBe(422);
    expect(regularWithReason.body.error.details.fields).toHaveProperty('reason');
    const second = await call(a, 'POST', '/pay_runs', regular('KE'));
    expect(second.status).toBe(422);
    expect(second.body.error.details.fields).toHaveProperty('period_start');
    expect(await count()).toBe(before);
  });
});
