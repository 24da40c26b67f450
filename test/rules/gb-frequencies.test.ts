import { describe, expect, it } from 'vitest';
import { pricingTable, rulesEngine, type PricingCase } from './harness.ts';
import { daysInclusive } from '../../domain/payroll/calendarDays.ts';
import type { PayFrequency } from '../../domain/payroll/payFrequency.ts';

// GB weekly, two-weekly and four-weekly pay (issue 10): HMRC Specification for PAYE Tax Table Routines with
// the weekly Tables A (96.16 per 500 of code, remainder (10r + 9) / 52 up to the penny, x tax week), band
// limits to date = annual x week / 52 to 4 decimals down, compared rounded up to the pound; taxable pay down
// to the pound, tax down to the penny. NICs on HMRC's weekly thresholds, x 2 or x 4 for longer periods;
// student loans per week (CSLM17065); TPR's pay reference period bands for pensions. All 2025-26 unless said:
// PT 242, ST 96, UEL 967 a week; Plan 2 547.50, postgraduate 403.84 a week; pension band 120-967 a week,
// 240-1,934 a fortnight, 480-3,867 four weeks. 1257L weekly adjustment: 2 x 96.16 + 2,579 / 52 = 192.32 +
// 49.5962 -> 49.60 = 241.92 (HMRC Tables A week 1, code 1257).

const byHand = (arithmetic: string) => `computed by hand (SOURCES.md §3.6): ${arithmetic}`;
const frequencyOfDays: Record<number, PayFrequency> = { 7: 'weekly', 14: 'fortnightly', 28: 'four_weekly' };
const week = (start: string, end: string, c: Omit<PricingCase, 'jurisdiction' | 'periodStart' | 'periodEnd' | 'payFrequency'>): PricingCase => ({
  jurisdiction: 'GB',
  periodStart: start,
  periodEnd: end,
  payFrequency: frequencyOfDays[daysInclusive(start, end)]!,
  ...c,
});

