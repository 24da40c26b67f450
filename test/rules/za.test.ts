import { pricingTable, type PricingCase } from './harness.ts';

// South Africa: worked examples (rules-wasm/tables/ZA/SOURCES.md section 3), rebates by age, tax
// thresholds, medical scheme fees tax credit, annual payments, UIF/SDL, contractors. Amounts in ZAR.
const za = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'ZA', ...c });
const vanRen = 'P. van Ren, "SARS thanks you for their 13th cheque", Nov 2024, https://pvanren.co.za/2024/11/sars-thanks-you-for-their-13th-cheque';

pricingTable('ZA published and hand-worked examples', [
  za({
    name: 'E1 2024/25, R30,000 a month, under 65: PAYE 4,783.08',
    source: `${vanRen}: "PAYE of R4,783.08 (2024/25 tax tables)". AE 360,000: 42,678 + 26% x 122,900 = 74,632 - 17,235 = 57,397 / 12`,
    periodEnd: '2024-11-30',
    birthdate: '1985-05-20',
    components: { BASIC: '30000.00' },
    expect: {
      lines: { ANNUAL_EQUIVALENT: '360000.00', TAX_REBATES: '17235.00', PAYE: '4783.08', UIF_EMPLOYEE: '177.12', UIF_EMPLOYER: '177.12', SDL: '300.00', PAYE_ANNUAL_PAYMENT: null, MEDICAL_TAX_CREDIT: null, CONTRACTOR_WITHHOLDING: null },
      lineDetails: { PAYE: { base: '30000.00', rate: '26%' }, UIF_EMPLOYEE: { base: '17712.00', rate: '1%' }, SDL: { base: '30000.00', rate: '1%' } },
      gross: '30000.00', tax: '4783.08', employeeDeductions: '4960.20', net: '25039.80', employerCost: '477.12',
    },
  }),
  za({
    name: 'E2 December 2024, R30,000 salary + R30,000 bonus: tax on bonus 8,775.00, PAYE 13,558.08',
    source: `${vanRen}: "R13,558.08 ... The tax on the bonus was ... R8,775.00". T(390,000) = 77,362 + 31% x 19,500 - 17,235 = 66,172; 66,172 - 57,397`,
    periodEnd: '2024-12-31',
    components: { BASIC: '30000.00', BONUS: '30000.00' },
    expect: {
      lines: { PAYE_ANNUAL_PAYMENT: '8775.00', PAYE: '13558.08', UIF_EMPLOYEE: '177.12', UIF_EMPLOYER: '177.12', SDL: '600.00' },
      lineDetails: { PAYE_ANNUAL_PAYMENT: { base: '30000.00', rate: '31%' }, PAYE: { base: '60000.00', rate: '31%' } },
      gross: '60000.00', tax: '13558.08', employeeDeductions: '13735.20', net: '46264.80', employerCost: '777.12',
    },
  }),
  za({
    name: 'E3 2025/26, R25,000, medical member + 2 dependants: credit 974, PAYE 2,509.08',
    source: 'computed by hand: AE 300,000: 42,678 + 26% x 62,900 = 59,032 - 17,235 = 41,797 / 12 = 3,483.08; credit 364 + 364 + 246 = 974',
    periodEnd: '2025-06-30',
    components: { BASIC: '25000.00' },
    taxProfile: { medical_scheme_member: true },
    household: { medical_scheme_dependants: 2 },
    expect: {
      lines: { MEDICAL_TAX_CREDIT: '974.00', PAYE: '2509.08', UIF_EMPLOYEE: '177.12', SDL: '250.00' },
      lineDetails: { MEDICAL_TAX_CREDIT: { base: '974.00', rate: null } },
      tax: '2509.08', net: '22313.80', employerCost: '427.12',
      ytd: { paye: '2509.08', medical_tax_credit: '974.00', taxable_remuneration: '25000.00' },
    },
  }),
  za({
    name: 'E4a 2024/25, R20,000, 65 on the last day of the tax year (born 1959-06-15): primary + secondary rebate',
    source: 'computed by hand: AE 240,000: 42,678 + 26% x 2,900 = 43,432 - (17,235 + 9,444) = 16,753 / 12 = 1,396.08',
    periodEnd: '2024-09-30',
    birthdate: '1959-06-15',
    components: { BASIC: '20000.00' },
    expect: { lines: { TAX_REBATES: '26679.00', PAYE: '1396.08' } },
  }),
  za({
    name: 'E4b 2024/25, R20,000, born 1960-03-01: 64 on 28 Feb 2025, primary rebate only',
    source: 'computed by hand: 43,432 - 17,235 = 26,197 / 12 = 2,183.08',
    periodEnd: '2024-09-30',
    birthdate: '1960-03-01',
    components: { BASIC: '20000.00' },
    expect: { lines: { TAX_REBATES: '17235.00', PAYE: '2183.08' } },
  }),
  za({
    name: 'E5 2025/26, R40,000, 76 on 28 Feb 2026: all three rebates',
    source: 'computed by hand: AE 480,000: 77,362 + 31% x 109,500 = 111,307 - (17,235 + 9,444 + 3,145) = 81,483 / 12 = 6,790.25',
    periodEnd: '2025-11-30',
    birthdate: '1950-01-10',
    components: { BASIC: '40000.00' },
    expect: { lines: { TAX_REBATES: '29824.00', PAYE: '6790.25' }, lineDetails: { PAYE: { rate: '31%' } } },
  }),
  za({
    name: 'E6a 2026/27 tables, R30,000: PAYE 4,681.00',
    source: 'computed by hand: AE 360,000: 44,118 + 26% x 114,900 = 73,992 - 17,820 = 56,172 / 12 = 4,681.00',
    periodEnd: '2026-04-30',
    components: { BASIC: '30000.00' },
    expect: { lines: { TAX_REBATES: '17820.00', PAYE: '4681.00', UIF_EMPLOYEE: '177.12', SDL: '300.00' } },
  }),
  za({
    name: 'E6b 2026/27, R30,000, medical member alone: credit 376, PAYE 4,305.00',
    source: 'computed by hand: 4,681.00 - 376 (Draft Rates Bill 2026 medical credit)',
    periodEnd: '2026-04-30',
    components: { BASIC: '30000.00' },
    taxProfile: { medical_scheme_member: true },
    expect: { lines: { MEDICAL_TAX_CREDIT: '376.00', PAYE: '4305.00' } },
  }),
  za({
    name: 'E7 January 2024 (2023/24), R200,000: top band, PAYE 74,133.67',
    source: 'computed by hand: AE 2,400,000: 644,489 + 45% x 583,000 = 906,839 - 17,235 = 889,604 / 12 = 74,133.6667',
    periodEnd: '2024-01-31',
    components: { BASIC: '200000.00' },
    expect: {
      lines: { PAYE: '74133.67', UIF_EMPLOYEE: '177.12', UIF_EMPLOYER: '177.12', SDL: '2000.00' },
      lineDetails: { PAYE: { rate: '45%' } },
      net: '125689.21', employerCost: '2177.12',
    },
  }),
  za({
    name: 'E8a 2025/26 tax threshold R95,750: R7,979.16 a month pays nothing',
    source: 'computed by hand: AE 95,749.92 x 18% = 17,234.99 < rebate 17,235',
    periodEnd: '2025-08-31',
    components: { BASIC: '7979.16' },
    expect: { lines: { PAYE: '0.00', UIF_EMPLOYEE: '79.79', SDL: '79.79' }, tax: '0.00' },
  }),
  za({
    name: 'E8b 2025/26, R7,979.17 a month: 0.0006 a month rounds to nil',
    source: 'computed by hand: AE 95,750.04 x 18% = 17,235.0072 - 17,235 = 0.0072 / 12',
    periodEnd: '2025-08-31',
    components: { BASIC: '7979.17' },
    expect: { lines: { PAYE: '0.00' } },
  }),
  za({
    name: 'E8c 2025/26, R7,980.00 a month: PAYE 0.15',
    source: 'computed by hand: AE 95,760 x 18% = 17,236.80 - 17,235 = 1.80 / 12',
    periodEnd: '2025-08-31',
    components: { BASIC: '7980.00' },
    expect: { lines: { PAYE: '0.15' }, lineDetails: { PAYE: { rate: '18%' } } },
  }),
  za({
    name: 'E9 credit larger than the tax: PAYE 3.75 before credit, 3.75 of 728 applied, PAYE nil',
    source: 'computed by hand: 96,000 x 18% = 17,280 - 17,235 = 45 / 12 = 3.75; credit 364 x 2 = 728 (not carried forward)',
    periodEnd: '2025-08-31',
    components: { BASIC: '8000.00' },
    taxProfile: { medical_scheme_member: true },
    household: { medical_scheme_dependants: 1 },
    expect: {
      lines: { MEDICAL_TAX_CREDIT: '3.75', PAYE: '0.00' },
      lineDetails: { MEDICAL_TAX_CREDIT: { base: '728.00' } },
      tax: '0.00', ytd: { medical_tax_credit: '3.75', paye: '0.00' },
    },
  }),
  za({
    name: 'E10 commission is remuneration for PAYE and SDL but not for UIF',
    source: 'UICA s.1 "remuneration" (c) excludes commission; computed by hand: PAYE on 30,000 = 4,783.08; UIF 1% x 10,000; SDL 1% x 30,000',
    periodEnd: '2025-05-31',
    components: { BASIC: '10000.00', COMMISSION: '20000.00' },
    expect: {
      lines: { PAYE: '4783.08', UIF_EMPLOYEE: '100.00', UIF_EMPLOYER: '100.00', SDL: '300.00' },
      lineDetails: { UIF_EMPLOYEE: { base: '10000.00' }, SDL: { base: '30000.00' } },
    },
  }),
  za({
    name: 'E14 a bonus with no regular pay is not annualised',
    source: 'computed by hand: AE 0; T(20,000) = 3,600 - 17,235 < 0, so no tax on the annual payment',
    periodEnd: '2025-12-31',
    components: { BONUS: '20000.00' },
    expect: { lines: { ANNUAL_EQUIVALENT: '0.00', PAYE: '0.00', PAYE_ANNUAL_PAYMENT: null, UIF_EMPLOYEE: '177.12', SDL: '200.00' } },
  }),
  za({
    name: 'bonus in January 2024 (2023/24): R18,000 + R5,000 bonus',
    source: 'computed by hand: AE 216,000 x 18% = 38,880 - 17,235 = 21,645 / 12 = 1,803.75; T(221,000) = 39,780 - 17,235 = 22,545; bonus tax 900.00',
    periodEnd: '2024-01-31',
    components: { BASIC: '18000.00', BONUS: '5000.00' },
    expect: { lines: { PAYE_ANNUAL_PAYMENT: '900.00', PAYE: '2703.75', UIF_EMPLOYEE: '177.12', SDL: '230.00' }, lineDetails: { PAYE_ANNUAL_PAYMENT: { rate: '18%' } } },
  }),
  za({
    name: 'bonus pushing the annual equivalent over the 237,100 edge (2025/26): R20,000 + R5,000',
    source: 'computed by hand: T(240,000) = 26,197 -> 2,183.08; T(245,000) = 42,678 + 26% x 7,900 - 17,235 = 27,497; bonus tax 1,300.00',
    periodEnd: '2025-12-31',
    components: { BASIC: '20000.00', BONUS: '5000.00' },
    expect: { lines: { PAYE_ANNUAL_PAYMENT: '1300.00', PAYE: '3483.08' }, lineDetails: { PAYE_ANNUAL_PAYMENT: { rate: '26%' } } },
  }),
  za({
    name: 'every component code of an employee: BONUS as annual payment, the rest regular',
    source:
      'computed by hand: regular 10,000 + 2,000 + 1,000 + 500 + 1,500 + 3,000 + 1,000 + 1,000 = 20,000 -> 2,183.08; bonus 5,000 -> 1,300.00; UIF base 25,000 - 3,000 commission capped at 17,712; SDL 1% x 25,000',
    periodEnd: '2025-07-31',
    components: { BASIC: '10000.00', HOUSING: '2000.00', TRANSPORT: '1000.00', MEAL: '500.00', OVERTIME: '1500.00', COMMISSION: '3000.00', OTHER_ALLOWANCE: '1000.00', CONTRACT_FEE: '1000.00', BONUS: '5000.00' },
    expect: {
      lines: { ANNUAL_EQUIVALENT: '240000.00', PAYE_ANNUAL_PAYMENT: '1300.00', PAYE: '3483.08', UIF_EMPLOYEE: '177.12', SDL: '250.00', CONTRACTOR_WITHHOLDING: null },
      lineDetails: { PAYE: { base: '25000.00' } },
      gross: '25000.00', tax: '3483.08',
    },
  }),
]);

