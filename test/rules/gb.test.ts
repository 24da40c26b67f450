import { describe, expect, it } from 'vitest';
import { pricingTable, rulesEngine, type PricingCase } from './harness.ts';

// Great Britain: worked examples of rules-wasm/tables/GB/SOURCES.md §5 (E1..E18), every band edge and
// cap of §4 in each tax year 2023-24 (from January 2024) .. 2026-27, every category letter, age rules.
// Amounts are exact to the penny. "HMRC S5a" = HMRC Notes for payroll software developers, Annex B,
// Test data 2009-2010; "C1" = HMRC Tables B to D, Table C1 (monthly), quoted on the HMRC community
// forum, 1 Oct 2023: https://community.hmrc.gov.uk/customerforums/payepe/7f2ac743-7260-ee11-a81c-0022480003c7

const gb = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GB', ...c });
const byHand = (arithmetic: string) => `computed by hand (SOURCES.md §3): ${arithmetic}`;

pricingTable('GB worked examples (SOURCES.md §5)', [
  gb({
    name: 'E1 code 560T, month 3, pay to date 2,750.00',
    source: 'HMRC S5a: pay adjustment 1,402.26, taxable pay 1,347.74, tax 269.40',
    periodEnd: '2024-06-30',
    components: { BASIC: '2750.00' },
    taxProfile: { tax_code: '560T' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '1402.26', TAXABLE_PAY_AFTER_ADJUSTMENT: '1347.00', PAYE: '269.40' } },
  }),
  gb({
    name: 'E2 code 560T, month 10, pay to date 21,287.75',
    source: 'HMRC S5a: pay adjustment 4,674.20, taxable pay 16,613.55, tax due to date 3,322.60 (3,000.00 already paid)',
    periodEnd: '2025-01-31',
    components: { BASIC: '2000.00' },
    taxProfile: { tax_code: '560T' },
    ytd: { taxable_pay_to_date: '19287.75', tax_paid_to_date: '3000.00' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '4674.20', TAXABLE_PAY_AFTER_ADJUSTMENT: '16613.00', TAX_DUE_TO_DATE: '3322.60', PAYE: '322.60' }, ytd: { tax_paid_to_date: '3322.60', taxable_pay_to_date: '21287.75' } },
  }),
  gb({
    name: 'E3 code K255, month 5, pay to date 6,023.66',
    source: 'HMRC S5a: additional pay 1,066.25, taxable pay 7,089.91, tax due to date 1,417.80',
    periodEnd: '2024-08-31',
    components: { BASIC: '1204.73' },
    taxProfile: { tax_code: 'K255' },
    ytd: { taxable_pay_to_date: '4818.93', tax_paid_to_date: '1000.00' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '-1066.25', TAXABLE_PAY_AFTER_ADJUSTMENT: '7089.00', TAX_DUE_TO_DATE: '1417.80', PAYE: '417.80', TAX_HELD_BY_OVERRIDING_LIMIT: null } },
  }),
  gb({
    name: 'E4 code K255, month 8, pay to date 32,799.98 (HMRC figures, 2024-25 basic band)',
    source: 'HMRC S5a: additional pay 1,706.00, taxable 34,505.98; tax recomputed with the 37,700 band: 5,026.666.. + 3,748.666.. = 8,775.33 (HMRC: 8,815.33 on the 2009-10 band of 37,400)',
    periodEnd: '2024-11-30',
    components: { BASIC: '4099.98' },
    taxProfile: { tax_code: 'K255' },
    ytd: { taxable_pay_to_date: '28700.00', tax_paid_to_date: '7000.00' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '-1706.00', TAXABLE_PAY_AFTER_ADJUSTMENT: '34505.00', TAX_DUE_TO_DATE: '8775.33', PAYE: '1775.33' } },
  }),
  gb({
    name: 'E5 April 2024, 1257L, category A, 3,000.00',
    source: byHand('taxable 3,000 - 1,048.26 -> 1,951 x 20% = 390.20; NI 8% x 1,952 = 156.16; employer 13.8% x 2,242 = 309.396 -> 309.40'),
    periodEnd: '2024-04-30',
    components: { BASIC: '3000.00' },
    expect: {
      lines: { PAY_ADJUSTMENT_TO_DATE: '1048.26', TAXABLE_PAY_AFTER_ADJUSTMENT: '1951.00', PAYE: '390.20', NI_EMPLOYEE: '156.16', NI_EMPLOYER: '309.40' },
      lineDetails: { NI_EMPLOYEE: { rate: '8%' }, NI_EMPLOYER: { rate: '13.8%' }, PAYE: { rate: '20%', base: '3000.00' } },
      gross: '3000.00', tax: '390.20', employeeDeductions: '546.36', employerCost: '309.40', net: '2453.64',
      ytd: { taxable_pay_to_date: '3000.00', tax_paid_to_date: '390.20', niable_pay: '3000.00', ni_employee: '156.16', ni_employer: '309.40' },
    },
  }),
  gb({
    name: 'E6 April 2025, same pay: employer 15% above the new 417.00 threshold',
    source: byHand('employer 15% x (3,000 - 417) = 387.45'),
    periodEnd: '2025-04-30',
    components: { BASIC: '3000.00' },
    expect: { lines: { PAYE: '390.20', NI_EMPLOYEE: '156.16', NI_EMPLOYER: '387.45' }, lineDetails: { NI_EMPLOYER: { rate: '15%' } }, net: '2453.64', employerCost: '387.45' },
  }),
  gb({
    name: 'E7 January 2024 = month 10 of 2023-24, cumulative; employee NIC at the 6 Jan 2024 rate of 10%',
    source: byHand('pay to date 30,000 - 10 x 1,048.26 = 19,517.40 -> 19,517 x 20% = 3,903.40; less 3,513.00 paid = 390.40; NI 10% x 1,952 = 195.20'),
    periodEnd: '2024-01-31',
    components: { BASIC: '3000.00' },
    ytd: { taxable_pay_to_date: '27000.00', tax_paid_to_date: '3513.00' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '10482.60', TAX_DUE_TO_DATE: '3903.40', PAYE: '390.40', NI_EMPLOYEE: '195.20', NI_EMPLOYER: '309.40' }, lineDetails: { NI_EMPLOYEE: { rate: '10%' } } },
  }),
  gb({
    name: 'E7b December 2023 pay (month 9) still at 12% employee NIC',
    source: byHand('NI 12% x 1,952 = 234.24; tax due 27,000 - 9,434.34 -> 17,565 x 20% = 3,513.00'),
    periodEnd: '2023-12-31',
    components: { BASIC: '3000.00' },
    ytd: { taxable_pay_to_date: '24000.00', tax_paid_to_date: '3122.60' },
    expect: { lines: { TAX_DUE_TO_DATE: '3513.00', PAYE: '390.40', NI_EMPLOYEE: '234.24' } },
  }),
  gb({
    name: 'E8 0T month 1 basis, 10,000.00: basic and higher bands of month 1',
    source: byHand('20% x 3,141.666.. + 40% x (10,000 - 3,141.666..) = 3,371.666.. -> 3,371.66'),
    periodEnd: '2024-04-30',
    components: { BASIC: '10000.00' },
    taxProfile: { tax_code: '0T M1' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '0.00', PAYE: '3371.66' }, lineDetails: { PAYE: { rate: '40%' } } },
  }),
  gb({
    name: 'E9 1257L week1/month1 flag, 15,000.00 in April 2025: additional rate; NI above the UEL',
    source: byHand('13,951 taxable: 628.333.. + 2,914.666.. + 45% x 3,522.666.. = 5,128.20; NI 251.28 + 2% x 10,811 = 467.50; employer 15% x 14,583 = 2,187.45'),
    periodEnd: '2025-04-30',
    components: { BASIC: '15000.00' },
    taxProfile: { week1_month1: true },
    expect: { lines: { PAYE: '5128.20', NI_EMPLOYEE: '467.50', NI_EMPLOYER: '2187.45' }, lineDetails: { PAYE: { rate: '45%' } } },
  }),
  gb({
    name: 'E10 K500 M1, 200.00: the 50% overriding limit holds tax at 100.00',
    source: byHand('additional pay 417.42; taxable 617 x 20% = 123.40 > 50% x 200 = 100.00; 23.40 carried forward'),
    periodEnd: '2024-04-30',
    components: { BASIC: '200.00' },
    taxProfile: { tax_code: 'K500 M1' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '-417.42', TAX_DUE_TO_DATE: '123.40', TAX_HELD_BY_OVERRIDING_LIMIT: '23.40', PAYE: '100.00' }, ytd: { tax_paid_to_date: '100.00' } },
  }),
  gb({
    name: 'E10b K500 cumulative, month 2: the held 23.40 is collected when the limit allows',
    source: byHand('pay to date 1,200: taxable 1,200 + 834.84 = 2,034 x 20% = 406.80; less 100.00 paid = 306.80 <= 50% x 1,000'),
    periodEnd: '2024-05-31',
    components: { BASIC: '1000.00' },
    taxProfile: { tax_code: 'K500' },
    ytd: { taxable_pay_to_date: '200.00', tax_paid_to_date: '100.00' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '-834.84', TAX_DUE_TO_DATE: '406.80', PAYE: '306.80', TAX_HELD_BY_OVERRIDING_LIMIT: null } },
  }),
  gb({
    name: 'E11 BR month 1 basis, 2,000.50: whole pounds at 20%',
    source: byHand('taxable 2,000 x 20% = 400.00'),
    periodEnd: '2024-04-30',
    components: { BASIC: '2000.50' },
    taxProfile: { tax_code: 'BR M1' },
    expect: { lines: { PAYE: '400.00', PAY_ADJUSTMENT_TO_DATE: null }, lineDetails: { PAYE: { rate: '20%' } } },
  }),
  gb({
    name: 'E11 D0, 2,000.50: 40% on all pay',
    source: byHand('2,000 x 40% = 800.00'),
    periodEnd: '2024-04-30',
    components: { BASIC: '2000.50' },
    taxProfile: { tax_code: 'D0' },
    expect: { lines: { PAYE: '800.00' }, lineDetails: { PAYE: { rate: '40%' } } },
  }),
  gb({
    name: 'E11 CD1 (Welsh), 2,000.50: 45% on all pay from the Welsh table',
    source: byHand('2,000 x 45% = 900.00'),
    periodEnd: '2026-04-30',
    components: { BASIC: '2000.50' },
    taxProfile: { tax_code: 'CD1' },
    expect: { lines: { PAYE: '900.00' }, lineDetails: { PAYE: { rate: '45%' } } },
  }),
  gb({
    name: 'E11 NT cumulative: no tax due to date, the 1,500.00 paid so far is refunded (issue 10 finding G3)',
    source: 'HMRC 2025-26 PAYE test data Gen_cumul-mthly/10 (code BR -> NT in month 10: tax in period -38,434.60 = all tax paid to date)',
    periodEnd: '2024-09-30',
    components: { BASIC: '5000.00' },
    taxProfile: { tax_code: 'NT' },
    ytd: { taxable_pay_to_date: '25000.00', tax_paid_to_date: '1500.00' },
    expect: { lines: { PAYE: '-1500.00', TAX_DUE_TO_DATE: '0.00', TAXABLE_PAY_AFTER_ADJUSTMENT: null }, tax: '-1500.00', ytd: { tax_paid_to_date: '0.00', taxable_pay_to_date: '30000.00' } },
  }),
  gb({
    name: 'E15 month 12 of 2024-25, 5,000 a month: annual tax 11,428.00',
    source: byHand('60,000 - 12,579.12 -> 47,420; 20% x 37,700 + 40% x 9,720 = 11,428.00; less 10,400.00 paid'),
    periodEnd: '2025-03-31',
    components: { BASIC: '5000.00' },
    ytd: { taxable_pay_to_date: '55000.00', tax_paid_to_date: '10400.00' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '12579.12', TAXABLE_PAY_AFTER_ADJUSTMENT: '47420.00', TAX_DUE_TO_DATE: '11428.00', PAYE: '1028.00' } },
  }),
  gb({
    name: 'E17 contractor fee: nothing withheld, no NICs',
    source: 'ITEPA 2003 s.683-684 (PAYE only on employment income); SOURCES.md §0',
    periodEnd: '2025-06-30',
    classification: 'contractor',
    components: { CONTRACT_FEE: '4000.00' },
    expect: { lines: { PAYE: null, NI_EMPLOYEE: null, NI_EMPLOYER: null }, gross: '4000.00', tax: '0.00', employeeDeductions: '0.00', employerCost: '0.00', net: '4000.00' },
  }),
  gb({
    name: 'cumulative refund: allowance not used earlier in the year is refunded',
    source: byHand('month 6, pay to date 3,000: taxable 3,000 - 6,289.56 < 0 -> 0; 100.00 paid earlier is refunded'),
    periodEnd: '2024-09-30',
    components: { BASIC: '500.00' },
    ytd: { taxable_pay_to_date: '2500.00', tax_paid_to_date: '100.00' },
    expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '0.00', PAYE: '-100.00' }, tax: '-100.00', net: '600.00' },
  }),
]);

