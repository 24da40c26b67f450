import type { FiledPayslip } from '../periodicFiling.ts';
import type { CertificateDocument } from '../../certificates/certificatePdf.ts';
import { formatMoney } from '../../money.ts';
import { earningsSum, lineSum } from '../payslipSums.ts';

/**
 * KRA's P9A tax deduction card (SOURCES.md): a row per month of the year of income, every figure a sum of the
 * month's payslips, and the year's totals. Pure: the command gathers the payslips and references.
 */
export interface P9aMonth {
  month: string;
  /** A: basic salary and cash allowances. */
  cash_pay: number;
  /** B, C: benefits in kind and housing; we pay neither. */
  non_cash_benefits: number;
  value_of_quarters: number;
  /** D = A + B + C. */
  gross_pay: number;
  /** E2: NSSF and registered scheme contributions made. */
  retirement_contribution: number;
  shif: number;
  affordable_housing_levy: number;
  post_retirement_medical_fund: number;
  owner_occupied_interest: number;
  /** H: chargeable pay, D less what the law allows off it. */
  chargeable_pay: number;
  /** J: tax on H at the month's bands. */
  tax_charged: number;
  personal_relief: number;
  insurance_relief: number;
  /** L: PAYE deducted. */
  paye: number;
}

export interface P9aSubject {
  year: string;
  employee: { name: string; kra_pin: string; payroll_id: string };
  employer: { name: string; kra_pin: string };
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const figureKeys = ['cash_pay', 'non_cash_benefits', 'value_of_quarters', 'gross_pay', 'retirement_contribution', 'shif', 'affordable_housing_levy', 'post_retirement_medical_fund', 'owner_occupied_interest', 'chargeable_pay', 'tax_charged', 'personal_relief', 'insurance_relief', 'paye'] as const;

function monthOf(month: string, payslips: readonly FiledPayslip[]): P9aMonth {
  const nssf = lineSum(payslips, 'NSSF_TIER_I') + lineSum(payslips, 'NSSF_TIER_II');
  // With a registered scheme the pension line's base is NSSF plus the scheme (rules-wasm/assembly/jurisdictions/ke.ts).
  const retirement = payslips.reduce((sum, p) => sum + (p.line_items.some((l) => l.code === 'PENSION_DEDUCTION') ? lineSum([p], 'PENSION_DEDUCTION', 'base_minor') : lineSum([p], 'NSSF_TIER_I') + lineSum([p], 'NSSF_TIER_II')), 0);
  const cash = earningsSum(payslips);
  return {
    month, cash_pay: cash, non_cash_benefits: 0, value_of_quarters: 0, gross_pay: cash, retirement_contribution: Math.max(retirement, nssf),
    shif: lineSum(payslips, 'SHIF'), affordable_housing_levy: lineSum(payslips, 'AHL'), post_retirement_medical_fund: lineSum(payslips, 'POST_RETIREMENT_MEDICAL_DEDUCTION'),
    owner_occupied_interest: lineSum(payslips, 'MORTGAGE_INTEREST_DEDUCTION'), chargeable_pay: lineSum(payslips, 'TAXABLE_PAY'), tax_charged: lineSum(payslips, 'TAX_BEFORE_RELIEFS'),
    personal_relief: lineSum(payslips, 'PERSONAL_RELIEF'), insurance_relief: lineSum(payslips, 'INSURANCE_RELIEF'), paye: lineSum(payslips, 'PAYE'),
  };
}

/** The card's JSON (amounts in cents of KES) and its printed form. Months without a payslip show zeros. */
export function writeP9a(subject: P9aSubject, payslips: readonly FiledPayslip[], id: string) {
  const months = monthNames.map((name, i) => {
    const key = `${subject.year}-${String(i + 1).padStart(2, '0')}`;
    return monthOf(name, payslips.filter((p) => (p.pay_date ?? p.period_end).startsWith(key)));
  });
  const totals = Object.fromEntries(figureKeys.map((k) => [k, months.reduce((sum, m) => sum + m[k], 0)])) as Omit<P9aMonth, 'month'>;
  const p9a = { object: 'p9a' as const, year_of_income: subject.year, employee: subject.employee, employer: subject.employer, months, totals, payslips: payslips.length, currency: 'KES' as const };
  const money = (minor: number) => formatMoney(minor, 'KES');
  const document: CertificateDocument = {
    id,
    title: 'P9A Tax Deduction Card',
    subtitle: `Year of income ${subject.year} · ${subject.employee.name}`,
    organizationName: subject.employer.name,
    issuedAt: new Date(`${subject.year}-12-31T00:00:00Z`),
    sections: [
      { heading: 'Employer and employee', rows: [
        { label: "Employer's PIN", value: subject.employer.kra_pin }, { label: "Employee's PIN", value: subject.employee.kra_pin },
        { label: 'Employee', value: subject.employee.name }, { label: 'Payroll ID', value: subject.employee.payroll_id },
      ] },
      ...months.filter((m) => m.gross_pay > 0 || m.paye > 0).map((m) => ({ heading: m.month, rows: [
        { label: 'A Basic salary and cash allowances', value: money(m.cash_pay) }, { label: 'D Total gross pay', value: money(m.gross_pay) },
        { label: 'E Retirement contribution', value: money(m.retirement_contribution) }, { label: 'SHIF', value: money(m.shif) },
        { label: 'Affordable housing levy', value: money(m.affordable_housing_levy) }, { label: 'H Chargeable pay', value: money(m.chargeable_pay) },
        { label: 'J Tax charged', value: money(m.tax_charged) }, { label: 'K Personal relief', value: money(m.personal_relief) },
        { label: 'Insurance relief', value: money(m.insurance_relief) }, { label: 'L PAYE tax', value: money(m.paye) },
      ] })),
      { heading: 'Totals for the year', rows: [
        { label: 'Total gross pay', value: money(totals.gross_pay) }, { label: 'Total chargeable pay', value: money(totals.chargeable_pay) },
        { label: 'Total tax charged', value: money(totals.tax_charged) }, { label: 'Total PAYE tax', value: money(totals.paye) },
      ] },
    ],
    note: `Every figure is the sum of the employee's ${payslips.length} payslip(s) of the year of income, by the month they were paid. Keep this card for your annual return on iTax.`,
  };
  return { p9a, document };
}
