import type { ComponentCode } from '../jurisdictions.ts';
import { addDays, daysInclusive, earlierOf, laterOf } from './calendarDays.ts';

/** A compensation row with its amount opened: minor units of the denomination currency, per pay period. */
export interface CompensationRowAmount {
  component_code: ComponentCode;
  amount_minor: number;
  proratable: boolean;
  effective_from: string;
  /** Exclusive; null while open. */
  effective_to: string | null;
}

export interface Employment {
  start_date: string | null;
  end_date: string | null;
}

export interface Period {
  start: string;
  end: string;
}

/**
 * What each component pays for the period (contract "Pricing"). A proratable row pays for the calendar days
 * it applies while the person is employed, over the days of the period, rounded half up at the minor unit. A
 * row that is not proratable (bonus, overtime, commission) pays whole: the one in force on the last day
 * employed in the period, so a change mid-period never pays twice.
 */
export function periodCompensation(
  rows: readonly CompensationRowAmount[],
  employment: Employment,
  period: Period,
): { code: ComponentCode; amountMinor: number }[] {
  const employedFrom = laterOf(period.start, employment.start_date ?? period.start);
  const employedTo = earlierOf(period.end, employment.end_date ?? period.end);
  if (employedFrom > employedTo) return [];
  const periodDays = BigInt(daysInclusive(period.start, period.end));

  const totals = new Map<ComponentCode, bigint>();
  const add = (code: ComponentCode, amount: bigint) => totals.set(code, (totals.get(code) ?? 0n) + amount);
  for (const row of rows) {
    const rowLast = row.effective_to === null ? employedTo : addDays(row.effective_to, -1);
    if (row.proratable) {
      const from = laterOf(employedFrom, row.effective_from);
      const to = earlierOf(employedTo, rowLast);
      if (from > to) continue;
      const days = BigInt(daysInclusive(from, to));
      add(row.component_code, (BigInt(row.amount_minor) * days * 2n + periodDays) / (periodDays * 2n));
    } else if (row.effective_from <= employedTo && rowLast >= employedTo) {
      add(row.component_code, BigInt(row.amount_minor));
    }
  }
  return [...totals].filter(([, amount]) => amount > 0n).map(([code, amount]) => ({ code, amountMinor: Number(amount) }));
}
