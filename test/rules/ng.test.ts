import { pricingTable, type PricingCase } from './harness.ts';

// Nigeria. Sources and the hand arithmetic of every example: rules-wasm/tables/NG/SOURCES.md.
// Kobo amounts in tax_profile (annual_rent_minor) are minor units.
const ng = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'NG', ...c });
const rent = (naira: number): number => Math.round(naira * 100);

const midEarner = { BASIC: '300000.00', HOUSING: '150000.00', TRANSPORT: '50000.00' };

pricingTable('NG worked examples (SOURCES.md §3)', [
  ng({
    name: 'NG-A PITA 2025-06: 500,000 gross, CRA on gross income net of pension',
    source: 'SOURCES.md NG-A (hand): GI 5,520,000; CRA 200,000 + 1,104,000; chargeable 4,216,000; tax 560,000 + 1,016,000 x 24% = 803,840; /12',
    periodEnd: '2025-06-30',
    components: midEarner,
    expect: {
      lines: {
        PENSION_EMPLOYEE: '40000.00', PENSION_EMPLOYER: '50000.00', NSITF: '5000.00', ITF: '5000.00', NHF: null,
        CONSOLIDATED_RELIEF: '1304000.00', CHARGEABLE_INCOME: '4216000.00', ANNUAL_TAX: '803840.00', PAYE: '66986.67', RENT_RELIEF: null,
      },
      lineDetails: { PENSION_EMPLOYEE: { base: '500000.00', rate: '8%' }, PAYE: { rate: '24%' } },
      gross: '500000.00', tax: '66986.67', employeeDeductions: '106986.67', net: '393013.33', employerCost: '60000.00',
    },
  }),
  ng({
    name: 'NG-B PITA 2024-03: basic exactly the 30,000 minimum wage is exempt',
    source: 'SOURCES.md NG-B: PITA s.37 proviso / Third Schedule para 33 (Finance Act 2020); National Minimum Wage Act 2019',
    periodEnd: '2024-03-31',
    components: { BASIC: '30000.00' },
    expect: { lines: { PAYE: '0.00', PENSION_EMPLOYEE: '2400.00', CONSOLIDATED_RELIEF: null }, tax: '0.00', net: '27600.00' },
  }),
  ng({
    name: 'NG-C PITA 2024-03: basic 35,000, first band only',
    source: 'SOURCES.md NG-C (hand): GI 386,400; CRA 277,280; chargeable 109,120 x 7% = 7,638.40 (> 1% GI 3,864); /12 = 636.533',
    periodEnd: '2024-03-31',
    components: { BASIC: '35000.00' },
    expect: { lines: { CONSOLIDATED_RELIEF: '277280.00', CHARGEABLE_INCOME: '109120.00', ANNUAL_TAX: '7638.40', PAYE: '636.53' }, net: '31563.47' },
  }),
  ng({
    name: 'NG-D basic 70,000 for June 2024, before the 2024 minimum wage law, priced in August: taxable (the period decides)',
    source: 'SOURCES.md NG-D (hand): GI 772,800; CRA 354,560; chargeable 418,240; tax 21,000 + 118,240 x 11% = 34,006.40; /12',
    periodEnd: '2024-06-30',
    asOfDate: '2024-08-01',
    components: { BASIC: '70000.00' },
    expect: { lines: { CHARGEABLE_INCOME: '418240.00', ANNUAL_TAX: '34006.40', PAYE: '2833.87' } },
  }),
  ng({
    name: 'NG-D basic 70,000 from 29 July 2024 (National Minimum Wage (Amendment) Act 2024): exempt',
    source: 'SOURCES.md NG-D; National Minimum Wage (Amendment) Act 2024, assented 2024-07-29',
    periodEnd: '2024-07-31',
    components: { BASIC: '70000.00' },
    expect: { lines: { PAYE: '0.00', PENSION_EMPLOYEE: '5600.00' }, tax: '0.00' },
  }),
  ng({
    name: 'NG-E PITA 2025-12: high earner, 1% of gross income exceeds 200,000, NHF on',
    source: 'SOURCES.md NG-E (hand): GI 44,040,000; CRA 440,400 + 8,808,000; chargeable 34,791,600; tax 560,000 + 31,591,600 x 24%',
    periodEnd: '2025-12-31',
    components: { BASIC: '2000000.00', HOUSING: '1000000.00', TRANSPORT: '500000.00', OTHER_ALLOWANCE: '500000.00' },
    taxProfile: { nhf: true },
    expect: {
      lines: {
        PENSION_EMPLOYEE: '280000.00', NHF: '50000.00', CONSOLIDATED_RELIEF: '9248400.00', CHARGEABLE_INCOME: '34791600.00',
        ANNUAL_TAX: '8141984.00', PAYE: '678498.67', PENSION_EMPLOYER: '350000.00', NSITF: '40000.00', ITF: '40000.00',
      },
      lineDetails: { NHF: { base: '2000000.00', rate: '2.5%' } },
      net: '2991501.33', employerCost: '430000.00',
    },
  }),
  ng({
    name: 'NG-F NTA 2026-01: rent relief 20% of 2,400,000, no CRA',
    source: 'SOURCES.md NG-F (hand): chargeable 6,000,000 - 480,000 - 480,000 = 5,040,000; tax 330,000 + 2,040,000 x 18% = 697,200; /12',
    periodEnd: '2026-01-31',
    components: midEarner,
    taxProfile: { annual_rent_minor: rent(2_400_000) },
    expect: {
      lines: { RENT_RELIEF: '480000.00', CONSOLIDATED_RELIEF: null, CHARGEABLE_INCOME: '5040000.00', ANNUAL_TAX: '697200.00', PAYE: '58100.00' },
      lineDetails: { PAYE: { rate: '18%' } },
      net: '401900.00',
    },
  }),
  ng({
    name: 'NG-G NTA 2026: rent relief capped at 500,000',
    source: 'SOURCES.md NG-G (hand): 20% x 3,000,000 = 600,000 -> 500,000; chargeable 5,020,000; tax 693,600; /12',
    periodEnd: '2026-06-30',
    components: midEarner,
    taxProfile: { annual_rent_minor: rent(3_000_000) },
    expect: { lines: { RENT_RELIEF: '500000.00', CHARGEABLE_INCOME: '5020000.00', PAYE: '57800.00' } },
  }),
  ng({
    name: 'NG-H NTA 2026: basic 100,000',
    source: 'SOURCES.md NG-H (hand): chargeable 1,200,000 - 96,000 = 1,104,000; tax 304,000 x 15% = 45,600; /12',
    periodEnd: '2026-03-31',
    components: { BASIC: '100000.00' },
    expect: { lines: { CHARGEABLE_INCOME: '1104000.00', ANNUAL_TAX: '45600.00', PAYE: '3800.00', RENT_RELIEF: null } },
  }),
  ng({
    name: 'NG-H NTA 2026: basic 70,000 = minimum wage, exempt',
    source: 'SOURCES.md NG-H; NTA 2025 minimum-wage exemption (PFPTRC list)',
    periodEnd: '2026-03-31',
    components: { BASIC: '70000.00' },
    expect: { lines: { PAYE: '0.00', CHARGEABLE_INCOME: null } },
  }),
  ng({
    name: 'NG-I NTA 2026: top band 25%',
    source: 'SOURCES.md NG-I (hand): chargeable 55,200,000; tax 10,430,000 + 5,200,000 x 25% = 11,730,000; /12',
    periodEnd: '2026-12-31',
    components: { BASIC: '5000000.00' },
    expect: { lines: { CHARGEABLE_INCOME: '55200000.00', ANNUAL_TAX: '11730000.00', PAYE: '977500.00' }, lineDetails: { PAYE: { rate: '25%' } } },
  }),
  ng({
    name: 'NG-J contractor 2024: 5% withholding on fees, nothing else',
    source: 'SOURCES.md NG-J: Income Tax (Deduction of Tax at Source) (Withholding) Regulations 1997, individuals 5%',
    periodEnd: '2024-05-31',
    classification: 'contractor',
    components: { CONTRACT_FEE: '1000000.00' },
    expect: {
      lines: { WITHHOLDING_TAX: '50000.00', PAYE: null, PENSION_EMPLOYEE: null, NSITF: null, ITF: null },
      tax: '50000.00', net: '950000.00', employerCost: '0.00', ytd: { withholding_tax: '50000.00' },
    },
  }),
  ng({
    name: 'NG-J contractor 2025: 5% under the Withholding Regulations 2024',
    source: 'SOURCES.md NG-J: Deduction of Tax at Source (Withholding) Regulations 2024, First Schedule (non-corporate resident 5%)',
    periodEnd: '2025-02-28',
    classification: 'contractor',
    components: { CONTRACT_FEE: '333333.33' },
    expect: { lines: { WITHHOLDING_TAX: '16666.67' }, lineDetails: { WITHHOLDING_TAX: { base: '333333.33', rate: '5%' } } },
  }),
  ng({
    name: 'contractor 2026: the 2024 Regulations still apply (5%)',
    source: 'SOURCES.md §1.4: Deduction of Tax at Source (Withholding) Regulations 2024, kept by the Nigeria Tax Administration Act 2025 savings provisions',
    periodEnd: '2026-08-31',
    classification: 'contractor',
    components: { CONTRACT_FEE: '250000.00' },
    expect: { lines: { WITHHOLDING_TAX: '12500.00' }, ytd: { withholding_tax: '12500.00', paye: '0.00' } },
  }),
  ng({
    name: 'a bonus is annualised with the month it is paid in (stated method), and is not pensionable',
    source: 'computed by hand: gross 1,000,000; pension 8% x 500,000; GI 12,000,000 - 480,000 = 11,520,000; CRA 200,000 + 2,304,000; chargeable 9,016,000; tax 560,000 + 5,816,000 x 24% = 1,955,840; /12',
    periodEnd: '2025-03-31',
    components: { ...midEarner, BONUS: '500000.00' },
    expect: { lines: { PENSION_EMPLOYEE: '40000.00', CONSOLIDATED_RELIEF: '2504000.00', CHARGEABLE_INCOME: '9016000.00', PAYE: '162986.67' } },
  }),
]);

