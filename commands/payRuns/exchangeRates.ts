import type { Queryable } from '../../db/connect.ts';
import { findFxRate } from '../../db/fxRates.ts';
import { convertMinor } from '../../domain/payroll/exchange.ts';
import { Rejection } from '../../domain/rejection.ts';

export interface Conversion {
  /** As set by the operator: units of the quote currency per one unit of the base currency. */
  rate: string;
  convert(amountMinor: number): number;
}

/**
 * The latest rate set on or before the as-of date (contract "Pricing"), either way round: a rate set for
 * USD→KES also converts KES into USD. Looked up once per pair for a whole calculation.
 */
export function exchangeRatesOn(sql: Queryable, asOfDate: string) {
  const cache = new Map<string, Promise<Conversion>>();
  return (from: string, to: string): Promise<Conversion> => {
    const key = `${from}>${to}`;
    let conversion = cache.get(key);
    if (!conversion) {
      conversion = lookUp(sql, from, to, asOfDate);
      cache.set(key, conversion);
    }
    return conversion;
  };
}

async function lookUp(sql: Queryable, from: string, to: string, asOfDate: string): Promise<Conversion> {
  const direct = await findFxRate(sql, from, to, asOfDate);
  if (direct) return { rate: direct.rate, convert: (amount) => convertMinor(amount, from, to, direct.rate, 'multiply') };
  const inverse = await findFxRate(sql, to, from, asOfDate);
  if (inverse) return { rate: inverse.rate, convert: (amount) => convertMinor(amount, from, to, inverse.rate, 'divide') };
  throw new Rejection('validation_failed', `No FX rate between ${from} and ${to} is set on or before ${asOfDate}.`, {
    missing_fx_rate: { from, to, on_or_before: asOfDate },
  });
}