pricingTable('ZA rebates by age on the last day of the tax year', [
  za({ name: '2024/25: born 1960-02-28, 65 on 28 Feb 2025', source: 'computed by hand: 43,432 - 26,679 = 16,753 / 12', periodEnd: '2024-09-30', birthdate: '1960-02-28', components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '26679.00', PAYE: '1396.08' } } }),
  za({ name: '2024/25: born 1960-02-29, birthday counts from 1 March in 2025, so 64', source: 'computed by hand: 43,432 - 17,235 = 26,197 / 12 (29 Feb birthday reached on 1 March in a common year)', periodEnd: '2024-09-30', birthdate: '1960-02-29', components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '17235.00', PAYE: '2183.08' } } }),
  za({ name: '2024/25: born 1950-02-28, 75 on 28 Feb 2025', source: 'computed by hand: 43,432 - 29,824 = 13,608 / 12', periodEnd: '2024-09-30', birthdate: '1950-02-28', components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '29824.00', PAYE: '1134.00' } } }),
  za({ name: '2024/25: born 1950-03-01, 74 on 28 Feb 2025', source: 'computed by hand: 43,432 - 26,679 = 16,753 / 12', periodEnd: '2024-09-30', birthdate: '1950-03-01', components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '26679.00', PAYE: '1396.08' } } }),
  za({ name: '2024/25: no birthdate known, primary rebate only', source: 'computed by hand: 43,432 - 17,235 = 26,197 / 12', periodEnd: '2024-09-30', birthdate: null, components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '17235.00', PAYE: '2183.08' } } }),
  za({ name: '2023/24 (tax year ends 29 Feb 2024): born 1959-02-28 is 65 in January 2024', source: 'computed by hand: AE 240,000 -> 43,432 - 26,679 = 16,753 / 12', periodEnd: '2024-01-31', birthdate: '1959-02-28', components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '26679.00', PAYE: '1396.08' } } }),
  za({ name: '2023/24: born 1959-03-01 is 64 on 29 Feb 2024', source: 'computed by hand: 43,432 - 17,235 = 26,197 / 12', periodEnd: '2024-02-29', birthdate: '1959-03-01', components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '17235.00', PAYE: '2183.08' } } }),
  za({ name: '2023/24: born 1964-02-29, leap-year end, 60 (no age rebate)', source: 'computed by hand: 43,432 - 17,235 = 26,197 / 12', periodEnd: '2024-02-29', birthdate: '1964-02-29', components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '17235.00', PAYE: '2183.08' } } }),
  za({ name: '2026/27: born 1961-06-01, 65 on 28 Feb 2027, even in March 2026 before the birthday', source: 'computed by hand: AE 240,000 x 18% = 43,200 - (17,820 + 9,765) = 15,615 / 12', periodEnd: '2026-03-31', birthdate: '1961-06-01', components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '27585.00', PAYE: '1301.25' } } }),
  za({ name: '2026/27: born 1990-01-01, under 65', source: 'computed by hand: 43,200 - 17,820 = 25,380 / 12', periodEnd: '2026-03-31', birthdate: '1990-01-01', components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '17820.00', PAYE: '2115.00' } } }),
  za({ name: '2026/27: born 1951-12-31, 75 on 28 Feb 2027', source: 'computed by hand: 43,200 - 30,834 = 12,366 / 12', periodEnd: '2026-12-31', birthdate: '1951-12-31', components: { BASIC: '20000.00' }, expect: { lines: { TAX_REBATES: '30834.00', PAYE: '1030.50' } } }),
]);

