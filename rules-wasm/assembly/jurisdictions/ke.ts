import { Payslip } from "../engine/payslip";
import { requireMonthly } from "../engine/frequency";
import { withholdOnFees } from "../engine/withholding";
import { applyRate, max64, min64 } from "../engine/money";
import { NONE } from "../engine/tables";
import {
  BASES, BASES_GROSS, BASES_TAXABLE, BASES_PENSIONABLE, BASES_CONTRACT_FEES,
  PAYE, PERSONAL_RELIEF, INSURANCE_RELIEF, HOUSING_RELIEF,
  PAYE_DEDUCTIONS, PAYE_DEDUCTIONS_PENSION_CONTRIBUTION_LIMIT, PAYE_DEDUCTIONS_HEALTH_CONTRIBUTION_DEDUCTIBLE,
  PAYE_DEDUCTIONS_HOUSING_LEVY_DEDUCTIBLE, PAYE_DEDUCTIONS_HEALTH_CONTRIBUTION_INSURANCE_RELIEF,
  DISABILITY_EXEMPTION, DISABILITY_EXEMPTION_MONTHLY_EXEMPTION,
  NSSF, NSSF_LOWER_EARNINGS_LIMIT, NSSF_UPPER_EARNINGS_LIMIT, NSSF_EMPLOYEE, NSSF_EMPLOYER, NSSF_CONTRIBUTION, NSSF_MINIMUM_MEMBER_AGE,
  NHIF, SHIF, AHL, WITHHOLDING_FEES,
  MORTGAGE_INTEREST, MORTGAGE_INTEREST_MONTHLY_LIMIT, POST_RETIREMENT_MEDICAL_FUND, POST_RETIREMENT_MEDICAL_FUND_MONTHLY_LIMIT,
  LINE_PENSION_DEDUCTION, LINE_MORTGAGE_INTEREST_DEDUCTION, LINE_POST_RETIREMENT_MEDICAL_DEDUCTION,
  LINE_PAYE, LINE_NSSF_TIER_I, LINE_NSSF_TIER_II, LINE_NSSF_TIER_I_EMPLOYER, LINE_NSSF_TIER_II_EMPLOYER,
  LINE_NHIF, LINE_SHIF, LINE_AHL, LINE_AHL_EMPLOYER, LINE_WITHHOLDING_TAX, LINE_TAXABLE_PAY,
  LINE_TAX_BEFORE_RELIEFS, LINE_PERSONAL_RELIEF, LINE_INSURANCE_RELIEF, LINE_HOUSING_RELIEF, LINE_DISABILITY_EXEMPTION,
  YTD_GROSS_PAY, YTD_TAXABLE_PAY, YTD_PAYE, YTD_NSSF_EMPLOYEE, YTD_HEALTH_CONTRIBUTION, YTD_AHL_EMPLOYEE, YTD_WITHHOLDING_TAX,
  PROFILE_INSURANCE_PREMIUMS_MINOR, PROFILE_DISABILITY_EXEMPTION,
  PROFILE_PENSION_CONTRIBUTIONS_MINOR, PROFILE_MORTGAGE_INTEREST_MINOR, PROFILE_POST_RETIREMENT_MEDICAL_FUND_MINOR,
} from "../../build/generated/ke";

/**
 * Kenya. Employees: NSSF (two tiers), NHIF until September 2024 then SHIF, the Affordable Housing Levy
 * from 19 March 2024, then PAYE on pay less allowable deductions, less reliefs. PAYE is monthly and
 * non-cumulative. Contractors: withholding tax on professional fees only.
 */
export function price(p: Payslip): void {
  requireMonthly(p, "KE prices calendar-month pay periods only (tables/KE/SOURCES.md, Pay frequencies)");
  if (p.isContractor) priceContractor(p);
  else priceEmployee(p);
}

function priceContractor(p: Payslip): void {
  p.addYtd(YTD_WITHHOLDING_TAX, withholdOnFees(p, WITHHOLDING_FEES.at(p.asOfDay), LINE_WITHHOLDING_TAX));
}

