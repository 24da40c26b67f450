import { Payslip } from "../engine/payslip";
import { Parameters } from "../engine/tables";
import { max64, min64, exactTimesRate } from "../engine/money";
import { RATE_DENOMINATOR } from "../../build/generated/layout";
import {
  NI_THRESHOLDS, NI_THRESHOLDS_LOWER_EARNINGS_LIMIT, NI_THRESHOLDS_PRIMARY_THRESHOLD, NI_THRESHOLDS_SECONDARY_THRESHOLD, NI_THRESHOLDS_UPPER_EARNINGS_LIMIT,
  NI_THRESHOLDS_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_APPRENTICE_UPPER_SECONDARY_THRESHOLD,
  NI_THRESHOLDS_VETERANS_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FREEPORT_UPPER_SECONDARY_THRESHOLD,
  NI_THRESHOLDS_WEEKLY, NI_THRESHOLDS_WEEKLY_LOWER_EARNINGS_LIMIT, NI_THRESHOLDS_WEEKLY_PRIMARY_THRESHOLD, NI_THRESHOLDS_WEEKLY_SECONDARY_THRESHOLD,
  NI_THRESHOLDS_WEEKLY_UPPER_EARNINGS_LIMIT, NI_THRESHOLDS_WEEKLY_UPPER_SECONDARY_THRESHOLD,
  NI_THRESHOLDS_WEEKLY_APPRENTICE_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_WEEKLY_VETERANS_UPPER_SECONDARY_THRESHOLD,
  NI_THRESHOLDS_WEEKLY_FREEPORT_UPPER_SECONDARY_THRESHOLD,
  NI_THRESHOLDS_FORTNIGHTLY, NI_THRESHOLDS_FOUR_WEEKLY, NI_THRESHOLDS_FORTNIGHTLY_LOWER_EARNINGS_LIMIT, NI_THRESHOLDS_FOUR_WEEKLY_LOWER_EARNINGS_LIMIT,
  NI_THRESHOLDS_FORTNIGHTLY_PRIMARY_THRESHOLD, NI_THRESHOLDS_FORTNIGHTLY_SECONDARY_THRESHOLD, NI_THRESHOLDS_FORTNIGHTLY_UPPER_EARNINGS_LIMIT, NI_THRESHOLDS_FORTNIGHTLY_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FORTNIGHTLY_APPRENTICE_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FORTNIGHTLY_VETERANS_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FORTNIGHTLY_FREEPORT_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FOUR_WEEKLY_PRIMARY_THRESHOLD, NI_THRESHOLDS_FOUR_WEEKLY_SECONDARY_THRESHOLD, NI_THRESHOLDS_FOUR_WEEKLY_UPPER_EARNINGS_LIMIT, NI_THRESHOLDS_FOUR_WEEKLY_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FOUR_WEEKLY_APPRENTICE_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FOUR_WEEKLY_VETERANS_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FOUR_WEEKLY_FREEPORT_UPPER_SECONDARY_THRESHOLD,
  NI_RATES, NI_RATES_EMPLOYEE_MAIN, NI_RATES_EMPLOYEE_REDUCED, NI_RATES_EMPLOYEE_DEFERMENT,
  NI_RATES_EMPLOYEE_ABOVE_UPPER_EARNINGS_LIMIT, NI_RATES_EMPLOYER,
  LINE_NI_EMPLOYEE, LINE_NI_EMPLOYER, YTD_NIABLE_PAY, YTD_NI_EMPLOYEE, YTD_NI_EMPLOYER,
  YTD_NI_EARNINGS_AT_LEL, YTD_NI_EARNINGS_LEL_TO_PT, YTD_NI_EARNINGS_PT_TO_UEL,
} from "../../build/generated/gb";
import {
  hasNoLiability, paysNoEmployeeContribution, paysReducedRate, paysDefermentRate,
  isUnder21Letter, isApprenticeLetter, isVeteranLetter, isFreeportLetter,
} from "./gb-ni-category";

// Class 1 NICs on a monthly, weekly, two-weekly or four-weekly earnings period by the exact percentage method (SSCBA 1992 s.6, s.8, s.9,
// s.9A-9D), steps and rounding of HMRC's NICs guidance for software developers. Not cumulative.

/**
 * A contribution to the penny as HMRC's NICs guidance for software developers rounds it: look at the third
 * decimal place of the pound; 5 or less rounds down, 6 or more rounds up (HMRC NIC test data 2025-26,
 * Cat_A/5: 0.07 x 8% = 0.0056 -> 0.00). This is how HMRC applies SS(C) Regs 2001 reg. 12(1) ("a halfpenny or
 * less disregarded"); it also disregards 0.51p..0.59p, which reg. 12(1) read alone would round up.
 */
