import { Payslip } from "../engine/payslip";
import { max64, min64 } from "../engine/money";
import { monthOf } from "../engine/dates";
import { Bases, Parameters } from "../engine/tables";
import {
  BASES_ORDINARY_WAGES, BASES_ADDITIONAL_WAGES,
  CPF_LIMITS_ORDINARY_WAGE_CEILING, CPF_LIMITS_ANNUAL_SALARY_CEILING,
  YTD_CPF_OW_SUBJECT, YTD_CPF_AW_SUBJECT, YTD_CPF_AW_PAID,
} from "../../build/generated/sg";

/** The month's wages as paid, and the parts of them subject to CPF after the two ceilings. */
export class CpfWages {
  ordinaryPaid: i64 = 0;
  additionalPaid: i64 = 0;
  ordinarySubject: i64 = 0;
  additionalSubject: i64 = 0;
  /** At the year-end recomputation: AW made subject earlier in the year beyond the actual AW ceiling. */
  additionalExcess: i64 = 0;

  /** Total wages for the calendar month (OW + AW as paid): what picks the wage band. */
  get totalPaid(): i64 {
    return this.ordinaryPaid + this.additionalPaid;
  }

  get totalSubject(): i64 {
    return this.ordinarySubject + this.additionalSubject;
  }
}

/**
 * In December, or in the month employment ends, the year's OW is known, so the AW ceiling is recomputed as CPF instructs ("at the end of
 * the year ... re-calculate the AW ceiling of the year based on the OW paid"): AW paid earlier that the
 * estimate left out becomes subject now (the shortfall is paid with December's contributions); AW made
 * subject beyond the actual ceiling is reported as excess (CPF refunds it on the employer's application).
 * Otherwise ordinary wages are capped at the monthly OW ceiling. Additional wages are capped at the AW ceiling,
 * $102,000 less the year's OW subject to CPF, estimated during the year as CPF instructs ("estimate the
 * AW ceiling by using the current year's estimated monthly OW"): OW already subject this year plus this
 * month's OW for every month left, this one included; less the AW already subject this year.
 */
export function cpfWagesOf(p: Payslip, limits: Parameters, bases: Bases, dayInWageMonth: i64): CpfWages {
  const wages = new CpfWages();
  wages.ordinaryPaid = max64(0, p.sum(bases.mask(BASES_ORDINARY_WAGES)));
  wages.additionalPaid = max64(0, p.sum(bases.mask(BASES_ADDITIONAL_WAGES)));
  wages.ordinarySubject = min64(wages.ordinaryPaid, limits.amount(CPF_LIMITS_ORDINARY_WAGE_CEILING));
  const monthsLeft = <i64>(13 - monthOf(dayInWageMonth));
  const estimatedAnnualOrdinary = p.ytd(YTD_CPF_OW_SUBJECT) + wages.ordinarySubject * monthsLeft;
  const additionalRoom = max64(0, limits.amount(CPF_LIMITS_ANNUAL_SALARY_CEILING) - estimatedAnnualOrdinary - p.ytd(YTD_CPF_AW_SUBJECT));
  wages.additionalSubject = min64(wages.additionalPaid, additionalRoom);
  if (monthOf(dayInWageMonth) == 12 || p.ceasesThisPeriod) recomputeForTheYear(p, wages, limits);
  return wages;
}

function recomputeForTheYear(p: Payslip, wages: CpfWages, limits: Parameters): void {
  const subjectBefore = p.ytd(YTD_CPF_AW_SUBJECT);
  // A year carried without cpf_aw_paid (earlier records) counts only what was made subject.
  const paidBefore = max64(p.ytd(YTD_CPF_AW_PAID), subjectBefore);
  const ceiling = max64(0, limits.amount(CPF_LIMITS_ANNUAL_SALARY_CEILING) - p.ytd(YTD_CPF_OW_SUBJECT) - wages.ordinarySubject);
  const allowedForYear = min64(paidBefore + wages.additionalPaid, ceiling);
  wages.additionalSubject = max64(0, allowedForYear - subjectBefore);
  wages.additionalExcess = max64(0, subjectBefore - allowedForYear);
}
