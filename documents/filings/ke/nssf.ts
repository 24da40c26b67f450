import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { asEmployee, earningsSum, lineSum } from '../payslipSums.ts';
import { cellText, csvLine, csvMedia, decimalAmount } from '../returnCsv.ts';
import { missingEmployerReferences, personBlocker, requiredId, requiredInput } from '../filingBlockers.ts';

const title = 'NSSF monthly contribution return';

/** NSSF's payroll template columns A–H, then the Tier I and Tier II split the Act of 2013 s.20 makes (SOURCES.md). */
export const nssfColumns = [
  'Payroll Number', 'Surname', 'Other Names', 'ID No', 'KRA PIN', 'NSSF No', 'Gross Pay', 'Voluntary',
  'Tier I Employee', 'Tier I Employer', 'Tier II Employee', 'Tier II Employer', 'Total Contribution',
] as const;

/** NSSF's template takes member numbers of 9 or 10 characters, leading zeros kept and a trailing X where issued. */
const nssfNumberForm = /^(?=.{9,10}$)\d+X?$/u;

/** A header row, then one row per employee; no totals row (the template's rules: nothing after the last record). */
export function nssfRows(source: FilingHead): ReturnRows {
  const blockers: FilingBlocker[] = missingEmployerReferences(source, ['nssf_employer_number'], title);
  const totals = { employees: 0, gross_pay_minor: 0, tier_i_employee_minor: 0, tier_i_employer_minor: 0, tier_ii_employee_minor: 0, tier_ii_employer_minor: 0, total_minor: 0 };
  const add = (paid: FiledPerson): string => {
    const person = asEmployee(paid);
    if (!person) return '';
    const slips = person.payslips;
    const member = requiredId(person, 'nssf_number', title, blockers);
    if (member && !nssfNumberForm.test(member)) blockers.push(personBlocker(person, 'statutory_ids.nssf_number', "NSSF's template takes a member number of 9 or 10 characters"));
    const pin = requiredId(person, 'kra_pin', title, blockers);
    const idNumber = requiredInput(person, 'national_id_number', title, blockers);
    const gross = earningsSum(slips);
    const tiers = [lineSum(slips, 'NSSF_TIER_I'), lineSum(slips, 'NSSF_TIER_I_EMPLOYER'), lineSum(slips, 'NSSF_TIER_II'), lineSum(slips, 'NSSF_TIER_II_EMPLOYER')] as const;
    const total = tiers[0] + tiers[1] + tiers[2] + tiers[3];
    const line = csvLine([
      cellText(person.staffId ?? ''), cellText(person.lastName), cellText(person.firstName), idNumber, pin, member,
      decimalAmount(gross), decimalAmount(0), ...tiers.map(decimalAmount), decimalAmount(total),
    ]);
    totals.employees += 1;
    totals.gross_pay_minor += gross;
    totals.tier_i_employee_minor += tiers[0];
    totals.tier_i_employer_minor += tiers[1];
    totals.tier_ii_employee_minor += tiers[2];
    totals.tier_ii_employer_minor += tiers[3];
    totals.total_minor += total;
    return line;
  };
  return { add, finish: () => ({ head: csvLine(nssfColumns), tail: '', totals, blockers }) };
}

export const writeNssf = (source: FilingSource): FilingDocument => writtenWhole(nssfRows(source), source.people);

export const keNssf: PeriodicFilingKind = {
  type: 'ke_nssf',
  jurisdiction: 'KE',
  title: 'NSSF monthly contribution return (Tier I and Tier II)',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  periodOf: (payDate) => calendarMonthOf(payDate, 9),
  rows: nssfRows,
};
