import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { takeStandingDeductions, type StandingDeduction } from '../../domain/payroll/standingDeductions.ts';
import type { PricingResult } from '../../domain/payroll/pricing.ts';

let api: ApiHarness;
let tenant: TenantFixture;
let employeeId: string;

const call = (method: string, path: string, body?: unknown, token = tenant.token) => api.json(method, path, { token, body });
const period = (month: string) => {
  const end = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return { jurisdiction: 'KE', period_start: `${month}-01`, period_end: end, pay_date: end };
};

async function runMonth(month: string, options: { pay?: boolean } = {}) {
  const run = await call('POST', '/pay_runs', period(month));
  expect(run.status, JSON.stringify(run.body)).toBe(201);
  expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).status).toBe(200);
  if (options.pay !== false) {
    expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).status).toBe(200);
    expect((await call('POST', `/pay_runs/${run.body.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
  }
  const payslips = await call('GET', `/pay_runs/${run.body.id}/payslips`);
  return { id: run.body.id as string, payslip: payslips.body.data.find((p: any) => p.employee_id === employeeId) };
}
const lineOf = (payslip: any, code: string) => {
  const line = payslip.line_items.find((l: any) => l.code === code);
  return line && { ...line, amount_minor: line.amount.amount_minor };
};

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  // KES 100,000.00 a month.
  employeeId = (await seedEmployees(api, tenant, 1, (i) => kenyanEmployee(i, 10_000_000)))[0]!;
});
afterAll(() => api?.close());

describe('deductions that carry a balance', () => {
  let loanId: string;

  it('takes each paid run\'s instalment, shows the balance left on the payslip and stops at zero', async () => {
    const created = await api.json('POST', `/employees/${employeeId}/deductions`, {
      token: tenant.token,
      headers: { 'Idempotency-Key': 'loan-1' },
      body: { kind: 'loan', description: 'Car loan', amount_minor: 2_000_000, total_minor: 5_000_000, effective_from: '2025-01-01' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ object: 'deduction', kind: 'loan', currency: 'KES', priority: 100, recovered_minor: 0, balance_minor: 5_000_000 });
    loanId = created.body.id;

    const january = await runMonth('2025-01');
    const line = lineOf(january.payslip, 'LOAN');
    expect(line).toMatchObject({ kind: 'deduction', amount_minor: 2_000_000 });
    expect(line.description).toBe('Car loan (balance left KES 30,000.00)');
    const others = january.payslip.line_items.filter((l: any) => l.kind === 'deduction' && l.code !== 'LOAN').reduce((s: number, l: any) => s + l.amount.amount_minor, 0);
    expect(january.payslip.net.amount_minor).toBe(january.payslip.gross.amount_minor - others - 2_000_000);

    await runMonth('2025-02');
    const march = await runMonth('2025-03');
    // The last instalment is what is left: 50,000 − 2 × 20,000.
    expect(lineOf(march.payslip, 'LOAN')).toMatchObject({ amount_minor: 1_000_000, description: 'Car loan (balance left KES 0.00)' });
    const april = await runMonth('2025-04');
    expect(lineOf(april.payslip, 'LOAN')).toBeUndefined();
    expect((await call('GET', `/employees/${employeeId}/deductions/${loanId}`)).body).toMatchObject({ recovered_minor: 5_000_000, pending_minor: 0, balance_minor: 0 });
  });

  it('gives the instalment back when a run is reopened, and takes it again at the next approval', async () => {
    const advance = await call('POST', `/employees/${employeeId}/deductions`, { kind: 'salary_advance', description: 'Advance', amount_minor: 1_000_000, total_minor: 3_000_000, effective_from: '2025-05-01' });
    expect(advance.status).toBe(201);
    const may = await runMonth('2025-05', { pay: false });
    expect(lineOf(may.payslip, 'SALARY_ADVANCE').amount_minor).toBe(1_000_000);
    expect((await call('GET', `/employees/${employeeId}/deductions/${advance.body.id}`)).body).toMatchObject({ recovered_minor: 0, pending_minor: 1_000_000, balance_minor: 3_000_000 });
    expect((await call('POST', `/pay_runs/${may.id}/approve`)).status).toBe(200);
    expect((await call('GET', `/employees/${employeeId}/deductions/${advance.body.id}`)).body).toMatchObject({ recovered_minor: 1_000_000, balance_minor: 2_000_000 });
    expect((await call('POST', `/pay_runs/${may.id}/reopen`)).status).toBe(200);
    expect((await call('GET', `/employees/${employeeId}/deductions/${advance.body.id}`)).body).toMatchObject({ recovered_minor: 0, balance_minor: 3_000_000 });
    // Recalculating the reopened run takes the same instalment, not a second one.
    expect((await call('POST', `/pay_runs/${may.id}/calculate`)).status).toBe(200);
    const again = (await call('GET', `/pay_runs/${may.id}/payslips`)).body.data[0];
    expect(lineOf(again, 'SALARY_ADVANCE')).toMatchObject({ amount_minor: 1_000_000, description: 'Advance (balance left KES 20,000.00)' });
    expect((await call('POST', `/pay_runs/${may.id}/approve`)).status).toBe(200);
    expect((await call('POST', `/pay_runs/${may.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
    // Stopped from June: the history stays, no more instalments.
    const stopped = await call('DELETE', `/employees/${employeeId}/deductions/${advance.body.id}?effective_from=2025-06-01`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.terms.map((t: any) => [t.effective_from, t.stopped])).toEqual([['2025-05-01', false], ['2025-06-01', true]]);
    expect(stopped.body.recovered_minor).toBe(1_000_000);
  });

  it('pauses and resumes from a date, and changes the instalment from a date', async () => {
    const dues = await call('POST', `/employees/${employeeId}/deductions`, { kind: 'union_dues', description: 'Union dues', percent_of_net: 2, effective_from: '2025-06-01' });
    expect(dues.status).toBe(201);
    expect(dues.body.balance_minor).toBeNull();
    const paused = await call('PATCH', `/employees/${employeeId}/deductions/${dues.body.id}`, { effective_from: '2025-07-01', paused: true });
    expect(paused.status).toBe(200);
    const changed = await call('PATCH', `/employees/${employeeId}/deductions/${dues.body.id}`, { effective_from: '2025-08-01', paused: false, amount_minor: 50_000 });
    expect(changed.body.terms).toEqual([
      { effective_from: '2025-06-01', amount_minor: null, percent_of_net: 2, paused: false, stopped: false },
      { effective_from: '2025-07-01', amount_minor: null, percent_of_net: 2, paused: true, stopped: false },
      { effective_from: '2025-08-01', amount_minor: 50_000, percent_of_net: null, paused: false, stopped: false },
    ]);
    const june = await runMonth('2025-06');
    const net = june.payslip.net.amount_minor + lineOf(june.payslip, 'UNION_DUES').amount_minor;
    expect(lineOf(june.payslip, 'UNION_DUES').amount_minor).toBe(Math.floor((net * 200) / 10_000));
    expect(lineOf((await runMonth('2025-07')).payslip, 'UNION_DUES')).toBeUndefined();
    expect(lineOf((await runMonth('2025-08')).payslip, 'UNION_DUES').amount_minor).toBe(50_000);
  });

  it('never takes into the protected amount, and keeps a higher priority whole', async () => {
    // A court order first (priority 1), with protected earnings of KES 60,000.00; a loan after it.
    const order = await call('POST', `/employees/${employeeId}/deductions`, {
      kind: 'attachment_of_earnings', description: 'Attachment of earnings order', priority: 1, amount_minor: 1_000_000, protected_minor: 6_000_000, effective_from: '2025-09-01',
    });
    expect(order.status).toBe(201);
    const loan = await call('POST', `/employees/${employeeId}/deductions`, { kind: 'loan', description: 'Laptop', priority: 200, amount_minor: 9_000_000, total_minor: 9_000_000, effective_from: '2025-09-01' });
    expect(loan.status).toBe(201);
    const september = (await runMonth('2025-09')).payslip;
    const net = september.net.amount_minor;
    expect(lineOf(september, 'ATTACHMENT_OF_EARNINGS').amount_minor).toBe(1_000_000);
    // KE Employment Act s.19(3): at least a third of gross stays; the loan takes only down to that floor.
    expect(net).toBe(Math.ceil(september.gross.amount_minor / 3));
    expect(lineOf(september, 'LOAN').amount_minor).toBeGreaterThan(0);
    expect(lineOf(september, 'LOAN').amount_minor).toBeLessThan(9_000_000);
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const count = async () => (await call('GET', `/employees/${employeeId}/deductions?limit=100`)).body.data.length;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'loan', description: 'x', percent_of_net: 101 }, 'percent_of_net'],
      [{ kind: 'loan', description: 'x', percent_of_net: 12.345 }, 'percent_of_net'],
      [{ kind: 'loan', description: 'x', amount_minor: 100, percent_of_net: 5 }, 'amount_minor'],
      [{ kind: 'loan', description: 'x' }, 'amount_minor'],
      [{ kind: 'loan', description: 'x', amount_minor: 10.5 }, 'amount_minor'],
      [{ kind: 'gym', description: 'x', amount_minor: 100 }, 'kind'],
      [{ kind: 'attachment_of_earnings', description: 'x', amount_minor: 100, protected_minor: 10_000_001 }, 'protected_minor'],
    ];
    for (const [body, field] of cases) {
      const refused = await call('POST', `/employees/${employeeId}/deductions`, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(Object.keys(refused.body.error.details.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await count()).toBe(before);
    const list = (await call('GET', `/employees/${employeeId}/deductions?limit=100`)).body.data;
    const patch = await call('PATCH', `/employees/${employeeId}/deductions/${list[0].id}`, { percent_of_net: 150 });
    expect(patch.status).toBe(422);
    expect(patch.body.error.details.fields).toHaveProperty('percent_of_net');
  });

  it('is 404 from another organization, 404 for an unknown id, 403 without the scope', async () => {
    const list = (await call('GET', `/employees/${employeeId}/deductions`)).body.data;
    const other = await api.tenant();
    expect((await call('GET', `/employees/${employeeId}/deductions/${list[0].id}`, undefined, other.token)).status).toBe(404);
    expect((await call('GET', `/employees/${employeeId}/deductions`, undefined, other.token)).status).toBe(404);
    expect((await call('POST', `/employees/${employeeId}/deductions`, { kind: 'loan', description: 'x', amount_minor: 1 }, other.token)).status).toBe(404);
    expect((await call('DELETE', `/employees/${employeeId}/deductions/${list[0].id}`, undefined, other.token)).status).toBe(404);
    expect((await call('GET', `/employees/${employeeId}/deductions/not-a-uuid`)).status).toBe(404);
    const reader = await api.tenant({ scopes: ['employees.read'] });
    const refused = await call('POST', `/employees/${employeeId}/deductions`, { kind: 'loan', description: 'x', amount_minor: 1 }, reader.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.required_scope).toBe('employees.write');
  });
});

