import { pricingTable, type PricingCase } from './harness.ts';

// Kenya: worked examples and every statutory phase 2024-01..2026-12. Amounts in KES.
const ke = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'KE', ...c });
const calculator = 'financialtools.io, "Kenya Net Pay Calculator 2025" (https://financialtools.io/kenya-net-pay-calculator, https://financialtools.io/net_pay_calculator_kenya)';

pricingTable('KE published worked examples', [
  ke({
    name: 'July 2025, basic 100,000: taxable 91,430, PAYE 19,812.35, net 71,617.65',
    source: calculator,
    periodEnd: '2025-07-31',
    components: { BASIC: '100000.00' },
    expect: {
      lines: { NSSF_TIER_I: '480.00', NSSF_TIER_II: '3840.00', SHIF: '2750.00', AHL: '1500.00', TAXABLE_PAY: '91430.00', TAX_BEFORE_RELIEFS: '22212.35', PERSONAL_RELIEF: '2400.00', PAYE: '19812.35', NHIF: null, HOUSING_RELIEF: null, INSURANCE_RELIEF: null },
      lineDetails: { SHIF: { base: '100000.00', rate: '2.75%' }, AHL: { rate: '1.5%' }, NSSF_TIER_II: { base: '64000.00', rate: '6%' }, PAYE: { base: '91430.00', rate: '30%' } },
      gross: '100000.00', tax: '19812.35', employeeDeductions: '28382.35', net: '71617.65', employerCost: '5820.00',
    },
  }),
  ke({
    name: 'July 2025, gross 50,000: allowable deductions 5,125, PAYE 5,845.85, net 39,029.15',
    source: calculator,
    periodEnd: '2025-07-31',
    components: { BASIC: '50000.00' },
    expect: {
      lines: { NSSF_TIER_I: '480.00', NSSF_TIER_II: '2520.00', SHIF: '1375.00', AHL: '750.00', TAXABLE_PAY: '44875.00', TAX_BEFORE_RELIEFS: '8245.85', PAYE: '5845.85' },
      net: '39029.15',
    },
  }),
  ke({
    name: 'June 2024, basic 100,000: NHIF 1,700 with insurance relief 255, AHL relief 225, PAYE 21,255.35',
    source:
      'calculator.co.ke "How to calculate PAYE for Ksh 100,000" (https://calculator.co.ke/how-to-calculate-paye-for-ksh-100000/): taxable 97,840, reliefs 255 + 225 + 2,400; it prints 24,135.36 / 21,255.36, exact band arithmetic gives 4,483.25 + 65,507 x 30% = 24,135.35',
    periodEnd: '2024-06-30',
    components: { BASIC: '100000.00' },
    expect: {
      lines: { NSSF_TIER_I: '420.00', NSSF_TIER_II: '1740.00', NHIF: '1700.00', AHL: '1500.00', TAXABLE_PAY: '97840.00', TAX_BEFORE_RELIEFS: '24135.35', INSURANCE_RELIEF: '255.00', HOUSING_RELIEF: '225.00', PAYE: '21255.35', SHIF: null },
      net: '73384.65', employerCost: '3660.00',
    },
  }),
  ke({
    name: 'February 2026 (NSSF year 4), pensionable 108,000: Tier I 540 + Tier II 5,940 each side',
    source: 'PwC Kenya tax alert "Year 4 NSSF Rates - Effective February 2026" (https://pwc.com/ke/en/publications/tax-alert.html)',
    periodEnd: '2026-02-28',
    components: { BASIC: '108000.00' },
    expect: { lines: { NSSF_TIER_I: '540.00', NSSF_TIER_II: '5940.00', NSSF_TIER_I_EMPLOYER: '540.00', NSSF_TIER_II_EMPLOYER: '5940.00' } },
  }),
  ke({
    name: 'February 2026, gross 80,000: NSSF 4,800 (was 4,320 in 2025)',
    source: 'Keldine LLP, "NSSF February 2026" table of maximum employee contributions (https://keldinellp.com/nssf-february-2026)',
    periodEnd: '2026-02-28',
    components: { BASIC: '80000.00' },
    expect: { lines: { NSSF_TIER_I: '540.00', NSSF_TIER_II: '4260.00' } },
  }),
  ...(
    [
      ['6000.00', '300.00'],
      ['12000.00', '330.00'],
      ['30000.00', '825.00'],
      ['50000.00', '1375.00'],
      ['1000000.00', '27500.00'],
    ] as const
  ).map(([gross, shif]) =>
    ke({
      name: `SHIF on gross ${gross} is ${shif} (2.75%, minimum 300)`,
      source: 'Wingubox, "New SHIF rates for your Kenyan payroll" NHIF vs SHIF table (https://apps.wingubox.com/blog/category/updates/new-shif-rates-for-your-kenyan-payroll)',
      periodEnd: '2025-03-31',
      components: { BASIC: gross },
      expect: { lines: { SHIF: shif, NHIF: null } },
    }),
  ),
  ...(
    [
      ['6000.00', '300.00'],
      ['12000.00', '500.00'],
      ['30000.00', '900.00'],
      ['50000.00', '1200.00'],
      ['70000.00', '1400.00'],
      ['100000.00', '1700.00'],
      ['1000000.00', '1700.00'],
    ] as const
  ).map(([gross, nhif]) =>
    ke({
      name: `NHIF on gross ${gross} is ${nhif} (2015 standard rates)`,
      source: 'Wingubox NHIF vs SHIF table (same page); NHIF standard contribution rates 2015',
      periodEnd: '2024-09-30',
      components: { BASIC: gross },
      expect: { lines: { NHIF: nhif, SHIF: null } },
    }),
  ),
]);

