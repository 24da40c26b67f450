import { payFrequencyOf, taxPeriodNumber, type PayFrequency } from '../../domain/payroll/payFrequency.ts';
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
 * The frequency of a period and its number in the tax year, counted from the period's last day (the engine
 * takes it as the payment date). Week 1 is the tax year's first seven days; a two- or four-weekly period is
 * numbered by the last week of the multiple it completes (HMRC PAYE Manual PAYE70015: weeks 54 and 56).
 */
export function payPeriodOf(taxYear: ManifestJurisdiction['taxYear'], periodStart: string, periodEnd: string): PayPeriod {
  const key = `${taxYear.startMonth}-${taxYear.startDay}:${periodStart}:${periodEnd}`;
  const cached = known.get(key);
  if (cached) return cached;
  const frequency = payFrequencyOf({ start: periodStart, end: periodEnd });
  if (frequency === null) {
    throw new RangeError(`period ${periodStart} to ${periodEnd} is no pay frequency the engine prices (a calendar month, or 7, 14 or 28 days)`);
  }
  const taxPeriod = taxPeriodNumber(frequency, taxYearOf(taxYear, periodEnd).start, periodEnd);
  const period = { frequency, taxPeriod };
  if (known.size > 10_000) known.clear();
  known.set(key, period);
  return period;
}
