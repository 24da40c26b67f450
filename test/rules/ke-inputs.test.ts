import { pricingTable, type PricingCase } from './harness.ts';

// Kenya employer inputs: registered pension scheme contributions (shared limit with NSSF), mortgage interest
// and post-retirement medical fund deductions, at each cap and on each side of the Tax Laws (Amendment) Act
// 2024 (27 December 2024). Computed by hand from the tables; arithmetic in each source.
const ke = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'KE', ...c });
// July 2025, basic 100,000: NSSF 480 + 3,840, SHIF 2,750, AHL 1,500 -> taxable 91,430, PAYE 19,812.35 (ke.test.ts example 1).
const july2025 = (name: string, source: string, taxProfile: PricingCase['taxProfile'], expect: PricingCase['expect']) =>
  ke({ name, source: `computed by hand from July 2025, basic 100,000 (taxable 91,430 before these inputs): ${source}`, periodEnd: '2025-07-31', components: { BASIC: '100000.00' }, taxProfile, expect });

pricingTable('KE pension, mortgage interest and post-retirement medical fund deductions', [
  july2025('no inputs: no new lines', 'PAYE 19,812.35', {}, { lines: { PENSION_DEDUCTION: null, MORTGAGE_INTEREST_DEDUCTION: null, POST_RETIREMENT_MEDICAL_DEDUCTION: null, PAYE: '19812.35' } }),
  july2025('pension scheme 10,000 + NSSF 4,320 = 14,320 deducted', 'taxable 81,430: 4,483.25 + 49,097 x 30% = 19,212.35 - 2,400', { pension_contributions_minor: 1_000_000 }, {
    lines: { PENSION_DEDUCTION: '14320.00', TAXABLE_PAY: '81430.00', TAX_BEFORE_RELIEFS: '19212.35', PAYE: '16812.35' },
    lineDetails: { PENSION_DEDUCTION: { base: '14320.00', rate: null } },
  }),
  july2025('pension exactly at the 30,000 limit (25,680 + NSSF 4,320)', 'taxable 65,750: 4,483.25 + 33,417 x 30% = 14,508.35 - 2,400', { pension_contributions_minor: 2_568_000 }, {
    lines: { PENSION_DEDUCTION: '30000.00', TAXABLE_PAY: '65750.00', PAYE: '12108.35' },
  }),
  july2025('pension above the limit: 30,000 + NSSF 4,320 capped at 30,000', 'same as at the limit', { pension_contributions_minor: 3_000_000 }, {
    lines: { PENSION_DEDUCTION: '30000.00', TAXABLE_PAY: '65750.00', PAYE: '12108.35' },
    lineDetails: { PENSION_DEDUCTION: { base: '34320.00' } },
  }),
  july2025('mortgage interest exactly at the 30,000 limit', 'taxable 61,430: 4,483.25 + 29,097 x 30% = 13,212.35 - 2,400', { mortgage_interest_minor: 3_000_000 }, {
    lines: { MORTGAGE_INTEREST_DEDUCTION: '30000.00', TAXABLE_PAY: '61430.00', PAYE: '10812.35' },
  }),
  july2025('mortgage interest one cent over the limit: capped', 'as at the limit', { mortgage_interest_minor: 3_000_001 }, {
    lines: { MORTGAGE_INTEREST_DEDUCTION: '30000.00', PAYE: '10812.35' },
    lineDetails: { MORTGAGE_INTEREST_DEDUCTION: { base: '30000.01' } },
  }),
  july2025('post-retirement medical fund exactly at the 15,000 limit', 'taxable 76,430: 4,483.25 + 44,097 x 30% = 17,712.35 - 2,400', { post_retirement_medical_fund_minor: 1_500_000 }, {
    lines: { POST_RETIREMENT_MEDICAL_DEDUCTION: '15000.00', TAXABLE_PAY: '76430.00', PAYE: '15312.35' },
  }),
  july2025('post-retirement medical fund 20,000: capped at 15,000', 'as at the limit', { post_retirement_medical_fund_minor: 2_000_000 }, {
    lines: { POST_RETIREMENT_MEDICAL_DEDUCTION: '15000.00', PAYE: '15312.35' },
    lineDetails: { POST_RETIREMENT_MEDICAL_DEDUCTION: { base: '20000.00' } },
  }),
  ke({
    name: 'deductions larger than pay: taxable pay floors at nil',
    source: 'computed by hand: July 2025, 30,000 - NSSF 1,800 - SHIF 825 - AHL 450 - mortgage 30,000 < 0',
    periodEnd: '2025-07-31',
    components: { BASIC: '30000.00' },
    taxProfile: { mortgage_interest_minor: 3_000_000 },
    expect: { lines: { MORTGAGE_INTEREST_DEDUCTION: '30000.00', TAXABLE_PAY: '0.00', TAX_BEFORE_RELIEFS: '0.00', PAYE: '0.00' }, tax: '0.00' },
  }),
  ke({
    name: 'November 2024 (before the Tax Laws (Amendment) Act 2024): pension limit 20,000, mortgage 25,000, no medical fund deduction',
    source:
      'computed by hand: NSSF 2,160 + 20,000 -> 20,000; mortgage 30,000 -> 25,000; taxable 100,000 - 45,000 = 55,000: 4,483.25 + 22,667 x 30% = 11,283.35 - 2,400 - insurance 15% x SHIF 2,750 = 412.50 - housing 15% x 1,500 = 225',
    periodEnd: '2024-11-30',
    components: { BASIC: '100000.00' },
    taxProfile: { pension_contributions_minor: 2_000_000, mortgage_interest_minor: 3_000_000, post_retirement_medical_fund_minor: 1_000_000 },
    expect: {
      lines: { PENSION_DEDUCTION: '20000.00', MORTGAGE_INTEREST_DEDUCTION: '25000.00', POST_RETIREMENT_MEDICAL_DEDUCTION: null, TAXABLE_PAY: '55000.00', INSURANCE_RELIEF: '412.50', HOUSING_RELIEF: '225.00', PAYE: '8245.85' },
    },
  }),
  ke({
    name: 'December 2024 (Act in force from 27 December, whole month): medical fund 15,000 deductible, SHIF and AHL deductible',
    source: 'KRA FAQ 732 / public notice 19 Dec 2024; computed by hand: 100,000 - NSSF 2,160 - SHIF 2,750 - AHL 1,500 - 15,000 = 78,590: 4,483.25 + 46,257 x 30% = 18,360.35 - 2,400',
    periodEnd: '2024-12-31',
    components: { BASIC: '100000.00' },
    taxProfile: { post_retirement_medical_fund_minor: 1_500_000 },
    expect: { lines: { POST_RETIREMENT_MEDICAL_DEDUCTION: '15000.00', TAXABLE_PAY: '78590.00', HOUSING_RELIEF: null, INSURANCE_RELIEF: null, PAYE: '15960.35' } },
  }),
  ke({
    name: 'disability exemption after the deductions: July 2025, 200,000 with pension 10,000',
    source: 'computed by hand: 200,000 - (4,320 + 10,000) - SHIF 5,500 - AHL 3,000 = 177,180; exempt 150,000 -> 27,180: 2,400 + 3,180 x 25% = 3,195 - 2,400 = 795',
    periodEnd: '2025-07-31',
    components: { BASIC: '200000.00' },
    taxProfile: { pension_contributions_minor: 1_000_000, disability_exemption: true },
    expect: { lines: { PENSION_DEDUCTION: '14320.00', DISABILITY_EXEMPTION: '150000.00', TAXABLE_PAY: '27180.00', TAX_BEFORE_RELIEFS: '3195.00', PAYE: '795.00' } },
  }),
]);