pricingTable('GB PAYE band edges (monthly, cumulative limits = annual x month / 12)', [
  gb({ name: 'pay equal to 1257L free pay, month 1: no tax', source: byHand('1,048.26 - 1,048.26 = 0'), periodEnd: '2025-04-30', components: { BASIC: '1048.26' }, expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '0.00', PAYE: '0.00' } } }),
  gb({ name: 'taxable pay below a whole pound is not taxed', source: byHand('1,049.25 - 1,048.26 = 0.99 -> 0'), periodEnd: '2025-04-30', components: { BASIC: '1049.25' }, expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '0.00', PAYE: '0.00' } } }),
  gb({ name: 'first whole pound of taxable pay', source: byHand('1,049.26 - 1,048.26 = 1 x 20% = 0.20'), periodEnd: '2025-04-30', components: { BASIC: '1049.26' }, expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '1.00', PAYE: '0.20' } } }),
  gb({
    name: 'taxable 3,141 in month 1: all basic rate',
    source: 'C1 month 1 column 1 = 3,142 (37,700 / 12 rounded up): 3,141 is below it; 3,141 x 20% = 628.20',
    periodEnd: '2026-04-30', components: { BASIC: '4189.26' }, expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '3141.00', PAYE: '628.20' }, lineDetails: { PAYE: { rate: '20%' } } },
  }),
  gb({
    name: 'taxable 3,142 in month 1: not above the rounded-up limit, all basic rate',
    source: 'HMRC Tables B to D (manual method): taxable pay less than or equal to Column 1 (month 1: 3,142 = 37,700/12 rounded up) uses Table B, 20% only: 3,142 x 20% = 628.40; Specification for PAYE Tax Table Routines: band chosen against the limit rounded up to the pound',
    periodEnd: '2026-04-30', components: { BASIC: '4190.26' }, expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '3142.00', PAYE: '628.40' }, lineDetails: { PAYE: { rate: '20%' } } },
  }),
  gb({
    name: 'taxable 10,428 in month 1: top of the higher band',
    source: byHand('628.333.. + 40% x (10,428 - 3,141.666..) = 3,542.866.. -> 3,542.86'),
    periodEnd: '2024-04-30', components: { BASIC: '11476.26' }, expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '10428.00', PAYE: '3542.86' }, lineDetails: { PAYE: { rate: '40%' } } },
  }),
  gb({
    name: 'taxable 10,429 in month 1: not above the rounded-up higher limit (10,428.33 -> 10,429), still 40%',
    source: 'HMRC Specification for PAYE Tax Table Routines: 10,429 <= 125,140/12 rounded up, so v1 + (U - c1) x 40% = 628.3333 + (10,429 - 3,141.6666) x 40% = 3,543.2666.. -> 3,543.26',
    periodEnd: '2024-04-30', components: { BASIC: '11477.26' }, expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '10429.00', PAYE: '3543.26' }, lineDetails: { PAYE: { rate: '40%' } } },
  }),
  gb({
    name: 'month 12: taxable exactly 37,700 is all basic rate',
    source: byHand('pay to date 50,279.12 - 12,579.12 = 37,700 x 20% = 7,540.00'),
    periodEnd: '2026-03-31', components: { BASIC: '4279.12' }, ytd: { taxable_pay_to_date: '46000.00', tax_paid_to_date: '7000.00' },
    expect: { lines: { TAX_DUE_TO_DATE: '7540.00', PAYE: '540.00' }, lineDetails: { PAYE: { rate: '20%' } } },
  }),
  gb({
    name: 'month 12: taxable 37,701 takes one pound at 40%',
    source: byHand('7,540.00 + 0.40 = 7,540.40'),
    periodEnd: '2026-03-31', components: { BASIC: '4280.12' }, ytd: { taxable_pay_to_date: '46000.00', tax_paid_to_date: '7000.00' },
    expect: { lines: { TAX_DUE_TO_DATE: '7540.40', PAYE: '540.40' }, lineDetails: { PAYE: { rate: '40%' } } },
  }),
  gb({
    name: 'overriding limit exactly reached is not exceeded (K code, month 1)',
    source: byHand('K1000 additional 834.09: pay 556.00 -> taxable 1,390 x 20% = 278.00 = 50% x 556.00'),
    periodEnd: '2024-04-30', components: { BASIC: '556.00' }, taxProfile: { tax_code: 'K1000 M1' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '-834.09', PAYE: '278.00', TAX_HELD_BY_OVERRIDING_LIMIT: null } },
  }),
  gb({
    name: 'overriding limit one penny below the tax due',
    source: byHand('pay 555.99 -> taxable 1,390 x 20% = 278.00 > 50% x 555.99 = 277.995 -> 277.99'),
    periodEnd: '2024-04-30', components: { BASIC: '555.99' }, taxProfile: { tax_code: 'K1000 M1' },
    expect: { lines: { PAYE: '277.99', TAX_HELD_BY_OVERRIDING_LIMIT: '0.01' } },
  }),
  gb({
    name: 'code 1000L: a code that is an exact multiple of 500',
    source: byHand('q = 1, r = 500: 416.67 + ceil(5,009 / 12) = 417.42 -> 834.09 a month'),
    periodEnd: '2024-04-30', components: { BASIC: '2000.00' }, taxProfile: { tax_code: '1000L' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '834.09', TAXABLE_PAY_AFTER_ADJUSTMENT: '1165.00', PAYE: '233.00' } },
  }),
  gb({
    name: 'W1 marker on the code string means month 1 basis even with year-to-date figures',
    source: byHand('month 7 ignored: 3,000 - 1,048.26 -> 1,951 x 20% = 390.20'),
    periodEnd: '2024-10-31', components: { BASIC: '3000.00' }, taxProfile: { tax_code: '1257L W1' }, ytd: { taxable_pay_to_date: '6000.00', tax_paid_to_date: '0.00' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '1048.26', PAYE: '390.20' }, ytd: { taxable_pay_to_date: '9000.00', tax_paid_to_date: '390.20' } },
  }),
]);

