import { Payslip } from "../engine/payslip";
import { requireMonthly } from "../engine/frequency";
import { applyRate, max64, min64 } from "../engine/money";
import { NONE } from "../engine/tables";
import {
  BASES, BASES_GROSS, BASES_EMPLOYMENT, BASES_BONUS, BASES_SSNIT, BASES_CONTRACT_FEES,
  PAYE, PAYE_NON_RESIDENT,
  SSNIT, SSNIT_EMPLOYEE, SSNIT_EMPLOYER, SSNIT_TIER_1, SSNIT_TIER_2, SSNIT_CONTRIBUTION,
  SSNIT_INSURABLE_EARNINGS, SSNIT_INSURABLE_EARNINGS_MAXIMUM, SSNIT_INSURABLE_EARNINGS_MINIMUM,
  TIER3_RELIEF, TIER3_RELIEF_COMBINED_LIMIT, TIER3_RELIEF_LIMIT,
  BONUS, BONUS_ANNUAL_BASIC_SHARE, BONUS_RESIDENT, BONUS_NON_RESIDENT, BONUS_TAX,
  WITHHOLDING_FEES, WITHHOLDING_FEES_RESIDENT, WITHHOLDING_FEES_NON_RESIDENT, WITHHOLDING_FEES_TAX,
  LINE_PAYE, LINE_BONUS_TAX, LINE_SSNIT_EMPLOYEE, LINE_WITHHOLDING_TAX, LINE_SSNIT_EMPLOYER,
  LINE_SSNIT_TIER_1, LINE_SSNIT_TIER_2, LINE_CHARGEABLE_INCOME,
  LINE_TIER_3_EMPLOYEE, LINE_TIER_3_EMPLOYER, LINE_TIER_3_RELIEF,
  YTD_GROSS_PAY, YTD_PAYE, YTD_BONUS_AT_FINAL_RATE, YTD_BONUS_TAX, YTD_SSNIT_EMPLOYEE, YTD_SSNIT_EMPLOYER,
  YTD_WITHHOLDING_TAX, YTD_TIER3_EMPLOYEE, YTD_TIER3_EMPLOYER,
  PROFILE_RESIDENT, PROFILE_TIER3_EMPLOYEE_MINOR, PROFILE_TIER3_EMPLOYER_MINOR,
} from "../../build/generated/gh";

const MONTHS_IN_YEAR: i64 = 12;

/**
 * Ghana. Employees: SSNIT on basic salary within the insurable-earnings floor and ceiling (5.5%
 * deducted before tax, 13% employer; split Tier 1 13.5% / Tier 2 5%), the concessionary final tax on
 * bonus up to 15% of annual basic, then PAYE on the month's chargeable income with the monthly
 * graduated table (resident) or 25% (non-resident), after voluntary Tier 3 contributions within 16.5% of
 * basic. Every employee table is the one in force for the pay period (its last day): PAYE is a monthly
 * tax on the month's income. Contractors: withholding tax on service fees (at payment, `as_of_date`).
 */
export function price(p: Payslip): void {
  requireMonthly(p, "GH prices calendar-month pay periods only (tables/GH/SOURCES.md, Pay frequencies)");
  if (p.isContractor) priceContractor(p);
  else priceEmployee(p);
}

function priceContractor(p: Payslip): void {
  const day = p.asOfDay;
  const fees = p.sum(BASES.at(day).mask(BASES_CONTRACT_FEES));
  const withholding = WITHHOLDING_FEES.at(day);
  const rate = p.profileFlag(PROFILE_RESIDENT)
    ? withholding.rate(WITHHOLDING_FEES_RESIDENT)
    : withholding.rate(WITHHOLDING_FEES_NON_RESIDENT);
  const tax = fees > 0 ? applyRate(fees, rate, withholding.rounding(WITHHOLDING_FEES_TAX)) : 0;
  p.lineIfAny(LINE_WITHHOLDING_TAX, tax, fees, rate, withholding.ref);
  p.addYtd(YTD_WITHHOLDING_TAX, tax);
}

