import { z } from 'zod';
import { engineRangeText, largestInputMinor } from './payroll/engineRange.ts';

/**
 * Statutory inputs each jurisdiction's rules read from an employee record.
 * Employees validate `tax_profile` / `household_composition` against these on write;
 * the engine reads the same shapes when pricing. Unknown fields are rejected (`strict`).
 */
export const jurisdictions = ['KE', 'NG', 'GH', 'ZA', 'GB', 'SG'] as const;
export type Jurisdiction = (typeof jurisdictions)[number];

export const jurisdictionCurrency: Record<Jurisdiction, string> = {
  KE: 'KES',
  NG: 'NGN',
  GH: 'GHS',
  ZA: 'ZAR',
  GB: 'GBP',
  SG: 'SGD',
};

const minor = z.number().int().min(0).max(largestInputMinor, engineRangeText);

// HMRC tax codes: optional C (Welsh) or S (Scottish) prefix, K codes, suffixed allowance codes, the fixed
// codes; D2 and D3 exist only as the Scottish SD2 (advanced rate) and SD3 (top rate).
const gbTaxCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(?:[CS]?(?:K\d{1,6}|\d{1,6}[LMNT]|BR|D0|D1|NT|0T)|S(?:D2|D3))(?: ?(?:W1|M1|X))?$/, {
    error: 'not a valid HMRC tax code (e.g. 1257L, S1257L, C1257L, K100, BR, SD2, NT, 1257L M1)',
  })
  .meta({ description: 'HMRC tax code; C prefix = Welsh rates, S prefix = Scottish rates. Default 1257L (the emergency code).' });

export const gbStudentLoanPlans = ['plan_1', 'plan_2', 'plan_4', 'plan_5', 'postgraduate'] as const;

// Student / postgraduate loans the employer must collect (SL1 / PGL1 start notice, P45, starter checklist).
const gbStudentLoanPlansSchema = z
  .array(z.enum(gbStudentLoanPlans, { error: `must be one of ${gbStudentLoanPlans.join(', ')}` }))
  .max(gbStudentLoanPlans.length)
  .refine((plans) => new Set(plans).size === plans.length, { error: 'must not repeat a plan' })
  .meta({
    description:
      'Student loan plans to collect through payroll (HMRC SL1/PGL1 start notice, P45 or starter checklist): plan_1, plan_2, plan_4, plan_5 ' +
      '(9% of NIC earnings above the plan threshold; with more than one undergraduate plan the lowest threshold is used) and postgraduate ' +
      '(6% above its threshold, alongside a plan). Default [] (no deductions).',
  });

// Workplace pension (auto-enrolment) of a GB employee: the arrangement, the pay it is a percentage of, and the rates.
const basisPoints = (who: string, fallback: number) =>
  z
    .number({ error: 'must be a whole number of basis points (500 = 5%)' })
    .int('must be a whole number of basis points (500 = 5%)')
    .min(0, 'must be between 0 and 10000 (100%)')
    .max(10_000, 'must be between 0 and 10000 (100%)')
    .default(fallback)
    .meta({ description: `${who} pension contribution in basis points of the pension basis (500 = 5%). Default ${fallback} (${fallback / 100}%, the auto-enrolment minimum on qualifying earnings).` });

