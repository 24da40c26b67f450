import { Payslip } from "../engine/payslip";
import { applyRate, divide, exactTimesRate } from "../engine/money";
import { Parameters } from "../engine/tables";
import { RATE_DENOMINATOR } from "../../build/generated/layout";
import {
  STUDENT_LOANS, STUDENT_LOANS_PLAN_1_THRESHOLD, STUDENT_LOANS_PLAN_2_THRESHOLD, STUDENT_LOANS_PLAN_4_THRESHOLD,
  STUDENT_LOANS_PLAN_5_THRESHOLD, STUDENT_LOANS_POSTGRADUATE_THRESHOLD, STUDENT_LOANS_PLAN, STUDENT_LOANS_POSTGRADUATE,
  STUDENT_LOANS_PLAN_5_REPAYABLE, STUDENT_LOANS_DEDUCTION,
  PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_PLAN_1, PROFILE_STUDENT_LOAN_PLANS_PLAN_2,
  PROFILE_STUDENT_LOAN_PLANS_PLAN_4, PROFILE_STUDENT_LOAN_PLANS_PLAN_5, PROFILE_STUDENT_LOAN_PLANS_POSTGRADUATE,
  STUDENT_LOANS_WEEKLY, STUDENT_LOANS_WEEKLY_PLAN_1_THRESHOLD, STUDENT_LOANS_WEEKLY_PLAN_2_THRESHOLD,
  STUDENT_LOANS_WEEKLY_PLAN_4_THRESHOLD, STUDENT_LOANS_WEEKLY_PLAN_5_THRESHOLD, STUDENT_LOANS_WEEKLY_POSTGRADUATE_THRESHOLD,
  LINE_STUDENT_LOAN, LINE_POSTGRADUATE_LOAN, YTD_STUDENT_LOAN, YTD_POSTGRADUATE_LOAN,
} from "../../build/generated/gb";

// Student and postgraduate loan deductions (Education (Student Loans) (Repayment) Regulations 2009; HMRC
// student loan guidance for employers): non-cumulative, on the period's NIC earnings, whole pounds down.
// Monthly pay uses the monthly thresholds; week-based pay the weekly ones, per week (CSLM17065).

const NO_PLAN: i64 = -1;

/** The threshold of one plan for the period's basis: monthly, or one week. */
function threshold(t: Parameters, weekly: Parameters | null, monthlySlot: i32, weeklySlot: i32): i64 {
  return weekly !== null ? weekly.amount(weeklySlot) : t.amount(monthlySlot);
}

/** The undergraduate plan threshold to use: the lowest of the plans held (HMRC: one plan at a time, lowest threshold until an SL1 says otherwise). */
function planThreshold(p: Payslip, t: Parameters, w: Parameters | null): i64 {
  let lowest = NO_PLAN;
  if (p.profileHas(PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_PLAN_1)) lowest = lower(lowest, threshold(t, w, STUDENT_LOANS_PLAN_1_THRESHOLD, STUDENT_LOANS_WEEKLY_PLAN_1_THRESHOLD));
  if (p.profileHas(PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_PLAN_2)) lowest = lower(lowest, threshold(t, w, STUDENT_LOANS_PLAN_2_THRESHOLD, STUDENT_LOANS_WEEKLY_PLAN_2_THRESHOLD));
  if (p.profileHas(PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_PLAN_4)) lowest = lower(lowest, threshold(t, w, STUDENT_LOANS_PLAN_4_THRESHOLD, STUDENT_LOANS_WEEKLY_PLAN_4_THRESHOLD));
  if (p.profileHas(PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_PLAN_5) && t.count(STUDENT_LOANS_PLAN_5_REPAYABLE) != 0)
    lowest = lower(lowest, threshold(t, w, STUDENT_LOANS_PLAN_5_THRESHOLD, STUDENT_LOANS_WEEKLY_PLAN_5_THRESHOLD));
  return lowest;
}

/**
 * The deduction on `earnings` above a per-week (or monthly) `limit`: for a period of several weeks the
 * earnings are split into equal weeks, one week's deduction is rounded down to the pound, then multiplied
 * by the weeks (CSLM17065); with one week or a month that is rate x (earnings - limit), pounds down.
 */
function deductionOver(earnings: i64, limit: i64, weeks: i64, t: Parameters, rate: i64): i64 {
  if (weeks <= 1) return applyRate(earnings - limit, rate, t.rounding(STUDENT_LOANS_DEDUCTION));
  // (earnings / weeks - limit) x rate = (earnings - weeks x limit) x rate / weeks, exact until the one rounding.
  const perWeek = divide(exactTimesRate(earnings - limit * weeks, rate), weeks * RATE_DENOMINATOR, t.rounding(STUDENT_LOANS_DEDUCTION));
  return perWeek * weeks;
}

function lower(current: i64, candidate: i64): i64 {
  return current == NO_PLAN || candidate < current ? candidate : current;
}

/** Prices the period's student and postgraduate loan deductions on `earnings` (gross pay for Class 1 NICs). */
export function priceStudentLoans(p: Payslip, earnings: i64): void {
  const day = p.asOfDay;
  if (p.profile(PROFILE_STUDENT_LOAN_PLANS) == 0) return;
  const t = STUDENT_LOANS.at(day);
  const weeks = p.weeksPerPeriod;
  const w = weeks > 0 ? STUDENT_LOANS_WEEKLY.at(day) : null;
  // Thresholds per week are compared with the period's earnings over as many weeks.
  const span: i64 = weeks > 0 ? weeks : 1;
  const plan = planThreshold(p, t, w);
  if (plan != NO_PLAN && earnings > plan * span) {
    const deduction = deductionOver(earnings, plan, weeks, t, t.rate(STUDENT_LOANS_PLAN));
    p.lineIfAny(LINE_STUDENT_LOAN, deduction, earnings, t.rate(STUDENT_LOANS_PLAN), t.ref);
    p.addYtd(YTD_STUDENT_LOAN, deduction);
  }
  const pgl = threshold(t, w, STUDENT_LOANS_POSTGRADUATE_THRESHOLD, STUDENT_LOANS_WEEKLY_POSTGRADUATE_THRESHOLD);
  if (p.profileHas(PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_POSTGRADUATE) && earnings > pgl * span) {
    const deduction = deductionOver(earnings, pgl, weeks, t, t.rate(STUDENT_LOANS_POSTGRADUATE));
    p.lineIfAny(LINE_POSTGRADUATE_LOAN, deduction, earnings, t.rate(STUDENT_LOANS_POSTGRADUATE), t.ref);
    p.addYtd(YTD_POSTGRADUATE_LOAN, deduction);
  }
}
