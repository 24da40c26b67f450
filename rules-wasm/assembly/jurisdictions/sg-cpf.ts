import { Payslip } from "../engine/payslip";
import { exactTimesRate, max64, round } from "../engine/money";
import { NONE } from "../engine/tables";
import { cpfAgeForMonthOf } from "./sg-cpf-age";
import { cpfWagesOf } from "./sg-cpf-wages";
import {
  BASES, CPF_LIMITS, CPF_RATES,
  CPF_LIMITS_NIL_UP_TO, CPF_LIMITS_EMPLOYER_ONLY_UP_TO, CPF_LIMITS_GRADUATED_UP_TO,
  CPF_LIMITS_TOTAL, CPF_LIMITS_EMPLOYEE,
  CPF_RATES_RATE_EMPLOYER, CPF_RATES_RATE_EMPLOYEE, CPF_RATES_RATE_GRADUATED,
  LINE_CPF_EMPLOYEE, LINE_CPF_EMPLOYER, LINE_CPF_TOTAL, LINE_CPF_ADDITIONAL_WAGES, LINE_CPF_ADDITIONAL_WAGES_EXCESS,
  YTD_CPF_OW_SUBJECT, YTD_CPF_AW_SUBJECT, YTD_CPF_AW_PAID, YTD_CPF_EMPLOYEE, YTD_CPF_EMPLOYER,
} from "../../build/generated/sg";

/**
 * CPF contributions for one employee: the employee's share from `employeeGroup`'s table, the employer's
 * rate from `employerGroup`'s (the same table, except for an SPR on full employer / graduated employee
 * rates (F/G), whose employer pays the Table 1 rate of the age group).
 * The wage band is chosen on the month's total wages: nil up to $50, employer only up to $500, the
 * employee's share phased in up to $750, full rates above. The total is rounded to the nearest dollar
 * (50 cents up), the employee's share has its cents dropped, the employer pays the difference.
 */
export function priceCpf(p: Payslip, employeeGroup: i32, employerGroup: i32): void {
  // CPF: rates and ceilings "apply to wages earned from" their date, so the wage month picks the version.
  const day = p.periodEndDay;
  const limits = CPF_LIMITS.at(day);
  const rates = CPF_RATES.at(day);
  const wages = cpfWagesOf(p, limits, BASES.at(day), p.periodEndDay);
  const paid = wages.totalPaid;
  p.addYtd(YTD_CPF_AW_PAID, wages.additionalPaid);
  if (paid <= limits.amount(CPF_LIMITS_NIL_UP_TO)) return;

  const cpfAge = cpfAgeForMonthOf(p, p.periodEndDay);
  const row = rates.row(employeeGroup, cpfAge);
  const employerRate = rates.rate(rates.row(employerGroup, cpfAge), CPF_RATES_RATE_EMPLOYER);
  const employeeRate = rates.rate(row, CPF_RATES_RATE_EMPLOYEE);
  const subject = wages.totalSubject;

  // Exact amounts (micro-minor units) per the row of the band total wages fall in; rounded once below.
  let totalExact: i64;
  let employeeExact: i64 = 0;
  let employeeBase: i64 = 0;
  let employeeRateShown: i64 = NONE;
  let totalRateShown: i64 = NONE;
  if (paid > limits.amount(CPF_LIMITS_GRADUATED_UP_TO)) {
    totalRateShown = employerRate + employeeRate;
    employeeBase = subject;
    employeeRateShown = employeeRate;
    totalExact = exactTimesRate(subject, totalRateShown);
    employeeExact = exactTimesRate(subject, employeeRate);
  } else if (paid > limits.amount(CPF_LIMITS_EMPLOYER_ONLY_UP_TO)) {
    employeeBase = max64(0, subject - limits.amount(CPF_LIMITS_EMPLOYER_ONLY_UP_TO));
    employeeRateShown = rates.rate(row, CPF_RATES_RATE_GRADUATED);
    employeeExact = exactTimesRate(employeeBase, employeeRateShown);
    totalExact = exactTimesRate(subject, employerRate) + employeeExact;
  } else {
    totalExact = exactTimesRate(subject, employerRate);
  }
  const total = round(totalExact, limits.rounding(CPF_LIMITS_TOTAL));
  const employee = round(employeeExact, limits.rounding(CPF_LIMITS_EMPLOYEE));
  const employer = total - employee;

  p.lineIfAny(LINE_CPF_EMPLOYEE, employee, employeeBase, employeeRateShown, rates.ref);
  p.lineIfAny(LINE_CPF_EMPLOYER, employer, subject, employerRate, rates.ref);
  p.lineIfAny(LINE_CPF_TOTAL, total, subject, totalRateShown, rates.ref);
  p.lineIfAny(LINE_CPF_ADDITIONAL_WAGES, wages.additionalSubject, wages.additionalPaid, NONE, limits.ref);
  p.addYtd(YTD_CPF_OW_SUBJECT, wages.ordinarySubject);
  p.lineIfAny(LINE_CPF_ADDITIONAL_WAGES_EXCESS, wages.additionalExcess, wages.additionalExcess, NONE, limits.ref);
  p.addYtd(YTD_CPF_AW_SUBJECT, wages.additionalSubject);
  p.addYtd(YTD_CPF_EMPLOYEE, employee);
  p.addYtd(YTD_CPF_EMPLOYER, employer);
}
