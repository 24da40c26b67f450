import type { FiledPayslip } from '../periodicFiling.ts';

/**
 * Which IRP5 source code each earning line is reported under (SARS, Guide for Codes Applicable to Employees' Tax
 * Certificates, PAYE-AE-06-G04, as the BRS V23.0.0 section 6 "Source code descriptions" lists them): 3601 income,
 * 3605 annual payment (bonus), 3606 commission, 3607 overtime, 3713 other allowances (every allowance the service
 * prices is taxed in full, so none is a travel allowance 3701 taxed at 80%), 3616 independent contractor.
 * An earning code not listed here is reported as 3713 other allowances (PAYE): the rules tables tax it in full.
 */
export const incomeCodeOfEarning: Readonly<Record<string, string>> = {
  BASIC: '3601',
  BONUS: '3605',
  COMMISSION: '3606',
  OVERTIME: '3607',
  HOUSING: '3713',
  TRANSPORT: '3713',
  MEAL: '3713',
  OTHER_ALLOWANCE: '3713',
  CONTRACT_FEE: '3616',
};
const otherAllowances = '3713';

/** A year's figures of one person as the IRP5/IT3(a) reports them, in cents, summed from the payslips and nothing else. */
export interface SarsYearFigures {
  /** Cents by IRP5 income source code, codes ascending. */
  income: { code: string; minor: number }[];
  paye_minor: number;
  uif_employee_minor: number;
  uif_employer_minor: number;
  sdl_minor: number;
  medical_tax_credit_minor: number;
  payslips: number;
}

/** One pass over the lines (a year's reconciliation reads every payslip of every employee). */
export function sarsYearFigures(payslips: FiledPayslip[]): SarsYearFigures {
  const byCode = new Map<string, number>();
  const figures = { paye_minor: 0, uif_employee_minor: 0, uif_employer_minor: 0, sdl_minor: 0, medical_tax_credit_minor: 0 };
  for (const payslip of payslips) {
    for (const line of payslip.line_items) {
      if (line.kind === 'earning') {
        const code = incomeCodeOfEarning[line.code] ?? otherAllowances;
        byCode.set(code, (byCode.get(code) ?? 0) + line.amount_minor);
      } else if (line.code === 'PAYE') figures.paye_minor += line.amount_minor;
      else if (line.code === 'UIF_EMPLOYEE') figures.uif_employee_minor += line.amount_minor;
      else if (line.code === 'UIF_EMPLOYER') figures.uif_employer_minor += line.amount_minor;
      else if (line.code === 'SDL') figures.sdl_minor += line.amount_minor;
      else if (line.code === 'MEDICAL_TAX_CREDIT') figures.medical_tax_credit_minor += line.amount_minor;
    }
  }
  return {
    income: [...byCode].filter(([, minor]) => minor !== 0).sort(([a], [b]) => a.localeCompare(b)).map(([code, minor]) => ({ code, minor })),
    ...figures,
    payslips: payslips.length,
  };
}

/** BRS general rule j: income and deduction amounts are whole rands, the cents dropped (rounded down). */
export const wholeRands = (minor: number) => Math.floor(minor / 100);
/** Codes 4102, 4115, 4116, 4141, 4142, 4149, 6030 carry the cents: rands, a decimal point and two digits. */
export const randsAndCents = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
