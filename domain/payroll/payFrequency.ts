import type { Jurisdiction } from '../jurisdictions.ts';
import { Rejection } from '../rejection.ts';
import { daysInclusive } from './calendarDays.ts';

/**
 * How often a run pays, chosen when it is created (`pay_frequency`, monthly unless given): compensation amounts
 * are per pay period (domain/payroll/periodCompensation.ts), and the frequency decides which statutory period
 * figures apply to them.
 */
export const payFrequencies = ['monthly', 'weekly', 'fortnightly', 'four_weekly'] as const;
export type PayFrequency = (typeof payFrequencies)[number];

/** Weeks in one period of a week-based frequency; 0 for monthly. */
export const weeksPerPeriod: Record<PayFrequency, number> = { monthly: 0, weekly: 1, fortnightly: 2, four_weekly: 4 };

/** Days in one period of a week-based frequency (weekly 7, fortnightly 14, four-weekly 28); null for monthly. */
export function periodDaysOf(frequency: PayFrequency): number | null {
  return frequency === 'monthly' ? null : weeksPerPeriod[frequency] * 7;
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
 * publishes a method for every one (HMRC tax table routines, weekly NIC thresholds); the others price
 * monthly pay only until their period figures are tabled (tables/<CC>/SOURCES.md, "Pay frequencies").
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
  KE: 'KRA publishes PAYE bands, personal relief and the NSSF tiers as monthly figures, and SHIF and the housing levy on gross monthly salary; the service prices monthly pay only',
  NG: 'the method annualises a calendar month\'s emoluments (x 12) and tables the pension, NHF and reliefs per month; week-based periods are not yet tabled',
  GH: 'GRA publishes PAYE bands as monthly figures and SSNIT contributions are monthly; the service prices monthly pay only',
  ZA: 'SARS annualises weekly, fortnightly and four-weekly pay over 52, 26 or 13 periods, but the medical scheme fees credit and the UIF ceiling are tabled per month only; the service prices monthly pay only',
  SG: 'CPF contributions are computed on the wages of a calendar month (CPF Act s.7, CPF Board contribution rates), so a run must pay monthly',
};

/**
 * Why a run for `jurisdiction` paying at `frequency` over `period` cannot be priced, as a Rejection (422
 * validation_failed), or null when it can. Monthly pay takes any period, priced as the tax month of its last day
 * (a whole month, a month from any day, a starter's or a split month, as before frequencies existed); a week-based
 * frequency needs a period of exactly its length, in a jurisdiction whose authority gives a method for it.
 */
export function payPeriodRefusal(jurisdiction: Jurisdiction, frequency: PayFrequency, period: { start: string; end: string }): Rejection | null {
  const expectedDays = periodDaysOf(frequency);
  const days = daysInclusive(period.start, period.end);
  if (expectedDays === null && period.end >= sameDayNextMonth(period.start)) {
    return new Rejection(
      'validation_failed',
      `A monthly pay run covers at most one calendar month; ${period.start} to ${period.end} is ${days} days.`,
      { reason: 'period_longer_than_frequency', pay_frequency: frequency, period_days: days, fields: { period_end: `must be before ${sameDayNextMonth(period.start)} for monthly pay` } },
    );
  }
  if (expectedDays !== null && days !== expectedDays) {
    return new Rejection(
      'validation_failed',
      `A ${frequency.replace('_', '-')} pay run covers exactly ${expectedDays} days; ${period.start} to ${period.end} is ${days}.`,
      { reason: 'period_does_not_match_frequency', pay_frequency: frequency, period_days: days, fields: { period_end: `must be ${expectedDays - 1} days after period_start for ${frequency} pay` } },
    );
  }
  if (pricedFrequencies[jurisdiction].includes(frequency)) return null;
  const why = refusalReasons[jurisdiction as Exclude<Jurisdiction, 'GB'>];
  return new Rejection('validation_failed', `${jurisdiction} pay runs cannot be ${frequency.replace('_', '-')}: ${why}.`, {
    reason: 'pay_frequency_not_supported',
    jurisdiction,
    pay_frequency: frequency,
    supported_frequencies: pricedFrequencies[jurisdiction],
    fields: { pay_frequency: `${jurisdiction} pays ${pricedFrequencies[jurisdiction].join(', ')}` },
  });
}

/** The same day of the next month, or that month's last day when it is shorter (31 January → 28 or 29 February). */
function sameDayNextMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (y === 9999 && m === 12) return '9999-12-32'; // past the last date PostgreSQL's and ISO's four-digit years hold
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}
