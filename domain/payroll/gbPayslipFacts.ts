import type { TaxProfile } from '../jurisdictions.ts';
import { payFrequencyOf, taxPeriodNumber } from './payFrequency.ts';

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
export function gbTaxPeriod(payDate: string, periodStart?: string): string {
  const [year, month, day] = payDate.split('-').map(Number) as [number, number, number];
  const startYear = month > 4 || (month === 4 && day >= 6) ? year : year - 1;
  const label = `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
  const frequency = (periodStart && payFrequencyOf({ start: periodStart, end: payDate })) || 'monthly';
  const number = taxPeriodNumber(frequency, `${startYear}-04-06`, payDate);
  return `${frequency === 'monthly' ? 'Month' : 'Week'} ${number} of ${label}`;
}

/**
 * The GB statutory facts a payslip shows (tax code, NI number masked, NI category, tax period, student loans,
 * pension). The payment date is the period end, as the engine takes it (rules-wasm/tables/GB/SOURCES.md §3.1); the
 * period's start tells weekly-based pay ("Week N") from monthly ("Month N").
 */
export function gbPayslipFacts(profile: TaxProfile<'GB'>, nino: string | null, periodEnd: string, periodStart?: string): PayslipFact[] {
  const weekBased = periodStart !== undefined && (payFrequencyOf({ start: periodStart, end: periodEnd }) ?? 'monthly') !== 'monthly';
  const percent = (basisPoints: number) => `${basisPoints / 100}%`;
  const facts: PayslipFact[] = [
    { label: 'Tax code', value: profile.week1_month1 ? `${profile.tax_code} (${weekBased ? 'week 1' : 'month 1'} basis)` : profile.tax_code },
    { label: 'NI number', value: nino === null ? 'not given' : maskedNino(nino) },
    { label: 'NI category', value: `${profile.ni_category} (${niCategoryText[profile.ni_category]})` },
    { label: 'Tax period', value: gbTaxPeriod(periodEnd, periodStart) },
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