/** The thresholds of SOURCES.md §2.2 per tax year, to place the NIC edge cases. */
const niYears = [
  { label: '2023-24 (Jan-Mar 2024)', periodEnd: '2024-02-29', st: 758, lel: 533, ee: '10%', eeRate: 1000, eeReduced: 385, er: 1380 },
  { label: '2024-25', periodEnd: '2024-07-31', st: 758, lel: 533, ee: '8%', eeRate: 800, eeReduced: 185, er: 1380 },
  { label: '2025-26', periodEnd: '2025-07-31', st: 417, lel: 542, ee: '8%', eeRate: 800, eeReduced: 185, er: 1500 },
  { label: '2026-27', periodEnd: '2026-07-31', st: 417, lel: 559, ee: '8%', eeRate: 800, eeReduced: 185, er: 1500 },
];

/** Amount in pence x basis points, rounded as HMRC's NICs guidance does (third decimal of a pound: 5 or less down, 6 or more up), as 'x.yy'. */
function niAt(pence: number, basisPoints: number): string {
  const exact = Math.max(pence, 0) * basisPoints; // units of 1/10,000 penny
  const whole = Math.floor(exact / 10_000) + (exact % 10_000 >= 6_000 ? 1 : 0);
  return (whole / 100).toFixed(2);
}

