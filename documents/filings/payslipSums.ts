import type { FiledPayslip, FiledPerson, FilingSource } from './periodicFiling.ts';

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

/** Those paid as employees, with their employee payslips: contractors' fees are reported elsewhere. */
export function employeesOf(source: FilingSource): FiledPerson[] {
  const isEmployees = (s: FiledPayslip) => s.employee_snapshot.classification === 'employee';
  // A person is copied only when a contractor's payslip is left out: four returns of 100,000 people copy none.
  return source.people
    .map((p) => (p.payslips.every(isEmployees) ? p : { ...p, payslips: p.payslips.filter(isEmployees) }))
    .filter((p) => p.payslips.length > 0);
}
