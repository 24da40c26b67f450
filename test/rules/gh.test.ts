import { pricingTable, type PricingCase } from './harness.ts';

// Ghana. Sources and the hand arithmetic of every example: rules-wasm/tables/GH/SOURCES.md.
const gh = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GH', ...c });

pricingTable('GH worked examples (SOURCES.md §3)', [
  gh({
    name: 'GH-A 2024-06 resident, basic 5,000',
    source: 'SOURCES.md GH-A (hand): SSNIT 5.5% = 275; chargeable 4,725; 572.66725 + 828.33 x 25% = 779.74975 -> 779.75',
    periodEnd: '2024-06-30',
    components: { BASIC: '5000.00' },
    expect: {
      lines: {
        SSNIT_EMPLOYEE: '275.00', SSNIT_EMPLOYER: '650.00', SSNIT_TIER_1: '675.00', SSNIT_TIER_2: '250.00',
        CHARGEABLE_INCOME: '4725.00', PAYE: '779.75', BONUS_TAX: null,
      },
      lineDetails: { SSNIT_EMPLOYEE: { base: '5000.00', rate: '5.5%' }, SSNIT_EMPLOYER: { rate: '13%' }, PAYE: { rate: '25%' } },
      gross: '5000.00', tax: '779.75', employeeDeductions: '1054.75', net: '3945.25', employerCost: '650.00',
    },
  }),
  gh({
    name: 'GH-B 2024-06 resident, basic 60,000 above the 52,000 ceiling, 35% band',
    source: 'SOURCES.md GH-B (hand): SSNIT on 52,000; chargeable 57,140; 13,728.66725 + 6,723.33 x 35% -> 16,081.83',
    periodEnd: '2024-06-30',
    components: { BASIC: '60000.00' },
    expect: {
      lines: { SSNIT_EMPLOYEE: '2860.00', SSNIT_EMPLOYER: '6760.00', SSNIT_TIER_1: '7020.00', SSNIT_TIER_2: '2600.00', CHARGEABLE_INCOME: '57140.00', PAYE: '16081.83' },
      lineDetails: { SSNIT_EMPLOYEE: { base: '52000.00' }, PAYE: { rate: '35%' } },
      net: '41058.17',
    },
  }),
  gh({
    name: 'GH-C 2025 ceiling 61,000: Tier 1 = SSNIT published maximum contribution 8,235.00',
    source: 'SOURCES.md GH-C; SSNIT notice 28 Jan 2025 (max 8,235.00); PAYE 13,728.66725 + 16,228.33 x 35% -> 19,408.58',
    periodEnd: '2025-02-28',
    components: { BASIC: '70000.00' },
    expect: { lines: { SSNIT_EMPLOYEE: '3355.00', SSNIT_EMPLOYER: '7930.00', SSNIT_TIER_1: '8235.00', SSNIT_TIER_2: '3050.00', PAYE: '19408.58' } },
  }),
  gh({
    name: 'GH-C 2026 ceiling 69,000: Tier 1 = SSNIT published maximum contribution 9,315.00',
    source: 'SOURCES.md GH-C; SSNIT notice 14 Jan 2026 (max 9,315); PAYE 13,728.66725 + 15,788.33 x 35% -> 19,254.58',
    periodEnd: '2026-06-30',
    components: { BASIC: '70000.00' },
    expect: { lines: { SSNIT_EMPLOYEE: '3795.00', SSNIT_EMPLOYER: '8970.00', SSNIT_TIER_1: '9315.00', SSNIT_TIER_2: '3450.00', PAYE: '19254.58' } },
  }),
  gh({
    name: 'GH-D 2024 floor: basic 400 contributes on 490.05; Tier 1 = SSNIT published minimum 66.16',
    source: 'SOURCES.md GH-D; SSNIT 2024 notice (minimum insurable earnings 490.05, minimum contribution 66.16)',
    periodEnd: '2024-06-30',
    components: { BASIC: '400.00' },
    expect: {
      lines: { SSNIT_EMPLOYEE: '26.95', SSNIT_EMPLOYER: '63.71', SSNIT_TIER_1: '66.16', SSNIT_TIER_2: '24.50', CHARGEABLE_INCOME: '373.05', PAYE: '0.00' },
      lineDetails: { SSNIT_EMPLOYEE: { base: '490.05' } },
      net: '373.05',
    },
  }),
  gh({
    name: 'GH-E 2025 bonus: 15% of annual basic at 5% final, excess added to income',
    source: 'SOURCES.md GH-E (hand): limit 15% x 48,000 = 7,200 -> 360; chargeable 4,000 - 220 + 2,800 = 6,580; PAYE 1,243.49975',
    periodEnd: '2025-02-28',
    components: { BASIC: '4000.00', BONUS: '10000.00' },
    expect: {
      lines: { BONUS_TAX: '360.00', CHARGEABLE_INCOME: '6580.00', PAYE: '1243.50' },
      lineDetails: { BONUS_TAX: { base: '7200.00', rate: '5%' } },
      gross: '14000.00', tax: '1603.50', net: '12176.50',
      ytd: { bonus_at_final_rate: '7200.00', bonus_tax: '360.00', paye: '1243.50', gross_pay: '14000.00', ssnit_employee: '220.00', ssnit_employer: '520.00' },
    },
  }),
  gh({
    name: 'GH-E bonus limit already partly used earlier in the year (YTD 6,000)',
    source: 'computed by hand: room 7,200 - 6,000 = 1,200 at 5% = 60; chargeable 4,000 - 220 + 8,800 = 12,580; 572.66725 + 8,683.33 x 25% -> 2,743.50',
    periodEnd: '2025-08-31',
    components: { BASIC: '4000.00', BONUS: '10000.00' },
    ytd: { bonus_at_final_rate: '6000.00', bonus_tax: '300.00' },
    expect: {
      lines: { BONUS_TAX: '60.00', CHARGEABLE_INCOME: '12580.00', PAYE: '2743.50' },
      ytd: { bonus_at_final_rate: '7200.00', bonus_tax: '360.00' },
    },
  }),
  gh({
    name: 'GH-F non-resident: flat 25% of chargeable income',
    source: 'SOURCES.md GH-F: Act 896 First Schedule para 1(2); 9,450 x 25%',
    periodEnd: '2024-09-30',
    components: { BASIC: '10000.00' },
    taxProfile: { resident: false },
    expect: { lines: { SSNIT_EMPLOYEE: '550.00', CHARGEABLE_INCOME: '9450.00', PAYE: '2362.50' }, lineDetails: { PAYE: { rate: '25%' } }, net: '7087.50' },
  }),
  gh({
    name: 'GH-F non-resident bonus: 20% on the part within the 15% limit, excess at 25%',
    source: 'GRA PAYE page (non-resident bonus 20%); hand: limit 18,000 x 20% = 3,600; chargeable 9,450 + 2,000 = 11,450 x 25%',
    periodEnd: '2024-12-31',
    components: { BASIC: '10000.00', BONUS: '20000.00' },
    taxProfile: { resident: false },
    expect: { lines: { BONUS_TAX: '3600.00', PAYE: '2862.50' }, tax: '6462.50', net: '22987.50' },
  }),
  gh({
    name: 'GH-G contractor, resident: 7.5% on the service fee, no SSNIT',
    source: 'SOURCES.md GH-G: GRA Withholding Tax (supply of general services by an individual 7.5%)',
    periodEnd: '2025-05-31',
    classification: 'contractor',
    components: { CONTRACT_FEE: '10000.00' },
    expect: { lines: { WITHHOLDING_TAX: '750.00', SSNIT_EMPLOYEE: null, PAYE: null }, tax: '750.00', net: '9250.00', employerCost: '0.00', ytd: { withholding_tax: '750.00' } },
  }),
  gh({
    name: 'GH-G contractor 2024, resident: 7.5%',
    source: 'SOURCES.md GH-G: GRA Withholding Tax; 3,333.33 x 7.5% = 249.99975 -> 250.00',
    periodEnd: '2024-02-29',
    classification: 'contractor',
    components: { CONTRACT_FEE: '3333.33' },
    expect: { lines: { WITHHOLDING_TAX: '250.00' } },
  }),
  gh({
    name: 'GH-G contractor, non-resident: 20%',
    source: 'SOURCES.md GH-G: GRA Withholding Tax (non-resident goods, works or any services 20%)',
    periodEnd: '2026-05-31',
    classification: 'contractor',
    components: { CONTRACT_FEE: '10000.00' },
    taxProfile: { resident: false },
    expect: { lines: { WITHHOLDING_TAX: '2000.00' }, lineDetails: { WITHHOLDING_TAX: { rate: '20%' } } },
  }),
]);

