import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, heldRows, type FilingDocument, type FilingSource, type PeriodicFilingKind } from '../periodicFiling.ts';
import { csvOf, decimalAmount, isEmployeePayslip, csvMedia } from '../returnCsv.ts';
import { namesOf, payeMonthOf, sumPayeMonths } from './payeFigures.ts';

/**
 * The monthly PAYE remittance schedule for one state: PAYE goes to the revenue service of the state the employee is
 * resident in (PITA s.2(1), s.108 "relevant tax authority"; Nigeria Tax Administration Act 2025 s.3), so the return
 * is made per state of residence. Columns: LIRS "Monthly PAYE remittance schedule" template, with the reliefs
 * column the issue asks for before the tax (documents/filings/ng/SOURCES.md).
 */
export const payeScheduleColumns = ['S/N', 'Staff ID No.', 'Surname', 'Other Names', 'Staff Payer ID (TIN)', 'Gross Monthly Salary', 'Monthly Reliefs', 'Monthly Tax Deductible', 'Monthly Tax Remitted'];

export function writePayeSchedule(source: FilingSource): FilingDocument {
  const people = source.people.map((p) => ({ ...p, payslips: p.payslips.filter(isEmployeePayslip) })).filter((p) => p.payslips.length > 0);
  const months = people.map((p) => sumPayeMonths(p.payslips.map(payeMonthOf)));
  const all = sumPayeMonths(months);
  const totals = { employees: people.length, gross_minor: all.gross, reliefs_minor: all.reliefs, taxable_minor: all.taxable, paye_minor: all.tax };
  const blockers: FilingBlocker[] = [];
  if (!source.employer.employer_tin) blockers.push({ subject: 'employer', field: 'employer_tin', message: "the PAYE schedule carries the employer's TIN (payer ID)" });
  for (const p of people) {
    if (!p.statutoryIds.tin) blockers.push({ subject: `employee:${p.employeeId}`, field: 'statutory_ids.tin', message: `the PAYE schedule identifies ${p.fullName} by TIN (payer ID): it is not set` });
  }
  if (blockers.length > 0) return { document: null, totals, blockers };
  const document = csvOf([
    ['Company', source.organizationName, "Company's Payer ID", source.employer.employer_tin!, 'State', source.subdivision, 'Month', source.period.start.slice(5, 7), 'Year', source.period.start.slice(0, 4)],
    payeScheduleColumns,
    ...people.map((p, i) => {
      const m = months[i]!;
      const { surname, other } = namesOf(p);
      return [String(i + 1), p.staffId ?? p.employeeId, surname, other, p.statutoryIds.tin!, decimalAmount(m.gross), decimalAmount(m.reliefs), decimalAmount(m.tax), decimalAmount(m.tax)];
    }),
    ['', '', 'TOTAL', '', '', decimalAmount(all.gross), decimalAmount(all.reliefs), decimalAmount(all.tax), decimalAmount(all.tax)],
  ]);
  return { document, totals, blockers };
}

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
  rows: heldRows(writePayeSchedule),
};
