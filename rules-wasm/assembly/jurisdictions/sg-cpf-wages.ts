import { Payslip } from "../engine/payslip";
import { max64, min64 } from "../engine/money";
import { monthOf } from "../engine/dates";
import { Bases, Parameters } from "../engine/tables";
import {
  BASES_ORDINARY_WAGES, BASES_ADDITIONAL_WAGES,
  CPF_LIMITS_ORDINARY_WAGE_CEILING, CPF_LIMITS_ANNUAL_SALARY_CEILING,
  YTD_CPF_OW_SUBJECT, YTD_CPF_AW_SUBJECT,
} from "../../build/generated/sg";

/** The month's wages as paid, and the parts of them subject to CPF after the two ceilings. */
export class CpfWages {
  ordinaryPaid: i64 = 0;
  additionalPaid: i64 = 0;
  ordinarySubject: i64 = 0;
  additionalSubject: i64 = 0;

  /** Total wages for the calendar month (OW + AW as paid): what picks the wage band. */
  get totalPaid(): i64 {
    return this.ordinaryPaid + this.additionalPaid;
  }

  get totalSubject(): i64 {
    return this.ordinarySubject + this.additionalSubject;
  }
}

/**
 * Ordinary wages are capped at the monthly OW ceiling. Additional wages are capped at the AW ceiling,
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
  return wages;
}
