import { Payslip } from "../engine/payslip";
import { applyRate } from "../engine/money";
import {
  STUDENT_LOANS, STUDENT_LOANS_PLAN_1_THRESHOLD, STUDENT_LOANS_PLAN_2_THRESHOLD, STUDENT_LOANS_PLAN_4_THRESHOLD,
  STUDENT_LOANS_PLAN_5_THRESHOLD, STUDENT_LOANS_POSTGRADUATE_THRESHOLD, STUDENT_LOANS_PLAN, STUDENT_LOANS_POSTGRADUATE,
  STUDENT_LOANS_PLAN_5_REPAYABLE, STUDENT_LOANS_DEDUCTION,
  PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_PLAN_1, PROFILE_STUDENT_LOAN_PLANS_PLAN_2,
  PROFILE_STUDENT_LOAN_PLANS_PLAN_4, PROFILE_STUDENT_LOAN_PLANS_PLAN_5, PROFILE_STUDENT_LOAN_PLANS_POSTGRADUATE,
  LINE_STUDENT_LOAN, LINE_POSTGRADUATE_LOAN, YTD_STUDENT_LOAN, YTD_POSTGRADUATE_LOAN,
} from "../../build/generated/gb";

// Student and postgraduate loan deductions (Education (Student Loans) (Repayment) Regulations 2009; HMRC
// student loan guidance for employers): non-cumulative, on the period's NIC earnings, whole pounds down.

const NO_PLAN: i64 = -1;

/** The undergraduate plan threshold to use: the lowest of the plans held (HMRC: one plan at a time, lowest threshold until an SL1 says otherwise). */
function planThreshold(p: Payslip, day: i64): i64 {
  const t = STUDENT_LOANS.at(day);
  let lowest = NO_PLAN;
  if (p.profileHas(PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_PLAN_1)) lowest = lower(lowest, t.amount(STUDENT_LOANS_PLAN_1_THRESHOLD));
  if (p.profileHas(PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_PLAN_2)) lowest = lower(lowest, t.amount(STUDENT_LOANS_PLAN_2_THRESHOLD));
  if (p.profileHas(PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_PLAN_4)) lowest = lower(lowest, t.amount(STUDENT_LOANS_PLAN_4_THRESHOLD));
  if (p.profileHas(PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_PLAN_5) && t.count(STUDENT_LOANS_PLAN_5_REPAYABLE) != 0)
    lowest = lower(lowest, t.amount(STUDENT_LOANS_PLAN_5_THRESHOLD));
  return lowest;
}

function lower(current: i64, candidate: i64): i64 {
  return current == NO_PLAN || candidate < current ? candidate : current;
}

/** Prices the period's student and postgraduate loan deductions on `earnings` (gross pay for Class 1 NICs). */
export function priceStudentLoans(p: Payslip, earnings: i64): void {
  const day = p.asOfDay;
  if (p.profile(PROFILE_STUDENT_LOAN_PLANS) == 0) return;
  const t = STUDENT_LOANS.at(day);
  const threshold = planThreshold(p, day);
  if (threshold != NO_PLAN && earnings > threshold) {
    const deduction = applyRate(earnings - threshold, t.rate(STUDENT_LOANS_PLAN), t.rounding(STUDENT_LOANS_DEDUCTION));
    p.lineIfAny(LINE_STUDENT_LOAN, deduction, earnings, t.rate(STUDENT_LOANS_PLAN), t.ref);
    p.addYtd(YTD_STUDENT_LOAN, deduction);
  }
  const pgl = t.amount(STUDENT_LOANS_POSTGRADUATE_THRESHOLD);
  if (p.profileHas(PROFILE_STUDENT_LOAN_PLANS, PROFILE_STUDENT_LOAN_PLANS_POSTGRADUATE) && earnings > pgl) {
    const deduction = applyRate(earnings - pgl, t.rate(STUDENT_LOANS_POSTGRADUATE), t.rounding(STUDENT_LOANS_DEDUCTION));
    p.lineIfAny(LINE_POSTGRADUATE_LOAN, deduction, earnings, t.rate(STUDENT_LOANS_POSTGRADUATE), t.ref);
    p.addYtd(YTD_POSTGRADUATE_LOAN, deduction);
  }
}