export function niRounded(exactValue: i64): i64 {
  if (exactValue <= 0) return 0;
  const pence = exactValue / RATE_DENOMINATOR;
  const tenthsOfPenny = (exactValue % RATE_DENOMINATOR) / (RATE_DENOMINATOR / 10);
  return tenthsOfPenny >= 6 ? pence + 1 : pence;
}

/** The earnings period's thresholds: HMRC's monthly figures, or the weekly figures times the weeks in the period (SS(C)R 2001 reg. 11). */
class Limits {
  lel: i64 = 0;
  pt: i64 = 0;
  st: i64 = 0;
  uel: i64 = 0;
  ust: i64 = 0;
  aust: i64 = 0;
  vust: i64 = 0;
  fust: i64 = 0;
}

const limits = new Limits();

function setLimits(t: Parameters, lel: i32, pt: i32, st: i32, uel: i32, ust: i32, aust: i32, vust: i32, fust: i32, times: i64): Limits {
  limits.lel = t.amount(lel) * times;
  limits.pt = t.amount(pt) * times;
  limits.st = t.amount(st) * times;
  limits.uel = t.amount(uel) * times;
  limits.ust = t.amount(ust) * times;
  limits.aust = t.amount(aust) * times;
  limits.vust = t.amount(vust) * times;
  limits.fust = t.amount(fust) * times;
  return limits;
}

function limitsFor(p: Payslip, day: i64): Limits {
  const weeks = p.weeksPerPeriod;
  if (weeks == 0)
    return setLimits(NI_THRESHOLDS.at(day), NI_THRESHOLDS_LOWER_EARNINGS_LIMIT, NI_THRESHOLDS_PRIMARY_THRESHOLD, NI_THRESHOLDS_SECONDARY_THRESHOLD, NI_THRESHOLDS_UPPER_EARNINGS_LIMIT,
      NI_THRESHOLDS_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_APPRENTICE_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_VETERANS_UPPER_SECONDARY_THRESHOLD,
      NI_THRESHOLDS_FREEPORT_UPPER_SECONDARY_THRESHOLD, 1);
  // HMRC's two- and four-weekly thresholds are not the weekly ones times the weeks (2025-26 test data); where the
  // period has its own table in force it applies as is, else (before 2025-26) the weekly figures times the weeks.
  const fortnightly = weeks == 2 ? NI_THRESHOLDS_FORTNIGHTLY.find(day) : null;
  if (fortnightly !== null)
    return setLimits(fortnightly, NI_THRESHOLDS_FORTNIGHTLY_LOWER_EARNINGS_LIMIT, NI_THRESHOLDS_FORTNIGHTLY_PRIMARY_THRESHOLD, NI_THRESHOLDS_FORTNIGHTLY_SECONDARY_THRESHOLD,
      NI_THRESHOLDS_FORTNIGHTLY_UPPER_EARNINGS_LIMIT, NI_THRESHOLDS_FORTNIGHTLY_UPPER_SECONDARY_THRESHOLD,
      NI_THRESHOLDS_FORTNIGHTLY_APPRENTICE_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FORTNIGHTLY_VETERANS_UPPER_SECONDARY_THRESHOLD,
      NI_THRESHOLDS_FORTNIGHTLY_FREEPORT_UPPER_SECONDARY_THRESHOLD, 1);
  const fourWeekly = weeks == 4 ? NI_THRESHOLDS_FOUR_WEEKLY.find(day) : null;
  if (fourWeekly !== null)
    return setLimits(fourWeekly, NI_THRESHOLDS_FOUR_WEEKLY_LOWER_EARNINGS_LIMIT, NI_THRESHOLDS_FOUR_WEEKLY_PRIMARY_THRESHOLD, NI_THRESHOLDS_FOUR_WEEKLY_SECONDARY_THRESHOLD,
      NI_THRESHOLDS_FOUR_WEEKLY_UPPER_EARNINGS_LIMIT, NI_THRESHOLDS_FOUR_WEEKLY_UPPER_SECONDARY_THRESHOLD,
      NI_THRESHOLDS_FOUR_WEEKLY_APPRENTICE_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FOUR_WEEKLY_VETERANS_UPPER_SECONDARY_THRESHOLD,
      NI_THRESHOLDS_FOUR_WEEKLY_FREEPORT_UPPER_SECONDARY_THRESHOLD, 1);
  return setLimits(NI_THRESHOLDS_WEEKLY.at(day), NI_THRESHOLDS_WEEKLY_LOWER_EARNINGS_LIMIT, NI_THRESHOLDS_WEEKLY_PRIMARY_THRESHOLD, NI_THRESHOLDS_WEEKLY_SECONDARY_THRESHOLD,
    NI_THRESHOLDS_WEEKLY_UPPER_EARNINGS_LIMIT, NI_THRESHOLDS_WEEKLY_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_WEEKLY_APPRENTICE_UPPER_SECONDARY_THRESHOLD,
    NI_THRESHOLDS_WEEKLY_VETERANS_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_WEEKLY_FREEPORT_UPPER_SECONDARY_THRESHOLD, <i64>weeks);
}

