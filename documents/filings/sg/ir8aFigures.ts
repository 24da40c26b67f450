import type { FiledPayslip } from '../periodicFiling.ts';
import { linesOf } from '../returnCsv.ts';

/**
 * A person's year on Form IR8A, from their payslips (IRAS Form IR8A items a to d; documents/filings/sg/SOURCES.md):
 * (a) salary and overtime, (b) bonus, (c) directors' fees, (d) allowances and commission, with the employee's
 * compulsory CPF and the donations and Mosque Building Fund deducted through salary.
 */
export interface Ir8aFigures {
  salary: number;
  bonus: number;
  directorsFees: number;
  transportAllowance: number;
  otherAllowance: number;
  commission: number;
  others: number;
  amount: number;
  cpf: number;
  mbf: number;
  donation: number;
}

const salaryCodes = ['BASIC', 'OVERTIME'];

export function ir8aFiguresOf(payslips: readonly FiledPayslip[]): Ir8aFigures {
  const sum = (of: (p: FiledPayslip) => number) => payslips.reduce((total, p) => total + of(p), 0);
  const earnings = sum((p) => p.line_items.filter((l) => l.kind === 'earning').reduce((s, l) => s + l.amount_minor, 0));
  const salary = sum((p) => linesOf(p, salaryCodes, 'earning'));
  const bonus = sum((p) => linesOf(p, ['BONUS'], 'earning'));
  const directorsFees = sum((p) => linesOf(p, ['DIRECTORS_FEE'], 'earning'));
  const transportAllowance = sum((p) => linesOf(p, ['TRANSPORT'], 'earning'));
  const commission = sum((p) => linesOf(p, ['COMMISSION'], 'earning'));
  // Every other earning (housing, meal and other allowances, and any the organization defines) is item d(iii).
  const otherAllowance = earnings - salary - bonus - directorsFees - transportAllowance - commission;
  const others = transportAllowance + otherAllowance + commission;
  return {
    salary,
    bonus,
    directorsFees,
    transportAllowance,
    otherAllowance,
    commission,
    others,
    amount: salary + bonus + directorsFees + others,
    cpf: sum((p) => linesOf(p, ['CPF_EMPLOYEE'], 'deduction')),
    mbf: sum((p) => linesOf(p, ['MBMF'], 'deduction')),
    donation: sum((p) => linesOf(p, ['CDAC', 'ECF', 'SINDA'], 'deduction')),
  };
}
