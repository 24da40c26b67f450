import type { FilingBlocker } from '../../../machines/filing.ts';
import { calendarMonthOf, writtenWhole, type FiledPerson, type FilingDocument, type FilingHead, type FilingSource, type PeriodicFilingKind, type ReturnRows } from '../periodicFiling.ts';
import { asEmployee, earningsSum, lineSum } from '../payslipSums.ts';
import { cellText, csvLine, csvMedia, decimalAmount } from '../returnCsv.ts';
import { missingEmployerReferences, personBlocker, requiredId, requiredInput } from '../filingBlockers.ts';

const title = 'GRA monthly PAYE schedule (DT 0107a)';

/** The 27 columns of GRA's DT 0107a v1.2, in order (SOURCES.md). */
export const dt0107aColumns = [
  'Ser. No', 'TIN', 'Name Of Employee', 'Position', 'Non-Resident (Y/N)', 'Basic Salary', 'Secondary Employment (Y/N)', 'Social Security Fund',
  'Third Tier', 'Cash Allowances', 'Bonus Income (up to 15% of Basic Salary)', 'Final Tax on Bonus Income', 'Excess Bonus',
  'Total Cash Emolument (6+10+13)', 'Accommodation Element', 'Vehicle Element', 'Non Cash Benefit', 'Total Assessable Income (14+15+16+17)',
  'Deductible Reliefs', 'Total Reliefs (8+9+19)', 'Chargeable Income (18-20)', 'Tax Deductible', 'Overtime Income', 'Overtime Tax',
  'Total Tax Payable to GRA (12+22+24)', 'Severance Pay Paid', 'Remarks',
] as const;

/**
 * One row per employee for every run paid in the month. Overtime is taxed with the month's pay by our rules, so
 * it is in Cash Allowances and columns 23-24 are 0; an employer's Tier 3 contribution is a benefit (column 17) and
 * the Tier 3 relief is column 9, so column 21 is the chargeable income the payslips show.
 */
export function dt0107aRows(source: FilingHead): ReturnRows {
  const blockers: FilingBlocker[] = missingEmployerReferences(source, ['employer_tin'], title);
  const totals = { employees: 0, basic_salary_minor: 0, social_security_minor: 0, total_cash_emolument_minor: 0, chargeable_income_minor: 0, tax_deductible_minor: 0, bonus_tax_minor: 0, total_tax_minor: 0 };
  const add = (paid: FiledPerson): string => {
    const person = asEmployee(paid);
    if (!person) return '';
    const slips = person.payslips;
    const tin = requiredId(person, 'ghana_card_pin', title, blockers);
    if (!person.position) blockers.push(personBlocker(person, 'position_id', 'the DT 0107a needs the employee\'s position'));
    const secondary = requiredInput(person, 'secondary_employment', title, blockers);
    const basic = earningsSum(slips, ['BASIC']);
    const bonus = earningsSum(slips, ['BONUS']);
    const allowances = earningsSum(slips) - basic - bonus;
    const bonusAtFinalRate = lineSum(slips, 'BONUS_TAX', 'base_minor');
    const bonusTax = lineSum(slips, 'BONUS_TAX');
    const ssf = lineSum(slips, 'SSNIT_EMPLOYEE');
    const thirdTier = lineSum(slips, 'TIER_3_RELIEF');
    const benefit = lineSum(slips, 'TIER_3_EMPLOYER');
    const cash = basic + allowances + (bonus - bonusAtFinalRate);
    const assessable = cash + benefit;
    const chargeable = lineSum(slips, 'CHARGEABLE_INCOME');
    const paye = lineSum(slips, 'PAYE');
    const line = csvLine([
      String(totals.employees + 1), tin, cellText(person.fullName), cellText(person.position ?? ''), person.taxProfile.resident === false ? 'Y' : 'N',
      decimalAmount(basic), secondary, decimalAmount(ssf), decimalAmount(thirdTier), decimalAmount(allowances), decimalAmount(bonusAtFinalRate), decimalAmount(bonusTax),
      decimalAmount(bonus - bonusAtFinalRate), decimalAmount(cash), decimalAmount(0), decimalAmount(0), decimalAmount(benefit), decimalAmount(assessable),
      decimalAmount(0), decimalAmount(ssf + thirdTier), decimalAmount(chargeable), decimalAmount(paye), decimalAmount(0), decimalAmount(0),
      decimalAmount(bonusTax + paye), decimalAmount(0), 'n/a',
    ]);
    totals.employees += 1;
    totals.basic_salary_minor += basic;
    totals.social_security_minor += ssf;
    totals.total_cash_emolument_minor += cash;
    totals.chargeable_income_minor += chargeable;
    totals.tax_deductible_minor += paye;
    totals.bonus_tax_minor += bonusTax;
    totals.total_tax_minor += bonusTax + paye;
    return line;
  };
  return { add, finish: () => ({ head: csvLine(dt0107aColumns), tail: '', totals, blockers }) };
}

export const writeDt0107a = (source: FilingSource): FilingDocument => writtenWhole(dt0107aRows(source), source.people);

export const ghPayeSchedule: PeriodicFilingKind = {
  type: 'gh_paye',
  jurisdiction: 'GH',
  title: 'GRA monthly PAYE schedule (DT 0107a)',
  cadence: 'month',
  channel: 'upload',
  media: csvMedia,
  // PAYE withheld is paid and the return filed by the 15th of the following month (GRA; SOURCES.md).
  periodOf: (payDate) => calendarMonthOf(payDate, 15),
  rows: dt0107aRows,
};