pricingTable('ZA tax thresholds (income where tax less rebates reaches nil)', [
  za({ name: '2024/25, 65-74, threshold 148,217: R12,351.41 a month pays nil', source: 'computed by hand: AE 148,216.92 x 18% = 26,679.0456 - 26,679 = 0.0456 / 12 = 0.0038', periodEnd: '2024-10-31', birthdate: '1955-01-01', components: { BASIC: '12351.41' }, expect: { lines: { PAYE: '0.00' } } }),
  za({ name: '2024/25, 65-74: R12,351.42 a month pays 0.01', source: 'computed by hand: AE 148,217.04 x 18% = 26,679.0672 - 26,679 = 0.0672 / 12 = 0.0056', periodEnd: '2024-10-31', birthdate: '1955-01-01', components: { BASIC: '12351.42' }, expect: { lines: { PAYE: '0.01' } } }),
  za({ name: '2024/25, 65-74: R12,400.00 a month pays 8.75', source: 'computed by hand: AE 148,800 x 18% = 26,784 - 26,679 = 105 / 12', periodEnd: '2024-10-31', birthdate: '1955-01-01', components: { BASIC: '12400.00' }, expect: { lines: { PAYE: '8.75' } } }),
  za({ name: '2024/25, 75+, threshold 165,689: R13,807.42 a month pays nil', source: 'computed by hand: AE 165,689.04 x 18% = 29,824.0272 - 29,824 = 0.0272 / 12 = 0.0023', periodEnd: '2024-10-31', birthdate: '1945-01-01', components: { BASIC: '13807.42' }, expect: { lines: { PAYE: '0.00' } } }),
  za({ name: '2024/25, 75+: R13,900.00 a month pays 16.67', source: 'computed by hand: AE 166,800 x 18% = 30,024 - 29,824 = 200 / 12 = 16.6667', periodEnd: '2024-10-31', birthdate: '1945-01-01', components: { BASIC: '13900.00' }, expect: { lines: { PAYE: '16.67' } } }),
  za({ name: '2026/27, under 65, threshold 99,000: R8,250.00 a month pays nil', source: 'computed by hand: AE 99,000 x 18% = 17,820 - 17,820 = 0', periodEnd: '2026-05-31', components: { BASIC: '8250.00' }, expect: { lines: { PAYE: '0.00' } } }),
  za({ name: '2026/27, under 65: R8,350.00 a month pays 18.00', source: 'computed by hand: AE 100,200 x 18% = 18,036 - 17,820 = 216 / 12', periodEnd: '2026-05-31', components: { BASIC: '8350.00' }, expect: { lines: { PAYE: '18.00' } } }),
  za({ name: '2026/27, 65-74, threshold 153,250: R12,770.83 a month pays nil', source: 'computed by hand: AE 153,249.96 x 18% = 27,584.9928 < 27,585', periodEnd: '2026-05-31', birthdate: '1960-01-01', components: { BASIC: '12770.83' }, expect: { lines: { PAYE: '0.00' } } }),
  za({ name: '2026/27, 65-74: R12,870.83 a month pays 18.00', source: 'computed by hand: AE 154,449.96 x 18% = 27,800.9928 - 27,585 = 215.9928 / 12 = 17.9994', periodEnd: '2026-05-31', birthdate: '1960-01-01', components: { BASIC: '12870.83' }, expect: { lines: { PAYE: '18.00' } } }),
  za({ name: '2026/27, 75+, threshold 171,300: R14,275.00 a month pays nil, at 74 it pays 270.75', source: 'computed by hand: AE 171,300 x 18% = 30,834 - 30,834 = 0', periodEnd: '2026-05-31', birthdate: '1950-01-01', components: { BASIC: '14275.00' }, expect: { lines: { PAYE: '0.00' } } }),
  za({ name: '2026/27, 74 on 28 Feb 2027, R14,275.00: PAYE 270.75', source: 'computed by hand: 30,834 - 27,585 = 3,249 / 12', periodEnd: '2026-05-31', birthdate: '1952-03-01', components: { BASIC: '14275.00' }, expect: { lines: { PAYE: '270.75' } } }),
  za({ name: '2026/27, 75+: R14,375.00 a month pays 18.00', source: 'computed by hand: AE 172,500 x 18% = 31,050 - 30,834 = 216 / 12', periodEnd: '2026-05-31', birthdate: '1950-01-01', components: { BASIC: '14375.00' }, expect: { lines: { PAYE: '18.00' } } }),
]);

