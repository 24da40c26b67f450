import { Payslip } from "../engine/payslip";
import { divide, roundMinor, applyRate, max64 } from "../engine/money";
import { Bands, Parameters, NONE, UNLIMITED } from "../engine/tables";
import { RATE_DENOMINATOR } from "../../build/generated/layout";
import {
  PAYE, PAYE_MONTHLY_ADJUSTMENT_PER_500, PAYE_OVERRIDING_LIMIT, PAYE_CODE_BLOCK, PAYE_MONTHS_IN_YEAR,
  PAYE_PAY_ADJUSTMENT, PAYE_TAXABLE_PAY, PAYE_TAX_DUE, PAYE_DEDUCTION_CAP,
  INCOME_TAX, INCOME_TAX_WALES, INCOME_TAX_SCOTLAND, PAYE_WEEKLY, PAYE_WEEKLY_WEEKLY_ADJUSTMENT_PER_500, PAYE_WEEKLY_WEEKS_IN_YEAR,
  LINE_PAYE, LINE_TAXABLE_PAY_AFTER_ADJUSTMENT, LINE_PAY_ADJUSTMENT_TO_DATE, LINE_TAX_DUE_TO_DATE, LINE_TAX_HELD_BY_OVERRIDING_LIMIT,
  YTD_TAXABLE_PAY_TO_DATE, YTD_TAX_PAID_TO_DATE,
} from "../../build/generated/gb";
import { TaxCode, SUFFIX, K_CODE, NO_TAX, flatBand, isFlat } from "./gb-tax-code";

// PAYE income tax, HMRC Specification for PAYE Tax Table Routines (computerised method) and the
// Income Tax (PAYE) Regulations 2003 reg. 23 (cumulative) / 24 (non-cumulative).

/** Pay adjustment for one month of code number `n` (Tables A): whole blocks of 500 at the published monthly figure, the remainder (10r + 9) / 12 rounded up to the penny. */
export function monthlyPayAdjustment(n: i64, paye: Parameters): i64 {
  if (n <= 0) return 0;
  const block = paye.count(PAYE_CODE_BLOCK);
  const blocks = (n - 1) / block;
  const remainder = n - blocks * block;
  const remainderPart = divide((remainder * 10 + 9) * 100, paye.count(PAYE_MONTHS_IN_YEAR), paye.rounding(PAYE_PAY_ADJUSTMENT));
  return blocks * paye.amount(PAYE_MONTHLY_ADJUSTMENT_PER_500) + remainderPart;
}

/** Pay adjustment for one week of code number `n` (weekly Tables A): whole blocks of 500 at 96.16, the remainder (10r + 9) / 52 rounded up to the penny. */
export function weeklyPayAdjustment(n: i64, paye: Parameters, weekly: Parameters): i64 {
  if (n <= 0) return 0;
  const block = paye.count(PAYE_CODE_BLOCK);
  const blocks = (n - 1) / block;
  const remainder = n - blocks * block;
  const remainderPart = divide((remainder * 10 + 9) * 100, weekly.count(PAYE_WEEKLY_WEEKS_IN_YEAR), paye.rounding(PAYE_PAY_ADJUSTMENT));
  return blocks * weekly.amount(PAYE_WEEKLY_WEEKLY_ADJUSTMENT_PER_500) + remainderPart;
}

// Taxable pay to date up to about £10bn keeps every product below inside i64.
const LARGEST_TAXABLE: i64 = 1_000_000_000_000;
// Micro-minor units (RATE_DENOMINATOR per penny) in one pound, and in HMRC's fourth decimal place of a pound.
const MICRO_PER_POUND: i64 = 100 * RATE_DENOMINATOR;
const MICRO_PER_FOURTH_DECIMAL: i64 = MICRO_PER_POUND / 10_000;

/** HMRC Specification for PAYE Tax Table Routines (Appendix C/D): a cumulative figure for period n (tax month or week) is the annual figure x n / periods, rounded down to 4 decimal places of a pound; in micro-minor units. */
function toDateFourDecimals(annualMicro: i64, month: i64, months: i64): i64 {
  const value = annualMicro * month / months;
  return value - value % MICRO_PER_FOURTH_DECIMAL;
}

