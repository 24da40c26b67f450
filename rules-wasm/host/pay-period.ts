import { periodDaysOf, taxPeriodNumber, type PayFrequency } from '../../domain/payroll/payFrequency.ts';
import { daysInclusive } from '../../domain/payroll/calendarDays.ts';
import type { ManifestJurisdiction } from './manifest.ts';
import { taxYearOf } from './tax-year.ts';

export interface PayPeriod {
  frequency: PayFrequency;
  /** Tax month (monthly) or tax week, a multiple of the period's weeks (GB week 54 / 56 for the extra payday). */
  taxPeriod: number;
}

// A pay run repeats one period for every employee.
const known = new Map<string, PayPeriod>();

/**
 * The period's number in the tax year, counted from its last day (the engine takes it as the payment date). Monthly
 * pay takes any period, as the tax month of its last day. Week 1 is the tax year's first seven days; a two- or
 * four-weekly period is numbered by the last week of the multiple it completes (HMRC PAYE Manual PAYE70015: weeks
 * 54 and 56), and must be exactly that many days.
 */
export function payPeriodOf(taxYear: ManifestJurisdiction['taxYear'], frequency: PayFrequency, periodStart: string, periodEnd: string): PayPeriod {
  const key = `${taxYear.startMonth}-${taxYear.startDay}:${frequency}:${periodStart}:${periodEnd}`;
  const cached = known.get(key);
  if (cached) return cached;
  const days = periodDaysOf(frequency);
  if (days !== null && daysInclusive(periodStart, periodEnd) !== days) {
    throw new RangeError(`a ${frequency} period is ${days} days: ${periodStart} to ${periodEnd} is not`);
  }
  const period = { frequency, taxPeriod: taxPeriodNumber(frequency, taxYearOf(taxYear, periodEnd).start, periodEnd) };
  if (known.size > 10_000) known.clear();
  known.set(key, period);
  return period;
}
