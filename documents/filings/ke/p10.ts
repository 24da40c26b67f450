import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { asEmployee, earningsSum, lineSum } from '../payslipSums.ts';
import { cellText, csvLine, csvMedia, decimalAmount } from '../returnCsv.ts';
import { missingEmployerReferences, personBlocker, requiredId, requiredInput } from '../filingBlockers.ts';

const title = 'P10 monthly PAYE return';

/** The 25 columns of the iTax P10 sheet B (Employee Details), in order (SOURCES.md). */
export const p10Columns = [
  'PIN of Employee', 'Name of Employee', 'Residential Status', 'Type of Employee', 'Persons With Disability (PWD)', 'Exemption Certificate Number',
  'Total Cash Pay (A)', 'Value of Car Benefit (B)', 'Value of Meals (C)', 'Non Cash Benefits (D)', 'Type of Housing', 'Housing Benefit (F)',
  'Other Benefits (G)', 'Total Gross Pay (H)', 'Social Health Insurance Fund (I)', 'NSSF Contribution (J)', 'Other Pension Contribution (K)',
  'Post Retirement Medical Fund (L)', 'Mortgage Interest (M)', 'Affordable Housing Levy (N)', 'Taxable Pay (O)', 'Monthly Personal Relief (P)',
  'Amount of Insurance Relief (Q)', 'PAYE Tax (R)', 'Self Assessed PAYE Tax (S)',
] as const;

const residentialStatus: Record<string, string> = { RESIDENT: 'Resident', NON_RESIDENT: 'Non-Resident' };
const employeeType: Record<string, string> = { PRIMARY: 'Primary Employee', SECONDARY: 'Secondary Employee' };

/**
 * One row per employee for every run paid in the month: the data rows of sheet B as iTax takes its CSV (no header
 * row). Our pay components are all cash (no car, meals, housing or other benefit in kind), so those columns are 0
 * and the type of housing is "Benefit not given".
 */
export function p10Rows(source: FilingHead): ReturnRows {
  const blockers: FilingBlocker[] = missingEmployerReferences(source, ['employer_pin'], title);
  const totals = { employees: 0, total_gross_pay_minor: 0, shif_minor: 0, nssf_minor: 0, ahl_minor: 0, taxable_pay_minor: 0, personal_relief_minor: 0, insurance_relief_minor: 0, paye_minor: 0 };
  const add = (paid: FiledPerson): string => {
    const person = asEmployee(paid);
    if (!person) return '';
    const slips = person.payslips;
    const pin = requiredId(person, 'kra_pin', title, blockers);
    const status = residentialStatus[requiredInput(person, 'residential_status', title, blockers)] ?? '';
    const type = employeeType[requiredInput(person, 'employee_type', title, blockers)] ?? '';
    const disabled = person.taxProfile.disability_exemption === true;
    const certificate = disabled ? person.filingInputs.disability_exemption_certificate : '';
    if (disabled && !certificate) blockers.push(personBlocker(person, 'filing_inputs.disability_exemption_certificate', 'holds a disability exemption: the P10 needs its certificate number'));
    const cash = earningsSum(slips);
    const nssf = lineSum(slips, 'NSSF_TIER_I') + lineSum(slips, 'NSSF_TIER_II');
    // The pension line's base is NSSF plus the registered scheme's contribution (rules-wasm/assembly/jurisdictions/ke.ts).
    const otherPension = slips.reduce((sum, s) => sum + (s.line_items.some((l) => l.code === 'PENSION_DEDUCTION') ? lineSum([s], 'PENSION_DEDUCTION', 'base_minor') - lineSum([s], 'NSSF_TIER_I') - lineSum([s], 'NSSF_TIER_II') : 0), 0);
    const figures = {
      shif: lineSum(slips, 'SHIF'), prmf: lineSum(slips, 'POST_RETIREMENT_MEDICAL_DEDUCTION'), mortgage: lineSum(slips, 'MORTGAGE_INTEREST_DEDUCTION'),
      ahl: lineSum(slips, 'AHL'), taxable: lineSum(slips, 'TAXABLE_PAY'), personal: lineSum(slips, 'PERSONAL_RELIEF'), insurance: lineSum(slips, 'INSURANCE_RELIEF'), paye: lineSum(slips, 'PAYE'),
    };
    const line = csvLine([
      pin, cellText(person.fullName), status, type, disabled ? 'Yes' : 'No', cellText(certificate ?? ''),
      decimalAmount(cash), decimalAmount(0), decimalAmount(0), decimalAmount(0), 'Benefit not given', decimalAmount(0), decimalAmount(0), decimalAmount(cash),
      decimalAmount(figures.shif), decimalAmount(nssf), decimalAmount(otherPension), decimalAmount(figures.prmf), decimalAmount(figures.mortgage), decimalAmount(figures.ahl),
      decimalAmount(figures.taxable), decimalAmount(figures.personal), decimalAmount(figures.insurance), decimalAmount(figures.paye), decimalAmount(figures.paye),
    ]);
    totals.employees += 1;
    totals.total_gross_pay_minor += cash;
    totals.shif_minor += figures.shif;
    totals.nssf_minor += nssf;
    totals.ahl_minor += figures.ahl;
    totals.taxable_pay_minor += figures.taxable;
    totals.personal_relief_minor += figures.personal;
    totals.insurance_relief_minor += figures.insurance;
    totals.paye_minor += figures.paye;
    return line;
  };
  // With no row the sheet is one empty line, as it always was.
  return { add, finish: () => ({ head: '', tail: totals.employees === 0 ? '\r\n' : '', totals, blockers }) };
}

export const writeP10 = (source: FilingSource): FilingDocument => writtenWhole(p10Rows(source), source.people);

export const keP10: PeriodicFilingKind = {
  type: 'ke_p10',
  jurisdiction: 'KE',
  title: 'iTax P10 monthly PAYE return',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  // PAYE is due by the 9th of the following month (KRA, Employer's Guide to PAYE; SOURCES.md).
  periodOf: (payDate) => calendarMonthOf(payDate, 9),
  rows: p10Rows,
};