/** Cumulative taxable pay limit of band `i` for the period (c_in), micro-minor units; UNLIMITED for the top band. */
function limitToDate(bands: Bands, i: i32, month: i64, months: i64): i64 {
  const annual = bands.upperOf(i);
  if (annual == UNLIMITED) return UNLIMITED;
  return toDateFourDecimals(annual * RATE_DENOMINATOR, month, months);
}

/** The pound-rounded-up limit the taxable pay is compared with (Tables B-D "Column 1"; £3,142 for month 1 of 37,700). */
function wholePoundLimit(limitMicro: i64): i64 {
  if (limitMicro == UNLIMITED) return UNLIMITED;
  return (limitMicro + MICRO_PER_POUND - 1) / MICRO_PER_POUND * MICRO_PER_POUND;
}

/** The band the taxable pay to date falls in: the first whose whole-pound limit it does not exceed. */
function bandOf(bands: Bands, taxableMicro: i64, month: i64, months: i64): i32 {
  for (let i = 0; i < bands.count - 1; i++) {
    if (taxableMicro <= wholePoundLimit(limitToDate(bands, i, month, months))) return i;
  }
  return bands.count - 1;
}

/**
 * Tax due to date, HMRC's routine to the letter: find the band k of the taxable pay U (whole pounds) by
 * comparing U with each cumulative limit rounded up to the pound; then tax = v(k-1) + (U - c(k-1)) x R(k),
 * where c(k-1) is the cumulative limit of the band below and v(k-1) the cumulative tax on all bands below
 * (annual tax on them x n / periods), both to 4 decimal places rounded down; the result rounded down to the
 * penny. U at exactly the rounded-up limit is taxed wholly at the lower rate, as HMRC's manual Tables B-D do
 * (Table B when taxable pay is "less than or equal to the figure in Column 1").
 * Scottish codes (`bandByBand`): v(k-1) is the sum of each lower band's tax for the period, each to 4 decimal
 * places rounded down. HMRC's 2025-26 Scottish test data needs it (Gen_W1M1_mthly/3: S45L, 3,164.24 -> 753.59,
 * where the whole figure 6,351.84 x 1/12 = 529.32 gives 753.60), while its rest-of-UK data needs the whole
 * figure (Gen_W1M1_mthly/7: 45L, 12,539.24 -> 4,475.25, band by band 4,475.24).
 */
export function taxDueOnBands(bands: Bands, taxable: i64, month: i64, months: i64, paye: Parameters, bandByBand: bool = false): i64 {
  if (taxable <= 0) return 0;
  if (taxable > LARGEST_TAXABLE) abort("GB: taxable pay to date beyond the engine's range");
  const taxableMicro = taxable * RATE_DENOMINATOR;
  const k = bandOf(bands, taxableMicro, month, months);
  let taxBelow: i64 = 0;
  if (bandByBand) {
    for (let i = 0; i < k; i++) taxBelow += toDateFourDecimals((bands.upperOf(i) - bands.lowerOf(i)) * bands.rateOf(i), month, months);
  } else {
    let annualTaxBelow: i64 = 0;
    for (let i = 0; i < k; i++) annualTaxBelow += (bands.upperOf(i) - bands.lowerOf(i)) * bands.rateOf(i);
    taxBelow = k == 0 ? 0 : toDateFourDecimals(annualTaxBelow, month, months);
  }
  const limitBelow = k == 0 ? 0 : limitToDate(bands, k - 1, month, months);
  // (U - c) x R, with U - c split into whole pennies and the 4-decimal remainder so the product stays in i64.
  const excess = taxableMicro - limitBelow;
  const excessPence = excess / RATE_DENOMINATOR;
  const excessFraction = excess % RATE_DENOMINATOR;
  const rate = bands.rateOf(k);
  const inBand = excessPence * rate + excessFraction * rate / RATE_DENOMINATOR;
  return divide(taxBelow + inBand, RATE_DENOMINATOR, paye.rounding(PAYE_TAX_DUE));
}

/** Rate of the band the taxable pay to date falls in, for the payslip. */
function marginalRate(bands: Bands, taxable: i64, month: i64, months: i64): i64 {
  return bands.rateOf(bandOf(bands, taxable * RATE_DENOMINATOR, month, months));
}

/**
 * Prices the period's PAYE and moves the tax accumulators; returns the tax deducted (negative = refund).
 * `taxPeriod` is the tax month, or for week-based pay the tax week (a multiple of the weeks per period).
 */