for (const y of niYears) {
  pricingTable(`GB NIC edges, ${y.label} (category A, BR code so PAYE does not interfere)`, [
    gb({ name: 'at the primary threshold 1,048.00: no employee NIC', source: byHand('(1,048 - 1,048) x rate = 0'), periodEnd: y.periodEnd, components: { BASIC: '1048.00' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYEE: '0.00' } } }),
    gb({ name: 'one pound above the primary threshold', source: byHand(`1.00 x ${y.ee}`), periodEnd: y.periodEnd, components: { BASIC: '1049.00' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYEE: niAt(100, y.eeRate) }, lineDetails: { NI_EMPLOYEE: { rate: y.ee } } } }),
    gb({ name: 'at the upper earnings limit 4,189.00', source: byHand(`3,141 x ${y.ee}`), periodEnd: y.periodEnd, components: { BASIC: '4189.00' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYEE: niAt(314100, y.eeRate) } } }),
    gb({ name: 'one penny above the UEL: 2% of 1p is disregarded', source: byHand('0.0002 rounds to nothing'), periodEnd: y.periodEnd, components: { BASIC: '4189.01' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYEE: niAt(314100, y.eeRate) } } }),
    gb({ name: '50p above the UEL adds 1p at 2%', source: byHand('0.50 x 2% = 0.01'), periodEnd: y.periodEnd, components: { BASIC: '4189.50' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYEE: (Number(niAt(314100, y.eeRate)) + 0.01).toFixed(2) } } }),
    gb({ name: 'at the secondary threshold: no employer NIC', source: byHand(`(${y.st} - ${y.st}) x rate`), periodEnd: y.periodEnd, components: { BASIC: `${y.st}.00` }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYER: '0.00', NI_EMPLOYEE: '0.00' } } }),
    gb({ name: 'one pound above the secondary threshold', source: byHand(`1.00 x ${y.er / 100}%`), periodEnd: y.periodEnd, components: { BASIC: `${y.st + 1}.00` }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYER: niAt(100, y.er) } } }),
    gb({ name: 'employer NIC above the ST even below the LEL (2025-26 on)', source: byHand(`(${y.lel - 1} - ${y.st}) x ${y.er / 100}%`), periodEnd: y.periodEnd, components: { BASIC: `${y.lel - 1}.00` }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYER: niAt((y.lel - 1 - y.st) * 100, y.er), NI_EMPLOYEE: '0.00' } } }),
    gb({ name: 'reduced rate (B) one pound into the band', source: byHand(`1.00 x ${y.eeReduced / 100}%`), periodEnd: y.periodEnd, components: { BASIC: '1049.00' }, taxProfile: { tax_code: 'BR', ni_category: 'B' }, expect: { lines: { NI_EMPLOYEE: niAt(100, y.eeReduced) } } }),
    gb({ name: 'freeport (F) at the FUST 2,083.00: no employer NIC', source: byHand('0% between ST and FUST'), periodEnd: y.periodEnd, components: { BASIC: '2083.00' }, taxProfile: { tax_code: 'BR', ni_category: 'F' }, expect: { lines: { NI_EMPLOYER: '0.00' } } }),
    gb({ name: 'freeport (F) 100.00 above the FUST', source: byHand(`100 x ${y.er / 100}%`), periodEnd: y.periodEnd, components: { BASIC: '2183.00' }, taxProfile: { tax_code: 'BR', ni_category: 'F' }, expect: { lines: { NI_EMPLOYER: niAt(10000, y.er) } } }),
    gb({ name: 'under 21 (M) at the UST 4,189.00: no employer NIC', source: byHand('0% up to UST'), periodEnd: y.periodEnd, components: { BASIC: '4189.00' }, taxProfile: { tax_code: 'BR', ni_category: 'M' }, expect: { lines: { NI_EMPLOYER: '0.00', NI_EMPLOYEE: niAt(314100, y.eeRate) } } }),
    gb({ name: 'under 21 (M) 100.00 above the UST', source: byHand(`100 x ${y.er / 100}%`), periodEnd: y.periodEnd, components: { BASIC: '4289.00' }, taxProfile: { tax_code: 'BR', ni_category: 'M' }, expect: { lines: { NI_EMPLOYER: niAt(10000, y.er) } } }),
  ]);
}

