import { Payslip } from "../engine/payslip";
import { divide, roundMinor, applyRate, max64, min64 } from "../engine/money";
import { Bands, Parameters, NONE, UNLIMITED } from "../engine/tables";
import { RATE_DENOMINATOR } from "../../build/generated/layout";
import {
  PAYE, PAYE_MONTHLY_ADJUSTMENT_PER_500, PAYE_OVERRIDING_LIMIT, PAYE_CODE_BLOCK, PAYE_MONTHS_IN_YEAR,
  PAYE_PAY_ADJUSTMENT, PAYE_TAXABLE_PAY, PAYE_TAX_DUE, PAYE_DEDUCTION_CAP,
  INCOME_TAX, INCOME_TAX_WALES,
  LINE_PAYE, LINE_TAXABLE_PAY_AFTER_ADJUSTMENT, LINE_PAY_ADJUSTMENT_TO_DATE, LINE_TAX_DUE_TO_DATE, LINE_TAX_HELD_BY_OVERRIDING_LIMIT,
  YTD_TAXABLE_PAY_TO_DATE, YTD_TAX_PAID_TO_DATE,
} from "../../build/generated/gb";
import { TaxCode, SUFFIX, K_CODE, BASIC_RATE, HIGHER_RATE, ADDITIONAL_RATE, NO_TAX } from "./gb-tax-code";

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

// taxable x months x rate must stay inside i64: about £17bn of taxable pay to date.
const LARGEST_TAXABLE: i64 = 1_000_000_000_000;

/** Tax due to date: each band's limit is the annual limit x month / 12, kept exact, and the total is rounded once (down to the penny). */
export function taxDueOnBands(bands: Bands, taxable: i64, month: i64, months: i64, paye: Parameters): i64 {
  if (taxable <= 0) return 0;
  if (taxable > LARGEST_TAXABLE) abort("GB: taxable pay to date beyond the engine's range");
  const scaled = taxable * months;
  let total: i64 = 0;
  let lower: i64 = 0;
  for (let i = 0; i < bands.count; i++) {
    if (scaled <= lower) break;
    const limit = bands.upperOf(i);
    const upper = limit == UNLIMITED ? UNLIMITED : limit * month;
    total += (min64(scaled, upper) - lower) * bands.rateOf(i);
    lower = upper;
  }
  return divide(total, months * RATE_DENOMINATOR, paye.rounding(PAYE_TAX_DUE));
}

/** Rate of the band the last pound of taxable pay to date falls in, for the payslip. */
function marginalRate(bands: Bands, taxable: i64, month: i64, months: i64): i64 {
  const scaled = taxable * months;
  for (let i = 0; i < bands.count; i++) {
    const limit = bands.upperOf(i);
    if (limit == UNLIMITED || scaled <= limit * month) return bands.rateOf(i);
  }
  return bands.rateOf(bands.count - 1);
}

/** Prices the month's PAYE and moves the tax accumulators; returns the tax deducted (negative = refund). */
export function pricePaye(p: Payslip, code: TaxCode, payThisMonth: i64, taxMonth: i32): i64 {
  const day = p.asOfDay;
  const paye = PAYE.at(day);
  const bands = code.welsh ? INCOME_TAX_WALES.at(day) : INCOME_TAX.at(day);
  const months = paye.count(PAYE_MONTHS_IN_YEAR);
  const month: i64 = code.nonCumulative ? 1 : <i64>taxMonth;
  const payToDate = code.nonCumulative ? payThisMonth : p.ytd(YTD_TAXABLE_PAY_TO_DATE) + payThisMonth;
  const paidBefore: i64 = code.nonCumulative ? 0 : p.ytd(YTD_TAX_PAID_TO_DATE);
  p.setYtd(YTD_TAXABLE_PAY_TO_DATE, p.ytd(YTD_TAXABLE_PAY_TO_DATE) + payThisMonth);

  if (code.kind == NO_TAX) {
    // Code NT: nothing deducted and nothing refunded (Specification paras 7, 11).
    p.line(LINE_PAYE, 0, payThisMonth, NONE, paye.ref);
    return 0;
  }

  let adjustment: i64 = 0;
  if (code.kind == SUFFIX) adjustment = monthlyPayAdjustment(code.number, paye) * month;
  else if (code.kind == K_CODE) adjustment = -monthlyPayAdjustment(code.number, paye) * month;
  const taxable = roundMinor(max64(payToDate - adjustment, 0), paye.rounding(PAYE_TAXABLE_PAY));

  let due: i64;
  let rate: i64;
  if (code.kind == BASIC_RATE || code.kind == HIGHER_RATE || code.kind == ADDITIONAL_RATE) {
    rate = bands.rateOf(code.kind - BASIC_RATE);
    due = applyRate(taxable, rate, paye.rounding(PAYE_TAX_DUE));
  } else {
    due = taxDueOnBands(bands, taxable, month, months, paye);
    rate = taxable > 0 ? marginalRate(bands, taxable, month, months) : NONE;
  }

  let tax = due - paidBefore;
  if (code.nonCumulative) tax = max64(tax, 0);
  // The overriding limit (reg. 2(1), 23(5), 24): at most 50% of this month's pay; the rest waits.
  const limit = max64(applyRate(payThisMonth, paye.rate(PAYE_OVERRIDING_LIMIT), paye.rounding(PAYE_DEDUCTION_CAP)), 0);
  let held: i64 = 0;
  if (tax > limit) {
    held = tax - limit;
    tax = limit;
  }

  if (code.kind == SUFFIX || code.kind == K_CODE) p.line(LINE_PAY_ADJUSTMENT_TO_DATE, adjustment, payToDate, NONE, paye.ref);
  p.line(LINE_TAXABLE_PAY_AFTER_ADJUSTMENT, taxable, payToDate, NONE, paye.ref);
  p.line(LINE_TAX_DUE_TO_DATE, due, taxable, rate, bands.ref);
  p.lineIfAny(LINE_TAX_HELD_BY_OVERRIDING_LIMIT, held, payThisMonth, paye.rate(PAYE_OVERRIDING_LIMIT), paye.ref);
  p.line(LINE_PAYE, tax, payThisMonth, rate, bands.ref);
  p.addYtd(YTD_TAX_PAID_TO_DATE, tax);
  return tax;
}
