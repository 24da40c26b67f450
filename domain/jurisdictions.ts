import { z } from 'zod';

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

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// HMRC tax codes (England/Wales/NI only: a Scottish S code is rejected, its bands are not priced): optional C prefix, K codes, suffixed allowance codes, and the fixed codes.
const gbTaxCode = z
  .string()
  .trim()
  .toUpperCase()
  // D2 (48%) exists only as the Scottish SD2 code, so it is not an England/Wales/NI code (GB helper).
  .regex(/^C?(K\d{1,6}|\d{1,6}[LMNT]|BR|D0|D1|NT|0T)( ?(W1|M1|X))?$/, {
    error: (issue) =>
      /^S/.test(String(issue.input))
        ? 'is a Scottish tax code: Scottish bands are not priced yet (England, Wales and Northern Ireland codes only)'
        : 'not a valid HMRC tax code',
  });

export const taxProfileSchemas = {
  GB: z.strictObject({
    tax_code: gbTaxCode.default('1257L'),
    ni_category: z.enum(['A', 'B', 'C', 'F', 'H', 'I', 'J', 'L', 'M', 'S', 'V', 'X', 'Z']).default('A'),
    week1_month1: z.boolean().default(false),
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
    pension_member: z.boolean().default(true),
    // Voluntary pension contribution deducted each month on top of the 8% (PRA 2014 s.4); tax-deductible (s.10).
    pension_voluntary_minor: minor.default(0),
    // Life assurance / deferred annuity premiums for the year (PITA s.33(2); Nigeria Tax Act 2025 s.30(2)(a)(v)).
    annual_life_insurance_minor: minor.default(0),
  }),
  GH: z.strictObject({
    resident: z.boolean().default(true),
    // Monthly voluntary Tier 3 (provident fund) contributions; relieved together up to 16.5% of basic (GRA PAYE).
    tier3_employee_minor: minor.default(0),
    tier3_employer_minor: minor.default(0),
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
    spr_rates: z.enum(['graduated', 'full_employer', 'full']).default('graduated'),
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
