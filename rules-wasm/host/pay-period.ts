import { periodDaysOf, taxPeriodNumber, type PayFrequency } from '../../domain/payroll/payFrequency.ts';
import { daysInclusive } from '../../domain/payroll/calendarDays.ts';
import type { ManifestJurisdiction } from './manifest.ts';
import { taxYearOf } from './tax-year.ts';

export interface PayPeriod {
  frequency: PayFrequency;
  /** Tax month (monthly) or tax week, a multiple of the period's weeks (GB week 54 / 56 for the extra payday). */
  taxPeriod: number;
}

/**
 * The period's number in the tax year, counted from its last day (the engine takes it as the payment date). Monthly
 * pay takes any period, as the tax month of its last day. Week 1 is the tax year's first seven days; a two- or
 * four-weekly period is numbered by the last week of the multiple it completes (HMRC PAYE Manual PAYE70015: weeks
 * 54 and 56), and must be exactly that many days. The record writer keeps the last one per jurisdiction: a pay
 * run repeats one period for every employee.
 */
export function payPeriodOf(taxYear: ManifestJurisdiction['taxYear'], frequency: PayFrequency, periodStart: string, periodEnd: string): PayPeriod {
  const days = periodDaysOf(frequency);
  if (days !== null && daysInclusive(periodStart, periodEnd) !== days) {
    throw new RangeError(`a ${frequency} period is ${days} days: ${periodStart} to ${periodEnd} is not`);
  }
  return { frequency, taxPeriod: taxPeriodNumber(frequency, taxYearOf(taxYear, periodEnd).start, periodEnd) };
}