pricingTable('GB NIC rounding: a halfpenny or less is disregarded (SSC Regs 2001 reg. 12(1))', [
  gb({ name: 'employer 13.8% x 2.50 = 34.5p -> 34p', source: 'SOURCES.md E13', periodEnd: '2024-07-31', components: { BASIC: '760.50' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYER: '0.34' } } }),
  gb({ name: 'employer 13.8% x 2.51 = 34.638p -> 35p', source: byHand('0.3464 -> 0.35'), periodEnd: '2024-07-31', components: { BASIC: '760.51' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYER: '0.35' } } }),
  gb({ name: 'employer 15% x 0.10 = 1.5p -> 1p', source: 'SOURCES.md E13', periodEnd: '2025-07-31', components: { BASIC: '417.10' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYER: '0.01' } } }),
  gb({ name: 'reduced rate 1.85% x 10.00 = 18.5p -> 18p', source: 'SOURCES.md E13', periodEnd: '2025-07-31', components: { BASIC: '1058.00' }, taxProfile: { tax_code: 'BR', ni_category: 'B' }, expect: { lines: { NI_EMPLOYEE: '0.18' } } }),
]);

const letters: [string, string | null, string][] = [
  // letter, employee NIC (null = no line), employer NIC — SOURCES.md E12, 2025-26, earnings 5,000.00
  ['A', '267.50', '687.45'],
  ['B', '74.33', '687.45'],
  ['C', null, '687.45'],
  ['F', '267.50', '437.55'],
  ['H', '267.50', '121.65'],
  ['I', '74.33', '437.55'],
  ['J', '79.04', '687.45'],
  ['L', '79.04', '437.55'],
  ['M', '267.50', '121.65'],
  ['S', null, '437.55'],
  ['V', '267.50', '121.65'],
  ['X', null, '0'],
  ['Z', '79.04', '121.65'],
];

