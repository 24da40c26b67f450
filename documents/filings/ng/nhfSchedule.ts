import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, heldRows, type FilingDocument, type FilingSource, type PeriodicFilingKind } from '../periodicFiling.ts';
import { csvOf, decimalAmount, isEmployeePayslip, linesOf, csvMedia } from '../returnCsv.ts';
import { namesOf } from './payeFigures.ts';

/**
 * The month's National Housing Fund schedule for the Federal Mortgage Bank of Nigeria: every employee who
 * contributes (tax_profile.nhf), 2.5% of basic salary (NHF Act 1992 s.4(1); tables/NG/nhf.yaml), remitted by the
 * employer with a schedule (s.4(4)). It applies to the months someone contributed: a month with no contributor
 * is a nil schedule (no rows, zero totals). Columns: documents/filings/ng/SOURCES.md.
 */
export const nhfScheduleColumns = ['S/N', 'Staff ID', 'Surname', 'Other Names', 'NIN', 'Basic Salary', 'NHF Contribution (2.5%)'];

export function writeNhfSchedule(source: FilingSource): FilingDocument {
  const rows = source.people
    .map((p) => ({ ...p, payslips: p.payslips.filter(isEmployeePayslip) }))
    .map((p) => ({
      person: p,
      basic: p.payslips.filter((s) => linesOf(s, ['NHF'], 'deduction') > 0).reduce((sum, s) => sum + linesOf(s, ['BASIC'], 'earning'), 0),
      nhf: p.payslips.reduce((sum, s) => sum + linesOf(s, ['NHF'], 'deduction'), 0),
    }))
    .filter((r) => r.nhf > 0);
  const totals = { employees: rows.length, basic_salary_minor: rows.reduce((s, r) => s + r.basic, 0), nhf_minor: rows.reduce((s, r) => s + r.nhf, 0) };
  const blockers: FilingBlocker[] = [];
  if (!source.employer.employer_tin) blockers.push({ subject: 'employer', field: 'employer_tin', message: "the NHF schedule carries the employer's TIN" });
  for (const { person: p } of rows) {
    if (!p.statutoryIds.nin) blockers.push({ subject: `employee:${p.employeeId}`, field: 'statutory_ids.nin', message: `the NHF schedule identifies ${p.fullName} by NIN: it is not set` });
  }
  if (blockers.length > 0) return { document: null, totals, blockers };
  const document = csvOf([
    ['Employer', source.organizationName, 'Employer TIN', source.employer.employer_tin!, 'Month', source.period.start.slice(0, 7)],
    nhfScheduleColumns,
    ...rows.map((r, i) => {
      const { surname, other } = namesOf(r.person);
      return [String(i + 1), r.person.staffId ?? r.person.employeeId, surname, other, r.person.statutoryIds.nin!, decimalAmount(r.basic), decimalAmount(r.nhf)];
    }),
    ['', '', 'TOTAL', '', '', decimalAmount(totals.basic_salary_minor), decimalAmount(totals.nhf_minor)],
  ]);
  return { document, totals, blockers };
}

export const ngNhfSchedule: PeriodicFilingKind = {
  type: 'ng_nhf_schedule',
  jurisdiction: 'NG',
  title: 'National Housing Fund contribution schedule (FMBN)',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  // NHF Act s.4(4)(b): remitted within one month of the deduction; the month's schedule by the end of the next.
  periodOf: (payDate) => calendarMonthOf(payDate, 31),
  rows: heldRows(writeNhfSchedule),
};