/**
 * Basic 120,000 every month 2024-01..2026-12, one row per statutory phase (computed by hand, checked
 * with an independent decimal calculation): NSSF year 1 (LEL 6,000 / UEL 18,000) until January 2024,
 * year 2 (7,000 / 36,000) from February 2024, year 3 (8,000 / 72,000) from February 2025, year 4
 * (9,000 / 108,000) from February 2026; NHIF 1,700 until September 2024, SHIF 3,300 from October 2024;
 * AHL 1,800 from March 2024 with housing relief 270 until the Tax Laws (Amendment) Act 2024 (December
 * 2024 payroll) made SHIF and AHL deductible and ended the reliefs on them.
 */
const phases = {
  nssfYear1: { NSSF_TIER_I: '360.00', NSSF_TIER_II: '720.00', NHIF: '1700.00', AHL: null, INSURANCE_RELIEF: '255.00', HOUSING_RELIEF: null, TAXABLE_PAY: '118920.00', PAYE: '27804.35', net: '89415.65', employerCost: '1080.00' },
  nssfYear2: { NSSF_TIER_I: '420.00', NSSF_TIER_II: '1740.00', NHIF: '1700.00', AHL: null, INSURANCE_RELIEF: '255.00', HOUSING_RELIEF: null, TAXABLE_PAY: '117840.00', PAYE: '27480.35', net: '88659.65', employerCost: '2160.00' },
  housingLevy: { NSSF_TIER_I: '420.00', NSSF_TIER_II: '1740.00', NHIF: '1700.00', AHL: '1800.00', INSURANCE_RELIEF: '255.00', HOUSING_RELIEF: '270.00', TAXABLE_PAY: '117840.00', PAYE: '27210.35', net: '87129.65', employerCost: '3960.00' },
  shif: { NSSF_TIER_I: '420.00', NSSF_TIER_II: '1740.00', SHIF: '3300.00', NHIF: null, AHL: '1800.00', INSURANCE_RELIEF: '495.00', HOUSING_RELIEF: '270.00', TAXABLE_PAY: '117840.00', PAYE: '26970.35', net: '85769.65', employerCost: '3960.00' },
  deductible: { NSSF_TIER_I: '420.00', NSSF_TIER_II: '1740.00', SHIF: '3300.00', AHL: '1800.00', INSURANCE_RELIEF: null, HOUSING_RELIEF: null, TAXABLE_PAY: '112740.00', PAYE: '26205.35', net: '86534.65', employerCost: '3960.00' },
  nssfYear3: { NSSF_TIER_I: '480.00', NSSF_TIER_II: '3840.00', SHIF: '3300.00', AHL: '1800.00', INSURANCE_RELIEF: null, HOUSING_RELIEF: null, TAXABLE_PAY: '110580.00', PAYE: '25557.35', net: '85022.65', employerCost: '6120.00' },
  nssfYear4: { NSSF_TIER_I: '540.00', NSSF_TIER_II: '5940.00', SHIF: '3300.00', AHL: '1800.00', INSURANCE_RELIEF: null, HOUSING_RELIEF: null, TAXABLE_PAY: '108420.00', PAYE: '24909.35', net: '83510.65', employerCost: '8280.00' },
} as const;

function phaseOf(month: string): keyof typeof phases {
  if (month < '2024-02') return 'nssfYear1';
  if (month < '2024-03') return 'nssfYear2';
  if (month < '2024-10') return 'housingLevy';
  if (month < '2024-12') return 'shif';
  if (month < '2025-02') return 'deductible';
  if (month < '2026-02') return 'nssfYear3';
  return 'nssfYear4';
}

const monthEnds = Array.from({ length: 36 }, (_, i) => {
  const year = 2024 + Math.floor(i / 12);
  const month = (i % 12) + 1;
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
});

pricingTable(
  'KE every month 2024-01..2026-12, basic 120,000',
  monthEnds.map((periodEnd) => {
    const { net, employerCost, ...lines } = phases[phaseOf(periodEnd.slice(0, 7))];
    return ke({ name: `${periodEnd.slice(0, 7)} (${phaseOf(periodEnd.slice(0, 7))})`, periodEnd, components: { BASIC: '120000.00' }, expect: { lines, net, employerCost, gross: '120000.00' } });
  }),
);