pricingTable(
  'GB every category letter, 2025-26, 5,000.00 (SOURCES.md E12)',
  letters.map(([letter, employee, employer]) =>
    gb({
      name: `category ${letter}`,
      source: byHand('PT 1,048, UEL 4,189, ST 417, FUST 2,083, UST/AUST/VUST 4,189; 8% / 1.85% / 2%, employer 15%'),
      periodEnd: '2025-07-31',
      components: { BASIC: '5000.00' },
      taxProfile: { tax_code: 'BR', ni_category: letter },
      expect: { lines: { NI_EMPLOYEE: employee, NI_EMPLOYER: letter === 'X' ? null : employer } },
    }),
  ),
);

pricingTable('GB age on the payment date changes the category letter (SOURCES.md §3.5)', [
  gb({ name: 'E16 66th birthday 20 May 2024: April pay still pays employee NIC', source: 'SOURCES.md E16', periodEnd: '2024-04-30', birthdate: '1958-05-20', components: { BASIC: '3000.00' }, expect: { lines: { NI_EMPLOYEE: '156.16', NI_EMPLOYER: '309.40' } } }),
  gb({ name: 'E16 ... May pay (after State Pension age): no employee NIC, employer unchanged', source: 'SOURCES.md E16; SSCBA 1992 s.6(3)', periodEnd: '2024-05-31', birthdate: '1958-05-20', components: { BASIC: '3000.00' }, expect: { lines: { NI_EMPLOYEE: null, NI_EMPLOYER: '309.40' } } }),
  gb({ name: 'born 6 Apr 1960: SPA 66y1m = 6 May 2026; April 2026 pays', source: 'DWP SPA timetable (S11)', periodEnd: '2026-04-30', birthdate: '1960-04-06', components: { BASIC: '3000.00' }, expect: { lines: { NI_EMPLOYEE: '156.16' } } }),
  gb({ name: 'born 6 Apr 1960: May 2026 (after 6 May) does not', source: 'DWP SPA timetable (S11)', periodEnd: '2026-05-31', birthdate: '1960-04-06', components: { BASIC: '3000.00' }, expect: { lines: { NI_EMPLOYEE: null } } }),
  gb({ name: 'born 31 Jul 1960: SPA 66y4m = 30 Nov 2026 (no 31 Nov); October pays', source: 'DWP SPA timetable (S11); missing day = last day of month', periodEnd: '2026-10-31', birthdate: '1960-07-31', components: { BASIC: '3000.00' }, expect: { lines: { NI_EMPLOYEE: '156.16' } } }),
  gb({ name: 'born 31 Jul 1960: paid 30 Nov 2026, on the SPA day: no employee NIC', source: 'DWP SPA timetable (S11)', periodEnd: '2026-11-30', birthdate: '1960-07-31', components: { BASIC: '3000.00' }, expect: { lines: { NI_EMPLOYEE: null } } }),
  gb({ name: 'born 5 Apr 1960 (last of the 66 cohort): SPA 5 Apr 2026, April 2026 no employee NIC', source: 'DWP SPA timetable (S11)', periodEnd: '2026-04-30', birthdate: '1960-04-05', components: { BASIC: '3000.00' }, expect: { lines: { NI_EMPLOYEE: null } } }),
  gb({ name: 'freeport letter F over SPA becomes S: employer keeps the freeport relief', source: 'HMRC category letters (S10)', periodEnd: '2025-07-31', birthdate: '1950-01-01', components: { BASIC: '3000.00' }, taxProfile: { ni_category: 'F' }, expect: { lines: { NI_EMPLOYEE: null, NI_EMPLOYER: '137.55' } } }),
  gb({ name: 'recorded A, aged 20: under-21 relief applies (M)', source: 'SSCBA 1992 s.9A', periodEnd: '2026-02-28', birthdate: '2005-03-15', components: { BASIC: '3000.00' }, expect: { lines: { NI_EMPLOYEE: '156.16', NI_EMPLOYER: '0.00' } } }),
  gb({ name: 'recorded M, 21 on 15 Mar 2026: March pay at the standard employer rate (A)', source: 'SSCBA 1992 s.9A', periodEnd: '2026-03-31', birthdate: '2005-03-15', components: { BASIC: '3000.00' }, taxProfile: { ni_category: 'M' }, expect: { lines: { NI_EMPLOYER: '387.45' } } }),
  gb({ name: '29 Feb 2004 birthday: still 20 on 28 Feb 2025 (21 on 1 March)', source: 'Family Law Reform Act 1969 s.9', periodEnd: '2025-02-28', birthdate: '2004-02-29', components: { BASIC: '3000.00' }, expect: { lines: { NI_EMPLOYER: '0.00' } } }),
  gb({ name: '29 Feb 2004 birthday: 21 by 31 March 2025', source: 'Family Law Reform Act 1969 s.9', periodEnd: '2025-03-31', birthdate: '2004-02-29', components: { BASIC: '3000.00' }, expect: { lines: { NI_EMPLOYER: '309.40' } } }),
  gb({ name: 'recorded J, aged 19: deferment under 21 (Z)', source: 'HMRC category letters (S10)', periodEnd: '2025-07-31', birthdate: '2006-01-01', components: { BASIC: '5000.00' }, taxProfile: { tax_code: 'BR', ni_category: 'J' }, expect: { lines: { NI_EMPLOYEE: '79.04', NI_EMPLOYER: '121.65' } } }),
  gb({ name: 'apprentice H aged 25: relief ends (A)', source: 'SSCBA 1992 s.9B', periodEnd: '2025-12-31', birthdate: '2000-12-01', components: { BASIC: '5000.00' }, taxProfile: { tax_code: 'BR', ni_category: 'H' }, expect: { lines: { NI_EMPLOYER: '687.45' } } }),
  gb({ name: 'apprentice H aged 24: relief up to the AUST', source: 'SSCBA 1992 s.9B', periodEnd: '2025-11-30', birthdate: '2000-12-01', components: { BASIC: '5000.00' }, taxProfile: { tax_code: 'BR', ni_category: 'H' }, expect: { lines: { NI_EMPLOYER: '121.65' } } }),
  gb({ name: 'under 16: no Class 1 liability (X)', source: 'SSCBA 1992 s.6(1)', periodEnd: '2026-04-30', birthdate: '2010-06-01', components: { BASIC: '1500.00' }, expect: { lines: { NI_EMPLOYEE: null, NI_EMPLOYER: null } } }),
]);