// Chargeable income under PITA is 12g - 200,000 - 20% x 12g (CRA rounded to the kobo) for a monthly
// non-pensionable allowance g, so the edges themselves are not reachable to the kobo: each edge is
// tested at the nearest reachable incomes either side. Arithmetic in each `source`.
const pitaEdge = (name: string, g: string, cra: string, chargeable: string, annual: string, paye: string, rate: string, source: string) =>
  ng({
    name: `PITA band edge: ${name}`,
    source: `computed by hand: 12 x ${g}; CRA ${cra}; ${source}`,
    // Before the 70,000 minimum wage (29 July 2024), so the lowest edges are not exempt.
    periodEnd: '2024-05-31',
    components: { OTHER_ALLOWANCE: g },
    expect: {
      lines: { CONSOLIDATED_RELIEF: cra, CHARGEABLE_INCOME: chargeable, ANNUAL_TAX: annual, PAYE: paye, PENSION_EMPLOYEE: null },
      lineDetails: { PAYE: { rate } },
    },
  });

pricingTable('NG PITA band edges (Sixth Schedule)', [
  pitaEdge('just below 300,000', '52083.33', '324999.99', '299999.97', '21000.00', '1750.00', '7%', '299,999.97 x 7% = 20,999.9979'),
  pitaEdge('just above 300,000', '52083.34', '325000.02', '300000.06', '21000.01', '1750.00', '11%', '21,000 + 0.06 x 11% = 21,000.0066'),
  pitaEdge('just below 600,000', '83333.33', '399999.99', '599999.97', '54000.00', '4500.00', '11%', '21,000 + 299,999.97 x 11% = 53,999.9967'),
  pitaEdge('just above 600,000', '83333.34', '400000.02', '600000.06', '54000.01', '4500.00', '15%', '54,000 + 0.06 x 15%'),
  pitaEdge('just below 1,100,000', '135416.66', '524999.98', '1099999.94', '128999.99', '10750.00', '15%', '54,000 + 499,999.94 x 15% = 128,999.991'),
  pitaEdge('just above 1,100,000', '135416.67', '525000.01', '1100000.03', '129000.01', '10750.00', '19%', '129,000 + 0.03 x 19% = 129,000.0057'),
  pitaEdge('exactly 1,600,000', '187500.00', '650000.00', '1600000.00', '224000.00', '18666.67', '19%', '129,000 + 500,000 x 19% = 224,000; /12 = 18,666.666'),
  pitaEdge('just above 1,600,000', '187500.01', '650000.02', '1600000.10', '224000.02', '18666.67', '21%', '224,000 + 0.10 x 21% = 224,000.021'),
  pitaEdge('just below 3,200,000', '354166.66', '1049999.98', '3199999.94', '559999.99', '46666.67', '21%', '224,000 + 1,599,999.94 x 21% = 559,999.9874; /12 = 46,666.6656'),
  pitaEdge('just above 3,200,000', '354166.67', '1050000.01', '3200000.03', '560000.01', '46666.67', '24%', '560,000 + 0.03 x 24% = 560,000.0072'),
  pitaEdge(
    'CRA floor still 200,000 at gross income 20,000,000.04',
    '1666666.67', '4200000.01', '15800000.03', '3584000.01', '298666.67', '24%',
    '1% x 20,000,000.04 = 200,000.0004 -> 200,000.00; 20% = 4,000,000.008 -> .01; tax 560,000 + 12,600,000.03 x 24% = 3,584,000.0072',
  ),
  pitaEdge(
    'CRA uses 1% of gross income above 20,000,000',
    '1700000.00', '4284000.00', '16116000.00', '3659840.00', '304986.67', '24%',
    'GI 20,400,000: 204,000 + 4,080,000; tax 560,000 + 12,916,000 x 24% = 3,659,840; /12 = 304,986.666',
  ),
]);

