import { Payslip } from "../engine/payslip";
import { requireMonthly } from "../engine/frequency";
import { withholdOnFees } from "../engine/withholding";
import { Rounding, HALF_UP, applyRate, divide, exact, exactTimesRate, max64 } from "../engine/money";
import { NONE } from "../engine/tables";
import {
  BASES, BASES_GROSS, BASES_PENSIONABLE, BASES_NHF,
  PAYE, CONSOLIDATED_RELIEF, CONSOLIDATED_RELIEF_FLOOR, CONSOLIDATED_RELIEF_FLOOR_RATE, CONSOLIDATED_RELIEF_RATE,
  CONSOLIDATED_RELIEF_ALLOWANCE, MINIMUM_TAX, MINIMUM_TAX_RATE,
  MINIMUM_WAGE_EXEMPTION, MINIMUM_WAGE_EXEMPTION_MONTHLY_MINIMUM_WAGE, RENT_RELIEF,
  PENSION, NHF, NSITF, ITF, WITHHOLDING_FEES, LIFE_INSURANCE_RELIEF,
  LINE_PAYE, LINE_PENSION_EMPLOYEE, LINE_PENSION_VOLUNTARY, LINE_NHF, LINE_LIFE_INSURANCE_RELIEF, LINE_WITHHOLDING_TAX, LINE_PENSION_EMPLOYER, LINE_NSITF, LINE_ITF,
  LINE_CONSOLIDATED_RELIEF, LINE_RENT_RELIEF, LINE_CHARGEABLE_INCOME, LINE_ANNUAL_TAX,
  YTD_GROSS_PAY, YTD_PAYE, YTD_PENSION_EMPLOYEE, YTD_PENSION_EMPLOYER, YTD_NHF, YTD_WITHHOLDING_TAX, YTD_PENSION_VOLUNTARY,
  PROFILE_ANNUAL_RENT_MINOR, PROFILE_NHF, PROFILE_PENSION_MEMBER, PROFILE_PENSION_VOLUNTARY_MINOR, PROFILE_ANNUAL_LIFE_INSURANCE_MINOR,
} from "../../build/generated/ng";

const MONTHS_IN_YEAR: i64 = 12;
// No authority publishes a rounding rule for PAYE: the contract's default (kobo, half up, once per line).
const TO_KOBO = new Rounding(HALF_UP, 1);

/**
 * Nigeria. Employees: contributory pension, NHF when the employee contributes, PAYE as one twelfth of
 * the annual tax on the month's emoluments annualised (PITA with the consolidated relief allowance and
 * the 1% minimum tax until 2025; Nigeria Tax Act 2025 with rent relief from 2026), and the employer's
 * NSITF and ITF levies. The regime and every rate are those of the pay period (its last day), not of
 * the date the run is priced on: income is taxed in the year of assessment it is earned in.
 * Contractors: withholding tax on fees only.
 */
export function price(p: Payslip): void {
  requireMonthly(p, "NG prices calendar-month pay periods only (tables/NG/SOURCES.md, Pay frequencies)");
  if (p.isContractor) priceContractor(p);
  else priceEmployee(p);
}

function priceContractor(p: Payslip): void {
  p.addYtd(YTD_WITHHOLDING_TAX, withholdOnFees(p, WITHHOLDING_FEES.at(p.asOfDay), LINE_WITHHOLDING_TAX));
}

function priceEmployee(p: Payslip): void {
  const day = p.periodEndDay;
  const bases = BASES.at(day);
  const gross = p.sum(bases.mask(BASES_GROSS));
  const pensionable = p.sum(bases.mask(BASES_PENSIONABLE));

  // Persons exempt from the scheme (PRA 2014 s.5, s.2(3)) contribute nothing, voluntary included.
  const pension = PENSION.at(day);
  const member = p.profileFlag(PROFILE_PENSION_MEMBER);
  const pensionEmployee = member ? pension.employee(pensionable) : 0;
  const pensionEmployer = member ? pension.employer(pensionable) : 0;
  const voluntary = member ? p.profile(PROFILE_PENSION_VOLUNTARY_MINOR) : 0;
  p.lineIfAny(LINE_PENSION_EMPLOYEE, pensionEmployee, pensionable, pension.rate, pension.ref);
  p.lineIfAny(LINE_PENSION_VOLUNTARY, voluntary, voluntary, NONE, pension.ref);

  let nhf: i64 = 0;
  if (p.profileFlag(PROFILE_NHF)) {
    const fund = NHF.at(day);
    const basic = p.sum(bases.mask(BASES_NHF));
    nhf = fund.employee(basic);
    p.lineIfAny(LINE_NHF, nhf, basic, fund.rate, fund.ref);
  }

  const paye = pricePaye(p, gross, pensionEmployee + voluntary, nhf);

  p.lineIfAny(LINE_PENSION_EMPLOYER, pensionEmployer, pensionable, pension.employerRate, pension.ref);
  const nsitf = NSITF.at(day);
  p.lineIfAny(LINE_NSITF, nsitf.employer(gross), gross, nsitf.employerRate, nsitf.ref);
  const itf = ITF.at(day);
  p.lineIfAny(LINE_ITF, itf.employer(gross), gross, itf.employerRate, itf.ref);

  p.addYtd(YTD_GROSS_PAY, gross);
  p.addYtd(YTD_PAYE, paye);
  p.addYtd(YTD_PENSION_EMPLOYEE, pensionEmployee);
  p.addYtd(YTD_PENSION_EMPLOYER, pensionEmployer);
  p.addYtd(YTD_NHF, nhf);
  p.addYtd(YTD_PENSION_VOLUNTARY, voluntary);
}