// Tax weeks 2025-26: week 1 = 6-12 April 2025, week 10 = 8-14 June 2025, week 53 = 5 April 2026.
pricingTable('GB weekly PAYE (tax week from the period end)', [
  week('2025-04-06', '2025-04-12', {
    name: 'week 1, 1257L, 600.00',
    source: byHand('600.00 - 241.92 = 358.08 -> 358; 358 <= 725 (37,700 / 52 = 725.0000); 358 x 20% = 71.60; NI (600 - 242) x 8% = 28.64, (600 - 96) x 15% = 75.60'),
    components: { BASIC: '600.00' },
    expect: {
      lines: { PAY_ADJUSTMENT_TO_DATE: '241.92', TAXABLE_PAY_AFTER_ADJUSTMENT: '358.00', PAYE: '71.60', NI_EMPLOYEE: '28.64', NI_EMPLOYER: '75.60' },
      net: '499.76',
      ytd: { taxable_pay_to_date: '600.00', tax_paid_to_date: '71.60' },
    },
  }),
  week('2025-06-08', '2025-06-14', {
    name: 'week 10, cumulative, 600.00 a week so far',
    source: byHand('pay to date 6,000.00 - 10 x 241.92 = 3,580.80 -> 3,580; limit 37,700 x 10 / 52 = 7,250; due 716.00 - paid 644.40 = 71.60'),
    components: { BASIC: '600.00' },
    ytd: { taxable_pay_to_date: '5400.00', tax_paid_to_date: '644.40' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '2419.20', TAXABLE_PAY_AFTER_ADJUSTMENT: '3580.00', TAX_DUE_TO_DATE: '716.00', PAYE: '71.60' } },
  }),
  week('2025-04-06', '2025-04-12', {
    name: 'week 1, taxable pay exactly at the weekly basic-rate limit (725): all at 20%',
    source: byHand('966.92 - 241.92 = 725 <= 725; 725 x 20% = 145.00'),
    components: { BASIC: '966.92' },
    expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '725.00', PAYE: '145.00' }, lineDetails: { PAYE: { rate: '20%' } } },
  }),
  week('2025-04-06', '2025-04-12', {
    name: 'week 1, one pound above the weekly basic-rate limit',
    source: byHand('967.92 - 241.92 = 726 > 725; v = 7,540 / 52 = 145.0000; 145.00 + (726 - 725) x 40% = 145.40'),
    components: { BASIC: '967.92' },
    expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '726.00', PAYE: '145.40' }, lineDetails: { PAYE: { rate: '40%' } } },
  }),
  week('2025-04-06', '2025-04-12', {
    name: 'week 1, additional rate: limits to 4 decimals down, compared rounded up to the pound',
    source: byHand(
      '3,000 - 241.92 = 2,758; c2 = 125,140 / 52 = 2,406.5384 (up: 2,407) < 2,758; v = (7,540 + 34,976) / 52 = 817.6153; ' +
        '817.6153 + (2,758 - 2,406.5384) x 45% = 817.6153 + 158.15772 = 975.77302 -> 975.77; NI 725 x 8% + 2,033 x 2% = 58.00 + 40.66 = 98.66; ' +
        'employer 871 x 15% + 2,033 x 15% = 130.65 + 304.95 = 435.60',
    ),
    components: { BASIC: '3000.00' },
    expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '2758.00', PAYE: '975.77', NI_EMPLOYEE: '98.66', NI_EMPLOYER: '435.60' } },
  }),
  week('2025-04-06', '2025-04-12', {
    name: 'week 1, code 1000L: whole blocks of 500 at 96.16',
    source: byHand('q = 1, r = 500: 96.16 + 5,009 / 52 = 96.16 + 96.3269 -> 96.33 = 192.49 (not 10,009 / 52 = 192.48)'),
    components: { BASIC: '600.00' },
    taxProfile: { tax_code: '1000L' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '192.49', TAXABLE_PAY_AFTER_ADJUSTMENT: '407.00', PAYE: '81.40' } },
  }),
  week('2025-04-06', '2025-04-12', {
    name: 'week 1, K100: additional pay 1,009 / 52 = 19.4038 -> 19.41',
    source: byHand('500.00 + 19.41 = 519.41 -> 519; 519 x 20% = 103.80; under the 50% overriding limit (250.00)'),
    components: { BASIC: '500.00' },
    taxProfile: { tax_code: 'K100' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '-19.41', TAXABLE_PAY_AFTER_ADJUSTMENT: '519.00', PAYE: '103.80' } },
  }),
  week('2025-06-08', '2025-06-14', {
    name: 'week 10, 1257L W1: week 1 basis, year to date ignored',
    source: byHand('600.00 - 241.92 = 358 -> 71.60, whatever was paid before'),
    components: { BASIC: '600.00' },
    taxProfile: { tax_code: '1257L', week1_month1: true },
    ytd: { taxable_pay_to_date: '5400.00', tax_paid_to_date: '0.00' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '241.92', PAYE: '71.60' } },
  }),
  week('2026-03-30', '2026-04-05', {
    name: 'week 53 (5 April 2026): week 1 basis, non-cumulative (PAYE70015)',
    source: byHand('600.00 - 241.92 = 358 -> 71.60; cumulatively it would be 53 x 241.92 = 12,821.76 off 31,800 = 18,978 -> 3,795.60 - 3,723.20 = 72.40'),
    components: { BASIC: '600.00' },
    ytd: { taxable_pay_to_date: '31200.00', tax_paid_to_date: '3723.20' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '241.92', PAYE: '71.60' }, ytd: { taxable_pay_to_date: '31800.00', tax_paid_to_date: '3794.80' } },
  }),
]);