/** Earnings above which the employer pays: the letter's upper secondary threshold for the relief letters, else the secondary threshold. */
function employerFrom(letter: i64, l: Limits): i64 {
  let relief = l.st;
  if (isUnder21Letter(letter)) relief = l.ust;
  else if (isApprenticeLetter(letter)) relief = l.aust;
  else if (isVeteranLetter(letter)) relief = l.vust;
  else if (isFreeportLetter(letter)) relief = l.fust;
  return max64(l.st, relief);
}

/**
 * The period's earnings split at the LEL, PT and UEL, carried year to date for the FPS (HMRC RTI Data Item Guide
 * 2026-27, NIlettersAndValues AtLELYTD, LELtoPTYTD, PTtoUELYTD). Earnings below the LEL count in no band: they
 * earn no contributory credit (SSCBA 1992 s.6(1)(a)); at or above it, the LEL itself, the part above it up to the
 * PT, and the part above the PT up to the UEL. Earnings above the UEL are in no band.
 */
function addEarningsByBand(p: Payslip, earnings: i64, l: Limits): void {
  if (earnings < l.lel) return;
  p.addYtd(YTD_NI_EARNINGS_AT_LEL, l.lel);
  p.addYtd(YTD_NI_EARNINGS_LEL_TO_PT, max64(min64(earnings, l.pt) - l.lel, 0));
  p.addYtd(YTD_NI_EARNINGS_PT_TO_UEL, max64(min64(earnings, l.uel) - l.pt, 0));
}

/** Prices both contributions on this period's NICable earnings for `letter` (already corrected for age). */
export function priceNi(p: Payslip, earnings: i64, letter: i64): void {
  p.setYtd(YTD_NIABLE_PAY, p.ytd(YTD_NIABLE_PAY) + earnings);
  if (hasNoLiability(letter)) return;
  const day = p.asOfDay;
  const l = limitsFor(p, day);
  addEarningsByBand(p, earnings, l);
  const rates = NI_RATES.at(day);

  if (!paysNoEmployeeContribution(letter)) {
    let mainRate = rates.rate(NI_RATES_EMPLOYEE_MAIN);
    if (paysReducedRate(letter)) mainRate = rates.rate(NI_RATES_EMPLOYEE_REDUCED);
    else if (paysDefermentRate(letter)) mainRate = rates.rate(NI_RATES_EMPLOYEE_DEFERMENT);
    const pt = l.pt;
    const uel = l.uel;
    const mainBand = max64(min64(earnings, uel) - pt, 0);
    const aboveUel = max64(earnings - uel, 0);
    // HMRC's steps round the PT-UEL band and the band above the UEL each on its own, then add them.
    const employee = niRounded(exactTimesRate(mainBand, mainRate)) + niRounded(exactTimesRate(aboveUel, rates.rate(NI_RATES_EMPLOYEE_ABOVE_UPPER_EARNINGS_LIMIT)));
    p.line(LINE_NI_EMPLOYEE, employee, earnings, mainRate, rates.ref);
    p.addYtd(YTD_NI_EMPLOYEE, employee);
  }

  // Secondary liability arises on earnings above the threshold whether or not they reach the LEL (s.6(1)(b)).
  const employerRate = rates.rate(NI_RATES_EMPLOYER);
  // As for the employee: earnings up to the UEL and earnings above it are rounded separately (HMRC steps 7-8).
  const from = employerFrom(letter, l);
  const uel = l.uel;
  const upToUel = max64(min64(earnings, uel) - from, 0);
  const overUel = max64(earnings - max64(uel, from), 0);
  const employer = niRounded(exactTimesRate(upToUel, employerRate)) + niRounded(exactTimesRate(overUel, employerRate));
  p.line(LINE_NI_EMPLOYER, employer, earnings, employerRate, rates.ref);
  p.addYtd(YTD_NI_EMPLOYER, employer);
}
