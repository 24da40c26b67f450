import { Payslip } from "../engine/payslip";
import { withholdOnFees } from "../engine/withholding";
import {
  BASES, BASES_PAYE_PAY, BASES_NIABLE_PAY, CONTRACTOR_WITHHOLDING,
  LINE_PAYE,
} from "../../build/generated/gb";
import { readTaxCode } from "./gb-tax-code";
import { pricePaye } from "./gb-paye";
import { priceNi } from "./gb-ni";
import { categoryUsed } from "./gb-ni-category";
import { priceStudentLoans } from "./gb-student-loan";
import { pricePension } from "./gb-pension";

/**
 * Great Britain (England, Wales, Northern Ireland). Employees: PAYE income tax by tax code, cumulative
 * over the tax year (6 April - 5 April) unless the code is week1/month1, then Class 1 NICs by category
 * letter on the period's earnings. Monthly, weekly, two-weekly and four-weekly pay: a payment is taxed in
 * the tax month or tax week it is paid in; the engine takes the period end as the payment date (tax month
 * 1 = 6 April - 5 May, week 1 = 6 - 12 April; the host counts p.taxPeriod). Contractors: nothing withheld.
 */
export function price(p: Payslip): void {
  if (p.isContractor) priceContractor(p);
  else priceEmployee(p);
}

function priceContractor(p: Payslip): void {
  withholdOnFees(p, CONTRACTOR_WITHHOLDING.at(p.asOfDay), LINE_PAYE);
}

function priceEmployee(p: Payslip): void {
  const payDay = p.periodEndDay;
  const bases = BASES.at(p.asOfDay);
  const code = readTaxCode(p);
  const niablePay = p.sum(bases.mask(BASES_NIABLE_PAY));
  // Net pay and salary sacrifice pensions come off pay before tax (sacrifice also before NICs and student loans).
  const pension = pricePension(p, niablePay);
  const payePay = p.sum(bases.mask(BASES_PAYE_PAY)) - pension.beforeTax;
  const niable = niablePay - pension.beforeNi;
  pricePaye(p, code, payePay, p.taxPeriod);
  priceNi(p, niable, categoryUsed(p, payDay));
  // Student loans are due on the same earnings as employer Class 1 NICs (HMRC student loan guidance).
  priceStudentLoans(p, niable);
}
