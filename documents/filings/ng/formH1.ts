import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarYearOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { csvLine, decimalAmount, isEmployeePayslip, linesOf, csvMedia } from '../returnCsv.ts';
import { namesOf, payeMonthOf, sumPayeMonths } from './payeFigures.ts';

/**
 * Form H1, the employer's annual declaration and certificate of PAYE deducted: for the year, each employee's total
 * emoluments, the reliefs, the tax deducted, with the pension and NHF within the reliefs (PITA s.81(2) as amended in
 * 2011: a return of all emoluments paid in the preceding year, by 31 January; filed with the state revenue service of each
 * employee's residence, so made per state like the monthly schedule). Columns: documents/filings/ng/SOURCES.md.
 */
export const formH1Columns = ['S/N', 'Employee TIN', 'Surname', 'Other Names', 'Designation', 'Months Paid', 'Total Emoluments', 'Pension (Employee)', 'NHF', 'Total Reliefs', 'Taxable Income', 'Tax Deducted'];

export function formH1Rows(source: FilingHead): ReturnRows {
  let all = sumPayeMonths([]);
  const totals = { employees: 0, pension_employee_minor: 0, nhf_minor: 0 };
  const blockers: FilingBlocker[] = [];
  if (!source.employer.employer_tin) blockers.push({ subject: 'employer', field: 'employer_tin', message: "Form H1 is made under the employer's TIN" });
  const add = (person: FiledPerson): string => {
    const p = { ...person, payslips: person.payslips.filter(isEmployeePayslip) };
    if (p.payslips.length === 0) return '';
    const year = sumPayeMonths(p.payslips.map(payeMonthOf));
    const months = new Set(p.payslips.map((s) => s.period_start.slice(0, 7))).size;
    const pension = p.payslips.reduce((s, slip) => s + linesOf(slip, ['PENSION_EMPLOYEE', 'PENSION_VOLUNTARY'], 'deduction'), 0);
    const nhf = p.payslips.reduce((s, slip) => s + linesOf(slip, ['NHF'], 'deduction'), 0);
    all = sumPayeMonths([all, year]);
    totals.employees += 1;
    totals.pension_employee_minor += pension;
    totals.nhf_minor += nhf;
    if (!p.statutoryIds.tin) blockers.push({ subject: `employee:${p.employeeId}`, field: 'statutory_ids.tin', message: `Form H1 identifies ${p.fullName} by TIN: it is not set` });
    if (!p.position) blockers.push({ subject: `employee:${p.employeeId}`, field: 'position', message: `Form H1 gives ${p.fullName}'s designation (position): it is not set` });
    const { surname, other } = namesOf(p);
    return csvLine([String(totals.employees), p.statutoryIds.tin ?? '', surname, other, p.position ?? '', String(months), decimalAmount(year.gross), decimalAmount(pension), decimalAmount(nhf), decimalAmount(year.reliefs), decimalAmount(year.taxable), decimalAmount(year.tax)]);
  };
  return {
    add,
    finish: () => ({
      head: csvLine(['Form H1', "Employer's annual declaration", 'Employer', source.organizationName, 'Employer TIN', source.employer.employer_tin ?? '', 'State', source.subdivision, 'Year', source.period.taxYear]) + csvLine(formH1Columns),
      tail: csvLine(['', '', 'TOTAL', '', '', '', decimalAmount(all.gross), decimalAmount(totals.pension_employee_minor), decimalAmount(totals.nhf_minor), decimalAmount(all.reliefs), decimalAmount(all.taxable), decimalAmount(all.tax)]),
      totals: { employees: totals.employees, emoluments_minor: all.gross, reliefs_minor: all.reliefs, taxable_minor: all.taxable, paye_minor: all.tax, pension_employee_minor: totals.pension_employee_minor, nhf_minor: totals.nhf_minor },
      blockers,
    }),
  };
}

export const writeFormH1 = (source: FilingSource): FilingDocument => writtenWhole(formH1Rows(source), source.people);

export const ngFormH1: PeriodicFilingKind = {
  type: 'ng_form_h1',
  jurisdiction: 'NG',
  title: "Form H1: employer's annual declaration",
  cadence: 'year',
  channel: 'upload',
  media: csvMedia,
  periodOf: (payDate) => calendarYearOf(payDate, '01-31'),
  subdivisionOf: (person) => person.filingInputs.state_of_residence || null,
  subdivisionInput: 'state_of_residence',
  rows: formH1Rows,
};
