import type { Jurisdiction } from '../jurisdictions.ts';
import { Rejection } from '../rejection.ts';
import { addDays, daysInclusive } from './calendarDays.ts';

/**
 * How often a run pays, read from its period: the period is what compensation amounts are per
 * (domain/payroll/periodCompensation.ts), so its length decides which statutory period figures apply.
 */
export const payFrequencies = ['monthly', 'weekly', 'fortnightly', 'four_weekly'] as const;
export type PayFrequency = (typeof payFrequencies)[number];

/** Weeks in one period of a week-based frequency; 0 for monthly. */
export const weeksPerPeriod: Record<PayFrequency, number> = { monthly: 0, weekly: 1, fortnightly: 2, four_weekly: 4 };

/** A whole calendar month (first to last day) is monthly; exactly 7, 14 or 28 days is weekly, fortnightly, four-weekly; anything else is none. */
export function payFrequencyOf(period: { start: string; end: string }): PayFrequency | null {
  if (period.start.slice(8) === '01' && period.start.slice(0, 7) === period.end.slice(0, 7) && addDays(period.end, 1).slice(8) === '01') return 'monthly';
  const days = daysInclusive(period.start, period.end);
  if (days === 7) return 'weekly';
  if (days === 14) return 'fortnightly';
  if (days === 28) return 'four_weekly';
  return null;
}

/**
 * The period's number in a tax year starting on `yearStart`, counted from `payDate` (the period end, as the
 * engine takes it): the tax month for monthly pay; otherwise the tax week (week 1 = the year's first seven
 * days) rounded up to a multiple of the period's weeks, so two-weekly pay runs in weeks 2, 4, ... 52 and its
 * extra payday is week 54, four-weekly 4, 8, ... 52 and 56 (HMRC PAYE Manual PAYE70015).
 */
export function taxPeriodNumber(frequency: PayFrequency, yearStart: string, payDate: string): number {
  if (frequency === 'monthly') {
    const [ys, ms, ds] = yearStart.split('-').map(Number) as [number, number, number];
    const [ye, me, de] = payDate.split('-').map(Number) as [number, number, number];
    return (ye - ys) * 12 + me - ms - (de < ds ? 1 : 0) + 1;
  }
  const week = Math.floor((daysInclusive(yearStart, payDate) - 1) / 7) + 1;
  const weeks = weeksPerPeriod[frequency];
  return Math.ceil(week / weeks) * weeks;
}

/**
 * The frequencies each jurisdiction's method prices, and why the others are refused. Only GB's authority
 * publishes a method for every one (HMRC tax table routines, weekly NIC thresholds); the others are priced
 * per calendar month only until their period figures are tabled (tables/<CC>/SOURCES.md, "Pay frequencies").
 */
export const pricedFrequencies: Record<Jurisdiction, readonly PayFrequency[]> = {
  GB: payFrequencies,
  KE: ['monthly'],
  NG: ['monthly'],
  GH: ['monthly'],
  ZA: ['monthly'],
  SG: ['monthly'],
};

export const refusalReasons: Record<Exclude<Jurisdiction, 'GB'>, string> = {
  KE: 'KRA publishes PAYE bands, personal relief and the NSSF tiers as monthly figures, and SHIF and the housing levy on gross monthly salary; the service prices calendar months only',
  NG: 'the method annualises a calendar month\'s emoluments (x 12) and tables the pension, NHF and reliefs per month; week-based periods are not yet tabled',
  GH: 'GRA publishes PAYE bands as monthly figures and SSNIT contributions are monthly; the service prices calendar months only',
  ZA: 'SARS annualises weekly, fortnightly and four-weekly pay over 52, 26 or 13 periods, but the medical scheme fees credit and the UIF ceiling are tabled per month only; the service prices calendar months only',
  SG: 'CPF contributions are computed on the wages of a calendar month (CPF Act s.7, CPF Board contribution rates), so a run must cover one calendar month',
};

/**
 * Why a run for `jurisdiction` over `period` cannot be priced, as a Rejection (422 validation_failed), or null
 * when it can: the period is no pay frequency, or one the jurisdiction's authority gives no method for.
 */
export function payPeriodRefusal(jurisdiction: Jurisdiction, period: { start: string; end: string }): Rejection | null {
  const frequency = payFrequencyOf(period);
  if (frequency === null) {
    const days = daysInclusive(period.start, period.end);
    return new Rejection(
      'validation_failed',
      `The period ${period.start} to ${period.end} (${days} days) is no pay frequency: a pay run covers one whole calendar month, or exactly 7, 14 or 28 days.`,
      { reason: 'unsupported_pay_period', period_days: days, fields: { period_end: 'must end a whole calendar month, or 7, 14 or 28 days after period_start (inclusive)' } },
    );
  }
  if (pricedFrequencies[jurisdiction].includes(frequency)) return null;
  const why = refusalReasons[jurisdiction as Exclude<Jurisdiction, 'GB'>];
  return new Rejection('validation_failed', `${jurisdiction} pay runs cannot be ${frequency.replace('_', '-')}: ${why}.`, {
    reason: 'pay_frequency_not_supported',
    jurisdiction,
    pay_frequency: frequency,
    supported_frequencies: pricedFrequencies[jurisdiction],
    fields: { period_start: `a ${jurisdiction} pay run covers one whole calendar month` },
  });
}