function priceEmployee(p: Payslip): void {
  const day = p.asOfDay;
  const bases = BASES.at(day);
  const gross = p.sum(bases.mask(BASES_GROSS));
  const pensionable = p.sum(bases.mask(BASES_PENSIONABLE));
  const employment = p.sum(bases.mask(BASES_TAXABLE));

  const nssfEmployee = priceNssf(p, pensionable);
  const health = priceHealth(p, gross);
  const housingLevy = priceHousingLevy(p, gross);

  // Taxable pay: employment income less allowable deductions (Income Tax Act s.15, s.22A, Third Schedule).
  const deductions = PAYE_DEDUCTIONS.at(day);
  let taxable = employment - pensionDeduction(p, nssfEmployee, deductions.amount(PAYE_DEDUCTIONS_PENSION_CONTRIBUTION_LIMIT), deductions.ref);
  if (deductions.count(PAYE_DEDUCTIONS_HEALTH_CONTRIBUTION_DEDUCTIBLE) != 0) taxable -= health;
  if (deductions.count(PAYE_DEDUCTIONS_HOUSING_LEVY_DEDUCTIBLE) != 0) taxable -= housingLevy;
  taxable -= mortgageInterestDeduction(p);
  taxable -= postRetirementMedicalDeduction(p);
  taxable = max64(taxable, 0);
  if (p.profileFlag(PROFILE_DISABILITY_EXEMPTION)) {
    const exemption = DISABILITY_EXEMPTION.at(day);
    const exempt = min64(taxable, exemption.amount(DISABILITY_EXEMPTION_MONTHLY_EXEMPTION));
    p.line(LINE_DISABILITY_EXEMPTION, exempt, taxable, NONE, exemption.ref);
    taxable -= exempt;
  }

  const bands = PAYE.at(day);
  const charged = bands.tax(taxable);
  const marginal = taxable > 0 ? bands.marginalRate(taxable) : NONE;
  p.line(LINE_TAXABLE_PAY, taxable, employment, NONE, deductions.ref);
  p.line(LINE_TAX_BEFORE_RELIEFS, charged, taxable, marginal, bands.ref);

  const personal = PERSONAL_RELIEF.at(day);
  const personalRelief = personal.fixed();
  p.line(LINE_PERSONAL_RELIEF, personalRelief, 0, NONE, personal.ref);

  const insurance = INSURANCE_RELIEF.at(day);
  let qualifying = p.profile(PROFILE_INSURANCE_PREMIUMS_MINOR);
  if (deductions.count(PAYE_DEDUCTIONS_HEALTH_CONTRIBUTION_INSURANCE_RELIEF) != 0) qualifying += health;
  const insuranceRelief = insurance.percentOf(qualifying);
  p.lineIfAny(LINE_INSURANCE_RELIEF, insuranceRelief, qualifying, insurance.rate, insurance.ref);

  let housingRelief: i64 = 0;
  const housing = HOUSING_RELIEF.find(day);
  if (housing !== null) {
    housingRelief = housing.percentOf(housingLevy);
    p.lineIfAny(LINE_HOUSING_RELIEF, housingRelief, housingLevy, housing.rate, housing.ref);
  }

  // Reliefs reduce the tax charged but never below nil (Income Tax Act s.30, s.31).
  const paye = max64(charged - personalRelief - insuranceRelief - housingRelief, 0);
  p.line(LINE_PAYE, paye, taxable, marginal, bands.ref);

  p.addYtd(YTD_GROSS_PAY, gross);
  p.addYtd(YTD_TAXABLE_PAY, taxable);
  p.addYtd(YTD_PAYE, paye);
  p.addYtd(YTD_NSSF_EMPLOYEE, nssfEmployee);
  p.addYtd(YTD_HEALTH_CONTRIBUTION, health);
  p.addYtd(YTD_AHL_EMPLOYEE, housingLevy);
}

/**
 * NSSF and the employee's registered pension, provident or individual retirement fund contributions share
 * one monthly limit (Income Tax Act s.22A). The line shows only when a scheme besides NSSF is declared.
 */
function pensionDeduction(p: Payslip, nssfEmployee: i64, limit: i64, ref: i32): i64 {
  const scheme = max64(p.profile(PROFILE_PENSION_CONTRIBUTIONS_MINOR), 0);
  const allowed = min64(nssfEmployee + scheme, limit);
  if (scheme > 0) p.line(LINE_PENSION_DEDUCTION, allowed, nssfEmployee + scheme, NONE, ref);
  return allowed;
}

