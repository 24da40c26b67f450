import type { Jurisdiction } from '../jurisdictions.ts';
import { isWorkingDay } from '../calendar/publicHolidays.ts';
import { addDays } from './calendarDays.ts';
import { periodDaysOf, type PayFrequency } from './payFrequency.ts';

/** When a period's pay falls, before moving off a weekend or public holiday. */
export type PayDateRule =
  | { kind: 'last_working_day' }
  | { kind: 'period_end'; if_not_working_day: 'earlier' | 'later' }
  | { kind: 'day_of_month'; day: number; if_not_working_day: 'earlier' | 'later' }
  | { kind: 'days_after_period_end'; days: number; if_not_working_day: 'earlier' | 'later' };

export interface PayScheduleTerms {
  jurisdiction: Jurisdiction;
  frequency: PayFrequency;
  /** The first period's first day: its day of the month (monthly) or its weekday (week-based) anchors every period. */
  first_period_start: string;
  pay_date_rule: PayDateRule;
}

export interface SchedulePeriod {
  index: number;
  period_start: string;
  period_end: string;
  pay_date: string;
}

/** A working day is never further than this from the day a rule names, in any of the six calendars. */
const searchDays = 14;

function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = (y * 12 + (m - 1)) + months;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The index-th period (0 = the first). Monthly anchors are 1 to 28, so every month has the day. */
export function periodAt(terms: Pick<PayScheduleTerms, 'frequency' | 'first_period_start'>, index: number): { period_start: string; period_end: string } {
  const days = periodDaysOf(terms.frequency);
  if (days === null) {
    return { period_start: addMonths(terms.first_period_start, index), period_end: addDays(addMonths(terms.first_period_start, index + 1), -1) };
  }
  const start = addDays(terms.first_period_start, index * days);
  return { period_start: start, period_end: addDays(start, days - 1) };
}

function moveToWorkingDay(jurisdiction: Jurisdiction, date: string, direction: 'earlier' | 'later'): string | null {
  for (let i = 0; i <= searchDays; i++) {
    const candidate = addDays(date, direction === 'earlier' ? -i : i);
    if (isWorkingDay(jurisdiction, candidate)) return candidate;
  }
  return null;
}

/** The period's pay date by the rule, or null when the rule gives none (no working day where it looks). */
export function payDateOf(terms: PayScheduleTerms, period: { period_start: string; period_end: string }): string | null {
  const rule = terms.pay_date_rule;
  switch (rule.kind) {
    case 'last_working_day': {
      const date = moveToWorkingDay(terms.jurisdiction, period.period_end, 'earlier');
      return date !== null && date >= period.period_start ? date : null;
    }
    case 'period_end':
      return moveToWorkingDay(terms.jurisdiction, period.period_end, rule.if_not_working_day);
    case 'day_of_month':
      return moveToWorkingDay(terms.jurisdiction, `${period.period_end.slice(0, 8)}${String(rule.day).padStart(2, '0')}`, rule.if_not_working_day);
    case 'days_after_period_end':
      return moveToWorkingDay(terms.jurisdiction, addDays(period.period_end, rule.days), rule.if_not_working_day);
  }
}

/** Periods from `index` on, with their pay dates; a period whose rule gives no date has none. */
export function periodsFrom(terms: PayScheduleTerms, index: number, count: number): (SchedulePeriod | { index: number; period_start: string; period_end: string; pay_date: null })[] {
  return Array.from({ length: count }, (_, i) => {
    const period = periodAt(terms, index + i);
    return { index: index + i, ...period, pay_date: payDateOf(terms, period) };
  });
}

/** The index of the period holding `date` (the first one when `date` is before it). */
export function periodIndexOn(terms: Pick<PayScheduleTerms, 'frequency' | 'first_period_start'>, date: string): number {
  if (date <= terms.first_period_start) return 0;
  const days = periodDaysOf(terms.frequency);
  if (days !== null) return Math.floor((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${terms.first_period_start}T00:00:00Z`)) / 86_400_000 / days);
  const [y0, m0] = terms.first_period_start.split('-').map(Number) as [number, number];
  const [y, m] = date.split('-').map(Number) as [number, number];
  let index = (y - y0) * 12 + (m - m0);
  while (index > 0 && periodAt(terms, index).period_start > date) index--;
  return index;
}

/**
 * Why these terms can never give a pay date, field by field; empty when they can. Checked over two years of periods
 * (every month and holiday pattern comes round), so a schedule either always has a pay date or is refused.
 */
export function scheduleProblems(terms: PayScheduleTerms): Record<string, string> {
  const problems: Record<string, string> = {};
  const rule = terms.pay_date_rule;
  if (terms.frequency === 'monthly' && Number(terms.first_period_start.slice(8, 10)) > 28) {
    problems.first_period_start = 'a monthly period must start on day 1 to 28, which every month has';
  }
  if (rule.kind === 'day_of_month' && terms.frequency !== 'monthly') {
    problems['pay_date_rule.kind'] = 'day_of_month needs a monthly schedule: a week-based period may hold no such day';
  }
  if (Object.keys(problems).length > 0) return problems;
  const horizon = terms.frequency === 'monthly' ? 24 : 104 / (periodDaysOf(terms.frequency)! / 7);
  const missing = periodsFrom(terms, 0, horizon).find((p) => p.pay_date === null);
  if (missing) problems.pay_date_rule = `gives no pay date for the period ${missing.period_start} to ${missing.period_end}`;
  return problems;
}
