import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { csvLine, decimalAmount, isEmployeePayslip, linesOf, csvMedia } from '../returnCsv.ts';
import { namesOf } from './payeFigures.ts';

/**
 * The month's National Housing Fund schedule for the Federal Mortgage Bank of Nigeria: every employee who
 * contributes (tax_profile.nhf), 2.5% of basic salary (NHF Act 1992 s.4(1); tables/NG/nhf.yaml), remitted by the
 * employer with a schedule (s.4(4)). It applies to the months someone contributed: a month with no contributor
 * is a nil schedule (no rows, zero totals). Columns: documents/filings/ng/SOURCES.md.
 */
export const nhfScheduleColumns = ['S/N', 'Staff ID', 'Surname', 'Other Names', 'NIN', 'Basic Salary', 'NHF Contribution (2.5%)'];

export function nhfScheduleRows(source: FilingHead): ReturnRows {
  const totals = { employees: 0, basic_salary_minor: 0, nhf_minor: 0 };
  const blockers: FilingBlocker[] = [];
  if (!source.employer.employer_tin) blockers.push({ subject: 'employer', field: 'employer_tin', message: "the NHF schedule carries the employer's TIN" });
  const add = (person: FiledPerson): string => {
    const payslips = person.payslips.filter(isEmployeePayslip);
    const basic = payslips.filter((s) => linesOf(s, ['NHF'], 'deduction') > 0).reduce((sum, s) => sum + linesOf(s, ['BASIC'], 'earning'), 0);
    const nhf = payslips.reduce((sum, s) => sum + linesOf(s, ['NHF'], 'deduction'), 0);
    if (nhf <= 0) return '';
    totals.employees += 1;
    totals.basic_salary_minor += basic;
    totals.nhf_minor += nhf;
    if (!person.statutoryIds.nin) blockers.push({ subject: `employee:${person.employeeId}`, field: 'statutory_ids.nin', message: `the NHF schedule identifies ${person.fullName} by NIN: it is not set` });
    const { surname, other } = namesOf(person);
    return csvLine([String(totals.employees), person.staffId ?? person.employeeId, surname, other, person.statutoryIds.nin ?? '', decimalAmount(basic), decimalAmount(nhf)]);
  };
  return {
    add,
    finish: () => ({
      head: csvLine(['Employer', source.organizationName, 'Employer TIN', source.employer.employer_tin ?? '', 'Month', source.period.start.slice(0, 7)]) + csvLine(nhfScheduleColumns),
      tail: csvLine(['', '', 'TOTAL', '', '', decimalAmount(totals.basic_salary_minor), decimalAmount(totals.nhf_minor)]),
      totals,
      blockers,
    }),
  };
}

export const writeNhfSchedule = (source: FilingSource): FilingDocument => writtenWhole(nhfScheduleRows(source), source.people);

export const ngNhfSchedule: PeriodicFilingKind = {
  type: 'ng_nhf_schedule',
  jurisdiction: 'NG',
  title: 'National Housing Fund contribution schedule (FMBN)',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  // NHF Act s.4(4)(b): remitted within one month of the deduction; the month's schedule by the end of the next.
  periodOf: (payDate) => calendarMonthOf(payDate, 31),
  rows: nhfScheduleRows,
};