pricingTable('ZA medical scheme fees tax credit', [
  za({ name: '2025/26, member alone: 364', source: 'computed by hand: 3,483.08 - 364', periodEnd: '2025-06-30', components: { BASIC: '25000.00' }, taxProfile: { medical_scheme_member: true }, expect: { lines: { MEDICAL_TAX_CREDIT: '364.00', PAYE: '3119.08' } } }),
  za({ name: '2025/26, member + 1 dependant: 728', source: 'computed by hand: 3,483.08 - 728', periodEnd: '2025-06-30', components: { BASIC: '25000.00' }, taxProfile: { medical_scheme_member: true }, household: { medical_scheme_dependants: 1 }, expect: { lines: { MEDICAL_TAX_CREDIT: '728.00', PAYE: '2755.08' } } }),
  za({ name: '2025/26, member + 4 dependants: 728 + 3 x 246 = 1,466', source: 'computed by hand: 3,483.08 - 1,466', periodEnd: '2025-06-30', components: { BASIC: '25000.00' }, taxProfile: { medical_scheme_member: true }, household: { medical_scheme_dependants: 4 }, expect: { lines: { MEDICAL_TAX_CREDIT: '1466.00', PAYE: '2017.08' } } }),
  za({ name: '2025/26, not a member, paying for 1 dependant: 364 (s.6A, SARS table)', source: 'SARS Medical Tax Credit Rates: "for a dependant who is a member ... where the taxpayer ... is not a member" R364', periodEnd: '2025-06-30', components: { BASIC: '25000.00' }, household: { medical_scheme_dependants: 1 }, expect: { lines: { MEDICAL_TAX_CREDIT: '364.00', PAYE: '3119.08' } } }),
  za({ name: '2025/26, no medical scheme: no credit line', source: 'computed by hand: 3,483.08', periodEnd: '2025-06-30', components: { BASIC: '25000.00' }, household: { dependants: 3 }, expect: { lines: { MEDICAL_TAX_CREDIT: null, PAYE: '3483.08' } } }),
  za({ name: '2023/24 (February 2024), member alone: 364', source: 'computed by hand: 3,483.08 - 364', periodEnd: '2024-02-29', components: { BASIC: '25000.00' }, taxProfile: { medical_scheme_member: true }, expect: { lines: { MEDICAL_TAX_CREDIT: '364.00', PAYE: '3119.08' } } }),
  za({ name: '2026/27, member + 3 dependants: 2 x 376 + 2 x 254 = 1,260', source: 'computed by hand: AE 300,000: 44,118 + 26% x 54,900 = 58,392 - 17,820 = 40,572 / 12 = 3,381.00 - 1,260', periodEnd: '2026-06-30', components: { BASIC: '25000.00' }, taxProfile: { medical_scheme_member: true }, household: { medical_scheme_dependants: 3 }, expect: { lines: { MEDICAL_TAX_CREDIT: '1260.00', PAYE: '2121.00' } } }),
  za({ name: 'credit against a bonus month: taken from the month total', source: 'computed by hand: E2 13,558.08 - 364', periodEnd: '2024-12-31', components: { BASIC: '30000.00', BONUS: '30000.00' }, taxProfile: { medical_scheme_member: true }, expect: { lines: { PAYE_ANNUAL_PAYMENT: '8775.00', MEDICAL_TAX_CREDIT: '364.00', PAYE: '13194.08' } } }),
]);