describe('takeStandingDeductions', () => {
  const result = (gross: number, net: number): PricingResult => ({ lines: [], grossMinor: gross, taxMinor: 0, employeeDeductionsMinor: gross - net, employerCostMinor: 0, netMinor: net, ytd: {} });
  const deduction = (id: string, priority: number, amount: number, extra: Partial<StandingDeduction> = {}): StandingDeduction => ({
    id, kind: 'other', description: id, priority, amountMinor: amount, percentOfNetBp: null, remainingMinor: null, protectedMinor: null, ...extra,
  });
  const text = (m: number) => String(m);

  it('never makes net negative, whatever the deductions', () => {
    for (const amounts of [[500, 700], [1_000, 1], [99_999]]) {
      const { result: after } = takeStandingDeductions('GH', result(1_000, 800), amounts.map((a, i) => deduction(`d${i}`, i, a)), text);
      expect(after.netMinor).toBeGreaterThanOrEqual(0);
      expect(after.netMinor + after.employeeDeductionsMinor).toBe(1_000);
    }
  });

  it('takes the higher priority whole before a lower one takes anything', () => {
    const { takes } = takeStandingDeductions('NG', result(1_000, 800), [deduction('low', 9, 500), deduction('high', 1, 600)], text);
    expect(takes).toEqual([{ deductionId: 'high', amountMinor: 600, balanceAfterMinor: null }, { deductionId: 'low', amountMinor: 200, balanceAfterMinor: null }]);
  });

  it('caps SG loan instalments at 25% of salary and ZA attachment orders at 25% of pay', () => {
    expect(takeStandingDeductions('SG', result(10_000, 8_000), [deduction('l', 1, 5_000, { kind: 'loan' })], text).takes[0]!.amountMinor).toBe(2_500);
    expect(takeStandingDeductions('ZA', result(10_000, 8_000), [deduction('o', 1, 5_000, { kind: 'attachment_of_earnings' })], text).takes[0]!.amountMinor).toBe(2_500);
    expect(takeStandingDeductions('GB', result(10_000, 8_000), [deduction('o', 1, 5_000, { kind: 'attachment_of_earnings', protectedMinor: 6_000 })], text).takes[0]!.amountMinor).toBe(2_000);
  });
});