export function pricePaye(p: Payslip, code: TaxCode, payThisPeriod: i64, taxPeriod: i32): i64 {
  const day = p.asOfDay;
  const paye = PAYE.at(day);
  const bands = code.scottish ? INCOME_TAX_SCOTLAND.at(day) : code.welsh ? INCOME_TAX_WALES.at(day) : INCOME_TAX.at(day);
  const weeks = p.weeksPerPeriod;
  const weekly = weeks > 0 ? PAYE_WEEKLY.at(day) : null;
  const periods = weekly !== null ? weekly.count(PAYE_WEEKLY_WEEKS_IN_YEAR) : paye.count(PAYE_MONTHS_IN_YEAR);
  // The extra payday (week 53, 54 or 56) is taxed on the week 1 / 2 / 4 basis, non-cumulatively (PAYE70015).
  const nonCumulative = code.nonCumulative || <i64>taxPeriod > periods;
  // Week 1 / month 1 basis: one period's allowance and band limits, i.e. the first period of the year.
  const period: i64 = nonCumulative ? (weeks > 0 ? weeks : 1) : <i64>taxPeriod;
  const perPeriodAdjustment = weekly !== null ? weeklyPayAdjustment(code.number, paye, weekly) : monthlyPayAdjustment(code.number, paye);
  const payToDate = nonCumulative ? payThisPeriod : p.ytd(YTD_TAXABLE_PAY_TO_DATE) + payThisPeriod;
  const paidBefore: i64 = nonCumulative ? 0 : p.ytd(YTD_TAX_PAID_TO_DATE);
  p.setYtd(YTD_TAXABLE_PAY_TO_DATE, p.ytd(YTD_TAXABLE_PAY_TO_DATE) + payThisPeriod);

  if (code.kind == NO_TAX) {
    // Code NT: no tax is due to date, so on the cumulative basis all tax paid to date is refunded (HMRC
    // 2025-26 test data Gen_cumul-mthly/10 and Gen_cumul-wkly/10); week1/month1 deducts and refunds nothing.
    const refund = -paidBefore;
    p.line(LINE_TAX_DUE_TO_DATE, 0, payToDate, NONE, paye.ref);
    p.line(LINE_PAYE, refund, payThisPeriod, NONE, paye.ref);
    p.addYtd(YTD_TAX_PAID_TO_DATE, refund);
    return refund;
  }

  let adjustment: i64 = 0;
  if (code.kind == SUFFIX) adjustment = perPeriodAdjustment * period;
  else if (code.kind == K_CODE) adjustment = -perPeriodAdjustment * period;
  const taxable = roundMinor(max64(payToDate - adjustment, 0), paye.rounding(PAYE_TAXABLE_PAY));

  let due: i64;
  let rate: i64;
  if (isFlat(code)) {
    rate = bands.rateOf(flatBand(code, bands.count));
    due = applyRate(taxable, rate, paye.rounding(PAYE_TAX_DUE));
  } else {
    due = taxDueOnBands(bands, taxable, period, periods, paye, code.scottish);
    rate = taxable > 0 ? marginalRate(bands, taxable, period, periods) : NONE;
  }

  let tax = due - paidBefore;
  if (nonCumulative) tax = max64(tax, 0);
  // The overriding limit (reg. 2(1), 23(5), 24): at most 50% of this period's pay; the rest waits.
  const limit = max64(applyRate(payThisPeriod, paye.rate(PAYE_OVERRIDING_LIMIT), paye.rounding(PAYE_DEDUCTION_CAP)), 0);
  let held: i64 = 0;
  if (tax > limit) {
    held = tax - limit;
    tax = limit;
  }

  if (code.kind == SUFFIX || code.kind == K_CODE) p.line(LINE_PAY_ADJUSTMENT_TO_DATE, adjustment, payToDate, NONE, paye.ref);
  p.line(LINE_TAXABLE_PAY_AFTER_ADJUSTMENT, taxable, payToDate, NONE, paye.ref);
  p.line(LINE_TAX_DUE_TO_DATE, due, taxable, rate, bands.ref);
  p.lineIfAny(LINE_TAX_HELD_BY_OVERRIDING_LIMIT, held, payThisPeriod, paye.rate(PAYE_OVERRIDING_LIMIT), paye.ref);
  p.line(LINE_PAYE, tax, payThisPeriod, rate, bands.ref);
  p.addYtd(YTD_TAX_PAID_TO_DATE, tax);
  return tax;
}
