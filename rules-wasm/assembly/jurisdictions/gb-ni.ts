import { Payslip } from "../engine/payslip";
import { max64, min64, exactTimesRate } from "../engine/money";
import { RATE_DENOMINATOR } from "../../build/generated/layout";
import {
  NI_THRESHOLDS, NI_THRESHOLDS_PRIMARY_THRESHOLD, NI_THRESHOLDS_SECONDARY_THRESHOLD, NI_THRESHOLDS_UPPER_EARNINGS_LIMIT,
  NI_THRESHOLDS_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_APPRENTICE_UPPER_SECONDARY_THRESHOLD,
  NI_THRESHOLDS_VETERANS_UPPER_SECONDARY_THRESHOLD, NI_THRESHOLDS_FREEPORT_UPPER_SECONDARY_THRESHOLD,
  NI_RATES, NI_RATES_EMPLOYEE_MAIN, NI_RATES_EMPLOYEE_REDUCED, NI_RATES_EMPLOYEE_DEFERMENT,
  NI_RATES_EMPLOYEE_ABOVE_UPPER_EARNINGS_LIMIT, NI_RATES_EMPLOYER,
  LINE_NI_EMPLOYEE, LINE_NI_EMPLOYER, YTD_NIABLE_PAY, YTD_NI_EMPLOYEE, YTD_NI_EMPLOYER,
} from "../../build/generated/gb";
import { Parameters } from "../engine/tables";
import {
  hasNoLiability, paysNoEmployeeContribution, paysReducedRate, paysDefermentRate,
  isUnder21Letter, isApprenticeLetter, isVeteranLetter, isFreeportLetter,
} from "./gb-ni-category";

// Class 1 NICs on a monthly earnings period by the exact percentage method (SSCBA 1992 s.6, s.8, s.9,
// s.9A-9D). Not cumulative: each month stands alone.

/** Social Security (Contributions) Regulations 2001 reg. 12(1): to the nearest penny, "any amount of a halfpenny or less shall be disregarded". */
export function halfpennyDisregarded(exactValue: i64): i64 {
  if (exactValue <= 0) return 0;
  const pence = exactValue / RATE_DENOMINATOR;
  const remainder = exactValue % RATE_DENOMINATOR;
  return remainder * 2 > RATE_DENOMINATOR ? pence + 1 : pence;
}

/** Earnings above which the employer pays: the letter's upper secondary threshold for the relief letters, else the secondary threshold. */
function employerFrom(letter: i64, limits: Parameters): i64 {
  const st = limits.amount(NI_THRESHOLDS_SECONDARY_THRESHOLD);
  let relief = st;
  if (isUnder21Letter(letter)) relief = limits.amount(NI_THRESHOLDS_UPPER_SECONDARY_THRESHOLD);
  else if (isApprenticeLetter(letter)) relief = limits.amount(NI_THRESHOLDS_APPRENTICE_UPPER_SECONDARY_THRESHOLD);
  else if (isVeteranLetter(letter)) relief = limits.amount(NI_THRESHOLDS_VETERANS_UPPER_SECONDARY_THRESHOLD);
  else if (isFreeportLetter(letter)) relief = limits.amount(NI_THRESHOLDS_FREEPORT_UPPER_SECONDARY_THRESHOLD);
  return max64(st, relief);
}

/** Prices both contributions on this month's NICable earnings for `letter` (already corrected for age). */
export function priceNi(p: Payslip, earnings: i64, letter: i64): void {
  p.setYtd(YTD_NIABLE_PAY, p.ytd(YTD_NIABLE_PAY) + earnings);
  if (hasNoLiability(letter)) return;
  const day = p.asOfDay;
  const limits = NI_THRESHOLDS.at(day);
  const rates = NI_RATES.at(day);

  if (!paysNoEmployeeContribution(letter)) {
    let mainRate = rates.rate(NI_RATES_EMPLOYEE_MAIN);
    if (paysReducedRate(letter)) mainRate = rates.rate(NI_RATES_EMPLOYEE_REDUCED);
    else if (paysDefermentRate(letter)) mainRate = rates.rate(NI_RATES_EMPLOYEE_DEFERMENT);
    const pt = limits.amount(NI_THRESHOLDS_PRIMARY_THRESHOLD);
    const uel = limits.amount(NI_THRESHOLDS_UPPER_EARNINGS_LIMIT);
    const mainBand = max64(min64(earnings, uel) - pt, 0);
    const aboveUel = max64(earnings - uel, 0);
    const exact = exactTimesRate(mainBand, mainRate) + exactTimesRate(aboveUel, rates.rate(NI_RATES_EMPLOYEE_ABOVE_UPPER_EARNINGS_LIMIT));
    const employee = halfpennyDisregarded(exact);
    p.line(LINE_NI_EMPLOYEE, employee, earnings, mainRate, rates.ref);
    p.addYtd(YTD_NI_EMPLOYEE, employee);
  }

  // Secondary liability arises on earnings above the threshold whether or not they reach the LEL (s.6(1)(b)).
  const employerRate = rates.rate(NI_RATES_EMPLOYER);
  const liable = max64(earnings - employerFrom(letter, limits), 0);
  const employer = halfpennyDisregarded(exactTimesRate(liable, employerRate));
  p.line(LINE_NI_EMPLOYER, employer, earnings, employerRate, rates.ref);
  p.addYtd(YTD_NI_EMPLOYER, employer);
}