describe('GB tax year and tax month', () => {
  it('runs 6 April to 5 April, labelled 2024-25', async () => {
    const engine = await rulesEngine();
    expect(engine.taxYear('GB', '2024-04-05')).toEqual({ start: '2023-04-06', end: '2024-04-05', label: '2023-24' });
    expect(engine.taxYear('GB', '2024-04-06')).toEqual({ start: '2024-04-06', end: '2025-04-05', label: '2024-25' });
    expect(engine.taxYear('GB', '2026-12-31')).toEqual({ start: '2026-04-06', end: '2027-04-05', label: '2026-27' });
  });
});

pricingTable('GB tax month comes from the payment date (period end)', [
  // A monthly run is a whole calendar month (domain/payroll/payFrequency.ts), so its last day falls after the 5th.
  gb({ name: 'April pay (ends 30 April, within 6 April - 5 May) is month 1', source: byHand('one month of free pay: 3,000 - 1,048.26'), periodEnd: '2024-04-30', components: { BASIC: '3000.00' }, expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '1048.26' } } }),
  gb({ name: 'May pay (ends 31 May) is month 2', source: byHand('two months of free pay: 2,096.52'), periodEnd: '2024-05-31', components: { BASIC: '3000.00' }, expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '2096.52' } } }),
  gb({ name: 'March pay is month 12', source: byHand('12 x 1,048.26 = 12,579.12'), periodEnd: '2026-03-31', components: { BASIC: '3000.00' }, expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '12579.12' } } }),
]);

