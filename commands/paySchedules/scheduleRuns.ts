import type { CommandContext } from '../context.ts';
import { claimScheduledPeriod, nextUnscheduledIndex, recordScheduledRun, type PayScheduleRow } from '../../db/paySchedules.ts';
import { createPayRun } from '../payRuns/createPayRun.ts';
import { Rejection } from '../../domain/rejection.ts';
import { addDays } from '../../domain/payroll/calendarDays.ts';
import { payDateOf, periodAt, periodIndexOn } from '../../domain/payroll/paySchedule.ts';

/** At most this many periods per schedule in one round: a schedule far behind catches up over a few rounds. */
const periodsPerRound = 4;

/**
 * Makes the draft runs of a schedule that are due on `today` (pay date less create_days_ahead), each exactly once:
 * the period is claimed by a row whose primary key another worker's claim waits on, in the transaction that creates
 * the run, so a second worker or a restarted one finds it taken. A period that already has a run of its
 * jurisdiction (made by hand) is recorded as skipped, with the reason, and left be. Returns the runs made.
 */
export async function scheduleDueRuns(ctx: CommandContext, schedule: PayScheduleRow, today: string): Promise<string[]> {
  const createdOn = schedule.created_at.toISOString().slice(0, 10);
  let index = (await nextUnscheduledIndex(ctx.tx, schedule.id)) ?? periodIndexOn(schedule, createdOn);
  const made: string[] = [];
  for (let round = 0; round < periodsPerRound; round++, index++) {
    const period = periodAt(schedule, index);
    const payDate = payDateOf(schedule, period);
    if (payDate !== null && addDays(payDate, -schedule.create_days_ahead) > today) break;
    if (!(await claimScheduledPeriod(ctx.tx, { organizationId: ctx.organizationId, scheduleId: schedule.id, index, periodStart: period.period_start }))) break;
    if (payDate === null) {
      await recordScheduledRun(ctx.tx, schedule.id, index, { payRunId: null, skippedReason: 'the pay date rule gives no date for this period' });
      continue;
    }
    try {
      const run = await createPayRun(ctx, {
        jurisdiction: schedule.jurisdiction,
        period_start: period.period_start,
        period_end: period.period_end,
        pay_date: payDate,
        pay_frequency: schedule.frequency,
      });
      await recordScheduledRun(ctx.tx, schedule.id, index, { payRunId: run.id, skippedReason: null });
      made.push(run.id);
    } catch (error) {
      if (!(error instanceof Rejection)) throw error;
      await recordScheduledRun(ctx.tx, schedule.id, index, { payRunId: null, skippedReason: error.message });
    }
  }
  return made;
}
