import { Payslip } from "../engine/payslip";
import { monthOf, yearOf } from "../engine/dates";

/**
 * The age CPF prices the wage month at: birthdays falling in months strictly before it. CPF moves an
 * employee to the next age group "from the first day of the month after the month of his 55th, 60th,
 * 65th or 70th birthday", so the birthday month itself still takes the lower group. An unknown
 * birthdate takes the "55 and below" rates (0).
 */
export function cpfAgeForMonthOf(p: Payslip, dayInWageMonth: i64): i32 {
  if (!p.hasBirthdate) return 0;
  const wageMonth = yearOf(dayInWageMonth) * 12 + monthOf(dayInWageMonth);
  const birthMonth = yearOf(p.birthDay) * 12 + monthOf(p.birthDay);
  const monthsBefore = wageMonth - birthMonth - 1;
  return monthsBefore < 0 ? 0 : monthsBefore / 12;
}
