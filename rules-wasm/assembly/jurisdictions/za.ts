import { Payslip } from "../engine/payslip";
import { requireMonthly } from "../engine/frequency";
import { applyRate, divide, exact, max64, min64, round } from "../engine/money";
import { Bands, NONE } from "../engine/tables";
import { dayOf, taxYearStart, yearOf } from "../engine/dates";
import { HOUSEHOLD_MEDICAL_SCHEME_DEPENDANTS, RATE_DENOMINATOR } from "../../build/generated/layout";
import {
  BASES, BASES_REGULAR_REMUNERATION, BASES_ANNUAL_PAYMENTS,
  INCOME_TAX, REBATES, UIF, SDL, CONTRACTOR_WITHHOLDING,
  RETIREMENT_FUND_DEDUCTION, RETIREMENT_FUND_DEDUCTION_SHARE_OF_REMUNERATION, RETIREMENT_FUND_DEDUCTION_ANNUAL_CAP,
  RETIREMENT_FUND_DEDUCTION_ALLOWED, LINE_RETIREMENT_FUND_DEDUCTION,
  MEDICAL_TAX_CREDIT, MEDICAL_TAX_CREDIT_EACH_OF_FIRST_TWO_PERSONS, MEDICAL_TAX_CREDIT_EACH_ADDITIONAL_DEPENDANT,
  LINE_PAYE, LINE_UIF_EMPLOYEE, LINE_UIF_EMPLOYER, LINE_SDL, LINE_CONTRACTOR_WITHHOLDING,
  LINE_ANNUAL_EQUIVALENT, LINE_TAX_REBATES, LINE_PAYE_ANNUAL_PAYMENT, LINE_MEDICAL_TAX_CREDIT,
  YTD_TAXABLE_REMUNERATION, YTD_PAYE, YTD_MEDICAL_TAX_CREDIT, YTD_UIF_EMPLOYEE, YTD_UIF_EMPLOYER, YTD_SDL, YTD_CONTRACTOR_FEES,
  PROFILE_MEDICAL_SCHEME_MEMBER, PROFILE_RETIREMENT_FUND_CONTRIBUTIONS_MINOR, PROFILE_SDL_EXEMPT_EMPLOYER,
  TAX_YEAR_START_MONTH, TAX_YEAR_START_DAY,
} from "../../build/generated/za";

/**
 * South Africa. Employees: PAYE by SARS's periodic annualised method (the month's regular remuneration
 * x 12, tax on it per the annual rates less the age rebates, / 12; an annual payment such as a bonus is
 * taxed as the difference it makes to the annual tax, not annualised), less the medical scheme fees tax
 * credit; UIF 1% + 1% up to the ceiling; SDL 1% employer. Independent contractors: nothing is withheld.
 */
export function price(p: Payslip): void {
  requireMonthly(p, "ZA prices calendar-month pay periods only (tables/ZA/SOURCES.md, Pay frequencies)");
  if (p.isContractor) priceContractor(p);
  else priceEmployee(p);
}

function priceContractor(p: Payslip): void {
  const withholding = CONTRACTOR_WITHHOLDING.at(p.asOfDay);
  const fees = p.sum(withholding.baseMask);
  // The line is kept even at nil so the payslip shows which rule decided the contractor's fees.
  const tax = withholding.employee(fees);
  p.line(LINE_CONTRACTOR_WITHHOLDING, tax, fees, withholding.rate, withholding.ref);
  p.addYtd(YTD_CONTRACTOR_FEES, fees);
}

function priceEmployee(p: Payslip): void {
  const day = p.asOfDay;
  const bases = BASES.at(day);
  const regular = p.sum(bases.mask(BASES_REGULAR_REMUNERATION));
  const annualPayment = p.sum(bases.mask(BASES_ANNUAL_PAYMENTS));

  const paye = pricePaye(p, regular, annualPayment);
  const uifEmployee = priceUif(p);
  const sdl = priceSdl(p);

  p.addYtd(YTD_TAXABLE_REMUNERATION, regular + annualPayment);
  p.addYtd(YTD_PAYE, paye);
  p.addYtd(YTD_UIF_EMPLOYEE, uifEmployee);
  p.addYtd(YTD_SDL, sdl);
}

/** Age on the last day of the tax year (s.6(2)(b), (c)); -1 when no birthdate is known (primary rebate only). */
function ageForRebates(p: Payslip): i32 {
  const start = taxYearStart(p.asOfDay, TAX_YEAR_START_MONTH, TAX_YEAR_START_DAY);
  const lastDay = dayOf(yearOf(start) + 1, TAX_YEAR_START_MONTH, TAX_YEAR_START_DAY) - 1;
  return p.ageOn(lastDay);
}

/** Annual tax on `income` less the rebates, never below nil, exact (micro-minor units). */
function taxAfterRebates(bands: Bands, income: i64, rebates: i64): i64 {
  return max64(bands.exactTax(income) - exact(rebates), 0);
}

