import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { asEmployee, lineSum } from '../payslipSums.ts';
import { cellText, csvLine, csvMedia, decimalAmount } from '../returnCsv.ts';
import { missingEmployerReferences, requiredId } from '../filingBlockers.ts';

const title = 'SSNIT monthly contribution report';

/** SSNIT's contribution report, first (13.5%) and second (5%) tier side by side (SOURCES.md). */
export const ssnitColumns = [
  'Employer Number', 'Social Security Number', 'Ghana Card PIN', 'Name (Surname First Name Other Names)', 'Basic Salary',
  'Tier 1 Contribution (13.5%)', 'Tier 2 Contribution (5%)', 'Total Contribution (18.5%)',
] as const;

/** One row per employee; the basic salary is the insurable earnings contributions were priced on. */
export function ssnitRows(source: FilingHead): ReturnRows {
  const blockers: FilingBlocker[] = missingEmployerReferences(source, ['ssnit_employer_number'], title);
  const totals = { employees: 0, insurable_earnings_minor: 0, tier_1_minor: 0, tier_2_minor: 0, total_minor: 0 };
  const add = (paid: FiledPerson): string => {
    const person = asEmployee(paid);
    if (!person) return '';
    const slips = person.payslips;
    const insurable = lineSum(slips, 'SSNIT_TIER_1', 'base_minor');
    const tierOne = lineSum(slips, 'SSNIT_TIER_1');
    const tierTwo = lineSum(slips, 'SSNIT_TIER_2');
    // SSNIT's name format: "Surname, Firstname Othername"; the comma cannot stand in a CSV cell, so a space does.
    const name = cellText(`${person.lastName} ${person.fullName.replace(person.lastName, '').trim()}`);
    const line = csvLine([
      source.employer.ssnit_employer_number ?? '', requiredId(person, 'ssnit_number', title, blockers), requiredId(person, 'ghana_card_pin', title, blockers), name,
      decimalAmount(insurable), decimalAmount(tierOne), decimalAmount(tierTwo), decimalAmount(tierOne + tierTwo),
    ]);
    totals.employees += 1;
    totals.insurable_earnings_minor += insurable;
    totals.tier_1_minor += tierOne;
    totals.tier_2_minor += tierTwo;
    totals.total_minor += tierOne + tierTwo;
    return line;
  };
  return { add, finish: () => ({ head: csvLine(ssnitColumns), tail: '', totals, blockers }) };
}

export const writeSsnit = (source: FilingSource): FilingDocument => writtenWhole(ssnitRows(source), source.people);

export const ghSsnit: PeriodicFilingKind = {
  type: 'gh_ssnit',
  jurisdiction: 'GH',
  title: 'SSNIT monthly contribution report (Tier 1 and Tier 2)',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  // Contributions are paid within 14 days after the end of the month (National Pensions Act 2008, Act 766; SOURCES.md).
  periodOf: (payDate) => calendarMonthOf(payDate, 14),
  rows: ssnitRows,
};