pricingTable('ZA UIF ceiling and SDL', [
  za({ name: 'UIF below the ceiling, R17,711.99: 177.1199 rounds to 177.12', source: 'computed by hand: 1% x 17,711.99, half up', periodEnd: '2025-05-31', components: { BASIC: '17711.99' }, expect: { lines: { UIF_EMPLOYEE: '177.12', UIF_EMPLOYER: '177.12', SDL: '177.12' }, lineDetails: { UIF_EMPLOYEE: { base: '17711.99' } } } }),
  za({ name: 'UIF at the ceiling, R17,712.00', source: 'UICA s.6 with Gazette 44641 ceiling 17,712: 1% x 17,712', periodEnd: '2025-05-31', components: { BASIC: '17712.00' }, expect: { lines: { UIF_EMPLOYEE: '177.12', UIF_EMPLOYER: '177.12', SDL: '177.12' }, lineDetails: { UIF_EMPLOYEE: { base: '17712.00' } } } }),
  za({ name: 'UIF above the ceiling, R17,712.01: base capped at 17,712', source: 'computed by hand: 1% x min(17,712.01, 17,712)', periodEnd: '2025-05-31', components: { BASIC: '17712.01' }, expect: { lines: { UIF_EMPLOYEE: '177.12', UIF_EMPLOYER: '177.12', SDL: '177.12' }, lineDetails: { UIF_EMPLOYEE: { base: '17712.00' }, SDL: { base: '17712.01' } } } }),
  za({ name: 'half a cent rounds up: R10,000.50 -> 100.01', source: 'computed by hand: 1% x 10,000.50 = 100.005, half up', periodEnd: '2025-05-31', components: { BASIC: '10000.50' }, expect: { lines: { UIF_EMPLOYEE: '100.01', UIF_EMPLOYER: '100.01', SDL: '100.01' } } }),
  za({ name: 'below half a cent rounds down: R10,000.49 -> 100.00', source: 'computed by hand: 1% x 10,000.49 = 100.0049', periodEnd: '2025-05-31', components: { BASIC: '10000.49' }, expect: { lines: { UIF_EMPLOYEE: '100.00', SDL: '100.00' } } }),
  za({ name: 'commission only: no UIF line, SDL on the commission', source: 'UICA s.1 "remuneration" (c); computed by hand: PAYE on AE 240,000 = 2,183.08, SDL 1% x 20,000', periodEnd: '2025-05-31', components: { COMMISSION: '20000.00' }, expect: { lines: { UIF_EMPLOYEE: null, UIF_EMPLOYER: null, SDL: '200.00', PAYE: '2183.08' }, employerCost: '200.00' } }),
  za({ name: 'SDL has no ceiling: R1,000,000 -> 10,000.00; UIF still 177.12', source: 'SDLA s.3: 1% of the leviable amount, no limit', periodEnd: '2026-10-31', components: { BASIC: '1000000.00' }, expect: { lines: { SDL: '10000.00', UIF_EMPLOYEE: '177.12' }, employerCost: '10177.12' } }),
  za({ name: 'no pay: no PAYE, UIF or SDL amounts', source: 'nothing is due on no remuneration', periodEnd: '2025-05-31', components: {}, expect: { lines: { PAYE: '0.00', UIF_EMPLOYEE: null, UIF_EMPLOYER: null, SDL: null }, gross: '0.00', net: '0.00', employerCost: '0.00' } }),
]);