pricingTable('GB two-weekly and four-weekly PAYE and NICs', [
  week('2025-04-06', '2025-04-19', {
    name: 'two-weekly, first payday (week 2), 1,200.00',
    source: byHand('2 x 241.92 = 483.84; 1,200 - 483.84 = 716.16 -> 716; limit 37,700 x 2 / 52 = 1,450; 143.20; NI PT 484: 716 x 8% = 57.28; ST 193 (HMRC 2025-26 NIC test data, not 2 x 96): 1,007 x 15% = 151.05'),
    components: { BASIC: '1200.00' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '483.84', PAYE: '143.20', NI_EMPLOYEE: '57.28', NI_EMPLOYER: '151.05' } },
  }),
  week('2026-03-23', '2026-04-05', {
    name: 'two-weekly payday in week 53 is week 54: week 2 basis, non-cumulative',
    source: byHand('483.84 off 1,200 = 716 -> 143.20; cumulatively 54 x 241.92 = 13,063.68 off 32,400 = 19,336 -> 3,867.20 - 3,723.20 = 144.00'),
    components: { BASIC: '1200.00' },
    ytd: { taxable_pay_to_date: '31200.00', tax_paid_to_date: '3723.20' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '483.84', PAYE: '143.20' } },
  }),
  week('2025-04-06', '2025-05-03', {
    name: 'four-weekly, first payday (week 4), 2,400.00',
    source: byHand('4 x 241.92 = 967.68; 2,400 - 967.68 = 1,432 -> 286.40; NI PT 967 (HMRC 2025-26 NIC test data, not 4 x 242): 1,433 x 8% = 114.64; ST 385: 2,015 x 15% = 302.25'),
    components: { BASIC: '2400.00' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '967.68', PAYE: '286.40', NI_EMPLOYEE: '114.64', NI_EMPLOYER: '302.25' } },
  }),
  week('2026-03-09', '2026-04-05', {
    name: 'four-weekly payday in week 53 is week 56: week 4 basis, non-cumulative',
    source: byHand('967.68 off 2,400 = 1,432 -> 286.40, year to date ignored'),
    components: { BASIC: '2400.00' },
    ytd: { taxable_pay_to_date: '31200.00', tax_paid_to_date: '3723.20' },
    expect: { lines: { PAY_ADJUSTMENT_TO_DATE: '967.68', PAYE: '286.40' } },
  }),
  week('2025-04-06', '2025-05-03', {
    name: 'four-weekly NICs at the UEL 3,867 (HMRC 2025-26 NIC test data Cat_A/41, not 4 x 967)',
    source: byHand('(3,867 - 967) x 8% = 232.00, nothing above the UEL'),
    components: { BASIC: '3867.00' },
    taxProfile: { tax_code: 'BR' },
    expect: { lines: { NI_EMPLOYEE: '232.00' } },
  }),
  week('2025-04-06', '2025-05-03', {
    name: 'four-weekly NICs one pound above the UEL',
    source: byHand('232.00 + 1 x 2% = 232.02'),
    components: { BASIC: '3868.00' },
    taxProfile: { tax_code: 'BR' },
    expect: { lines: { NI_EMPLOYEE: '232.02' } },
  }),
]);

// HMRC's own weekly NIC cases (NIC test data v1.1, 2025-26) are in rules-wasm/tables/GB/examples/hmrc-nic-2025-26-weekly.yaml.
pricingTable('GB weekly NIC thresholds', [
  week('2025-04-06', '2025-04-12', { name: 'weekly ST: 96.00 pays no employer NICs', source: byHand('96.00 - 96 = 0'), components: { BASIC: '96.00' }, taxProfile: { tax_code: 'BR' }, expect: { lines: { NI_EMPLOYER: '0.00' } } }),
  week('2024-04-07', '2024-04-13', {
    name: '2024-25 weekly ST 175: 600.00 -> employer (600 - 175) x 13.8% = 58.65',
    source: byHand('HMRC 2024-25 weekly ST 175; 425 x 13.8% = 58.65; employee (600 - 242) x 8% = 28.64'),
    components: { BASIC: '600.00' },
    taxProfile: { tax_code: 'BR' },
    expect: { lines: { NI_EMPLOYER: '58.65', NI_EMPLOYEE: '28.64' } },
  }),
  week('2025-04-06', '2025-04-12', {
    name: 'under 21 (M): no employer NICs up to the weekly UST 967',
    source: byHand('967.00 <= UST 967: employer 0.00; employee (967 - 242) x 8% = 58.00'),
    components: { BASIC: '967.00' },
    taxProfile: { tax_code: 'BR', ni_category: 'M' },
    expect: { lines: { NI_EMPLOYER: '0.00', NI_EMPLOYEE: '58.00' } },
  }),
]);