/** One twelfth of the annual tax on the month annualised; returns the PAYE withheld. */
function pricePaye(p: Payslip, gross: i64, pensionEmployee: i64, nhf: i64): i64 {
  const day = p.periodEndDay;
  const bands = PAYE.at(day);
  if (gross <= 0) return 0;

  // Persons earning the national minimum wage or less are exempt (PITA s.37 proviso; NTA 2025).
  const exemption = MINIMUM_WAGE_EXEMPTION.at(day);
  if (gross <= exemption.amount(MINIMUM_WAGE_EXEMPTION_MONTHLY_MINIMUM_WAGE)) {
    p.line(LINE_PAYE, 0, gross, NONE, exemption.ref);
    return 0;
  }

  const annualGross = gross * MONTHS_IN_YEAR;
  // The life premium is an annual figure (paid in the preceding year under the NTA); pension and NHF monthly.
  const lifeInsurance = lifeInsuranceRelief(p, day);
  const annualExempt = (pensionEmployee + nhf) * MONTHS_IN_YEAR + lifeInsurance;
  // Gross income net of the tax-exempt items: the base of the CRA and the minimum tax (PITA s.33(2)).
  const netOfExempt = max64(annualGross - annualExempt, 0);

  let chargeable: i64 = 0;
  let annualTax: i64 = 0;
  const cra = CONSOLIDATED_RELIEF.find(day);
  if (cra !== null) {
    const floor = max64(cra.amount(CONSOLIDATED_RELIEF_FLOOR), applyRate(netOfExempt, cra.rate(CONSOLIDATED_RELIEF_FLOOR_RATE), cra.rounding(CONSOLIDATED_RELIEF_ALLOWANCE)));
    const allowance = floor + applyRate(netOfExempt, cra.rate(CONSOLIDATED_RELIEF_RATE), cra.rounding(CONSOLIDATED_RELIEF_ALLOWANCE));
    p.line(LINE_CONSOLIDATED_RELIEF, allowance, netOfExempt, NONE, cra.ref);
    chargeable = max64(netOfExempt - allowance, 0);
    annualTax = bands.exactTax(chargeable);
    const minimum = MINIMUM_TAX.find(day);
    if (minimum !== null) annualTax = max64(annualTax, exactTimesRate(netOfExempt, minimum.rate(MINIMUM_TAX_RATE)));
  } else {
    let relief: i64 = 0;
    const rent = RENT_RELIEF.find(day);
    const annualRent = p.profile(PROFILE_ANNUAL_RENT_MINOR);
    if (rent !== null && annualRent > 0) {
      relief = rent.percentOf(annualRent);
      p.lineIfAny(LINE_RENT_RELIEF, relief, annualRent, rent.rate, rent.ref);
    }
    chargeable = max64(netOfExempt - relief, 0);
    annualTax = bands.exactTax(chargeable);
  }

  const marginal = chargeable > 0 ? bands.marginalRate(chargeable) : NONE;
  p.line(LINE_CHARGEABLE_INCOME, chargeable, annualGross, NONE, bands.ref);
  p.line(LINE_ANNUAL_TAX, divide(annualTax, exact(1), TO_KOBO), chargeable, marginal, bands.ref);
  const paye = divide(annualTax, exact(MONTHS_IN_YEAR), TO_KOBO);
  p.line(LINE_PAYE, paye, gross, marginal, bands.ref);
  return paye;
}

/** Life assurance / deferred annuity premiums on the employee's or spouse's life: deducted in full. */
function lifeInsuranceRelief(p: Payslip, day: i64): i64 {
  const premium = p.profile(PROFILE_ANNUAL_LIFE_INSURANCE_MINOR);
  if (premium <= 0) return 0;
  const relief = LIFE_INSURANCE_RELIEF.at(day);
  const amount = relief.percentOf(premium);
  p.lineIfAny(LINE_LIFE_INSURANCE_RELIEF, amount, premium, relief.rate, relief.ref);
  return amount;
}
