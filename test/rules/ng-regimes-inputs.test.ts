import { pricingTable, type PricingCase } from './harness.ts';

// Nigeria: the regime chosen by the pay period (PITA as amended for periods in 2024-2025, the Nigeria
// Tax Act 2025 for periods from 1 January 2026), and the employee inputs with their reliefs: pension
// membership, voluntary pension contributions, life insurance premiums, NHF, rent. Arithmetic by hand
// from the statutory figures in rules-wasm/tables/NG/SOURCES.md (§1, §4).
const ng = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'NG', ...c });
const naira = (amount: number): number => Math.round(amount * 100);
const midEarner = { BASIC: '300000.00', HOUSING: '150000.00', TRANSPORT: '50000.00' };
const PITA = 'PITA s.33 (CRA on gross income net of exempt items), Sixth Schedule bands, s.37 minimum tax';
const NTA = 'Nigeria Tax Act 2025 s.30 (eligible deductions), Fourth Schedule bands';

pricingTable('NG regime by the pay period, not the pricing date', [
  ng({
    name: 'December 2025 wages priced on 10 January 2026: PITA with the CRA',
    source: `${PITA}; SOURCES.md NG-A: PAYE 803,840 / 12 = 66,986.67`,
    periodEnd: '2025-12-31', asOfDate: '2026-01-10', components: midEarner,
    expect: { lines: { PAYE: '66986.67', CONSOLIDATED_RELIEF: '1304000.00', RENT_RELIEF: null } },
  }),
  ng({
    name: 'January 2026 wages priced on 20 December 2025: the Nigeria Tax Act, no CRA',
    source: `${NTA}: 6,000,000 - 480,000 = 5,520,000; 330,000 + 2,520,000 x 18% = 783,600; /12 = 65,300`,
    periodEnd: '2026-01-31', asOfDate: '2025-12-20', components: midEarner,
    expect: { lines: { PAYE: '65300.00', CONSOLIDATED_RELIEF: null, CHARGEABLE_INCOME: '5520000.00' } },
  }),
  ng({
    name: 'January 2026 wages with rent priced in December 2025: rent relief applies',
    source: `${NTA}: 20% x 2,400,000 = 480,000; 5,040,000; 330,000 + 2,040,000 x 18% = 697,200; /12 = 58,100`,
    periodEnd: '2026-01-31', asOfDate: '2025-12-20', components: midEarner, taxProfile: { annual_rent_minor: naira(2_400_000) },
    expect: { lines: { RENT_RELIEF: '480000.00', PAYE: '58100.00' } },
  }),
]);

pricingTable('NG pension membership and voluntary contributions (Pension Reform Act 2014 ss.4, 5, 10)', [
  ng({
    name: 'not a member of the scheme (PRA s.5 exemption): no pension, full income taxed',
    source: `${NTA}: 6,000,000; 330,000 + 3,000,000 x 18% = 870,000; /12 = 72,500`,
    periodEnd: '2026-03-31', components: midEarner, taxProfile: { pension_member: false, pension_voluntary_minor: naira(10_000) },
    expect: {
      lines: { PENSION_EMPLOYEE: null, PENSION_EMPLOYER: null, PENSION_VOLUNTARY: null, PAYE: '72500.00', NSITF: '5000.00', ITF: '5000.00' },
      net: '427500.00', employerCost: '10000.00', ytd: { pension_employee: '0.00', pension_employer: '0.00', pension_voluntary: '0.00' },
    },
  }),
  ng({
    name: 'voluntary 10,000 a month under the Nigeria Tax Act: deducted and relieved',
    source: `${NTA} (iii): 6,000,000 - 480,000 - 120,000 = 5,400,000; 330,000 + 2,400,000 x 18% = 762,000; /12 = 63,500`,
    periodEnd: '2026-03-31', components: midEarner, taxProfile: { pension_voluntary_minor: naira(10_000) },
    expect: {
      lines: { PENSION_EMPLOYEE: '40000.00', PENSION_VOLUNTARY: '10000.00', CHARGEABLE_INCOME: '5400000.00', PAYE: '63500.00' },
      employeeDeductions: '113500.00', net: '386500.00', ytd: { pension_voluntary: '10000.00', pension_employee: '40000.00' },
    },
  }),
  ng({
    name: 'voluntary 10,000 a month under PITA: out of gross income before the CRA',
    source: `${PITA}: GI 6,000,000 - 600,000 = 5,400,000; CRA 200,000 + 1,080,000; chargeable 4,120,000; 560,000 + 920,000 x 24% = 780,800; /12 = 65,066.67`,
    periodEnd: '2025-09-30', components: midEarner, taxProfile: { pension_voluntary_minor: naira(10_000) },
    expect: { lines: { PENSION_VOLUNTARY: '10000.00', CONSOLIDATED_RELIEF: '1280000.00', CHARGEABLE_INCOME: '4120000.00', PAYE: '65066.67' } },
  }),
]);

pricingTable('NG life insurance premiums (PITA s.33(2); Nigeria Tax Act 2025 s.30(2)(a)(v))', [
  ng({
    name: 'premium 240,000 a year under the Nigeria Tax Act',
    source: `${NTA} (v): 5,520,000 - 240,000 = 5,280,000; 330,000 + 2,280,000 x 18% = 740,400; /12 = 61,700`,
    periodEnd: '2026-05-31', components: midEarner, taxProfile: { annual_life_insurance_minor: naira(240_000) },
    expect: { lines: { LIFE_INSURANCE_RELIEF: '240000.00', CHARGEABLE_INCOME: '5280000.00', PAYE: '61700.00' }, lineDetails: { LIFE_INSURANCE_RELIEF: { base: '240000.00', rate: '100%' } } },
  }),
  ng({
    name: 'premium 240,000 a year under PITA: also lowers the CRA base',
    source: `${PITA}: GI 5,520,000 - 240,000 = 5,280,000; CRA 200,000 + 1,056,000; chargeable 4,024,000; 560,000 + 824,000 x 24% = 757,760; /12 = 63,146.67`,
    periodEnd: '2025-05-31', components: midEarner, taxProfile: { annual_life_insurance_minor: naira(240_000) },
    expect: { lines: { LIFE_INSURANCE_RELIEF: '240000.00', CONSOLIDATED_RELIEF: '1256000.00', CHARGEABLE_INCOME: '4024000.00', PAYE: '63146.67' } },
  }),
  ng({
    name: 'every relief together under the Nigeria Tax Act: pension, voluntary, NHF, life insurance, rent',
    source: `${NTA}: 6,000,000 - 480,000 - 120,000 - 90,000 (NHF 2.5% x 300,000 x 12) - 240,000 - 480,000 (rent) = 4,590,000; 330,000 + 1,590,000 x 18% = 616,200; /12 = 51,350`,
    periodEnd: '2026-06-30', components: midEarner,
    taxProfile: { nhf: true, pension_voluntary_minor: naira(10_000), annual_life_insurance_minor: naira(240_000), annual_rent_minor: naira(2_400_000) },
    expect: {
      lines: { PENSION_EMPLOYEE: '40000.00', PENSION_VOLUNTARY: '10000.00', NHF: '7500.00', RENT_RELIEF: '480000.00', CHARGEABLE_INCOME: '4590000.00', PAYE: '51350.00' },
      net: '391150.00', tax: '51350.00',
    },
  }),
]);