pricingTable('GB student loans per week (CSLM17065) and pension bands per pay reference period (TPR)', [
  week('2025-04-06', '2025-04-12', {
    name: 'Plan 2 and postgraduate, weekly 600.00',
    source: byHand('(600 - 547.50) x 9% = 4.725 -> 4; (600 - 403.84) x 6% = 11.7696 -> 11'),
    components: { BASIC: '600.00' },
    taxProfile: { student_loan_plans: ['plan_2', 'postgraduate'] },
    expect: { lines: { STUDENT_LOAN: '4.00', POSTGRADUATE_LOAN: '11.00' } },
  }),
  week('2025-04-06', '2025-04-19', {
    name: 'Plan 2, two-weekly 1,200.00: one week 600.00 -> 4, x 2 = 8 (one rounding of 105 x 9% would give 9)',
    source: byHand('CSLM17065: 1,200 / 2 = 600; (600 - 547.50) x 9% = 4.725 -> 4; 4 x 2 = 8'),
    components: { BASIC: '1200.00' },
    taxProfile: { student_loan_plans: ['plan_2'] },
    expect: { lines: { STUDENT_LOAN: '8.00' } },
  }),
  week('2025-04-06', '2025-05-03', {
    name: 'Plan 2, four-weekly 2,400.00: 4 x 4 = 16 (one rounding of 210 x 9% would give 18)',
    source: byHand('CSLM17065: 2,400 / 4 = 600 -> 4 a week; x 4 = 16'),
    components: { BASIC: '2400.00' },
    taxProfile: { student_loan_plans: ['plan_2'] },
    expect: { lines: { STUDENT_LOAN: '16.00' } },
  }),
  week('2025-04-06', '2025-04-19', {
    name: 'Plan 2, two-weekly at the threshold 2 x 547.50 = 1,095.00: nothing',
    source: byHand('1,095.00 is not above 1,095.00'),
    components: { BASIC: '1095.00' },
    taxProfile: { student_loan_plans: ['plan_2'] },
    expect: { lines: { STUDENT_LOAN: null } },
  }),
  week('2025-04-06', '2025-04-12', {
    name: 'pension, weekly 600.00 net pay 5% / 3%: qualifying 600 - 120 = 480',
    source: byHand('480 x 5% = 24.00; 480 x 3% = 14.40'),
    components: { BASIC: '600.00' },
    taxProfile: { pension_arrangement: 'net_pay' },
    expect: { lines: { PENSIONABLE_PAY: '480.00', PENSION_EMPLOYEE: '24.00', PENSION_EMPLOYER: '14.40' } },
  }),
  week('2025-04-06', '2025-04-19', {
    name: 'pension, two-weekly 2,000.00: band 240 - 1,934',
    source: byHand('1,934 - 240 = 1,694; x 5% = 84.70; x 3% = 50.82'),
    components: { BASIC: '2000.00' },
    taxProfile: { pension_arrangement: 'net_pay' },
    expect: { lines: { PENSIONABLE_PAY: '1694.00', PENSION_EMPLOYEE: '84.70', PENSION_EMPLOYER: '50.82' } },
  }),
  week('2025-04-06', '2025-05-03', {
    name: 'pension, four-weekly 4,000.00: band 480 - 3,867 (TPR), not 4 x 967',
    source: byHand('3,867 - 480 = 3,387; x 5% = 169.35; x 3% = 101.61'),
    components: { BASIC: '4000.00' },
    taxProfile: { pension_arrangement: 'net_pay' },
    expect: { lines: { PENSIONABLE_PAY: '3387.00', PENSION_EMPLOYEE: '169.35', PENSION_EMPLOYER: '101.61' } },
  }),
]);

describe('pay frequencies the engine refuses', () => {
  it('a weekly period that is not 7 days fails the batch with the period named', async () => {
    const engine = await rulesEngine();
    const request = { jurisdiction: 'GB' as const, payFrequency: 'weekly' as const, asOfDate: '2025-04-15', periodStart: '2025-04-06', periodEnd: '2025-04-15', classification: 'employee' as const, birthdate: null, taxProfile: {} as never, household: {} as never, components: [{ code: 'BASIC' as const, amountMinor: 60_000 }], ytd: {} };
    expect(() => engine.price([request])).toThrow(/a weekly period is 7 days: 2025-04-06 to 2025-04-15 is not/);
  });

  it.each(['KE', 'NG', 'GH', 'ZA', 'SG'] as const)('%s refuses a weekly period in the engine itself', async (jurisdiction) => {
    const engine = await rulesEngine();
    const request = { jurisdiction, payFrequency: 'weekly' as const, asOfDate: '2025-07-07', periodStart: '2025-07-01', periodEnd: '2025-07-07', classification: 'employee' as const, birthdate: '1990-01-01', taxProfile: {} as never, household: {} as never, components: [{ code: 'BASIC' as const, amountMinor: 100_000 }], ytd: {} };
    expect(() => engine.price([request])).toThrow(new RegExp(`${jurisdiction} prices calendar-month pay periods only`));
  });
});
