import type { ComponentCode } from '../jurisdictions.ts';
import { daysInclusive } from './calendarDays.ts';
import { daysApplying, employedSpan, type CompensationRowAmount, type Employment, type Period } from './periodCompensation.ts';

/** "16 of 31 days": what a prorated line paid for, printed with it (snake case as stored and served). */
export interface ProrationBasis {
  days_paid: number;
  days_in_period: number;
}

/**
 * For each component whose proratable rows paid for fewer days than the period has (a start, a leaving date or
 * a row starting or ending inside the period), the days paid of the days in the period, counted the way
 * periodCompensation counts them. A component paid for every day of the period is not prorated, even when its
 * amount changed mid-period, so it is absent.
 */
export function prorationBases(
  rows: readonly CompensationRowAmount[],
  employment: Employment,
  period: Period,
): Map<ComponentCode, ProrationBasis> {
  const bases = new Map<ComponentCode, ProrationBasis>();
  const employed = employedSpan(employment, period);
  if (employed === null) return bases;
  const daysInPeriod = daysInclusive(period.start, period.end);
  // Summed like the pay itself: periodCompensation adds each row's days, so the basis says what was paid for.
  const paidDays = new Map<ComponentCode, number>();
  for (const row of rows) {
    if (!row.proratable || row.amount_minor === 0) continue;
    const days = daysApplying(row, employed);
    if (days > 0) paidDays.set(row.component_code, (paidDays.get(row.component_code) ?? 0) + days);
  }
  for (const [code, days] of paidDays) {
    if (days < daysInPeriod) bases.set(code, { days_paid: days, days_in_period: daysInPeriod });
  }
  return bases;
}