// Under the NTA chargeable income is 12g - rent relief (no CRA), so each edge is reachable exactly.
const ntaEdge = (name: string, g: string, annualRent: number, relief: string | null, chargeable: string, annual: string, paye: string, rate: string, source: string) =>
  ng({
    name: `NTA band edge: ${name}`,
    source: `computed by hand: 12 x ${g} - rent relief; ${source}`,
    periodEnd: '2026-04-30',
    components: { OTHER_ALLOWANCE: g },
    taxProfile: { annual_rent_minor: rent(annualRent) },
    expect: { lines: { RENT_RELIEF: relief, CHARGEABLE_INCOME: chargeable, ANNUAL_TAX: annual, PAYE: paye }, lineDetails: { PAYE: { rate } } },
  });

pricingTable('NG NTA 2025 band edges (Fourth Schedule)', [
  ntaEdge('exactly 800,000', '100000.00', 2_000_000, '400000.00', '800000.00', '0.00', '0.00', '0%', '1,200,000 - 400,000; 0%'),
  ntaEdge('800,000.01', '100000.00', 1_999_999.95, '399999.99', '800000.01', '0.00', '0.00', '15%', '0.01 x 15% = 0.0015'),
  ntaEdge('exactly 3,000,000', '250000.00', 0, null, '3000000.00', '330000.00', '27500.00', '15%', '2,200,000 x 15% = 330,000 (keepam.ng cumulative column)'),
  ntaEdge('3,000,000.12', '250000.01', 0, null, '3000000.12', '330000.02', '27500.00', '18%', '330,000 + 0.12 x 18% = 330,000.0216'),
  ntaEdge('exactly 12,000,000', '1000000.00', 0, null, '12000000.00', '1950000.00', '162500.00', '18%', '330,000 + 9,000,000 x 18% = 1,950,000'),
  ntaEdge('12,000,000.12', '1000000.01', 0, null, '12000000.12', '1950000.03', '162500.00', '21%', '1,950,000 + 0.12 x 21% = 1,950,000.0252'),
  ntaEdge('exactly 25,000,000', '2100000.00', 1_000_000, '200000.00', '25000000.00', '4680000.00', '390000.00', '21%', '25,200,000 - 200,000; 1,950,000 + 13,000,000 x 21% = 4,680,000'),
  ntaEdge('25,000,000.01', '2100000.00', 999_999.95, '199999.99', '25000000.01', '4680000.00', '390000.00', '23%', '4,680,000 + 0.01 x 23% = 4,680,000.0023'),
  ntaEdge('exactly 50,000,000', '4200000.00', 2_000_000, '400000.00', '50000000.00', '10430000.00', '869166.67', '23%', '4,680,000 + 25,000,000 x 23% = 10,430,000; /12 = 869,166.666'),
  ntaEdge('50,000,000.01', '4200000.00', 1_999_999.95, '399999.99', '50000000.01', '10430000.00', '869166.67', '25%', '10,430,000 + 0.01 x 25%'),
  ntaEdge('rent relief exactly at the 500,000 cap', '300000.00', 2_500_000, '500000.00', '3100000.00', '348000.00', '29000.00', '18%', '20% x 2,500,000 = 500,000; 3,600,000 - 500,000; 330,000 + 100,000 x 18%'),
  ntaEdge('one kobo above the minimum wage is taxable', '70000.01', 0, null, '840000.12', '6000.02', '500.00', '15%', '40,000.12 x 15% = 6,000.018; /12 = 500.0015'),
]);

