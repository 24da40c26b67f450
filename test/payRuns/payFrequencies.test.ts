import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';

// Issue 10: a run pays at the frequency it was created with (monthly unless given). A GB weekly run is priced
// with HMRC's weekly figures end to end; a period that does not match its frequency, or a frequency the
// jurisdiction does not price, is a 422 that writes nothing; monthly takes any period, as before.
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 1, () => ({
    jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Rhys', last_name: 'Morgan', staff_id: 'GB-W0001', start_date: '2024-01-01',
    tax_profile: { tax_code: '1257L', ni_category: 'A' },
    statutory_ids: { nino: 'AB123456C' },
    // Compensation is per pay period: 600.00 a week on a weekly run.
    compensation: [{ component_code: 'BASIC', amount_cents: 60_000 }],
  }));
});
afterAll(() => api.close());

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });

const rowsWritten = async () => {
  const [counts] = await api.db.sql<{ runs: number; transitions: number; outbox: number }[]>`
    select (select count(*)::int from pay_runs) as runs, (select count(*)::int from transitions) as transitions, (select count(*)::int from outbox) as outbox`;
  return counts;
};

describe('pay frequencies at POST /pay_runs', () => {
  it('prices a GB weekly run with the weekly thresholds and prints "Week 1"', async () => {
    const created = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2025-04-06', period_end: '2025-04-12', pay_date: '2025-04-11', pay_frequency: 'weekly' });
    expect(created.status).toBe(201);
    expect(created.body.pay_frequency).toBe('weekly');
    expect((await call('POST', `/pay_runs/${created.body.id}/calculate`)).status).toBe(200);
    const page = await call('GET', `/pay_runs/${created.body.id}/payslips?limit=10`);
    expect(page.body.data).toHaveLength(1);
    const amounts = Object.fromEntries(page.body.data[0].line_items.map((l: any) => [l.code, l.amount.amount_minor]));
    expect(amounts).toMatchObject({
      PAY_ADJUSTMENT_TO_DATE: 24_192, // 1257L week 1: 2 x 96.16 + 2,579 / 52 -> 49.60 = 241.92 (monthly would be 1,048.26)
      PAYE: 7_160, // 600.00 - 241.92 = 358 (pounds down) x 20% = 71.60
      NI_EMPLOYEE: 2_864, // (600 - PT 242 a week) x 8% = 28.64 (on the monthly PT 1,048 it would be 0)
      NI_EMPLOYER: 7_560, // (600 - ST 96 a week) x 15% = 75.60
    });
    const [row] = await api.db.sql<any[]>`select employee_snapshot from payslips where pay_run_id = ${created.body.id}`;
    expect(row.employee_snapshot.statutory_facts).toContainEqual({ label: 'Tax period', value: 'Week 1 of 2025-26' });
  });

  it('refuses a weekly run of 10 days with 422 period_does_not_match_frequency and writes nothing', async () => {
    const before = await rowsWritten();
    const response = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2025-05-01', period_end: '2025-05-10', pay_date: '2025-05-10', pay_frequency: 'weekly' });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details).toMatchObject({ reason: 'period_does_not_match_frequency', pay_frequency: 'weekly', period_days: 10 });
    expect(response.body.error.details.fields).toHaveProperty('period_end');
    expect(await rowsWritten()).toEqual(before);
  });

  it.each([
    ['KE', '2025-07-01', '2025-07-07', 'weekly'],
    ['SG', '2025-07-01', '2025-07-14', 'fortnightly'],
    ['ZA', '2025-07-01', '2025-07-28', 'four_weekly'],
  ])('refuses a %s run of %s to %s (%s): the jurisdiction prices monthly pay only', async (jurisdiction, start, end, frequency) => {
    const before = await rowsWritten();
    const response = await call('POST', '/pay_runs', { jurisdiction, period_start: start, period_end: end, pay_date: end, pay_frequency: frequency });
    expect(response.status).toBe(422);
    expect(response.body.error.details).toMatchObject({ reason: 'pay_frequency_not_supported', jurisdiction, pay_frequency: frequency, supported_frequencies: ['monthly'] });
    expect(response.body.error.message).toContain(jurisdiction);
    expect(await rowsWritten()).toEqual(before);
  });

  it('refuses an unknown frequency with the valid ones named', async () => {
    const response = await call('POST', '/pay_runs', { jurisdiction: 'GB', period_start: '2025-05-01', period_end: '2025-05-31', pay_date: '2025-05-31', pay_frequency: 'daily' });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body.error.details)).toContain('four_weekly');
  });

  it.each([
    ['a whole month, February included', '2025-02-01', '2025-02-28'],
    ['a month from the 16th', '2025-03-16', '2025-04-15'],
    ['the first half of a split month', '2025-05-01', '2025-05-15'],
    ['the 1st to the 28th', '2025-06-01', '2025-06-28'],
  ])('monthly (the default) takes any period: %s', async (_what, start, end) => {
    const response = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: start, period_end: end, pay_date: end });
    expect(response.status).toBe(201);
    expect(response.body.pay_frequency).toBe('monthly');
  });
});
