import { minorUnitsOf } from '../currencies.ts';

/*
 * Exact currency conversion. A rate is a decimal string ("129.5" KES per USD); amounts are minor units of
 * their own currency, so the minor units of both currencies (ISO 4217) take part.
 */

interface Rational {
  numerator: bigint;
  denominator: bigint;
}

function parseRate(rate: string): Rational {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new Error(`not a decimal rate: ${rate}`);
  const fraction = match[2] ?? '';
  return { numerator: BigInt(match[1]! + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** Rounds numerator/denominator (both positive) half up to an integer. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/**
 * Converts `amountMinor` of `from` into `to`, where `rate` units of `to` buy one unit of `from` when
 * `direction` is 'multiply', or one unit of `to` costs `rate` units of `from` when it is 'divide'.
 */
export function convertMinor(amountMinor: number, from: string, to: string, rate: string, direction: 'multiply' | 'divide'): number {
  const r = parseRate(rate);
  const shift = minorUnitsOf(to) - minorUnitsOf(from);
  let numerator = BigInt(amountMinor) * (direction === 'multiply' ? r.numerator : r.denominator);
  let denominator = direction === 'multiply' ? r.denominator : r.numerator;
  if (shift >= 0) numerator *= 10n ** BigInt(shift);
  else denominator *= 10n ** BigInt(-shift);
  return Number(roundHalfUp(numerator, denominator));
}
