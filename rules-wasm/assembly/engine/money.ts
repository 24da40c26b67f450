import { RATE_DENOMINATOR } from "../../build/generated/layout";

// Exact intermediate amounts are kept in "micro-minor" units (minor units x RATE_DENOMINATOR), so a
// minor amount times a rate in parts per million is exact; rounding happens only where an authority
// says, through a Rounding.
export const HALF_UP: i32 = 0;
export const HALF_EVEN: i32 = 1;
export const DOWN: i32 = 2;
export const UP: i32 = 3;

// |amount| above this would overflow when multiplied by a rate of up to 100% in micro-minor units.
const LARGEST_AMOUNT: i64 = 9_000_000_000_000;

export class Rounding {
  mode: i32;
  /** Round to a multiple of this many minor units (1 = to the minor unit, 100 = to the major unit). */
  step: i64;
  constructor(mode: i32, step: i64) {
    this.mode = mode;
    this.step = step;
  }
}

export const TO_MINOR_HALF_UP = new Rounding(HALF_UP, 1);

function checkAmount(value: i64): void {
  if (value > LARGEST_AMOUNT || value < -LARGEST_AMOUNT) abort("amount out of the engine's range (|x| <= 9e12 minor units)");
}

/** Exact value of `minor` in micro-minor units. */
export function exact(minor: i64): i64 {
  checkAmount(minor);
  return minor * RATE_DENOMINATOR;
}

/** Exact `base x rate` (rate in parts per million), in micro-minor units. */
export function exactTimesRate(base: i64, rate: i64): i64 {
  checkAmount(base);
  return base * rate;
}

/** Non-negative numerator / positive denominator, rounded by mode. */
@inline function divideRounded(numerator: i64, denominator: i64, mode: i32): i64 {
  let quotient = numerator / denominator;
  const remainder = numerator - quotient * denominator; // one i64 division, not two
  if (remainder == 0) return quotient;
  if (mode == UP) quotient++;
  else if (mode == HALF_UP) {
    if (remainder * 2 >= denominator) quotient++;
  } else if (mode == HALF_EVEN) {
    if (remainder * 2 > denominator || (remainder * 2 == denominator && (quotient & 1) == 1)) quotient++;
  }
  return quotient;
}

/** numerator / denominator rounded to a multiple of rounding.step; negative values round symmetrically (DOWN is toward zero). */
export function divide(numerator: i64, denominator: i64, rounding: Rounding): i64 {
  if (denominator <= 0) abort("divide: denominator must be positive");
  const negative = numerator < 0;
  const magnitude = negative ? -numerator : numerator;
  const units = divideRounded(magnitude, denominator * rounding.step, rounding.mode) * rounding.step;
  return negative ? -units : units;
}

/** An exact micro-minor value rounded to minor units by `rounding`. */
export function round(exactValue: i64, rounding: Rounding): i64 {
  if (rounding.step != 1) return divide(exactValue, RATE_DENOMINATOR, rounding);
  // The common case (to the minor unit) divides by a constant, which compiles to a multiplication.
  const negative = exactValue < 0;
  const magnitude = negative ? -exactValue : exactValue;
  let quotient = magnitude / RATE_DENOMINATOR;
  const remainder = magnitude - quotient * RATE_DENOMINATOR;
  if (remainder != 0) {
    const mode = rounding.mode;
    if (mode == UP) quotient++;
    else if (mode == HALF_UP) {
      if (remainder * 2 >= RATE_DENOMINATOR) quotient++;
    } else if (mode == HALF_EVEN) {
      if (remainder * 2 > RATE_DENOMINATOR || (remainder * 2 == RATE_DENOMINATOR && (quotient & 1) == 1)) quotient++;
    }
  }
  return negative ? -quotient : quotient;
}

/** A minor amount re-rounded to a coarser step (e.g. tax to the whole shilling). */
export function roundMinor(minor: i64, rounding: Rounding): i64 {
  return divide(minor, 1, rounding);
}

/** base x rate, rounded. */
export function applyRate(base: i64, rate: i64, rounding: Rounding): i64 {
  return round(exactTimesRate(base, rate), rounding);
}

export function min64(a: i64, b: i64): i64 {
  return a < b ? a : b;
}

export function max64(a: i64, b: i64): i64 {
  return a > b ? a : b;
}
