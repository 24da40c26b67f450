import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Uuid } from './common.ts';
import { jurisdictions } from '../../domain/jurisdictions.ts';
import { payFrequencies } from '../../domain/payroll/payFrequency.ts';
import type { PayScheduleRow } from '../../db/paySchedules.ts';

const Move = z.enum(['earlier', 'later']).openapi({ description: 'Where the pay date moves when the day is a weekend or public holiday' });

export const PayDateRule = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('last_working_day') }),
    z.strictObject({ kind: z.literal('period_end'), if_not_working_day: Move }),
    z.strictObject({
      kind: z.literal('day_of_month'),
      day: z.number().int().min(1).max(28, 'day 29 to 31 is missing from some months: use last_working_day'),
      if_not_working_day: Move,
    }),
    z.strictObject({ kind: z.literal('days_after_period_end'), days: z.number().int().min(0).max(31), if_not_working_day: Move }),
  ])
  .openapi('PayDateRule', {
    description:
      'last_working_day: the period\'s last working day (weekends and the jurisdiction\'s public holidays moved earlier). period_end, day_of_month ' +
      '(monthly only, in the month the period ends) and days_after_period_end: that day, moved earlier or later off a weekend or public holiday.',
  });

export const NewPaySchedule = z
  .strictObject({
    jurisdiction: z.enum(jurisdictions).openapi({ description: 'Whose runs it makes, and whose public holidays move its pay dates' }),
    frequency: z.enum(payFrequencies).openapi({ description: 'monthly, or weekly, fortnightly, four_weekly (GB only)' }),
    first_period_start: IsoDate.openapi({ description: 'The first period\'s first day: the anchor. Monthly: its day of the month (1 to 28); week-based: its weekday' }),
    pay_date_rule: PayDateRule,
    create_days_ahead: z.number().int().min(0).max(60).default(5).openapi({ description: 'The draft run is made this many days before its pay date (default 5)' }),
  })
  .openapi('NewPaySchedule');

export const PaySchedule = z
  .object({
    id: Uuid,
    object: z.literal('pay_schedule'),
    jurisdiction: z.string().openapi({ description: 'Whose runs it makes' }),
    frequency: z.enum(payFrequencies).openapi({ description: 'How often it pays' }),
    first_period_start: z.string().openapi({ description: 'The anchor period\'s first day' }),
    anchor: z.string().openapi({ description: 'Monthly: "day 1" to "day 28"; week-based: the weekday periods start on' }),
    pay_date_rule: PayDateRule,
    create_days_ahead: z.number().int().openapi({ description: 'Days before the pay date the draft run is made' }),
    created_at: DateTime,
  })
  .openapi('PaySchedule');

export const UpcomingPeriod = z
  .object({
    period_start: z.string(),
    period_end: z.string(),
    pay_date: z.string().openapi({ description: 'By the rule, off weekends and public holidays' }),
    creates_on: z.string().openapi({ description: 'When the scheduler makes its draft run (pay_date less create_days_ahead)' }),
  })
  .openapi('UpcomingPayPeriod');

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export function presentPaySchedule(row: PayScheduleRow): z.infer<typeof PaySchedule> {
  return {
    id: row.id,
    object: 'pay_schedule',
    jurisdiction: row.jurisdiction,
    frequency: row.frequency,
    first_period_start: row.first_period_start,
    anchor: row.frequency === 'monthly' ? `day ${Number(row.first_period_start.slice(8, 10))}` : weekdays[new Date(`${row.first_period_start}T00:00:00Z`).getUTCDay()]!,
    pay_date_rule: row.pay_date_rule,
    create_days_ahead: row.create_days_ahead,
    created_at: row.created_at.toISOString(),
  };
}
