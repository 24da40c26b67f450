import { pricingTable, type PricingCase } from './harness.ts';

// Tax code changes during the year on the cumulative basis (HMRC Specification for PAYE Tax Table Routines;
// Income Tax (PAYE) Regulations 2003 reg. 23: tax this period = tax due to date - tax paid to date, a
// deduction not above the 50% overriding limit; a refund is never limited). HMRC's own cases (Gen_cumul-mthly/9,
// BR, and /10, NT) are in rules-wasm/tables/GB/examples/hmrc-paye-2025-26-rest-of-uk.yaml.

const gb = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GB', ...c });

pricingTable('GB code changes: NT and K codes, cumulative', [
  gb({
    name: 'NT on week1/month1: nothing deducted, nothing refunded',
    source: 'non-cumulative: tax paid to date is not looked at (reg. 24)',
    periodEnd: '2026-01-31', components: { BASIC: '5000.00' }, taxProfile: { tax_code: 'NT', week1_month1: true },
    ytd: { taxable_pay_to_date: '45000.00', tax_paid_to_date: '9000.00' },
    expect: { lines: { PAYE: '0.00' }, ytd: { tax_paid_to_date: '9000.00' } },
  }),
  gb({
    name: 'S code NT (SNT) behaves as NT',
    source: 'as HMRC Gen_cumul-mthly/10 (examples/hmrc-paye-2025-26-rest-of-uk.yaml)',
    periodEnd: '2025-05-31', components: { BASIC: '3000.00' }, taxProfile: { tax_code: 'SNT' },
    ytd: { taxable_pay_to_date: '3000.00', tax_paid_to_date: '390.20' },
    expect: { lines: { PAYE: '-390.20' } },
  }),
  gb({
    name: 'K500 month 1, 200.00: 123.40 due, 100.00 deducted (50% limit), 23.40 held',
    source: 'SOURCES.md E10: additional pay 417.42, taxable 617, due 123.40; limit 50% x 200.00',
    periodEnd: '2025-04-30', components: { BASIC: '200.00' }, taxProfile: { tax_code: 'K500' },
    expect: { lines: { TAX_DUE_TO_DATE: '123.40', PAYE: '100.00', TAX_HELD_BY_OVERRIDING_LIMIT: '23.40' } },
  }),
  gb({
    name: 'K500 month 2, 200.00 again: due 246.80 - paid 100.00 = 146.80, limited to 100.00, 46.80 held',
    source: 'additional pay 2 x 417.42 = 834.84; taxable floor(400.00 + 834.84) = 1,234 x 20% = 246.80; held tax carried forward by the cumulative method',
    periodEnd: '2025-05-31', components: { BASIC: '200.00' }, taxProfile: { tax_code: 'K500' },
    ytd: { taxable_pay_to_date: '200.00', tax_paid_to_date: '100.00' },
    expect: { lines: { TAX_DUE_TO_DATE: '246.80', PAYE: '100.00', TAX_HELD_BY_OVERRIDING_LIMIT: '46.80' } },
  }),
  gb({
    name: 'K500 -> 1257L in month 2: all 100.00 refunded, the refund is not limited',
    source: 'free pay 2 x 1,048.26 = 2,096.52 > 400.00 pay to date, so nothing due; tax this month 0 - 100.00',
    periodEnd: '2025-05-31', components: { BASIC: '200.00' }, taxProfile: { tax_code: '1257L' },
    ytd: { taxable_pay_to_date: '200.00', tax_paid_to_date: '100.00' },
    expect: { lines: { TAX_DUE_TO_DATE: '0.00', PAYE: '-100.00', TAX_HELD_BY_OVERRIDING_LIMIT: null }, ytd: { tax_paid_to_date: '0.00' } },
  }),
  gb({
    name: '1257L -> K100 in month 7 on 3,000.00 a month: catch-up limited to 1,500.00',
    source: 'additional pay 100: 84.09 x 7 = 588.63; taxable floor(21,000 + 588.63) = 21,588 x 20% = 4,317.60; paid 6 x 390.20 = 2,341.20; 1,976.40 due this month, limit 1,500.00, 476.40 held',
    periodEnd: '2025-10-31', components: { BASIC: '3000.00' }, taxProfile: { tax_code: 'K100' },
    ytd: { taxable_pay_to_date: '18000.00', tax_paid_to_date: '2341.20' },
    expect: { lines: { TAX_DUE_TO_DATE: '4317.60', PAYE: '1500.00', TAX_HELD_BY_OVERRIDING_LIMIT: '476.40' } },
  }),
]);
