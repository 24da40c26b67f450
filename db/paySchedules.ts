import type { Queryable } from './connect.ts';
import type { PayDateRule } from '../domain/payroll/paySchedule.ts';
import type { PayFrequency } from '../domain/payroll/payFrequency.ts';
import type { Jurisdiction } from '../domain/jurisdictions.ts';
import { pageSize } from './pageSize.ts';

export interface PayScheduleRow {
  id: string;
  organization_id: string;
  jurisdiction: Jurisdiction;
  frequency: PayFrequency;
  first_period_start: string;
  pay_date_rule: PayDateRule;
  create_days_ahead: number;
  created_at: Date;
}

export async function insertPaySchedule(sql: Queryable, row: Omit<PayScheduleRow, 'created_at'>): Promise<PayScheduleRow> {
  const [inserted] = await sql<PayScheduleRow[]>`
    insert into pay_schedules ${sql({ ...row, pay_date_rule: sql.json(row.pay_date_rule as never) } as Record<string, unknown>)} returning *`;
  return inserted!;
}

export async function findPaySchedule(sql: Queryable, organizationId: string, id: string): Promise<PayScheduleRow | undefined> {
  const [row] = await sql<PayScheduleRow[]>`select * from pay_schedules where organization_id = ${organizationId} and id = ${id}`;
  return row;
}

export async function listPaySchedules(sql: Queryable, query: { organizationId: string; limit: number; startingAfter?: string }): Promise<PayScheduleRow[]> {
  return sql<PayScheduleRow[]>`
    select * from pay_schedules where organization_id = ${query.organizationId}
      ${query.startingAfter ? sql`and id > ${query.startingAfter}` : sql``}
    order by id limit ${pageSize(sql, query.limit + 1)}`;
}

/** Every organization's schedules, for the scheduler (the service's own connection, as the sweeps read). */
export async function allPaySchedules(sql: Queryable): Promise<PayScheduleRow[]> {
  return sql<PayScheduleRow[]>`select * from pay_schedules order by id`;
}

/** The next period index the schedule has not made a run for. */
export async function nextUnscheduledIndex(sql: Queryable, scheduleId: string): Promise<number | null> {
  const [row] = await sql<{ next: number | null }[]>`select max(period_index) + 1 as next from scheduled_pay_runs where pay_schedule_id = ${scheduleId}`;
  return row?.next ?? null;
}

/** Claims the period for this transaction; false when another worker already has (it waits for that one's commit). */
export async function claimScheduledPeriod(sql: Queryable, claim: { organizationId: string; scheduleId: string; index: number; periodStart: string }): Promise<boolean> {
  const rows = await sql`
    insert into scheduled_pay_runs (organization_id, pay_schedule_id, period_index, period_start)
    values (${claim.organizationId}, ${claim.scheduleId}, ${claim.index}, ${claim.periodStart})
    on conflict (pay_schedule_id, period_index) do nothing returning period_index`;
  return rows.length === 1;
}

export async function recordScheduledRun(sql: Queryable, scheduleId: string, index: number, outcome: { payRunId: string | null; skippedReason: string | null }): Promise<void> {
  await sql`
    update scheduled_pay_runs set pay_run_id = ${outcome.payRunId}, skipped_reason = ${outcome.skippedReason}
    where pay_schedule_id = ${scheduleId} and period_index = ${index}`;
}

export async function scheduledRunsOf(sql: Queryable, scheduleId: string): Promise<{ period_index: number; pay_run_id: string | null; skipped_reason: string | null }[]> {
  return sql`select period_index, pay_run_id, skipped_reason from scheduled_pay_runs where pay_schedule_id = ${scheduleId} order by period_index`;
}
