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
  const employed = employedSpan(employment, period);
  if (employed === null) return [];
  const periodDays = BigInt(daysInclusive(period.start, period.end));

  const totals = new Map<ComponentCode, bigint>();
  const add = (code: ComponentCode, amount: bigint) => totals.set(code, (totals.get(code) ?? 0n) + amount);
  for (const row of rows) {
    if (row.proratable) {
      const days = daysApplying(row, employed);
      if (days === 0) continue;
      add(row.component_code, (BigInt(row.amount_minor) * BigInt(days) * 2n + periodDays) / (periodDays * 2n));
    } else if (row.effective_from <= employed.to && lastDayOf(row, employed) >= employed.to) {
      add(row.component_code, BigInt(row.amount_minor));
    }
  }
  return [...totals].filter(([, amount]) => amount > 0n).map(([code, amount]) => ({ code, amountMinor: Number(amount) }));
}

/** The days of the period the person is employed, or null when none. */
export function employedSpan(employment: Employment, period: Period): { from: string; to: string } | null {
  const from = laterOf(period.start, employment.start_date ?? period.start);
  const to = earlierOf(period.end, employment.end_date ?? period.end);
  return from > to ? null : { from, to };
}

/** The last day a row applies, within the employed span (its `effective_to` is exclusive). */
function lastDayOf(row: CompensationRowAmount, employed: { to: string }): string {
  return row.effective_to === null ? employed.to : addDays(row.effective_to, -1);
}

/** Calendar days a row applies while the person is employed in the period: what a proratable row pays for. */
export function daysApplying(row: CompensationRowAmount, employed: { from: string; to: string }): number {
  const from = laterOf(employed.from, row.effective_from);
  const to = earlierOf(employed.to, lastDayOf(row, employed));
  return from > to ? 0 : daysInclusive(from, to);
}
