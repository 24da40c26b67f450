import type { CommandContext } from '../context.ts';
import { findPaySchedule, insertPaySchedule, listPaySchedules, type PayScheduleRow } from '../../db/paySchedules.ts';
import { newId } from '../../domain/ids.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import { payPeriodRefusal } from '../../domain/payroll/payFrequency.ts';
import { periodAt, periodIndexOn, periodsFrom, scheduleProblems, type PayScheduleTerms } from '../../domain/payroll/paySchedule.ts';

type Ctx = Pick<CommandContext, 'tx' | 'organizationId'>;

/** POST /pay_schedules: refused, naming the field, when its rule could ever leave a period without a pay date. */
export async function createPaySchedule(ctx: Ctx, terms: PayScheduleTerms & { create_days_ahead: number }): Promise<PayScheduleRow> {
  const problems = scheduleProblems(terms);
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  const first = periodAt(terms, 0);
  const refusal = payPeriodRefusal(terms.jurisdiction, terms.frequency, { start: first.period_start, end: first.period_end });
  if (refusal) throw invalidFields({ frequency: refusal.message });
  return insertPaySchedule(ctx.tx, { id: newId(), organization_id: ctx.organizationId, ...terms });
}

export async function paySchedule(ctx: Ctx, id: string): Promise<PayScheduleRow> {
  const row = await findPaySchedule(ctx.tx, ctx.organizationId, id);
  if (!row) throw new Rejection('not_found', 'No such pay schedule.');
  return row;
}

export function paySchedules(ctx: Ctx, page: { limit: number; startingAfter?: string }): Promise<PayScheduleRow[]> {
  return listPaySchedules(ctx.tx, { organizationId: ctx.organizationId, ...page });
}

/** GET /pay_schedules/{id}/upcoming: the periods from the one holding `from`, with their pay dates and creation days. */
export async function upcomingPeriods(ctx: Ctx, id: string, from: string, count: number) {
  const schedule = await paySchedule(ctx, id);
  return {
    schedule,
    periods: periodsFrom(schedule, periodIndexOn(schedule, from), count),
  };
}