function pricePaye(p: Payslip, regular: i64, annualPayment: i64): i64 {
  const day = p.asOfDay;
  const bands = INCOME_TAX.at(day);
  const rebateTable = REBATES.at(day);
  const rebates = rebateTable.forAge(ageForRebates(p));

  const annualEquivalent = regular * 12;
  const taxableEquivalent = annualEquivalent - retirementFundDeduction(p, annualEquivalent);
  const onRegular = taxAfterRebates(bands, taxableEquivalent, rebates);
  // De-annualised once, so nothing is rounded before the month's figure.
  const regularTax = divide(onRegular, 12 * RATE_DENOMINATOR, bands.rounding);
  let annualPaymentTax: i64 = 0;
  if (annualPayment > 0) {
    annualPaymentTax = round(taxAfterRebates(bands, taxableEquivalent + annualPayment, rebates) - onRegular, bands.rounding);
  }
  const taxedIncome = taxableEquivalent + max64(annualPayment, 0);
  const marginal = taxedIncome > 0 ? bands.marginalRate(taxedIncome) : NONE;

  p.line(LINE_ANNUAL_EQUIVALENT, annualEquivalent, regular, NONE, bands.ref);
  p.line(LINE_TAX_REBATES, rebates, 0, NONE, rebateTable.ref);
  p.lineIfAny(LINE_PAYE_ANNUAL_PAYMENT, annualPaymentTax, annualPayment, marginal, bands.ref);

  const beforeCredit = regularTax + annualPaymentTax;
  const credits = MEDICAL_TAX_CREDIT.at(day);
  const entitlement = medicalCreditFor(p, credits.amount(MEDICAL_TAX_CREDIT_EACH_OF_FIRST_TWO_PERSONS), credits.amount(MEDICAL_TAX_CREDIT_EACH_ADDITIONAL_DEPENDANT));
  // The credit is non-refundable: it can take the month's PAYE to nil, not below.
  const applied = min64(entitlement, beforeCredit);
  if (entitlement > 0) p.line(LINE_MEDICAL_TAX_CREDIT, applied, entitlement, NONE, credits.ref);

  const paye = beforeCredit - applied;
  p.line(LINE_PAYE, paye, regular + annualPayment, marginal, bands.ref);
  p.addYtd(YTD_MEDICAL_TAX_CREDIT, applied);
  return paye;
}

/**
 * s.11F: a year's contributions (12 x the month's), at most 27.5% of the annual equivalent of remuneration
 * and at most the annual cap. Returns the annual amount deducted before tax (0 without contributions).
 */
function retirementFundDeduction(p: Payslip, annualEquivalent: i64): i64 {
  const contributions = p.profile(PROFILE_RETIREMENT_FUND_CONTRIBUTIONS_MINOR);
  if (contributions <= 0 || annualEquivalent <= 0) return 0;
  const limits = RETIREMENT_FUND_DEDUCTION.at(p.asOfDay);
  const shareLimit = applyRate(annualEquivalent, limits.rate(RETIREMENT_FUND_DEDUCTION_SHARE_OF_REMUNERATION), limits.rounding(RETIREMENT_FUND_DEDUCTION_ALLOWED));
  const allowed = min64(min64(contributions * 12, shareLimit), limits.amount(RETIREMENT_FUND_DEDUCTION_ANNUAL_CAP));
  p.line(LINE_RETIREMENT_FUND_DEDUCTION, allowed, contributions * 12, NONE, limits.ref);
  return allowed;
}

/** s.6A amounts: the first two persons covered at the higher amount, every further dependant at the lower. */
function medicalCreditFor(p: Payslip, eachOfFirstTwo: i64, eachAdditional: i64): i64 {
  const member: i64 = p.profileFlag(PROFILE_MEDICAL_SCHEME_MEMBER) ? 1 : 0;
  const persons = member + max64(p.household(HOUSEHOLD_MEDICAL_SCHEME_DEPENDANTS), 0);
  return min64(persons, 2) * eachOfFirstTwo + max64(persons - 2, 0) * eachAdditional;
}

/** Returns the employee's contribution. */
function priceUif(p: Payslip): i64 {
  const uif = UIF.at(p.asOfDay);
  const remuneration = p.sum(uif.baseMask);
  const employee = uif.employee(remuneration);
  const employer = uif.employer(remuneration);
  const base = max64(uif.cappedBase(remuneration), 0);
  p.lineIfAny(LINE_UIF_EMPLOYEE, employee, base, uif.rate, uif.ref);
  p.lineIfAny(LINE_UIF_EMPLOYER, employer, base, uif.employerRate, uif.ref);
  p.addYtd(YTD_UIF_EMPLOYER, employer);
  return employee;
}

function priceSdl(p: Payslip): i64 {
  // SDL Act s.4(b): an employer below the annual payroll threshold declares itself exempt.
  if (p.profileFlag(PROFILE_SDL_EXEMPT_EMPLOYER)) return 0;
  const sdl = SDL.at(p.asOfDay);
  const leviable = p.sum(sdl.baseMask);
  const levy = sdl.employer(leviable);
  p.lineIfAny(LINE_SDL, levy, leviable, sdl.employerRate, sdl.ref);
  return levy;
}
