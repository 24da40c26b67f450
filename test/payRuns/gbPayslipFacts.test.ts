import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { listPayslipsOfRun } from '../../db/payslips.ts';

// A GB pay run end to end: the payslip stores the employee's statutory facts (NI number masked) and the
// printed document shows them with the student loan and pension lines (issue 10, item 7).
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 1, () => ({
    jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Isla', last_name: 'MacLeod', staff_id: 'GB-00001', start_date: '2024-01-01',
    tax_profile: { tax_code: 'S1257L', ni_category: 'A', student_loan_plans: ['plan_4', 'postgraduate'], pension_arrangement: 'relief_at_source' },
    statutory_ids: { nino: 'AB123456C' },
    compensation: [{ component_code: 'BASIC', amount_cents: 500_000 }],
  }));
});
afterAll(() => api.close());

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });

describe('a GB payslip', () => {
  it('is priced with Scottish bands, student and postgraduate loans and the pension, and prints the facts', async () => {
    const created = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-31' });
    expect(created.status).toBe(201);
    expect((await call('POST', `/pay_runs/${created.body.id}/calculate`)).status).toBe(200);
    const page = await call('GET', `/pay_runs/${created.body.id}/payslips?limit=10`);
    expect(page.body.data).toHaveLength(1);
    const amounts = Object.fromEntries(page.body.data[0].line_items.map((l: any) => [l.code, l.amount.amount_minor]));
    // 5,000.00 in July 2025 (tax month 4).
    expect(amounts).toMatchObject({
      STUDENT_LOAN: 20_400, // Plan 4: (5,000.00 - 2,728.75) x 9% = 204.4125 -> 204 (whole pounds down)
      POSTGRADUATE_LOAN: 19_500, // (5,000.00 - 1,750.00) x 6% = 195.00
      PENSION_EMPLOYEE: 14_676, // (4,189 - 520) x 5% = 183.45; relief at source: member pays 183.45 - 36.69 = 146.76
    });

    const [row] = await listPayslipsOfRun(api.db.sql, created.body.id, { limit: 1 });
    expect(row!.employee_snapshot.statutory_facts).toEqual([
      { label: 'Tax code', value: 'S1257L' },
      { label: 'NI number', value: '** ** ** 56 C' },
      { label: 'NI category', value: 'A (standard)' },
      { label: 'Tax period', value: 'Month 4 of 2025-26' },
      { label: 'Student loan', value: 'Plan 4, Postgraduate loan' },
      { label: 'Pension', value: 'relief at source: you 5%, employer 3% of qualifying earnings' },
    ]);
    expect(JSON.stringify(row!.employee_snapshot)).not.toContain('123456');
    const document = payslipDocument(row!, { id: created.body.id, jurisdiction: 'GB', pay_date: '2025-07-31', as_of_date: '2025-07-31' });
    expect(document.employee.facts).toContainEqual({ label: 'NI number', value: '** ** ** 56 C' });
    const printed = document.sections.flatMap((s) => s.lines.map((l) => l.description));
    expect(printed).toEqual(expect.arrayContaining(['Student loan repayment', 'Postgraduate loan repayment', 'Workplace pension contribution']));
  });
});

describe('the NI category printed is the one NI was worked out on', () => {
  it('over State Pension age or under 21, the engine corrects the recorded A and the payslip says so', async () => {
    const other = await api.tenant();
    const gb = (staff: string, birthdate: string) => ({
      jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Ewan', last_name: 'Grant', staff_id: staff, start_date: '2024-01-01', birthdate,
      tax_profile: { tax_code: '1257L', ni_category: 'A' }, compensation: [{ component_code: 'BASIC', amount_cents: 300_000 }],
    });
    await seedEmployees(api, other, 1, () => gb('GB-1-PENSIONER', '1955-03-01'));
    await seedEmployees(api, other, 1, () => gb('GB-2-YOUNG', '2006-01-15'));
    await seedEmployees(api, other, 1, () => gb('GB-3-ADULT', '1985-06-30'));
    const post = (path: string, body?: unknown) => api.request('POST', path, { token: other.token, body });
    const run = (await (await post('/pay_runs', { jurisdiction: 'GB', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-31' })).json()) as { id: string };
    expect((await post(`/pay_runs/${run.id}/calculate`)).status).toBe(200);
    const rows: any[] = (await listPayslipsOfRun(api.db.sql, run.id, { limit: 100 }))
      .sort((a, b) => ((a.employee_snapshot.staff_id ?? '') < (b.employee_snapshot.staff_id ?? '') ? -1 : 1));
    const category = (row: any) => row.employee_snapshot.statutory_facts.find((f: any) => f.label === 'NI category').value;
    expect(rows.map(category)).toEqual(['C (over State Pension age; recorded A)', 'M (under 21; recorded A)', 'A (standard)']);
    // Category C pays no employee contribution; M and A do, M with no employer contribution below the UST.
    const codes = rows.map((row) => row.line_items.map((l: any) => l.code));
    expect(codes[0]).not.toContain('NI_EMPLOYEE');
    expect(codes[1]).toContain('NI_EMPLOYEE');
    expect(rows[1].line_items.find((l: any) => l.code === 'NI_EMPLOYER').amount_minor).toBe(0);
    expect(rows[2].line_items.find((l: any) => l.code === 'NI_EMPLOYER').amount_minor).toBeGreaterThan(0);
  });
});
