import { z } from 'zod';

/**
 * The largest amount, in minor units, that any one money input may hold: compensation, a pay item (or the sum of
 * an employee's items in a run), an opening balance, a profile's relief amount, an amount after FX conversion.
 *
 * The WASM engine refuses any amount above 9e12 minor units (rules-wasm/assembly/engine/money.ts, LARGEST_AMOUNT:
 * a minor amount times a rate in parts per million must fit an i64). An input of 1e11 leaves room for what the
 * engine builds from inputs: a weekly amount annualised (× 52), twelve or fifty-two periods of year to date on top
 * of an opening balance. 1e11 minor units is a billion units of any currency, far above any salary.
 */
export const largestInputMinor = 100_000_000_000;

export const engineRangeText = 'must be at most 100,000,000,000 minor units (the pricing engine range)';
const rangeText = engineRangeText;

/** A money input of `least` (0 or 1) or more minor units, within the engine's range. */
export const moneyInput = (least: 0 | 1 = 0) =>
  z
    .number({ error: 'must be an integer number of minor units' })
    .int('must be an integer number of minor units')
    .min(least, least === 0 ? 'must not be negative' : 'must be greater than 0')
    .max(largestInputMinor, rangeText);

/** A signed money input (an opening balance may be negative after a refund), within the engine's range. */
export const signedMoneyInput = () =>
  z
    .number({ error: 'must be an integer number of minor units' })
    .int('must be an integer number of minor units')
    .min(-largestInputMinor, 'must be at least -100,000,000,000 minor units (the pricing engine range)')
    .max(largestInputMinor, rangeText);

/** Why an amount is beyond the engine's range, or null. */
export function beyondEngineRange(amountMinor: number): string | null {
  return Math.abs(amountMinor) > largestInputMinor ? rangeText : null;
}