function priceEmployee(p: Payslip): void {
  const day = p.periodEndDay;
  const bases = BASES.at(day);
  const resident = p.profileFlag(PROFILE_RESIDENT);
  const basic = p.sum(bases.mask(BASES_SSNIT));

  const ssnitEmployee = priceSsnit(p, basic);

  // Bonus up to 15% of annual basic (counted over the year) bears the final rate; the rest is income.
  const bonusRule = BONUS.at(day);
  const bonus = p.sum(bases.mask(BASES_BONUS));
  const bonusRounding = bonusRule.rounding(BONUS_TAX);
  const yearlyLimit = basic > 0 ? applyRate(basic * MONTHS_IN_YEAR, bonusRule.rate(BONUS_ANNUAL_BASIC_SHARE), bonusRounding) : 0;
  const room = max64(yearlyLimit - p.ytd(YTD_BONUS_AT_FINAL_RATE), 0);
  const bonusAtFinalRate = max64(min64(bonus, room), 0);
  const bonusRate = resident ? bonusRule.rate(BONUS_RESIDENT) : bonusRule.rate(BONUS_NON_RESIDENT);
  const bonusTax = applyRate(bonusAtFinalRate, bonusRate, bonusRounding);
  p.lineIfAny(LINE_BONUS_TAX, bonusTax, bonusAtFinalRate, bonusRate, bonusRule.ref);

  const employment = p.sum(bases.mask(BASES_EMPLOYMENT)) + bonus - bonusAtFinalRate;
  const chargeable = max64(employment - ssnitEmployee - tierThreeRelief(p, day, basic), 0);

  let paye: i64 = 0;
  if (resident) {
    const bands = PAYE.at(day);
    paye = bands.tax(chargeable);
    p.line(LINE_CHARGEABLE_INCOME, chargeable, employment, NONE, bands.ref);
    p.line(LINE_PAYE, paye, chargeable, chargeable > 0 ? bands.marginalRate(chargeable) : NONE, bands.ref);
  } else {
    const flat = PAYE_NON_RESIDENT.at(day);
    paye = flat.employee(chargeable);
    p.line(LINE_CHARGEABLE_INCOME, chargeable, employment, NONE, flat.ref);
    p.line(LINE_PAYE, paye, chargeable, flat.rate, flat.ref);
  }

  p.addYtd(YTD_GROSS_PAY, p.sum(bases.mask(BASES_GROSS)));
  p.addYtd(YTD_PAYE, paye);
  p.addYtd(YTD_BONUS_AT_FINAL_RATE, bonusAtFinalRate);
  p.addYtd(YTD_BONUS_TAX, bonusTax);
}

/** Both tiers on basic salary held between the minimum and maximum insurable earnings; returns the employee's 5.5%. */
function priceSsnit(p: Payslip, basic: i64): i64 {
  if (basic <= 0) return 0;
  const day = p.periodEndDay;
  const limits = SSNIT_INSURABLE_EARNINGS.at(day);
  const insurable = min64(
    max64(basic, limits.amount(SSNIT_INSURABLE_EARNINGS_MINIMUM)),
    limits.amount(SSNIT_INSURABLE_EARNINGS_MAXIMUM),
  );
  const ssnit = SSNIT.at(day);
  const rounding = ssnit.rounding(SSNIT_CONTRIBUTION);
  const employee = applyRate(insurable, ssnit.rate(SSNIT_EMPLOYEE), rounding);
  const employer = applyRate(insurable, ssnit.rate(SSNIT_EMPLOYER), rounding);
  const tierOne = applyRate(insurable, ssnit.rate(SSNIT_TIER_1), rounding);
  // Tier 2 is what is left of the 18.5% so the two tiers add up to exactly what was collected.
  const tierTwo = employee + employer - tierOne;
  p.line(LINE_SSNIT_EMPLOYEE, employee, insurable, ssnit.rate(SSNIT_EMPLOYEE), ssnit.ref);
  p.line(LINE_SSNIT_EMPLOYER, employer, insurable, ssnit.rate(SSNIT_EMPLOYER), ssnit.ref);
  p.line(LINE_SSNIT_TIER_1, tierOne, insurable, ssnit.rate(SSNIT_TIER_1), limits.ref);
  p.line(LINE_SSNIT_TIER_2, tierTwo, insurable, ssnit.rate(SSNIT_TIER_2), limits.ref);
  p.addYtd(YTD_SSNIT_EMPLOYEE, employee);
  p.addYtd(YTD_SSNIT_EMPLOYER, employer);
  return employee;
}

/**
 * Voluntary Tier 3: the employee's share is deducted from pay, the employer's is its cost. Together they
 * are relieved up to 16.5% of basic; an employer's share beyond that is a taxable benefit and an
 * employee's is not deductible, so the net effect on chargeable income is the employer's share less the
 * relief. Returns that reduction (negative when the employer's excess adds to income).
 */
function tierThreeRelief(p: Payslip, day: i64, basic: i64): i64 {
  const employee = p.profile(PROFILE_TIER3_EMPLOYEE_MINOR);
  const employer = p.profile(PROFILE_TIER3_EMPLOYER_MINOR);
  if (employee + employer <= 0) return 0;
  const rule = TIER3_RELIEF.at(day);
  const rate = rule.rate(TIER3_RELIEF_COMBINED_LIMIT);
  const limit = basic > 0 ? applyRate(basic, rate, rule.rounding(TIER3_RELIEF_LIMIT)) : 0;
  const relief = min64(employee + employer, limit);
  p.lineIfAny(LINE_TIER_3_EMPLOYEE, employee, employee, NONE, rule.ref);
  p.lineIfAny(LINE_TIER_3_EMPLOYER, employer, employer, NONE, rule.ref);
  p.line(LINE_TIER_3_RELIEF, relief, basic, rate, rule.ref);
  p.addYtd(YTD_TIER3_EMPLOYEE, employee);
  p.addYtd(YTD_TIER3_EMPLOYER, employer);
  return relief - employer;
}
