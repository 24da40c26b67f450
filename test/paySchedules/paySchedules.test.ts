import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { connectDatabase } from '../../db/connect.ts';
import { scheduleRound } from '../../actors/payScheduler.ts';
import { addDays } from '../../domain/payroll/calendarDays.ts';

let api: ApiHarness;
let tenant: TenantFixture;
const call = (method: string, path: string, body?: unknown, token = tenant.token) => api.json(method, path, { token, body });

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ country: 'ZA', currency: 'ZAR' });
});
afterAll(() => api?.close());

describe('pay schedules', () => {
  it('lists the upcoming periods with pay dates off weekends and public holidays', async () => {
    const created = await api.json('POST', '/pay_schedules', {
      token: tenant.token,
      headers: { 'Idempotency-Key': 'schedule-1' },
      body: { jurisdiction: 'ZA', frequency: 'monthly', first_period_start: '2026-01-01', pay_date_rule: { kind: 'day_of_month', day: 16, if_not_working_day: 'earlier' } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ object: 'pay_schedule', anchor: 'day 1', create_days_ahead: 5 });
    const upcoming = await call('GET', `/pay_schedules/${created.body.id}/upcoming?from=2026-05-10&count=4`);
    expect(upcoming.status).toBe(200);
    // 16 May 2026 is a Saturday (→ Fri 15); 16 June is Youth Day (→ Mon 15); 16 July a Thursday; 16 August a Sunday (→ Fri 14).
    expect(upcoming.body.data).toEqual([
      { period_start: '2026-05-01', period_end: '2026-05-31', pay_date: '2026-05-15', creates_on: '2026-05-10' },
      { period_start: '2026-06-01', period_end: '2026-06-30', pay_date: '2026-06-15', creates_on: '2026-06-10' },
      { period_start: '2026-07-01', period_end: '2026-07-31', pay_date: '2026-07-16', creates_on: '2026-07-11' },
      { period_start: '2026-08-01', period_end: '2026-08-31', pay_date: '2026-08-14', creates_on: '2026-08-09' },
    ]);
  });

  it('moves the last working day earlier for a public holiday (GB, England and Wales, weekly from a Monday)', async () => {
    const gb = await api.tenant({ country: 'GB', currency: 'GBP' });
    const created = await call('POST', '/pay_schedules', { jurisdiction: 'GB', frequency: 'weekly', first_period_start: '2026-03-30', pay_date_rule: { kind: 'last_working_day' } }, gb.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.anchor).toBe('monday');
    const upcoming = await call('GET', `/pay_schedules/${created.body.id}/upcoming?from=2026-03-30&count=2`, undefined, gb.token);
    // Good Friday, 3 April 2026: paid Thursday 2 April; the next week ends on Friday 10 April.
    expect(upcoming.body.data.map((p: any) => p.pay_date)).toEqual(['2026-04-02', '2026-04-10']);
  });

  it('refuses a rule that can never give a pay date with 422 naming the field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ jurisdiction: 'ZA', frequency: 'weekly', first_period_start: '2026-01-05', pay_date_rule: { kind: 'day_of_month', day: 25, if_not_working_day: 'earlier' } }, 'pay_date_rule.kind'],
      [{ jurisdiction: 'ZA', frequency: 'monthly', first_period_start: '2026-01-01', pay_date_rule: { kind: 'day_of_month', day: 31, if_not_working_day: 'earlier' } }, 'pay_date_rule.day'],
      [{ jurisdiction: 'ZA', frequency: 'monthly', first_period_start: '2026-01-30', pay_date_rule: { kind: 'last_working_day' } }, 'first_period_start'],
      [{ jurisdiction: 'ZA', frequency: 'weekly', first_period_start: '2026-01-05', pay_date_rule: { kind: 'last_working_day' } }, 'frequency'],
      [{ jurisdiction: 'ZA', frequency: 'monthly', first_period_start: '2026-01-01', pay_date_rule: { kind: 'whenever' } }, 'pay_date_rule.kind'],
    ];
    const before = (await call('GET', '/pay_schedules?limit=100')).body.data.length;
    for (const [body, field] of cases) {
      const refused = await call('POST', '/pay_schedules', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(Object.keys(refused.body.error.details.fields), JSON.stringify(refused.body)).toContain(field);
    }
    expect((await call('GET', '/pay_schedules?limit=100')).body.data.length).toBe(before);
  });

  it('is 404 from another organization and 403 without the scope', async () => {
    const [schedule] = (await call('GET', '/pay_schedules')).body.data;
    const other = await api.tenant();
    expect((await call('GET', `/pay_schedules/${schedule.id}`, undefined, other.token)).status).toBe(404);
    expect((await call('GET', `/pay_schedules/${schedule.id}/upcoming`, undefined, other.token)).status).toBe(404);
    const reader = await api.tenant({ scopes: ['payruns.read'] });
    const refused = await call('POST', '/pay_schedules', { jurisdiction: 'KE', frequency: 'monthly', first_period_start: '2026-01-01', pay_date_rule: { kind: 'last_working_day' } }, reader.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.required_scope).toBe('payruns.run');
  });
});

