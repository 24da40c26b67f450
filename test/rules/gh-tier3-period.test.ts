import { pricingTable, type PricingCase } from './harness.ts';

// Ghana: voluntary Tier 3 (provident fund) contributions relieved up to 16.5% of basic salary, "either paid
// by the employer or employee or both" (GRA "Pay As You Earn", deductions before PAYE), and the tables of
// the pay period rather than of the pricing date. 2026 monthly bands (GRA monthly table, Act 1111):
// 490 @ 0, 110 @ 5%, 130 @ 10%, 3,166.67 @ 17.5%, 16,000 @ 25%; tax to 3,896.67 = 572.66725 exact.
// SSNIT 5.5% employee / 13% employer of basic (Act 766 s.3). Arithmetic by hand.
const gh = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GH', ...c });
const GRA = 'GRA "Pay As You Earn" (provident fund up to 16.5% of basic); GRA monthly tax table';
const basic5000 = { BASIC: '5000.00' };
const pesewas = (cedis: string) => Math.round(Number(cedis) * 100);

pricingTable('GH Tier 3 voluntary contributions and their 16.5% relief', [
  gh({
    name: 'employee 500 a month, within the 825 limit: deducted and relieved',
    source: `${GRA}: chargeable 5,000 - 275 - 500 = 4,225; 572.66725 + 328.33 x 25% = 654.74975 -> 654.75`,
    periodEnd: '2026-03-31', components: basic5000, taxProfile: { tier3_employee_minor: pesewas('500') },
    expect: {
      lines: { SSNIT_EMPLOYEE: '275.00', TIER_3_EMPLOYEE: '500.00', TIER_3_EMPLOYER: null, TIER_3_RELIEF: '500.00', CHARGEABLE_INCOME: '4225.00', PAYE: '654.75' },
      lineDetails: { TIER_3_RELIEF: { base: '5000.00', rate: '16.5%' } },
      net: '3570.25', ytd: { tier3_employee: '500.00', tier3_employer: '0.00' },
    },
  }),
  gh({
    name: 'employee and employer 500 each: relief capped at 825, the rest stays taxable',
    source: `${GRA}: 5,000 + 500 - 275 - 825 = 4,400; 572.66725 + 503.33 x 25% = 698.49975 -> 698.50`,
    periodEnd: '2026-03-31', components: basic5000, taxProfile: { tier3_employee_minor: pesewas('500'), tier3_employer_minor: pesewas('500') },
    expect: {
      lines: { TIER_3_EMPLOYEE: '500.00', TIER_3_EMPLOYER: '500.00', TIER_3_RELIEF: '825.00', CHARGEABLE_INCOME: '4400.00', PAYE: '698.50' },
      net: '3526.50', employerCost: '1150.00', ytd: { tier3_employee: '500.00', tier3_employer: '500.00' },
    },
  }),
  gh({
    name: 'employee exactly 16.5% of basic (825.00): fully relieved',
    source: `${GRA}: 5,000 - 275 - 825 = 3,900; 572.66725 + 3.33 x 25% = 573.49975 -> 573.50`,
    periodEnd: '2026-03-31', components: basic5000, taxProfile: { tier3_employee_minor: pesewas('825') },
    expect: { lines: { TIER_3_RELIEF: '825.00', CHARGEABLE_INCOME: '3900.00', PAYE: '573.50' } },
  }),
  gh({
    name: 'employee one pesewa above the limit: the pesewa is not relieved',
    source: `${GRA}: relief 825.00 of 825.01; chargeable 3,900.00 (4,725 - 825), PAYE 573.50`,
    periodEnd: '2026-03-31', components: basic5000, taxProfile: { tier3_employee_minor: 82501 },
    expect: { lines: { TIER_3_EMPLOYEE: '825.01', TIER_3_RELIEF: '825.00', CHARGEABLE_INCOME: '3900.00', PAYE: '573.50' }, net: '3326.49' },
  }),
  gh({
    name: 'employer 825 only: within the limit, not a taxable benefit',
    source: `${GRA}: 5,000 + 825 - 275 - 825 = 4,725 (as without Tier 3); 572.66725 + 828.33 x 25% = 779.74975 -> 779.75`,
    periodEnd: '2026-03-31', components: basic5000, taxProfile: { tier3_employer_minor: pesewas('825') },
    expect: { lines: { TIER_3_EMPLOYEE: null, TIER_3_EMPLOYER: '825.00', CHARGEABLE_INCOME: '4725.00', PAYE: '779.75' }, net: '3945.25' },
  }),
  gh({
    name: 'employer 1,000 only: the 175 above the limit is taxed as a benefit',
    source: `${GRA}: 5,000 + 1,000 - 275 - 825 = 4,900; 572.66725 + 1,003.33 x 25% = 823.49975 -> 823.50`,
    periodEnd: '2026-03-31', components: basic5000, taxProfile: { tier3_employer_minor: pesewas('1000') },
    expect: { lines: { TIER_3_RELIEF: '825.00', CHARGEABLE_INCOME: '4900.00', PAYE: '823.50' } },
  }),
  gh({
    name: 'non-resident: 25% flat on employment income after SSNIT and Tier 3',
    source: 'Act 896 First Schedule para 1(2) (Act 973): 25% x (5,000 - 275 - 500) = 1,056.25',
    periodEnd: '2026-03-31', components: basic5000, taxProfile: { resident: false, tier3_employee_minor: pesewas('500') },
    expect: { lines: { CHARGEABLE_INCOME: '4225.00', PAYE: '1056.25' }, lineDetails: { PAYE: { rate: '25%' } } },
  }),
]);

