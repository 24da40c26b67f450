import { pricingTable, type PricingCase } from './harness.ts';

// South Africa employer inputs: retirement fund contributions (s.11F) and the SDL small-employer
// exemption (SDLA s.4(b)). Expected values computed by hand from the tables; the arithmetic is in each source.
const za = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'ZA', ...c });

pricingTable('ZA retirement fund contributions deducted before PAYE', [
  za({
    name: 'R30,000 with R2,000 a month contributions: all of it deducted, PAYE 4,263.08',
    source: 'computed by hand: 12 x 2,000 = 24,000 < 27.5% x 360,000 = 99,000 < 350,000; AE 336,000: 42,678 + 26% x 98,900 = 68,392 - 17,235 = 51,157 / 12 = 4,263.0833',
    periodEnd: '2025-06-30',
    components: { BASIC: '30000.00' },
    taxProfile: { retirement_fund_contributions_minor: 200000 },
    expect: {
      lines: { RETIREMENT_FUND_DEDUCTION: '24000.00', ANNUAL_EQUIVALENT: '360000.00', PAYE: '4263.08', UIF_EMPLOYEE: '177.12', SDL: '300.00' },
      lineDetails: { RETIREMENT_FUND_DEDUCTION: { base: '24000.00', rate: null }, PAYE: { rate: '26%' } },
      ytd: { taxable_remuneration: '30000.00', paye: '4263.08' },
    },
  }),
  za({
    name: 'no contributions: no deduction line (R30,000 pays 4,783.08 as before)',
    source: 'SOURCES.md E1: (74,632 - 17,235) / 12',
    periodEnd: '2025-06-30',
    components: { BASIC: '30000.00' },
    expect: { lines: { RETIREMENT_FUND_DEDUCTION: null, PAYE: '4783.08' } },
  }),
  za({
    name: 'exactly at 27.5%: R40,000 with R11,000 a month, 132,000 deducted, PAYE 4,523.08',
    source: 'computed by hand: 27.5% x 480,000 = 132,000 = 12 x 11,000; AE 348,000: 42,678 + 26% x 110,900 = 71,512 - 17,235 = 54,277 / 12 = 4,523.0833',
    periodEnd: '2025-06-30',
    components: { BASIC: '40000.00' },
    taxProfile: { retirement_fund_contributions_minor: 1100000 },
    expect: { lines: { RETIREMENT_FUND_DEDUCTION: '132000.00', PAYE: '4523.08' }, lineDetails: { RETIREMENT_FUND_DEDUCTION: { base: '132000.00' } } },
  }),
  za({
    name: 'above 27.5%: R40,000 with R12,000 a month, still 132,000 deducted',
    source: 'computed by hand: min(144,000, 27.5% x 480,000 = 132,000, 350,000) = 132,000; PAYE as above',
    periodEnd: '2025-06-30',
    components: { BASIC: '40000.00' },
    taxProfile: { retirement_fund_contributions_minor: 1200000 },
    expect: { lines: { RETIREMENT_FUND_DEDUCTION: '132000.00', PAYE: '4523.08' }, lineDetails: { RETIREMENT_FUND_DEDUCTION: { base: '144000.00' } } },
  }),
  za({
    name: '27.5% of a non-round amount is rounded down to the cent: 33,000.033 -> 33,000.03',
    source: 'computed by hand: 27.5% x 12 x 10,000.01 = 33,000.033, down; AE 87,000.09 x 18% = 15,660.02 < rebate 17,235, PAYE nil',
    periodEnd: '2025-06-30',
    components: { BASIC: '10000.01' },
    taxProfile: { retirement_fund_contributions_minor: 500000 },
    expect: { lines: { RETIREMENT_FUND_DEDUCTION: '33000.03', PAYE: '0.00' } },
  }),
  za({
    name: 'annual cap: R200,000 with R40,000 a month, 350,000 deducted, PAYE 61,008.67',
    source: 'computed by hand: min(480,000, 660,000, 350,000); AE 2,050,000: 644,489 + 45% x 233,000 = 749,339 - 17,235 = 732,104 / 12 = 61,008.6667',
    periodEnd: '2025-06-30',
    components: { BASIC: '200000.00' },
    taxProfile: { retirement_fund_contributions_minor: 4000000 },
    expect: { lines: { RETIREMENT_FUND_DEDUCTION: '350000.00', PAYE: '61008.67' }, lineDetails: { PAYE: { rate: '45%' } } },
  }),
  za({
    name: 'one cent a month below the cap: R29,166.66 a month -> 349,999.92 deducted',
    source: 'computed by hand: 12 x 29,166.66 = 349,999.92 < 350,000; AE 2,050,000.08 -> 732,104.036 / 12 = 61,008.6697',
    periodEnd: '2025-06-30',
    components: { BASIC: '200000.00' },
    taxProfile: { retirement_fund_contributions_minor: 2916666 },
    expect: { lines: { RETIREMENT_FUND_DEDUCTION: '349999.92', PAYE: '61008.67' } },
  }),
  za({
    name: 'at the cap: R29,166.67 a month -> 350,000 deducted (350,000.04 capped)',
    source: 'computed by hand: 12 x 29,166.67 = 350,000.04 > 350,000',
    periodEnd: '2025-06-30',
    components: { BASIC: '200000.00' },
    taxProfile: { retirement_fund_contributions_minor: 2916667 },
    expect: { lines: { RETIREMENT_FUND_DEDUCTION: '350000.00', PAYE: '61008.67' } },
  }),
  za({
    name: 'bonus month (2024/25): R30,000 + R30,000 bonus, R2,000 contributions: bonus tax 7,800.00, PAYE 12,063.08',
    source: 'computed by hand: T(336,000) = 51,157 -> 4,263.08; T(366,000) = 42,678 + 26% x 128,900 = 76,192 - 17,235 = 58,957; bonus tax 58,957 - 51,157',
    periodEnd: '2024-12-31',
    components: { BASIC: '30000.00', BONUS: '30000.00' },
    taxProfile: { retirement_fund_contributions_minor: 200000 },
    expect: { lines: { RETIREMENT_FUND_DEDUCTION: '24000.00', PAYE_ANNUAL_PAYMENT: '7800.00', PAYE: '12063.08' } },
  }),
  za({
    name: '2026/27, R30,000 with R2,000 contributions: PAYE 4,161.00',
    source: 'computed by hand: AE 336,000: 44,118 + 26% x 90,900 = 67,752 - 17,820 = 49,932 / 12 = 4,161.00',
    periodEnd: '2026-06-30',
    components: { BASIC: '30000.00' },
    taxProfile: { retirement_fund_contributions_minor: 200000 },
    expect: { lines: { RETIREMENT_FUND_DEDUCTION: '24000.00', PAYE: '4161.00' } },
  }),
  za({
    name: 'contributions with no regular pay: nothing deducted',
    source: '27.5% of nil remuneration is nil',
    periodEnd: '2025-06-30',
    components: { BONUS: '10000.00' },
    taxProfile: { retirement_fund_contributions_minor: 100000 },
    expect: { lines: { RETIREMENT_FUND_DEDUCTION: null, PAYE: '0.00' } },
  }),
]);

pricingTable('ZA SDL small-employer exemption', [
  za({
    name: 'exempt employer: no SDL, UIF and PAYE unchanged',
    source: 'Skills Development Levies Act s.4(b): leviable amount not expected to exceed R500,000 in the next 12 months',
    periodEnd: '2025-06-30',
    components: { BASIC: '30000.00' },
    taxProfile: { sdl_exempt_employer: true },
    expect: { lines: { SDL: null, UIF_EMPLOYER: '177.12', PAYE: '4783.08' }, employerCost: '177.12', ytd: { sdl: '0.00' } },
  }),
  za({
    name: 'default (not declared exempt): SDL 1% charged',
    source: 'SDLA s.3(1): 1% of the leviable amount',
    periodEnd: '2025-06-30',
    components: { BASIC: '30000.00' },
    expect: { lines: { SDL: '300.00' }, employerCost: '477.12', ytd: { sdl: '300.00' } },
  }),
]);