// HMRC's NIC rounding where it differs from reading reg. 12(1) alone ("a halfpenny or less disregarded"):
// the third decimal place of the pound decides (5 or less down, 6 or more up), and the band up to the UEL
// and the band above it are rounded separately. HMRC NIC test data 2025-26 (NIC test data v1.1, as
// transcribed in the open-source Payetools repository, national_insurance_test_data_2025-2026.json):
// Cat_A/5 weekly 242.07 (0.07 above PT x 8% = 0.0056) -> employee 0.00; Cat_A/6 242.08 (0.0064) -> 0.01;
// Cat_A/2 weekly 96.04 (0.04 above ST x 15% = 0.006) -> employer 0.01. Monthly equivalents below.
pricingTable("GB NIC rounding: HMRC's third-decimal rule and separate bands (NICs guidance for software developers)", [
  gb({ name: 'employee 8% x 0.07 = 0.56p -> 0p (reg. 12(1) alone would give 1p)', source: 'HMRC NIC test data 2025-26 Cat_A/5 (weekly 242.07 -> 0.00), monthly PT 1,048', periodEnd: '2025-07-31', components: { BASIC: '1048.07' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYEE: '0.00' } } }),
  gb({ name: 'employee 8% x 0.08 = 0.64p -> 1p', source: 'HMRC NIC test data 2025-26 Cat_A/6 (weekly 242.08 -> 0.01)', periodEnd: '2025-07-31', components: { BASIC: '1048.08' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYEE: '0.01' } } }),
  gb({ name: 'employer 15% x 0.04 = 0.6p -> 1p', source: 'HMRC NIC test data 2025-26 Cat_A/2 (weekly 96.04 -> 0.01), monthly ST 417', periodEnd: '2025-07-31', components: { BASIC: '417.04' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYER: '0.01' } } }),
  gb({ name: 'employer 13.8% x 0.04 = 0.552p -> 0p (reg. 12(1) alone would give 1p)', source: 'HMRC rule as in Cat_A/5: third decimal 5 -> down; 2024-25 monthly ST 758', periodEnd: '2024-07-31', components: { BASIC: '758.04' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYER: '0.00' } } }),
  gb({ name: 'B above the UEL: 3,141 x 1.85% = 58.1085 -> 58.11, plus 0.35 x 2% = 0.007 -> 0.01: 58.12 (one rounding of 58.1155 would give 58.11)', source: "HMRC NICs guidance steps 7: PT-UEL band and above-UEL band each rounded, then added", periodEnd: '2025-07-31', components: { BASIC: '4189.35' }, taxProfile: { tax_code: 'BR', ni_category: 'B' }, expect: { lines: { NI_EMPLOYEE: '58.12' } } }),
  gb({ name: 'B above the UEL: 58.1085 -> 58.11, plus 0.20 x 2% = 0.004 -> 0: 58.11', source: 'as above', periodEnd: '2025-07-31', components: { BASIC: '4189.20' }, taxProfile: { tax_code: 'BR', ni_category: 'B' }, expect: { lines: { NI_EMPLOYEE: '58.11' } } }),
  gb({ name: 'A at 5,000.35: 251.28 + 811.35 x 2% = 16.227 -> 16.23: 267.51; employer 4,583.35 x 15% split at UEL: 565.80 + 121.7025 -> 121.70 = 687.50', source: 'HMRC NICs guidance steps 7-8 (bands rounded separately)', periodEnd: '2025-07-31', components: { BASIC: '5000.35' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYEE: '267.51', NI_EMPLOYER: '687.50' } } }),
]);