export const taxProfileSchemas = {
  GB: z.strictObject({
    tax_code: gbTaxCode.default('1257L'),
    ni_category: z
      .enum(['A', 'B', 'C', 'F', 'H', 'I', 'J', 'L', 'M', 'S', 'V', 'X', 'Z'])
      .default('A')
      .meta({
        description:
          'HMRC National Insurance category letter: A standard, B reduced rate, C over State Pension age, H apprentice under 25, J deferred, ' +
          'M under 21, V veteran (first civilian job), Z under 21 deferred, F/I/L/S freeport, X not liable. Default A. Corrected by age on the ' +
          'payment date when a birthdate is known.',
      }),
    week1_month1: z.boolean().default(false).meta({ description: 'Operate the tax code on the week 1 / month 1 (non-cumulative) basis. Default false.' }),
    student_loan_plans: gbStudentLoanPlansSchema.default([]),
    pension_arrangement: z
      .enum(['none', 'relief_at_source', 'net_pay', 'salary_sacrifice'], { error: 'must be one of none, relief_at_source, net_pay, salary_sacrifice' })
      .default('none')
      .meta({
        description:
          'Workplace pension arrangement: relief_at_source (employee contribution deducted after tax, net of 20% basic-rate relief the scheme claims), ' +
          'net_pay (deducted before tax, not before NICs), salary_sacrifice (pay given up for an employer contribution: reduces pay for tax, NICs and ' +
          'student loans). Default none (not enrolled).',
      }),
    pension_basis: z
      .enum(['qualifying_earnings', 'whole_pay'], { error: 'must be qualifying_earnings or whole_pay' })
      .default('qualifying_earnings')
      .meta({ description: 'Pay the pension percentages apply to: qualifying_earnings (the band between the lower and upper qualifying earnings limits, Pensions Act 2008 s.13) or whole_pay. Default qualifying_earnings.' }),
    pension_employee_rate_bp: basisPoints('Employee', 500),
    pension_employer_rate_bp: basisPoints('Employer', 300),
  }),
  KE: z.strictObject({
    insurance_premiums_minor: minor.default(0).describe('Monthly qualifying insurance premiums (minor units); relief 15%, at most KES 5,000 a month'),
    disability_exemption: z.boolean().default(false).describe('Holds a KRA disability exemption certificate: the first KES 150,000 a month is exempt'),
    // Monthly amounts the employee pays; each is deducted before PAYE up to its cap (rules-wasm/tables/KE).
    pension_contributions_minor: minor.default(0).describe('Monthly contributions to a registered pension, provident or individual retirement fund besides NSSF (minor units); with NSSF, deductible up to KES 30,000 a month'),
    mortgage_interest_minor: minor.default(0).describe('Monthly owner-occupier mortgage interest to a Fourth Schedule lender (minor units); deductible up to KES 30,000 a month'),
    post_retirement_medical_fund_minor: minor.default(0).describe('Monthly contributions to a registered post-retirement medical fund (minor units); deductible up to KES 15,000 a month from 27 Dec 2024'),
  }),
  NG: z.strictObject({
    annual_rent_minor: minor.default(0),
    nhf: z.boolean().default(false),
    // false for persons exempt from the contributory pension scheme (Pension Reform Act 2014 s.5).
    pension_member: z.boolean().default(true).describe('Contributes to the contributory pension scheme (8% employee, 10% employer); false only for persons exempt under the Pension Reform Act 2014 s.5. Default true'),
    // Voluntary pension contribution deducted each month on top of the 8% (PRA 2014 s.4); tax-deductible (s.10).
    pension_voluntary_minor: minor.default(0).describe('Monthly voluntary pension contribution on top of the 8% (minor units), deducted and tax-relieved. Default 0'),
    // Life assurance / deferred annuity premiums for the year (PITA s.33(2); Nigeria Tax Act 2025 s.30(2)(a)(v)).
    annual_life_insurance_minor: minor.default(0).describe('Life assurance or deferred annuity premiums for the year (minor units), relieved as the regime of the pay period allows. Default 0'),
  }),
  GH: z.strictObject({
    resident: z.boolean().default(true),
    // Monthly voluntary Tier 3 (provident fund) contributions; relieved together up to 16.5% of basic (GRA PAYE).
    tier3_employee_minor: minor.default(0).describe('Monthly voluntary Tier 3 contribution by the employee (minor units); relieved with the employer share up to 16.5% of basic. Default 0'),
    tier3_employer_minor: minor.default(0).describe('Monthly voluntary Tier 3 contribution by the employer (minor units); above the 16.5% relief it is taxed. Default 0'),
  }),
  ZA: z.strictObject({
    medical_scheme_member: z.boolean().default(false).describe('Member of a medical scheme whose fees are paid through payroll (medical scheme fees tax credit, main member)'),
    // Monthly contributions to pension, provident and retirement annuity funds (s.11F, capped in rules-wasm/tables/ZA).
    retirement_fund_contributions_minor: minor.default(0).describe('Monthly contributions to pension, provident and retirement annuity funds (minor units); deductible up to 27.5% of remuneration and R350,000 a year'),
    // The employer expects leviable pay of at most R500,000 in the next 12 months (SDL Act s.4(b)).
    sdl_exempt_employer: z.boolean().default(false).describe('The employer is exempt from the Skills Development Levy (payroll not over R500,000 in the next 12 months); default: SDL charged'),
  }),
  SG: z.strictObject({
    residency: z.enum(['citizen', 'pr_1', 'pr_2', 'pr_3', 'foreigner']).default('citizen'),
    // SPR 1st/2nd year: graduated employer and employee (G/G, CPF's default), full employer and graduated
    // employee (F/G), or full rates (F/F) by joint election with the CPF Board. Ignored from the 3rd year.
    spr_rates: z.enum(['graduated', 'full_employer', 'full']).default('graduated').describe('CPF rates of a first- or second-year permanent resident: graduated (G/G, the default), full_employer (F/G) or full (F/F, by joint election); ignored from the third year'),
  }),
} satisfies Record<Jurisdiction, z.ZodType>;

export type TaxProfile<J extends Jurisdiction = Jurisdiction> = z.output<(typeof taxProfileSchemas)[J]>;

export const householdCompositionSchema = z.strictObject({
  dependants: z.number().int().min(0).max(50).default(0),
  medical_scheme_dependants: z.number().int().min(0).max(50).default(0).describe('Dependants on the employee\'s medical scheme (ZA medical scheme fees tax credit)'),
});

export type HouseholdComposition = z.output<typeof householdCompositionSchema>;

/** Compensation component codes (contract catalog). Each jurisdiction's tables say how a code is treated. */
export const componentCodes = [
  'BASIC',
  'HOUSING',
  'TRANSPORT',
  'MEAL',
  'OVERTIME',
  'BONUS',
  'COMMISSION',
  'OTHER_ALLOWANCE',
  'CONTRACT_FEE',
] as const;
export type ComponentCode = (typeof componentCodes)[number];