describe('the scheduler', () => {
  it('makes each due draft run exactly once, with two workers at once and after a restart', async () => {
    const ke = await api.tenant();
    const created = await call('POST', '/pay_schedules', { jurisdiction: 'KE', frequency: 'monthly', first_period_start: '2026-01-01', pay_date_rule: { kind: 'last_working_day' }, create_days_ahead: 3 }, ke.token);
    expect(created.status).toBe(201);
    // The schedule was made "now"; pretend the workers run on dates from its creation month on.
    const createdMonth = created.body.created_at.slice(0, 7);
    const upcoming = (await call('GET', `/pay_schedules/${created.body.id}/upcoming?from=${createdMonth}-01&count=3`, undefined, ke.token)).body.data;

    // Two worker processes: each its own connection pool to the same database.
    const workerA = { ...api.runtime, sql: connectDatabase(api.db.url) };
    const workerB = { ...api.runtime, sql: connectDatabase(api.db.url) };
    try {
      const runsOf = async () => (await call('GET', '/pay_runs?limit=100', undefined, ke.token)).body.data;
      // The day before the first run is due: nothing.
      const before = addDays(upcoming[0].creates_on, -1);
      if (before >= `${createdMonth}-01`) {
        await Promise.all([scheduleRound(workerA, before), scheduleRound(workerB, before)]);
        expect(await runsOf()).toHaveLength(0);
      }
      const [madeA, madeB] = await Promise.all([scheduleRound(workerA, upcoming[1].creates_on), scheduleRound(workerB, upcoming[1].creates_on)]);
      const runs = await runsOf();
      expect(runs).toHaveLength(2);
      expect(madeA + madeB).toBeGreaterThanOrEqual(2);
      expect(runs.map((r: any) => [r.period_start, r.pay_date, r.status]).sort()).toEqual(upcoming.slice(0, 2).map((p: any) => [p.period_start, p.pay_date, 'draft']));
      // A restarted worker, the same day: nothing more.
      await Promise.all([scheduleRound(workerA, upcoming[1].creates_on), scheduleRound(workerB, upcoming[1].creates_on)]);
      expect(await runsOf()).toHaveLength(2);
      // A run made by hand for the third period is left be, and the schedule records why.
      const manual = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: upcoming[2].period_start, period_end: upcoming[2].period_end, pay_date: upcoming[2].pay_date }, ke.token);
      expect(manual.status).toBe(201);
      await scheduleRound(workerA, upcoming[2].creates_on);
      expect(await runsOf()).toHaveLength(3);
      const [skipped] = await api.db.sql`select skipped_reason from scheduled_pay_runs where pay_schedule_id = ${created.body.id} and period_start = ${upcoming[2].period_start}`;
      expect(skipped!.skipped_reason).toContain('overlaps');
      // The transitions log names the scheduler as the actor.
      const transitions = await call('GET', `/pay_runs/${runs[0].id}/transitions`, undefined, ke.token);
      expect(transitions.body.data[0].actor).toBe('pay_scheduler');
    } finally {
      await workerA.sql.end();
      await workerB.sql.end();
    }
  });
});
