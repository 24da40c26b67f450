import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarYearOf, heldRows, type FilingDocument, type FilingSource, type PeriodicFilingKind } from '../periodicFiling.ts';
import { csvOf, decimalAmount, isEmployeePayslip, linesOf, csvMedia } from '../returnCsv.ts';
import { namesOf, payeMonthOf, sumPayeMonths } from './payeFigures.ts';

/**
 * Form H1, the employer's annual declaration and certificate of PAYE deducted: for the year, each employee's total
 * emoluments, the reliefs, the tax deducted, with the pension and NHF within the reliefs (PITA s.81(2) as amended in
 * 2011: a return of all emoluments paid in the preceding year, by 31 January; filed with the state revenue service of each
 * employee's residence, so made per state like the monthly schedule). Columns: documents/filings/ng/SOURCES.md.
 */
export const formH1Columns = ['S/N', 'Employee TIN', 'Surname', 'Other Names', 'Designation', 'Months Paid', 'Total Emoluments', 'Pension (Employee)', 'NHF', 'Total Reliefs', 'Taxable Income', 'Tax Deducted'];

export function writeFormH1(source: FilingSource): FilingDocument {
  const people = source.people.map((p) => ({ ...p, payslips: p.payslips.filter(isEmployeePayslip) })).filter((p) => p.payslips.length > 0);
  const rows = people.map((p) => ({
    person: p,
    year: sumPayeMonths(p.payslips.map(payeMonthOf)),
    months: new Set(p.payslips.map((s) => s.period_start.slice(0, 7))).size,
    pension: p.payslips.reduce((s, slip) => s + linesOf(slip, ['PENSION_EMPLOYEE', 'PENSION_VOLUNTARY'], 'deduction'), 0),
    nhf: p.payslips.reduce((s, slip) => s + linesOf(slip, ['NHF'], 'deduction'), 0),
  }));
  const all = sumPayeMonths(rows.map((r) => r.year));
  const totals = {
    employees: rows.length,
    emoluments_minor: all.gross,
    reliefs_minor: all.reliefs,
    taxable_minor: all.taxable,
    paye_minor: all.tax,
    pension_employee_minor: rows.reduce((s, r) => s + r.pension, 0),
    nhf_minor: rows.reduce((s, r) => s + r.nhf, 0),
  };
  const blockers: FilingBlocker[] = [];
  if (!source.employer.employer_tin) blockers.push({ subject: 'employer', field: 'employer_tin', message: "Form H1 is made under the employer's TIN" });
  for (const { person: p } of rows) {
    if (!p.statutoryIds.tin) blockers.push({ subject: `employee:${p.employeeId}`, field: 'statutory_ids.tin', message: `Form H1 identifies ${p.fullName} by TIN: it is not set` });
    if (!p.position) blockers.push({ subject: `employee:${p.employeeId}`, field: 'position', message: `Form H1 gives ${p.fullName}'s designation (position): it is not set` });
  }
  if (blockers.length > 0) return { document: null, totals, blockers };
  const document = csvOf([
    ['Form H1', "Employer's annual declaration", 'Employer', source.organizationName, 'Employer TIN', source.employer.employer_tin!, 'State', source.subdivision, 'Year', source.period.taxYear],
    formH1Columns,
    ...rows.map((r, i) => {
      const { surname, other } = namesOf(r.person);
      return [String(i + 1), r.person.statutoryIds.tin!, surname, other, r.person.position!, String(r.months), decimalAmount(r.year.gross), decimalAmount(r.pension), decimalAmount(r.nhf), decimalAmount(r.year.reliefs), decimalAmount(r.year.taxable), decimalAmount(r.year.tax)];
    }),
    ['', '', 'TOTAL', '', '', '', decimalAmount(all.gross), decimalAmount(totals.pension_employee_minor), decimalAmount(totals.nhf_minor), decimalAmount(all.reliefs), decimalAmount(all.taxable), decimalAmount(all.tax)],
  ]);
  return { document, totals, blockers };
}

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
  rows: heldRows(writeFormH1),
};