pricingTable('NG year to date and the regime switch', [
  ng({
    name: 'accumulators add this month to what came in',
    source: 'SOURCES.md NG-A figures; YTD in = five months of NG-A',
    periodEnd: '2025-06-30',
    components: midEarner,
    ytd: { gross_pay: '2500000.00', paye: '334933.35', pension_employee: '200000.00', pension_employer: '250000.00', nhf: '0.00' },
    expect: { ytd: { gross_pay: '3000000.00', paye: '401920.02', pension_employee: '240000.00', pension_employer: '300000.00', nhf: '0.00', withholding_tax: '0.00' } },
  }),
  ng({
    name: 'same pay on 31 December 2025 is priced under PITA',
    source: 'SOURCES.md NG-A',
    periodEnd: '2025-12-31',
    components: midEarner,
    expect: { lines: { PAYE: '66986.67', CONSOLIDATED_RELIEF: '1304000.00' } },
  }),
  ng({
    name: 'same pay on 1 January 2026 (as-of) is priced under the NTA: no CRA, no rent',
    source: 'computed by hand: 6,000,000 - 480,000 = 5,520,000; 330,000 + 2,520,000 x 18% = 783,600; /12',
    periodEnd: '2026-01-31',
    asOfDate: '2026-01-01',
    components: midEarner,
    expect: { lines: { PAYE: '65300.00', CONSOLIDATED_RELIEF: null, RENT_RELIEF: null, CHARGEABLE_INCOME: '5520000.00' } },
  }),
  ng({
    name: 'rent is ignored under PITA (no rent relief before 2026)',
    source: 'SOURCES.md §1.2: rent relief from NTA 2025 only',
    periodEnd: '2025-11-30',
    components: midEarner,
    taxProfile: { annual_rent_minor: rent(2_400_000) },
    expect: { lines: { RENT_RELIEF: null, PAYE: '66986.67' } },
  }),
]);

// Every month of the priced window resolves a table version and prices the same salary consistently.
const months: PricingCase[] = [];
for (let year = 2024; year <= 2026; year++) {
  for (let month = 1; month <= 12; month++) {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const periodEnd = `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
    months.push(
      ng({
        name: `every month: ${periodEnd}`,
        source: year < 2026 ? 'SOURCES.md NG-A (PITA)' : 'computed by hand (NTA, no rent): 783,600 / 12',
        periodEnd,
        components: midEarner,
        expect: { lines: { PAYE: year < 2026 ? '66986.67' : '65300.00', PENSION_EMPLOYEE: '40000.00', NSITF: '5000.00', ITF: '5000.00' } },
      }),
    );
  }
}
pricingTable('NG every month 2024-01 .. 2026-12', months);
