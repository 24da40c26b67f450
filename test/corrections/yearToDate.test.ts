import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { calculatedRun, caller } from './runHelpers.ts';

let api: ApiHarness;
let tenant: TenantFixture;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  call = caller(api, tenant);
  await seedEmployees(api, tenant, 1, () => kenyanEmployee(1, 10_000_000));
});
afterAll(() => api?.close());

const slipOf = async (runId: string) =>
  (await api.db.sql`select gross_minor, tax_minor, ytd_before, ytd_after, line_items from payslips where pay_run_id = ${runId}`)[0]!;
const recalculate = async (runId: string) => expect((await call('POST', `/pay_runs/${runId}/calculate`)).body.status).toBe('calculated');

describe('year to date is the sum of each run\'s contribution', () => {
  it('counts an adjustment made in an earlier run after a later one was priced, and reverses recalculations exactly', async () => {
    const may = await calculatedRun(call, 'KE', '2025-05');
    const june = await calculatedRun(call, 'KE', '2025-06');
    const [employee] = await api.db.sql`select id from employees where organization_id = ${tenant.organizationId}`;
    // May gets a bonus after June was priced: June's ytd_after no longer says where the year stands.
    expect((await call('POST', `/pay_runs/${may}/items`, { employee_id: employee!.id, component_code: 'BONUS', amount_minor: 5_000_000 })).status).toBe(201);
    await recalculate(may);
    const maySlip = await slipOf(may);
    const juneSlip = await slipOf(june);
    expect(maySlip.gross_minor).toBe(15_000_000);
    expect(juneSlip.ytd_before.gross_pay).toBe(10_000_000); // priced before the bonus
    const july = await calculatedRun(call, 'KE', '2025-07');
    const julySlip = await slipOf(july);
    // The stale "latest earlier payslip" (June: 20,000,000) would miss the bonus; the sum of contributions has it.
    expect(julySlip.ytd_before.gross_pay).toBe(15_000_000 + 10_000_000);
    expect(julySlip.ytd_before.paye).toBe(maySlip.tax_minor + juneSlip.tax_minor);

    for (let i = 0; i < 2; i++) await recalculate(may);
    await recalculate(july);
    expect(await slipOf(may)).toEqual(maySlip);
    expect(await slipOf(july)).toEqual(julySlip);
  });

  it('counts consecutive weekly runs: the second week sees the first (GB, the one jurisdiction with week-based pay)', async () => {
    await seedEmployees(api, tenant, 1, () => ({
      jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Owen', last_name: 'Price', staff_id: 'GB-YTD01', start_date: '2024-01-01',
      tax_profile: { tax_code: '1257L' }, statutory_ids: { nino: 'AB123456C' },
      compensation: [{ component_code: 'BASIC', amount_cents: 60_000 }],
    }));
    const create = async (start: string, end: string) => {
      const run = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: start, period_end: end, pay_date: end });
      expect(run.status).toBe(201);
      await recalculate(run.body.id);
      return run.body.id as string;
    };
    const first = await slipOf(await create('2025-04-06', '2025-04-12'));
    const second = await slipOf(await create('2025-04-13', '2025-04-19'));
    expect(first.ytd_before.taxable_pay_to_date ?? 0).toBe(0);
    expect(second.ytd_before.taxable_pay_to_date).toBe(first.gross_minor);
    expect(second.ytd_before.tax_paid_to_date).toBe(first.tax_minor);
  });

  it('refuses a split month for KE, which prices calendar months only', async () => {
    const half = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-08-01', period_end: '2025-08-15', pay_date: '2025-08-15' });
    expect(half.status).toBe(422);
    expect(half.body.error.details.reason).toBe('unsupported_pay_period');
  });
});
