import type { FiledPayslip, FiledPerson } from './periodicFiling.ts';

/** The sum of a line's amounts (or bases) over payslips. */
export function lineSum(payslips: readonly FiledPayslip[], code: string, of: 'amount_minor' | 'base_minor' = 'amount_minor'): number {
  let total = 0;
  for (const p of payslips) for (const l of p.line_items) if (l.code === code) total += l[of];
  return total;
}

/** The sum of the earnings with these component codes, or of every earning without a list. */
export function earningsSum(payslips: readonly FiledPayslip[], codes?: readonly string[]): number {
  let total = 0;
  for (const p of payslips) for (const l of p.line_items) if (l.kind === 'earning' && (!codes || codes.includes(l.code))) total += l.amount_minor;
  return total;
}

const isEmployees = (s: FiledPayslip) => s.employee_snapshot.classification === 'employee';

/** The person as paid as an employee, with their employee payslips (null when none): contractors' fees are reported elsewhere. */
export function asEmployee(person: FiledPerson): FiledPerson | null {
  // A person is copied only when a contractor's payslip is left out: four returns of 100,000 people copy none.
  const employee = person.payslips.every(isEmployees) ? person : { ...person, payslips: person.payslips.filter(isEmployees) };
  return employee.payslips.length > 0 ? employee : null;
}