pricingTable('ZA independent contractors: nothing withheld', [
  za({
    name: 'contractor fee R50,000 (2025/26): no PAYE, UIF or SDL',
    source: 'Income Tax Act Fourth Schedule par. 1 "remuneration" exclusion (ii); SARS Interpretation Note 17 (Issue 5), 5 March 2019',
    periodEnd: '2025-07-31',
    classification: 'contractor',
    components: { CONTRACT_FEE: '50000.00' },
    expect: {
      lines: { CONTRACTOR_WITHHOLDING: '0.00', PAYE: null, UIF_EMPLOYEE: null, UIF_EMPLOYER: null, SDL: null, ANNUAL_EQUIVALENT: null },
      lineDetails: { CONTRACTOR_WITHHOLDING: { base: '50000.00', rate: '0%' } },
      gross: '50000.00', tax: '0.00', employeeDeductions: '0.00', net: '50000.00', employerCost: '0.00',
      ytd: { contractor_fees: '50000.00', paye: '0.00' },
    },
  }),
  za({ name: 'contractor in January 2024', source: 'as above', periodEnd: '2024-01-31', classification: 'contractor', components: { CONTRACT_FEE: '12345.67' }, ytd: { contractor_fees: '1000.00' }, expect: { lines: { CONTRACTOR_WITHHOLDING: '0.00', PAYE: null }, net: '12345.67', ytd: { contractor_fees: '13345.67' } } }),
  za({ name: 'contractor in December 2026', source: 'as above', periodEnd: '2026-12-31', classification: 'contractor', components: { CONTRACT_FEE: '80000.00' }, expect: { lines: { CONTRACTOR_WITHHOLDING: '0.00', SDL: null }, net: '80000.00', employerCost: '0.00' } }),
  za({ name: 'a contract fee paid to an employee is remuneration', source: 'computed by hand: AE 360,000 -> 4,783.08; UIF 177.12; SDL 300.00', periodEnd: '2025-07-31', components: { CONTRACT_FEE: '30000.00' }, expect: { lines: { PAYE: '4783.08', UIF_EMPLOYEE: '177.12', SDL: '300.00', CONTRACTOR_WITHHOLDING: null } } }),
]);

