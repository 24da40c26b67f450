import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { csvLine, decimalAmount, isEmployeePayslip, csvMedia } from '../returnCsv.ts';
import { namesOf, payeMonthOf, sumPayeMonths } from './payeFigures.ts';

/**
 * The monthly PAYE remittance schedule for one state: PAYE goes to the revenue service of the state the employee is
 * resident in (PITA s.2(1), s.108 "relevant tax authority"; Nigeria Tax Administration Act 2025 s.3), so the return
 * is made per state of residence. Columns: LIRS "Monthly PAYE remittance schedule" template, with the reliefs
 * column the issue asks for before the tax (documents/filings/ng/SOURCES.md).
 */
export const payeScheduleColumns = ['S/N', 'Staff ID No.', 'Surname', 'Other Names', 'Staff Payer ID (TIN)', 'Gross Monthly Salary', 'Monthly Reliefs', 'Monthly Tax Deductible', 'Monthly Tax Remitted'];

export function payeScheduleRows(source: FilingHead): ReturnRows {
  let all = sumPayeMonths([]);
  let employees = 0;
  const blockers: FilingBlocker[] = [];
  if (!source.employer.employer_tin) blockers.push({ subject: 'employer', field: 'employer_tin', message: "the PAYE schedule carries the employer's TIN (payer ID)" });
  const add = (person: FiledPerson): string => {
    const p = { ...person, payslips: person.payslips.filter(isEmployeePayslip) };
    if (p.payslips.length === 0) return '';
    const m = sumPayeMonths(p.payslips.map(payeMonthOf));
    all = sumPayeMonths([all, m]);
    employees += 1;
    if (!p.statutoryIds.tin) blockers.push({ subject: `employee:${p.employeeId}`, field: 'statutory_ids.tin', message: `the PAYE schedule identifies ${p.fullName} by TIN (payer ID): it is not set` });
    const { surname, other } = namesOf(p);
    return csvLine([String(employees), p.staffId ?? p.employeeId, surname, other, p.statutoryIds.tin ?? '', decimalAmount(m.gross), decimalAmount(m.reliefs), decimalAmount(m.tax), decimalAmount(m.tax)]);
  };
  return {
    add,
    finish: () => ({
      head: csvLine(['Company', source.organizationName, "Company's Payer ID", source.employer.employer_tin ?? '', 'State', source.subdivision, 'Month', source.period.start.slice(5, 7), 'Year', source.period.start.slice(0, 4)]) + csvLine(payeScheduleColumns),
      tail: csvLine(['', '', 'TOTAL', '', '', decimalAmount(all.gross), decimalAmount(all.reliefs), decimalAmount(all.tax), decimalAmount(all.tax)]),
      totals: { employees, gross_minor: all.gross, reliefs_minor: all.reliefs, taxable_minor: all.taxable, paye_minor: all.tax },
      blockers,
    }),
  };
}

export const writePayeSchedule = (source: FilingSource): FilingDocument => writtenWhole(payeScheduleRows(source), source.people);

export const ngPayeSchedule: PeriodicFilingKind = {
  type: 'ng_paye_schedule',
  jurisdiction: 'NG',
  title: 'State PAYE monthly remittance schedule',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  // PAYE deducted in a month is remitted within 10 days after its end (PITA s.82; PAYE Regulations).
  periodOf: (payDate) => calendarMonthOf(payDate, 10),
  subdivisionOf: (person) => person.filingInputs.state_of_residence || null,
  subdivisionInput: 'state_of_residence',
  rows: payeScheduleRows,
};
