import type { Jurisdiction } from '../jurisdictions.ts';

/**
 * Who each statutory line is owed to, so a journal can show every liability by authority. A line code that is not
 * here (a one-off pay item, a retro line, an employee's own deduction) has no authority: it is owed to whoever the
 * organization's account for it says.
 *
 * Collectors as each authority publishes them: GB HMRC collects PAYE, NICs and student loan repayments through
 * the employer's PAYE scheme (GOV.UK, "Pay employers' PAYE"); KE KRA collects PAYE and, from 2024, the Affordable
 * Housing Levy (Affordable Housing Act 2024), NSSF its own contributions (NSSF Act 2013), SHA the SHIF contribution
 * (Social Health Insurance Act 2023); NG PAYE goes to the State Internal Revenue Service of residence (Personal
 * Income Tax Act, as amended 2011), pensions to the employee's PFA (Pension Reform Act 2014), NHF to the Federal
 * Mortgage Bank (National Housing Fund Act 1992), NSITF and ITF to their own funds; GH GRA collects PAYE (Income
 * Tax Act 2015, Act 896), SSNIT Tier 1 (National Pensions Act 2008, Act 766); SG the CPF Board collects CPF and
 * the Skills Development Levy (Skills Development Levy Act); ZA SARS collects PAYE, UIF and SDL on the EMP201.
 * Names only: amounts come from the payslips, never from here.
 */
const authoritiesByCode: Readonly<Record<Jurisdiction, Readonly<Record<string, string>>>> = {
  GB: {
    PAYE: 'HMRC',
    NI_EMPLOYEE: 'HMRC',
    NI_EMPLOYER: 'HMRC',
    STUDENT_LOAN: 'HMRC',
    POSTGRADUATE_LOAN: 'HMRC',
    PENSION_EMPLOYEE: 'Pension scheme',
    PENSION_SALARY_SACRIFICE: 'Pension scheme',
    PENSION_EMPLOYER: 'Pension scheme',
  },
  KE: {
    PAYE: 'KRA',
    WITHHOLDING_TAX: 'KRA',
    AHL: 'KRA',
    AHL_EMPLOYER: 'KRA',
    NSSF_TIER_I: 'NSSF',
    NSSF_TIER_II: 'NSSF',
    NSSF_TIER_I_EMPLOYER: 'NSSF',
    NSSF_TIER_II_EMPLOYER: 'NSSF',
    NHIF: 'NHIF',
    SHIF: 'SHA',
  },
  NG: {
    PAYE: 'State Internal Revenue Service',
    WITHHOLDING_TAX: 'State Internal Revenue Service',
    PENSION_EMPLOYEE: 'Pension Fund Administrator',
    PENSION_VOLUNTARY: 'Pension Fund Administrator',
    PENSION_EMPLOYER: 'Pension Fund Administrator',
    NHF: 'Federal Mortgage Bank of Nigeria',
    NSITF: 'NSITF',
    ITF: 'Industrial Training Fund',
  },
  GH: {
    PAYE: 'GRA',
    BONUS_TAX: 'GRA',
    WITHHOLDING_TAX: 'GRA',
    SSNIT_EMPLOYEE: 'SSNIT',
    SSNIT_EMPLOYER: 'SSNIT',
    TIER_3_EMPLOYEE: 'Tier 3 provident fund',
    TIER_3_EMPLOYER: 'Tier 3 provident fund',
  },
  SG: {
    CPF_EMPLOYEE: 'CPF Board',
    CPF_EMPLOYER: 'CPF Board',
    SDL: 'CPF Board',
    WITHHOLDING_TAX: 'IRAS',
  },
  ZA: {
    PAYE: 'SARS',
    CONTRACTOR_WITHHOLDING: 'SARS',
    UIF_EMPLOYEE: 'SARS',
    UIF_EMPLOYER: 'SARS',
    SDL: 'SARS',
  },
};

export function authorityOf(jurisdiction: string, code: string): string | null {
  return authoritiesByCode[jurisdiction as Jurisdiction]?.[code] ?? null;
}

/** The statutory line codes of a jurisdiction that are owed to an authority, with who. */
export function statutoryLiabilities(jurisdiction: Jurisdiction): [code: string, authority: string][] {
  return Object.entries(authoritiesByCode[jurisdiction]);
}
