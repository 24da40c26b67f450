import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { asEmployee, lineSum } from '../payslipSums.ts';
import { cellText, csvLine, csvMedia, decimalAmount } from '../returnCsv.ts';
import { missingEmployerReferences, requiredId } from '../filingBlockers.ts';

const title = 'Affordable Housing Levy return';

/** Sheet M of the iTax PAYE return: KRA declares the levy there; its column list is not published (SOURCES.md). */
export const housingLevyColumns = ['PIN of Employee', 'Name of Employee', 'Gross Pay', 'Employee Levy (1.5%)', 'Employer Levy (1.5%)', 'Total Levy'] as const;

export function housingLevyRows(source: FilingHead): ReturnRows {
  const blockers: FilingBlocker[] = missingEmployerReferences(source, ['employer_pin'], title);
  const totals = { employees: 0, gross_pay_minor: 0, ahl_employee_minor: 0, ahl_employer_minor: 0, ahl_total_minor: 0 };
  const add = (paid: FiledPerson): string => {
    const person = asEmployee(paid);
    if (!person) return '';
    // The levy's base as priced: gross salary (Affordable Housing Act 2024 s.4).
    const gross = lineSum(person.payslips, 'AHL', 'base_minor');
    const employee = lineSum(person.payslips, 'AHL');
    const employer = lineSum(person.payslips, 'AHL_EMPLOYER');
    const line = csvLine([requiredId(person, 'kra_pin', title, blockers), cellText(person.fullName), decimalAmount(gross), decimalAmount(employee), decimalAmount(employer), decimalAmount(employee + employer)]);
    totals.employees += 1;
    totals.gross_pay_minor += gross;
    totals.ahl_employee_minor += employee;
    totals.ahl_employer_minor += employer;
    totals.ahl_total_minor += employee + employer;
    return line;
  };
  return { add, finish: () => ({ head: csvLine(housingLevyColumns), tail: '', totals, blockers }) };
}

export const writeHousingLevy = (source: FilingSource): FilingDocument => writtenWhole(housingLevyRows(source), source.people);

export const keHousingLevy: PeriodicFilingKind = {
  type: 'ke_ahl',
  jurisdiction: 'KE',
  title: 'Affordable Housing Levy return (iTax PAYE sheet M)',
  cadence: 'month',
  channel: 'upload',
  // Due on the 9th working day after the month (KRA public notice, 21 March 2024): the 9th calendar day is never later.
  media: csvMedia,
  periodOf: (payDate) => calendarMonthOf(payDate, 9),
  rows: housingLevyRows,
};
