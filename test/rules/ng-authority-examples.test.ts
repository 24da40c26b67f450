import { pricingTable, type PricingCase } from './harness.ts';

// Nigeria: the one numeric PAYE example published with the tax reform (NG SOURCES.md section 6). The
// Presidential Fiscal Policy and Tax Reforms Committee's submission of the personal income tax bill, as
// reported in October 2024: "For individuals earning N250,000 monthly, the new tax system would result in a
// monthly tax payment of N27,500, slightly lower than the N29,100 payable under the current system". The
// example takes the N250,000 as the whole taxable income (no pension or other deduction), so it is priced for
// an employee outside the pension scheme. Its annual income, 3,000,000, is exactly the top of the Fourth
// Schedule's 15% band.
const ng = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'NG', ...c });
const committee =
  'Presidential Committee on Fiscal Policy and Tax Reforms, proposed personal income tax bill (Oct 2024), as reported in ' +
  '"Proposed income tax bill: here is how much tax you might pay from your salary", 23 Oct 2024, ' +
  'https://tellbrief.com/story/proposed-income-tax-bill-here-is-how-much-tax-you-might-pay-from-your-salary-20241023-58';

pricingTable('NG reform committee example: N250,000 a month', [
  ng({
    name: '2026 (Nigeria Tax Act): PAYE 27,500.00 as published; chargeable 3,000,000 is the 15% band edge',
    source: `${committee}. NTA 2025 Fourth Schedule: (3,000,000 - 800,000) x 15% = 330,000; / 12 = 27,500`,
    periodEnd: '2026-03-31',
    components: { BASIC: '250000.00' },
    taxProfile: { pension_member: false },
    expect: {
      lines: { CHARGEABLE_INCOME: '3000000.00', ANNUAL_TAX: '330000.00', PAYE: '27500.00', PENSION_EMPLOYEE: null, NSITF: '2500.00', ITF: '2500.00' },
      net: '222500.00',
    },
  }),
  ng({
    name: '2026, N250,000.01 a month: the kobo above the edge is taxed at 18%',
    source: `${committee}; hand: 3,000,000.12 -> 330,000 + 0.12 x 18% = 330,000.0216; / 12 = 27,500.0018 -> 27,500.00`,
    periodEnd: '2026-03-31',
    components: { BASIC: '250000.01' },
    taxProfile: { pension_member: false },
    expect: { lines: { CHARGEABLE_INCOME: '3000000.12', ANNUAL_TAX: '330000.02', PAYE: '27500.00' }, lineDetails: { PAYE: { rate: '18%' } } },
  }),
  ng({
    name: '2025 (PITA) counterpart: PAYE 29,166.67 by the Act; the report\'s "N29,100" is not reproduced (no working given)',
    source:
      `${committee}. PITA as amended: GI 3,000,000; CRA 200,000 + 20% = 800,000; chargeable 2,200,000; ` +
      '21,000 + 33,000 + 75,000 + 95,000 + 600,000 x 21% (126,000) = 350,000; / 12 = 29,166.67',
    periodEnd: '2025-09-30',
    components: { BASIC: '250000.00' },
    taxProfile: { pension_member: false },
    expect: { lines: { CONSOLIDATED_RELIEF: '800000.00', CHARGEABLE_INCOME: '2200000.00', PAYE: '29166.67' } },
  }),
]);