// GRA's published cumulative column: tax at each band's upper edge, and one pesewa above it.
const edge = (name: string, basic: string, housing: string, chargeable: string, paye: string, rate: string, source: string) =>
  gh({
    name: `band edge: ${name}`,
    source,
    periodEnd: '2024-10-31',
    components: { BASIC: basic, HOUSING: housing },
    expect: { lines: { CHARGEABLE_INCOME: chargeable, PAYE: paye }, lineDetails: { PAYE: { rate } } },
  });
const graChart = 'GRA monthly tax table 2024 (Act 1111), cumulative tax column';

pricingTable('GH resident monthly band edges (Act 1111)', [
  edge('490.00 is tax free', '500.00', '17.50', '490.00', '0.00', '0%', `${graChart}: 490 -> 0; SSNIT 27.50`),
  edge('490.10: half a pesewa rounds up', '500.00', '17.60', '490.10', '0.01', '5%', 'computed by hand: 0.10 x 5% = 0.005 -> 0.01 (half up)'),
  edge('600.00', '600.00', '33.00', '600.00', '5.50', '5%', `${graChart}: 600 -> 5.50`),
  edge('600.01', '600.00', '33.01', '600.01', '5.50', '10%', 'computed by hand: 5.50 + 0.001 -> 5.50'),
  edge('730.00', '600.00', '163.00', '730.00', '18.50', '10%', `${graChart}: 730 -> 18.50`),
  edge('730.01', '600.00', '163.01', '730.01', '18.50', '17.5%', 'computed by hand: 18.50 + 0.00175 -> 18.50'),
  edge('3,896.67', '1000.00', '2951.67', '3896.67', '572.67', '17.5%', `${graChart}: 3,896.67 -> 572.67 (exact 572.66725)`),
  edge('3,896.68', '1000.00', '2951.68', '3896.68', '572.67', '25%', 'computed by hand: 572.66725 + 0.0025 = 572.66975'),
  edge('19,896.67', '1000.00', '18951.67', '19896.67', '4572.67', '25%', `${graChart}: 19,896.67 -> 4,572.67`),
  edge('19,896.68', '1000.00', '18951.68', '19896.68', '4572.67', '30%', 'computed by hand: 4,572.66725 + 0.003'),
  edge('50,416.67', '1000.00', '49471.67', '50416.67', '13728.67', '30%', `${graChart}: 50,416.67 -> 13,728.67`),
  edge('50,416.68', '1000.00', '49471.68', '50416.68', '13728.67', '35%', 'computed by hand: 13,728.66725 + 0.0035'),
]);