pricingTable('ZA year-to-date accumulators carry and add', [
  za({
    name: 'third month of 2025/26 at R30,000 with R9,566.16 PAYE already withheld',
    source: 'computed by hand: 9,566.16 + 4,783.08; 354.24 + 177.12; 600.00 + 300.00; 60,000 + 30,000',
    periodEnd: '2025-05-31',
    components: { BASIC: '30000.00' },
    ytd: { taxable_remuneration: '60000.00', paye: '9566.16', uif_employee: '354.24', uif_employer: '354.24', sdl: '600.00', medical_tax_credit: '0.00' },
    expect: {
      lines: { PAYE: '4783.08' },
      ytd: { taxable_remuneration: '90000.00', paye: '14349.24', uif_employee: '531.36', uif_employer: '531.36', sdl: '900.00', medical_tax_credit: '0.00', contractor_fees: '0.00' },
    },
  }),
]);

// Every month of 2024-01..2026-12 has tables in force: R30,000 a month, under 65, no medical scheme.
const monthEnds: string[] = [];
for (let year = 2024; year <= 2026; year++) {
  for (let month = 1; month <= 12; month++) {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    monthEnds.push(`${year}-${String(month).padStart(2, '0')}-${last}`);
  }
}
pricingTable(
  'ZA every month 2024-01..2026-12 at R30,000',
  monthEnds.map((periodEnd) => {
    const from2026Tables = periodEnd >= '2026-03-01';
    return za({
      name: `${periodEnd.slice(0, 7)}: PAYE ${from2026Tables ? '4681.00 (2026/27 tables)' : '4783.08'}`,
      source: from2026Tables ? 'E6a: (73,992 - 17,820) / 12' : `E1 (${vanRen}): (74,632 - 17,235) / 12`,
      periodEnd,
      components: { BASIC: '30000.00' },
      expect: {
        lines: { PAYE: from2026Tables ? '4681.00' : '4783.08', TAX_REBATES: from2026Tables ? '17820.00' : '17235.00', UIF_EMPLOYEE: '177.12', UIF_EMPLOYER: '177.12', SDL: '300.00' },
      },
    });
  }),
);
