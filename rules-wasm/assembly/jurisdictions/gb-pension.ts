import { Payslip } from "../engine/payslip";
import { applyRate, min64, max64 } from "../engine/money";
import { NONE } from "../engine/tables";
import {
  PENSION_AUTO_ENROLMENT, PENSION_AUTO_ENROLMENT_LOWER_QUALIFYING_EARNINGS, PENSION_AUTO_ENROLMENT_UPPER_QUALIFYING_EARNINGS,
  PENSION_AUTO_ENROLMENT_RELIEF_AT_SOURCE, PENSION_AUTO_ENROLMENT_CONTRIBUTION,
  PROFILE_PENSION_ARRANGEMENT, PROFILE_PENSION_ARRANGEMENT_NONE, PROFILE_PENSION_ARRANGEMENT_RELIEF_AT_SOURCE,
  PROFILE_PENSION_ARRANGEMENT_NET_PAY, PROFILE_PENSION_ARRANGEMENT_SALARY_SACRIFICE,
  PROFILE_PENSION_BASIS, PROFILE_PENSION_BASIS_WHOLE_PAY, PROFILE_PENSION_EMPLOYEE_RATE_BP, PROFILE_PENSION_EMPLOYER_RATE_BP,
  LINE_PENSION_EMPLOYEE, LINE_PENSION_SALARY_SACRIFICE, LINE_PENSION_EMPLOYER, LINE_PENSION_TAX_RELIEF, LINE_PENSIONABLE_PAY,
  YTD_PENSION_EMPLOYEE, YTD_PENSION_EMPLOYER,
  PENSION_AUTO_ENROLMENT_WEEKLY, PENSION_AUTO_ENROLMENT_WEEKLY_LOWER_WEEK, PENSION_AUTO_ENROLMENT_WEEKLY_UPPER_WEEK,
  PENSION_AUTO_ENROLMENT_WEEKLY_LOWER_FORTNIGHT, PENSION_AUTO_ENROLMENT_WEEKLY_UPPER_FORTNIGHT,
  PENSION_AUTO_ENROLMENT_WEEKLY_LOWER_FOUR_WEEKS, PENSION_AUTO_ENROLMENT_WEEKLY_UPPER_FOUR_WEEKS,
} from "../../build/generated/gb";

// Workplace pension (Pensions Act 2008; The Pensions Regulator): contributions as percentages of qualifying
// earnings (the band between the lower and upper limits for the pay reference period: TPR's monthly,
// one-week, fortnight or four-week figures) or of whole pay, under one of three
// arrangements that differ in what they take out of pay before tax and NICs.

/** What the pension takes out of the pay bases before tax and NICs are worked out. */
export class PensionEffect {
  beforeTax: i64 = 0;
  beforeNi: i64 = 0;
}

const effect = new PensionEffect();

/** Qualifying earnings of the period: pay between TPR's lower and upper limits for its pay reference period. */
function qualifyingEarnings(p: Payslip, pay: i64): i64 {
  const day = p.asOfDay;
  const weeks = p.weeksPerPeriod;
  let lower: i64;
  let upper: i64;
  if (weeks == 0) {
    const t = PENSION_AUTO_ENROLMENT.at(day);
    lower = t.amount(PENSION_AUTO_ENROLMENT_LOWER_QUALIFYING_EARNINGS);
    upper = t.amount(PENSION_AUTO_ENROLMENT_UPPER_QUALIFYING_EARNINGS);
  } else {
    const w = PENSION_AUTO_ENROLMENT_WEEKLY.at(day);
    lower = w.amount(weeks == 1 ? PENSION_AUTO_ENROLMENT_WEEKLY_LOWER_WEEK : weeks == 2 ? PENSION_AUTO_ENROLMENT_WEEKLY_LOWER_FORTNIGHT : PENSION_AUTO_ENROLMENT_WEEKLY_LOWER_FOUR_WEEKS);
    upper = w.amount(weeks == 1 ? PENSION_AUTO_ENROLMENT_WEEKLY_UPPER_WEEK : weeks == 2 ? PENSION_AUTO_ENROLMENT_WEEKLY_UPPER_FORTNIGHT : PENSION_AUTO_ENROLMENT_WEEKLY_UPPER_FOUR_WEEKS);
  }
  return max64(min64(pay, upper) - lower, 0);
}
// Basis points (1/100 of a percent) to the engine's parts per million.
const PPM_PER_BASIS_POINT: i64 = 100;

/** Prices the period's pension lines on `pay` (gross cash pay before any sacrifice) and returns what comes off the tax and NIC bases. */
export function pricePension(p: Payslip, pay: i64): PensionEffect {
  effect.beforeTax = 0;
  effect.beforeNi = 0;
  const arrangement = p.profile(PROFILE_PENSION_ARRANGEMENT);
  if (arrangement == PROFILE_PENSION_ARRANGEMENT_NONE || pay <= 0) return effect;
  const t = PENSION_AUTO_ENROLMENT.at(p.asOfDay);
  const rounding = t.rounding(PENSION_AUTO_ENROLMENT_CONTRIBUTION);
  const pensionable = p.profile(PROFILE_PENSION_BASIS) == PROFILE_PENSION_BASIS_WHOLE_PAY
    ? pay
    : qualifyingEarnings(p, pay);
  const employeeRate = p.profile(PROFILE_PENSION_EMPLOYEE_RATE_BP) * PPM_PER_BASIS_POINT;
  const employerRate = p.profile(PROFILE_PENSION_EMPLOYER_RATE_BP) * PPM_PER_BASIS_POINT;
  const employee = applyRate(pensionable, employeeRate, rounding);
  const employer = applyRate(pensionable, employerRate, rounding);

  p.line(LINE_PENSIONABLE_PAY, pensionable, pay, NONE, t.ref);
  if (arrangement == PROFILE_PENSION_ARRANGEMENT_RELIEF_AT_SOURCE) {
    // The member pays 80%; the scheme claims the 20% basic-rate relief from HMRC (Finance Act 2004 s.192).
    const relief = applyRate(employee, t.rate(PENSION_AUTO_ENROLMENT_RELIEF_AT_SOURCE), rounding);
    p.lineIfAny(LINE_PENSION_EMPLOYEE, employee - relief, pensionable, employeeRate, t.ref);
    p.lineIfAny(LINE_PENSION_TAX_RELIEF, relief, employee, t.rate(PENSION_AUTO_ENROLMENT_RELIEF_AT_SOURCE), t.ref);
    p.addYtd(YTD_PENSION_EMPLOYEE, employee - relief);
  } else if (arrangement == PROFILE_PENSION_ARRANGEMENT_NET_PAY) {
    p.lineIfAny(LINE_PENSION_EMPLOYEE, employee, pensionable, employeeRate, t.ref);
    effect.beforeTax = employee;
    p.addYtd(YTD_PENSION_EMPLOYEE, employee);
  } else if (arrangement == PROFILE_PENSION_ARRANGEMENT_SALARY_SACRIFICE) {
    // The employee's share is given up as pay and paid in by the employer, so it comes off pay for tax and NICs.
    p.lineIfAny(LINE_PENSION_SALARY_SACRIFICE, employee, pensionable, employeeRate, t.ref);
    effect.beforeTax = employee;
    effect.beforeNi = employee;
    p.addYtd(YTD_PENSION_EMPLOYER, employee);
  }
  p.lineIfAny(LINE_PENSION_EMPLOYER, employer, pensionable, employerRate, t.ref);
  p.addYtd(YTD_PENSION_EMPLOYER, employer);
  return effect;
}
