import { Payslip } from "../engine/payslip";
import { PROFILE_TAX_CODE, PROFILE_WEEK1_MONTH1 } from "../../build/generated/gb";

// HMRC tax codes as England/Wales/NI employers operate them (HMRC Specification for PAYE Tax Table
// Routines paras 4-12): a code number with an L/M/N/T suffix (0T included), a K code, or one of the
// flat codes BR, D0, D1, NT; a C prefix for Welsh taxpayers, an S prefix for Scottish taxpayers (who
// also have SD2 and SD3); W1, M1 or X for the non-cumulative basis.

export const SUFFIX: i32 = 0;
export const K_CODE: i32 = 1;
export const BASIC_RATE: i32 = 2;
export const HIGHER_RATE: i32 = 3;
export const ADDITIONAL_RATE: i32 = 4;
export const NO_TAX: i32 = 5;
/** Scottish flat codes SD2 (advanced rate) and SD3 (top rate). */
export const FOURTH_RATE: i32 = 6;
export const FIFTH_RATE: i32 = 7;

/** The band a flat code charges on all pay: BR/D0/D1 = bands 0/1/2 for the rest of the UK; for Scotland SBR = basic (band 1), SD0 = intermediate, SD1 = higher, SD2 = advanced, SD3 = top. */
export function flatBand(code: TaxCode, bandCount: i32): i32 {
  const step = code.kind == FOURTH_RATE ? 3 : code.kind == FIFTH_RATE ? 4 : code.kind - BASIC_RATE;
  const band = code.scottish ? step + 1 : step;
  // 2023-24 had five Scottish bands: SD2 was the top rate then.
  return band < bandCount ? band : bandCount - 1;
}

export function isFlat(code: TaxCode): bool {
  return code.kind == BASIC_RATE || code.kind == HIGHER_RATE || code.kind == ADDITIONAL_RATE || code.kind == FOURTH_RATE || code.kind == FIFTH_RATE;
}

export class TaxCode {
  kind: i32 = SUFFIX;
  /** The code number (allowance / 10), for SUFFIX and K_CODE. */
  number: i64 = 0;
  welsh: bool = false;
  scottish: bool = false;
  nonCumulative: bool = false;
}

const C: i32 = 67;
const S: i32 = 83;
const TWO: i32 = 50;
const THREE: i32 = 51;
const K: i32 = 75;
const B: i32 = 66;
const R: i32 = 82;
const D: i32 = 68;
const N: i32 = 78;
const T: i32 = 84;
const L: i32 = 76;
const M: i32 = 77;
const W: i32 = 87;
const X: i32 = 88;
const SPACE: i32 = 32;
const ZERO: i32 = 48;
const ONE: i32 = 49;

function isDigit(ch: i32): bool {
  return ch >= ZERO && ch <= ZERO + 9;
}

const code = new TaxCode();

/** The employee's code, read from the profile (validated on write by domain/jurisdictions.ts). */
export function readTaxCode(p: Payslip): TaxCode {
  code.kind = SUFFIX;
  code.number = 0;
  code.welsh = false;
  code.scottish = false;
  code.nonCumulative = p.profileFlag(PROFILE_WEEK1_MONTH1);
  let i = 0;
  let ch = p.profileChar(PROFILE_TAX_CODE, i);
  while (ch == SPACE) ch = p.profileChar(PROFILE_TAX_CODE, ++i);
  if (ch == C) {
    code.welsh = true;
    ch = p.profileChar(PROFILE_TAX_CODE, ++i);
  } else if (ch == S) {
    code.scottish = true;
    ch = p.profileChar(PROFILE_TAX_CODE, ++i);
  }
  const next = p.profileChar(PROFILE_TAX_CODE, i + 1);
  if (ch == K) {
    code.kind = K_CODE;
    i = readNumber(p, i + 1);
  } else if (ch == B && next == R) {
    code.kind = BASIC_RATE;
    i += 2;
  } else if (ch == D && next == ZERO) {
    code.kind = HIGHER_RATE;
    i += 2;
  } else if (ch == D && next == ONE) {
    code.kind = ADDITIONAL_RATE;
    i += 2;
  } else if (code.scottish && ch == D && next == TWO) {
    code.kind = FOURTH_RATE;
    i += 2;
  } else if (code.scottish && ch == D && next == THREE) {
    code.kind = FIFTH_RATE;
    i += 2;
  } else if (ch == N && next == T) {
    code.kind = NO_TAX;
    i += 2;
  } else if (isDigit(ch)) {
    i = readNumber(p, i);
    const suffix = p.profileChar(PROFILE_TAX_CODE, i);
    if (suffix != L && suffix != M && suffix != N && suffix != T) abort("GB: tax code has no L, M, N or T suffix");
    i++;
  } else {
    abort("GB: not an HMRC tax code (domain/jurisdictions.ts validates codes on write)");
  }
  ch = p.profileChar(PROFILE_TAX_CODE, i);
  while (ch == SPACE) ch = p.profileChar(PROFILE_TAX_CODE, ++i);
  const after = p.profileChar(PROFILE_TAX_CODE, i + 1);
  if (ch == X || ((ch == W || ch == M) && after == ONE)) code.nonCumulative = true;
  return code;
}

function readNumber(p: Payslip, start: i32): i32 {
  let i = start;
  let value: i64 = 0;
  let ch = p.profileChar(PROFILE_TAX_CODE, i);
  if (!isDigit(ch)) abort("GB: tax code number missing");
  while (isDigit(ch)) {
    value = value * 10 + <i64>(ch - ZERO);
    ch = p.profileChar(PROFILE_TAX_CODE, ++i);
  }
  code.number = value;
  return i;
}