pricingTable('GH SSNIT insurable earnings by year', [
  gh({
    name: 'basic exactly at the 2024 ceiling',
    source: 'SSNIT 2024 notice (52,000); hand: chargeable 49,140; 4,572.66725 + 29,243.33 x 30% -> 13,345.67',
    periodEnd: '2024-12-31',
    components: { BASIC: '52000.00' },
    expect: { lines: { SSNIT_EMPLOYEE: '2860.00', SSNIT_TIER_1: '7020.00', PAYE: '13345.67' } },
  }),
  gh({
    name: 'one pesewa above the 2024 ceiling: contributions unchanged',
    source: 'SSNIT 2024 notice (52,000)',
    periodEnd: '2024-12-31',
    components: { BASIC: '52000.01' },
    expect: { lines: { SSNIT_EMPLOYEE: '2860.00', SSNIT_EMPLOYER: '6760.00', CHARGEABLE_INCOME: '49140.01' }, lineDetails: { SSNIT_EMPLOYEE: { base: '52000.00' } } },
  }),
  gh({
    name: 'January 2025: floor still 490.05 (SSNIT minimum contribution 66.16)',
    source: 'SSNIT notice 28 Jan 2025 (minimum 66.16)',
    periodEnd: '2025-01-31',
    components: { BASIC: '400.00' },
    expect: { lines: { SSNIT_TIER_1: '66.16', SSNIT_EMPLOYEE: '26.95' } },
  }),
  gh({
    name: 'from March 2025 the floor is 19.97 x 27 = 539.19',
    source: 'NTC communiqué 20 Feb 2025 (NDMW 19.97 from 1 Mar 2025); hand: 539.19 x 5.5% = 29.65545; x 13% = 70.0947; x 13.5% = 72.79065',
    periodEnd: '2025-06-30',
    components: { BASIC: '400.00' },
    expect: { lines: { SSNIT_EMPLOYEE: '29.66', SSNIT_EMPLOYER: '70.09', SSNIT_TIER_1: '72.79', SSNIT_TIER_2: '26.96' }, lineDetails: { SSNIT_EMPLOYEE: { base: '539.19' } } },
  }),
  gh({
    name: '2026 floor 21.77 x 27 = 587.79',
    source: 'NTC 2026 NDMW 21.77; hand: 587.79 x 5.5% = 32.32845; x 13% = 76.4127; x 13.5% = 79.35165',
    periodEnd: '2026-02-28',
    components: { BASIC: '400.00' },
    expect: { lines: { SSNIT_EMPLOYEE: '32.33', SSNIT_EMPLOYER: '76.41', SSNIT_TIER_1: '79.35', SSNIT_TIER_2: '29.39' } },
  }),
  gh({
    name: 'no basic salary: no SSNIT (the floor does not create a contribution)',
    source: 'Act 766 s.3: contributions are on basic salary; hand: 18.50 + 270 x 17.5% = 65.75',
    periodEnd: '2025-06-30',
    components: { OTHER_ALLOWANCE: '1000.00' },
    expect: { lines: { SSNIT_EMPLOYEE: null, SSNIT_EMPLOYER: null, CHARGEABLE_INCOME: '1000.00', PAYE: '65.75' } },
  }),
]);

// Every month of the priced window resolves a table version and prices the same salary consistently.
const months: PricingCase[] = [];
for (let year = 2024; year <= 2026; year++) {
  for (let month = 1; month <= 12; month++) {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const periodEnd = `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
    months.push(
      gh({
        name: `every month: ${periodEnd}`,
        source: 'SOURCES.md GH-A',
        periodEnd,
        components: { BASIC: '5000.00' },
        expect: { lines: { SSNIT_EMPLOYEE: '275.00', SSNIT_EMPLOYER: '650.00', PAYE: '779.75' }, net: '3945.25' },
      }),
    );
  }
}
pricingTable('GH every month 2024-01 .. 2026-12', months);
