import { pricingTable, type PricingCase } from './harness.ts';

// SARS's own deduction tables for 2023/24 (the first tax year the ZA tables cover) publish, for pay above
// the table, "Add R26,254 (under 65), R25,891 (65 to 74), or R25,770 (over 75) to the result of
// [45% X (actual fortnightly remuneration less R74,615)]". Each constant is the tax on R74,615 a fortnight
// (annual equivalent 26 x 74,615 = R1,939,990) after that age's rebates, so it checks the top bracket
// (1,817,000 / 644,489 / 45%) and all three rebates (17,235 / 9,444 / 3,145) against SARS's arithmetic.
// The product prices monthly periods: the same annual equivalent is R161,665.83 a month (1,939,989.96 a
// year; the 4 cents below SARS's figure move a fortnight's tax by 0.0007). PAYE x 12 / 26 then rounds to
// SARS's constant. ZA SOURCES.md section 5.5.
const sarsFortnightly2024 =
  'SARS, Fortnightly Tax Deduction Tables, 1 March 2023 - 29 February 2024 (2024 tax year), "if the table is inadequate" ' +
  'line, as reproduced at https://onestopaccounting.co.za/sars-fortnightly-tax-tables-2023-2024/';
const za = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'ZA', ...c });
const aboveTheTable = { BASIC: '161665.83' };

pricingTable('ZA 2023/24 figures reproduce SARS deduction-table constants', [
  za({
    name: 'under 65: PAYE 56,883.29 a month; x 12 / 26 = 26,253.83, SARS R26,254',
    source: `${sarsFortnightly2024}. AE 1,939,989.96: 644,489 + 45% x 122,989.96 = 699,834.482 - 17,235 = 682,599.482 / 12`,
    periodEnd: '2024-02-29',
    birthdate: '1980-01-01',
    components: aboveTheTable,
    expect: {
      lines: { ANNUAL_EQUIVALENT: '1939989.96', TAX_REBATES: '17235.00', PAYE: '56883.29', UIF_EMPLOYEE: '177.12', SDL: '1616.66' },
      lineDetails: { PAYE: { rate: '45%' } },
    },
  }),
  za({
    name: '65 to 74 (65 on 29 Feb 2024): PAYE 56,096.29; x 12 / 26 = 25,890.60, SARS R25,891',
    source: `${sarsFortnightly2024}. 699,834.482 - (17,235 + 9,444) = 673,155.482 / 12`,
    periodEnd: '2024-02-29',
    birthdate: '1959-02-28',
    components: aboveTheTable,
    expect: { lines: { TAX_REBATES: '26679.00', PAYE: '56096.29' } },
  }),
  za({
    name: '75 and over: PAYE 55,834.21; x 12 / 26 = 25,769.64, SARS R25,770',
    source: `${sarsFortnightly2024}. 699,834.482 - (17,235 + 9,444 + 3,145) = 670,010.482 / 12`,
    periodEnd: '2024-02-29',
    birthdate: '1948-06-01',
    components: aboveTheTable,
    expect: { lines: { TAX_REBATES: '29824.00', PAYE: '55834.21' } },
  }),
]);