/** Owner-occupier interest (s.15(3)(b)), up to the monthly limit in force. */
function mortgageInterestDeduction(p: Payslip): i64 {
  const interest = p.profile(PROFILE_MORTGAGE_INTEREST_MINOR);
  const limits = MORTGAGE_INTEREST.find(p.asOfDay);
  if (interest <= 0 || limits === null) return 0;
  const allowed = min64(interest, limits.amount(MORTGAGE_INTEREST_MONTHLY_LIMIT));
  p.line(LINE_MORTGAGE_INTEREST_DEDUCTION, allowed, interest, NONE, limits.ref);
  return allowed;
}

/** Post-retirement medical fund contributions, deductible from 27 December 2024 up to the monthly limit. */
function postRetirementMedicalDeduction(p: Payslip): i64 {
  const contributions = p.profile(PROFILE_POST_RETIREMENT_MEDICAL_FUND_MINOR);
  const limits = POST_RETIREMENT_MEDICAL_FUND.find(p.asOfDay);
  if (contributions <= 0 || limits === null) return 0;
  const allowed = min64(contributions, limits.amount(POST_RETIREMENT_MEDICAL_FUND_MONTHLY_LIMIT));
  p.line(LINE_POST_RETIREMENT_MEDICAL_DEDUCTION, allowed, contributions, NONE, limits.ref);
  return allowed;
}

/** Tier I on pensionable pay up to the LEL, Tier II between LEL and UEL; returns the employee's total. */
function priceNssf(p: Payslip, pensionable: i64): i64 {
  if (pensionable <= 0) return 0;
  const nssf = NSSF.at(p.asOfDay);
  // Age on the last day of the period; the Act covers employees who have attained 18 (s.2).
  if (p.hasBirthdate && <i64>p.ageOn(p.periodEndDay) < nssf.count(NSSF_MINIMUM_MEMBER_AGE)) return 0;
  const lower = nssf.amount(NSSF_LOWER_EARNINGS_LIMIT);
  const tierOneBase = min64(pensionable, lower);
  const tierTwoBase = max64(min64(pensionable, nssf.amount(NSSF_UPPER_EARNINGS_LIMIT)) - lower, 0);
  const rounding = nssf.rounding(NSSF_CONTRIBUTION);
  const employeeRate = nssf.rate(NSSF_EMPLOYEE);
  const employerRate = nssf.rate(NSSF_EMPLOYER);
  const tierOne = applyRate(tierOneBase, employeeRate, rounding);
  const tierTwo = applyRate(tierTwoBase, employeeRate, rounding);
  p.line(LINE_NSSF_TIER_I, tierOne, tierOneBase, employeeRate, nssf.ref);
  p.lineIfAny(LINE_NSSF_TIER_II, tierTwo, tierTwoBase, employeeRate, nssf.ref);
  p.line(LINE_NSSF_TIER_I_EMPLOYER, applyRate(tierOneBase, employerRate, rounding), tierOneBase, employerRate, nssf.ref);
  p.lineIfAny(LINE_NSSF_TIER_II_EMPLOYER, applyRate(tierTwoBase, employerRate, rounding), tierTwoBase, employerRate, nssf.ref);
  return tierOne + tierTwo;
}

/** NHIF (banded) until 30 September 2024, SHIF (2.75%, minimum 300) from 1 October 2024. */
function priceHealth(p: Payslip, gross: i64): i64 {
  if (gross <= 0) return 0;
  const nhif = NHIF.find(p.asOfDay);
  if (nhif !== null) {
    const contribution = nhif.lookup(gross);
    p.line(LINE_NHIF, contribution, gross, NONE, nhif.ref);
    return contribution;
  }
  const shif = SHIF.find(p.asOfDay);
  if (shif !== null) {
    const contribution = shif.employee(gross);
    p.line(LINE_SHIF, contribution, gross, shif.rate, shif.ref);
    return contribution;
  }
  return 0;
}

/** Affordable Housing Levy from 19 March 2024, employee and employer; returns the employee's share. */
function priceHousingLevy(p: Payslip, gross: i64): i64 {
  const levy = AHL.find(p.asOfDay);
  if (levy === null || gross <= 0) return 0;
  const employee = levy.employee(gross);
  p.line(LINE_AHL, employee, gross, levy.rate, levy.ref);
  p.line(LINE_AHL_EMPLOYER, levy.employer(gross), gross, levy.employerRate, levy.ref);
  return employee;
}