pricingTable('GH tables of the pay period, not of the pricing date', [
  gh({
    name: 'December 2025 wages priced on 10 January 2026: 2025 SSNIT maximum insurable earnings 61,000',
    source: 'SSNIT notice 28 Jan 2025 (max 61,000): 5.5% x 61,000 = 3,355; 13% = 7,930',
    periodEnd: '2025-12-31', asOfDate: '2026-01-10', components: { BASIC: '70000.00' },
    expect: { lines: { SSNIT_EMPLOYEE: '3355.00', SSNIT_EMPLOYER: '7930.00' }, lineDetails: { SSNIT_EMPLOYEE: { base: '61000.00' } } },
  }),
  gh({
    name: 'January 2026 wages priced on 20 December 2025: 2026 maximum 69,000',
    source: 'SSNIT notice 14 Jan 2026 (max 69,000): 5.5% x 69,000 = 3,795; 13% = 8,970',
    periodEnd: '2026-01-31', asOfDate: '2025-12-20', components: { BASIC: '70000.00' },
    expect: { lines: { SSNIT_EMPLOYEE: '3795.00', SSNIT_EMPLOYER: '8970.00' }, lineDetails: { SSNIT_EMPLOYEE: { base: '69000.00' } } },
  }),
  gh({
    name: 'February 2025 wages priced in March 2025: minimum insurable earnings still 490.05',
    source: 'SSNIT 2024 notice (minimum 490.05): basic 520 above it; 5.5% x 520 = 28.60',
    periodEnd: '2025-02-28', asOfDate: '2025-03-05', components: { BASIC: '520.00' },
    expect: { lines: { SSNIT_EMPLOYEE: '28.60' }, lineDetails: { SSNIT_EMPLOYEE: { base: '520.00' } } },
  }),
  gh({
    name: 'March 2025 wages: minimum insurable earnings 539.19 (19.97 x 27)',
    source: 'NTC 2025 minimum wage 19.97 from 1 March 2025: 5.5% x 539.19 = 29.65545 -> 29.66',
    periodEnd: '2025-03-31', components: { BASIC: '520.00' },
    expect: { lines: { SSNIT_EMPLOYEE: '29.66' }, lineDetails: { SSNIT_EMPLOYEE: { base: '539.19' } } },
  }),
]);
