import type { TaxProfile } from '../jurisdictions.ts';
import { taxPeriodNumber, type PayFrequency } from './payFrequency.ts';

/** A labelled statutory fact printed under the employee's name on a payslip. */
export interface PayslipFact {
  label: string;
  value: string;
}

// HMRC "National Insurance category letters" in plain words.
const niCategoryText: Record<TaxProfile<'GB'>['ni_category'], string> = {
  A: 'standard',
  B: 'reduced rate (married woman or widow)',
  C: 'over State Pension age',
  F: 'freeport',
  H: 'apprentice under 25',
  I: 'freeport, reduced rate',
  J: 'deferred (paying in another job)',
  L: 'freeport, deferred',
  M: 'under 21',
  S: 'freeport, over State Pension age',
  V: 'veteran, first civilian job',
  X: 'not liable',
  Z: 'under 21, deferred',
};

const planText: Record<TaxProfile<'GB'>['student_loan_plans'][number], string> = {
  plan_1: 'Plan 1',
  plan_2: 'Plan 2',
  plan_4: 'Plan 4',
  plan_5: 'Plan 5',
  postgraduate: 'Postgraduate loan',
};

const arrangementText: Record<TaxProfile<'GB'>['pension_arrangement'], string> = {
  none: 'not enrolled',
  relief_at_source: 'relief at source',
  net_pay: 'net pay arrangement',
  salary_sacrifice: 'salary sacrifice',
};

/** A National Insurance number with all but its last two digits and suffix hidden: "** ** ** 56 C". */
export function maskedNino(nino: string): string {
  const compact = nino.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 3) return '** ** ** ** *';
  return `** ** ** ${compact.slice(-3, -1)} ${compact.slice(-1)}`;
}

/**
 * The PAYE tax period and tax year of a payment date: the tax month for monthly pay ("2025-04-30" -> "Month 1
 * of 2025-26"), the tax week for weekly, two-weekly and four-weekly pay ("2025-04-12" -> "Week 1 of 2025-26";
 * weeks 53, 54 and 56 for the extra payday), as the engine counts it.
 */
export function gbTaxPeriod(payDate: string, frequency: PayFrequency = 'monthly'): string {
  const [year, month, day] = payDate.split('-').map(Number) as [number, number, number];
  const startYear = month > 4 || (month === 4 && day >= 6) ? year : year - 1;
  const label = `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
  const number = taxPeriodNumber(frequency, `${startYear}-04-06`, payDate);
  return `${frequency === 'monthly' ? 'Month' : 'Week'} ${number} of ${label}`;
}

/**
 * The GB statutory facts a payslip shows (tax code, NI number masked, NI category, tax period, student loans,
 * pension). The payment date is the period end, as the engine takes it (rules-wasm/tables/GB/SOURCES.md §3.1); the
 * run's frequency tells week-based pay ("Week N") from monthly ("Month N").
 */
export function gbPayslipFacts(
  profile: TaxProfile<'GB'>,
  /** As printed, masked (maskedNino); null when none is on file. */
  maskedNiNumber: string | null,
  periodEnd: string,
  frequency: PayFrequency = 'monthly',
  /** The letter the engine priced with (rules-wasm gb-ni-category.ts corrects the recorded one for age); null when it reported none. */
  appliedNiCategory: string | null = null,
): PayslipFact[] {
  const weekBased = frequency !== 'monthly';
  const percent = (basisPoints: number) => `${basisPoints / 100}%`;
  const facts: PayslipFact[] = [
    { label: 'Tax code', value: profile.week1_month1 ? `${profile.tax_code} (${weekBased ? 'week 1' : 'month 1'} basis)` : profile.tax_code },
    { label: 'NI number', value: maskedNiNumber ?? 'not given' },
    { label: 'NI category', value: niCategoryValue(profile.ni_category, appliedNiCategory) },
    { label: 'Tax period', value: gbTaxPeriod(periodEnd, frequency) },
    { label: 'Student loan', value: profile.student_loan_plans.length === 0 ? 'none' : profile.student_loan_plans.map((plan) => planText[plan]).join(', ') },
  ];
  if (profile.pension_arrangement !== 'none') {
    const basis = profile.pension_basis === 'whole_pay' ? 'of all pay' : 'of qualifying earnings';
    facts.push({
      label: 'Pension',
      value: `${arrangementText[profile.pension_arrangement]}: you ${percent(profile.pension_employee_rate_bp)}, employer ${percent(profile.pension_employer_rate_bp)} ${basis}`,
    });
  }
  return facts;
}

/** The letter NI was worked out on, and the recorded one when the age rules replaced it: "C (over State Pension age; recorded A)". */
function niCategoryValue(recorded: TaxProfile<'GB'>['ni_category'], applied: string | null): string {
  const used = applied !== null && applied in niCategoryText ? (applied as TaxProfile<'GB'>['ni_category']) : recorded;
  const text = `${used} (${niCategoryText[used]}`;
  return used === recorded ? `${text})` : `${text}; recorded ${recorded})`;
}

/** The NI letter a payslip was priced with, read back from its "NI category" fact ("C (over State Pension age; ...)"). */
export function niLetterOfFacts(facts: readonly PayslipFact[] | undefined): string | null {
  const value = facts?.find((fact) => fact.label === 'NI category')?.value;
  const letter = value === undefined ? undefined : /^([A-Z]) \(/u.exec(value)?.[1];
  return letter !== undefined && letter in niCategoryText ? letter : null;
}
