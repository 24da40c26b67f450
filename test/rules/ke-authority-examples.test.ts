import { pricingTable, type PricingCase } from './harness.ts';

// Kenya: cases taken from the authorities' own notices (KE SOURCES.md, "Issue 10, second round").
// NSSF's notice to employers of 12 Feb 2026 tabulates the year-4 figures: Tier I on the lower earnings
// limit 9,000 (540 employee + 540 employer = 1,080), Tier II on 108,000 - 9,000 = 99,000 (5,940 + 5,940 =
// 11,880), maximum 12,960 a month per employee. The PAYE steps follow KRA's notice of 12 Dec 2024 on the
// Tax Laws (Amendment) Act 2024 (NSSF, SHIF and AHL deducted before the bands) and the Third Schedule bands.
const ke = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'KE', ...c });
const nssfNotice =
  'NSSF, notice to employers "Implementation of Year 4 contribution rates", 12 Feb 2026 (NSSF Act Cap 258 Third Schedule), ' +
  'reported verbatim at https://hivileo.co.ke/2026/02/12/nssf-raises-monthly-deductions-2026-year-4-rates-full-details';

pricingTable('KE authority notices: NSSF year 4 (February 2026)', [
  ke({
    name: 'pay exactly at the lower earnings limit 9,000: Tier I 540 each side, no Tier II (notice: "Total Tier 1 ... 1,080")',
    source: `${nssfNotice}: 6% x 9,000 = 540`,
    periodEnd: '2026-02-28',
    components: { BASIC: '9000.00' },
    expect: { lines: { NSSF_TIER_I: '540.00', NSSF_TIER_I_EMPLOYER: '540.00', NSSF_TIER_II: null, NSSF_TIER_II_EMPLOYER: null } },
  }),
  ke({
    name: 'one shilling above the LEL, 9,001: Tier II 0.06 each side',
    source: `${nssfNotice}: 6% x (9,001 - 9,000) = 0.06`,
    periodEnd: '2026-02-28',
    components: { BASIC: '9001.00' },
    expect: { lines: { NSSF_TIER_I: '540.00', NSSF_TIER_II: '0.06', NSSF_TIER_II_EMPLOYER: '0.06' } },
  }),
  ke({
    name: 'pay 150,000, above the UEL 108,000: the notice maximum 6,480 each side (12,960 in all); PAYE 33,526.85',
    source:
      `${nssfNotice}; KRA public notice 12 Dec 2024 (SHIF and AHL deductible). Computed by hand: SHIF 2.75% = 4,125; AHL 1.5% = 2,250; ` +
      'taxable 150,000 - 6,480 - 4,125 - 2,250 = 137,145; tax 2,400 + 8,333 x 25% (2,083.25) + 104,812 x 30% (31,443.60) = 35,926.85; ' +
      '- personal relief 2,400 = 33,526.85; net 150,000 - 6,480 - 4,125 - 2,250 - 33,526.85 = 103,618.15; employer 6,480 + AHL 2,250 = 8,730',
    periodEnd: '2026-02-28',
    components: { BASIC: '150000.00' },
    expect: {
      lines: {
        NSSF_TIER_I: '540.00', NSSF_TIER_II: '5940.00', NSSF_TIER_I_EMPLOYER: '540.00', NSSF_TIER_II_EMPLOYER: '5940.00',
        SHIF: '4125.00', AHL: '2250.00', TAXABLE_PAY: '137145.00', TAX_BEFORE_RELIEFS: '35926.85', PAYE: '33526.85',
      },
      lineDetails: { NSSF_TIER_II: { base: '99000.00', rate: '6%' } },
      net: '103618.15', employerCost: '8730.00',
    },
  }),
]);
