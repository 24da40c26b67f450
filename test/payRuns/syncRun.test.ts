import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { july2025, kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';

let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 57, (i) => kenyanEmployee(i));
  // Not priced: archived, another jurisdiction, left before the period, no compensation.
  const [archived] = await seedEmployees(api, tenant, 1, (i) => kenyanEmployee(100 + i));
  await api.db.sql`update employees set archived = true where id = ${archived!}`;
  await seedEmployees(api, tenant, 1, () => ({ ...kenyanEmployee(200), jurisdiction: 'NG', denomination_currency: 'NGN' }));
  await seedEmployees(api, tenant, 1, () => ({ ...kenyanEmployee(300), end_date: '2025-06-30' }));
  await seedEmployees(api, tenant, 1, () => ({ ...kenyanEmployee(400), compensation: [] }));
});
afterAll(() => api.close());

const call = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
  const response = await api.request(method, path, { token: tenant.token, body, headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
};

async function allPayslips(runId: string) {
  const payslips: any[] = [];
  let cursor: string | null = null;
  do {
    const page = await call('GET', `/pay_runs/${runId}/payslips?limit=100${cursor ? `&starting_after=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    payslips.push(...page.body.data);
    cursor = page.body.next_cursor;
  } while (cursor);
  return payslips;
}

describe('a 57-employee run, priced inside the request', () => {
  let runId: string;
  let calculated: any;

  it('is created in draft with zero totals and the KES currency', async () => {
    const created = await call('POST', '/pay_runs', july2025);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      object: 'pay_run', status: 'draft', currency: 'KES', as_of_date: '2025-07-31', payslip_count: 0,
      totals: { gross: { amount_minor: 0, currency: 'KES' }, employer_cost: { amount_minor: 0, currency: 'KES' } },
      approved_at: null, paid_at: null,
    });
    runId = created.body.id;
  });

  it('calculates in the request: the response already reads calculated', async () => {
    const response = await call('POST', `/pay_runs/${runId}/calculate`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'calculated', payslip_count: 57 });
    calculated = response.body;
  });

  it('writes one payslip per priced employee, each balanced, each statutory line citing its rule', async () => {
    const payslips = await allPayslips(runId);
    expect(payslips).toHaveLength(57);
    expect(new Set(payslips.map((p) => p.employee_id)).size).toBe(57);
    for (const payslip of payslips) {
      expect(payslip.net.amount_minor).toBe(payslip.gross.amount_minor - payslip.employee_deductions.amount_minor);
      expect(payslip.payment).toEqual(payslip.net);
      expect(payslip.payment_status).toEqual({ state: 'none', sent_at: null, settled_at: null, note: null });
      const earnings = payslip.line_items.filter((l: any) => l.kind === 'earning');
      expect(earnings.reduce((s: number, l: any) => s + l.amount.amount_minor, 0)).toBe(payslip.gross.amount_minor);
      const deductions = payslip.line_items.filter((l: any) => l.kind === 'deduction');
      expect(deductions.reduce((s: number, l: any) => s + l.amount.amount_minor, 0)).toBe(payslip.employee_deductions.amount_minor);
      for (const line of payslip.line_items.filter((l: any) => l.kind !== 'earning')) {
        expect(line.rule_version_ref).toMatch(/^KE\/[a-z_]+@\d{4}-\d{2}-\d{2}#[0-9a-f]+$/);
      }
      expect(payslip.line_items.map((l: any) => l.code)).toEqual(expect.arrayContaining(['BASIC', 'PAYE']));
      expect(payslip.tax.amount_minor).toBeGreaterThan(0);
    }
  });

  it("has totals equal to the sums over its payslips", async () => {
    const payslips = await allPayslips(runId);
    const sum = (field: string) => payslips.reduce((s, p) => s + p[field].amount_minor, 0);
    expect(calculated.totals).toEqual({
      gross: { amount_minor: sum('gross'), currency: 'KES' },
      net: { amount_minor: sum('net'), currency: 'KES' },
      employee_deductions: { amount_minor: sum('employee_deductions'), currency: 'KES' },
      employer_cost: { amount_minor: sum('employer_cost'), currency: 'KES' },
    });
  });

  it('recalculates to identical payslips, any number of times', async () => {
    const strip = (payslips: any[]) =>
      payslips.map(({ id, created_at, updated_at, ...rest }) => rest).sort((a, b) => (a.employee_id < b.employee_id ? -1 : 1));
    const first = strip(await allPayslips(runId));
    for (let i = 0; i < 2; i++) {
      const again = await call('POST', `/pay_runs/${runId}/calculate`);
      expect(again.body).toMatchObject({ status: 'calculated', payslip_count: 57, totals: calculated.totals });
      expect(strip(await allPayslips(runId))).toEqual(first);
    }
  });

  it('records every transition, from creation on', async () => {
    const transitions = await call('GET', `/pay_runs/${runId}/transitions`);
    expect(transitions.body.data.map((t: any) => [t.from, t.to, t.event])).toEqual([
      [null, 'draft', 'CREATE'],
      ['draft', 'calculated', 'CALCULATE'],
      ['calculated', 'calculated', 'CALCULATE'],
      ['calculated', 'calculated', 'CALCULATE'],
    ]);
    expect(transitions.body.data[1].actor).toBe(`api_key:${tenant.keyId}`);
  });

  it('reads one payslip, and answers another organization with not_found', async () => {
    const [payslip] = await allPayslips(runId);
    expect((await call('GET', `/payslips/${payslip.id}`)).body).toEqual(payslip);
    const other = await api.tenant();
    const foreign = await api.request('GET', `/payslips/${payslip.id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect((await api.request('GET', `/pay_runs/${runId}/payslips`, { token: other.token })).status).toBe(404);
  });

  it('serializes two calculations of one run started at once', async () => {
    const [a, b] = await Promise.all([call('POST', `/pay_runs/${runId}/calculate`), call('POST', `/pay_runs/${runId}/calculate`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await allPayslips(runId)).length).toBe(57);
  });

  it('replays a calculate sent again with the same Idempotency-Key', async () => {
    const first = await call('POST', `/pay_runs/${runId}/calculate`, undefined, { 'Idempotency-Key': 'calc-1' });
    const again = await call('POST', `/pay_runs/${runId}/calculate`, undefined, { 'Idempotency-Key': 'calc-1' });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });
});

describe('POST /pay_runs rules', () => {
  it('requires jurisdiction and the three dates, and refuses a jurisdiction it does not price', async () => {
    const missing = await call('POST', '/pay_runs', {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.error.details.fields).sort()).toEqual(['jurisdiction', 'pay_date', 'period_end', 'period_start']);
    const france = await call('POST', '/pay_runs', { ...july2025, jurisdiction: 'FR' });
    expect(france.body.error.details.fields).toHaveProperty('jurisdiction');
  });

  it('refuses a period ending before it starts', async () => {
    const response = await call('POST', '/pay_runs', { ...july2025, jurisdiction: 'GH', period_start: '2025-08-31', period_end: '2025-08-01' });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toHaveProperty('period_end');
  });

  it('refuses a period overlapping another run of the jurisdiction, naming that run', async () => {
    const first = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2025-03-01', period_end: '2025-03-31', pay_date: '2025-03-25' });
    const overlap = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2025-03-29', period_end: '2025-04-04', pay_date: '2025-04-04' });
    expect(overlap.status).toBe(422);
    expect(overlap.body.error.details.overlapping_pay_run_id).toBe(first.body.id);
    expect(overlap.body.error.message).toContain(first.body.id);
  });

  it('takes as_of_date when given', async () => {
    const run = await call('POST', '/pay_runs', { jurisdiction: 'SG', period_start: '2025-01-01', period_end: '2025-01-31', pay_date: '2025-01-31', as_of_date: '2025-01-15' });
    expect(run.body.as_of_date).toBe('2025-01-15');
    expect(run.body.currency).toBe('SGD');
  });
});

describe('GET /pay_runs', () => {
  it('filters by status, and refuses calculating as a filter', async () => {
    const drafts = await call('GET', '/pay_runs?status=draft&limit=100');
    expect(drafts.body.data.length).toBeGreaterThan(0);
    expect(drafts.body.data.every((r: any) => r.status === 'draft')).toBe(true);
    const calculated = await call('GET', '/pay_runs?status=calculated');
    expect(calculated.body.data.every((r: any) => r.status === 'calculated')).toBe(true);
    expect((await call('GET', '/pay_runs?status=calculating')).status).toBe(400);
  });
});
