import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { asEmployee, lineSum } from '../payslipSums.ts';
import { cellText, csvLine, csvMedia, decimalAmount } from '../returnCsv.ts';
import { requiredId, requiredInput } from '../filingBlockers.ts';

const title = 'SHIF monthly contribution return';

/** The SHA employer portal's by-product upload, without its optional phone column (SOURCES.md). */
export const shifColumns = ['Payroll Number', 'First Name', 'Last Name', 'Identity Type', 'ID No', 'KRA PIN', 'SHIF No', 'Contribution Amount'] as const;

export function shifRows(_source: FilingHead): ReturnRows {
  const blockers: FilingBlocker[] = [];
  const totals = { employees: 0, shif_minor: 0 };
  const add = (paid: FiledPerson): string => {
    const person = asEmployee(paid);
    if (!person) return '';
    const contribution = lineSum(person.payslips, 'SHIF');
    const line = csvLine([
      cellText(person.staffId ?? ''), cellText(person.firstName), cellText(person.lastName), 'National ID',
      requiredInput(person, 'national_id_number', title, blockers), requiredId(person, 'kra_pin', title, blockers), requiredId(person, 'shif_number', title, blockers),
      decimalAmount(contribution),
    ]);
    totals.employees += 1;
    totals.shif_minor += contribution;
    return line;
  };
  return { add, finish: () => ({ head: csvLine(shifColumns), tail: '', totals, blockers }) };
}

export const writeShif = (source: FilingSource): FilingDocument => writtenWhole(shifRows(source), source.people);

export const keShif: PeriodicFilingKind = {
  type: 'ke_shif',
  jurisdiction: 'KE',
  title: 'SHA Social Health Insurance Fund contribution return',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  // Contributions are due by the 9th of the following month (SHA employer guide; SOURCES.md).
  periodOf: (payDate) => calendarMonthOf(payDate, 9),
  rows: shifRows,
};
