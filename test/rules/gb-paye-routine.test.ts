import { pricingTable, type PricingCase } from './harness.ts';

// GB PAYE against HMRC's own routine, monthly periods (the only period type the engine prices), cumulative
// and month-1 bases, suffix, K, BR, D0/D1 and Welsh codes.
//
// "Spec" = HMRC, Specification for PAYE Tax Table Routines (v16.1 Feb 2018; formulae unchanged to v24,
// Jan 2026): taxable pay to date rounded down to the pound; the band is found by comparing it with each
// cumulative band limit rounded UP to the pound (Tables B to D, "Column 1": month 1 = 3,142); the tax is
// v(k-1) + (U - c(k-1)) x R(k), with the cumulative limit c and the cumulative tax v of the bands below
// (annual x n / 12) kept to 4 decimal places rounded down, and the total rounded down to the penny.

const gb = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GB', ...c });

pricingTable('GB PAYE: the issue-10 case, month 1 of 2025-26', [
  gb({
    name: '1257L month 1, 5,000.00: 952.06 (not 952.00)',
    source:
      'Spec: free pay 1,048.26, U = 3,951 > 3,142 so 40% band; v1 = 7,540/12 = 628.3333, c1 = 37,700/12 = 3,141.6666; ' +
      '628.3333 + (3,951 - 3,141.6666) x 40% = 952.0666.. -> 952.06. Same method as HMRC 2025-26 test data ' +
      'Large_code_mthly/3 (1001L, 5,000.00 -> 1,037.66) and Gen_W1M1_mthly/5 (45L M1, 10,450.24 -> 3,536.06); ' +
      'charging 3,142 at 20% and the rest at 40% would give 1,037.60 and 3,536.00 there, which HMRC does not.',
    periodEnd: '2025-04-30', components: { BASIC: '5000.00' },
    expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '3951.00', TAX_DUE_TO_DATE: '952.06', PAYE: '952.06' }, lineDetails: { PAYE: { rate: '40%' } } },
  }),
]);

// HMRC's own 2025-26 PAYE test data (rest of UK, Welsh and Scottish; cumulative, week 1/month 1, K and large codes;
// monthly and weekly) is in rules-wasm/tables/GB/examples/hmrc-paye-2025-26-*.yaml, run by test/rules/examples.test.ts.

// Band edges, each period type the engine supports (monthly) and each basis, worked by the Spec.
const edge = (name: string, source: string, periodEnd: string, basic: string, taxProfile: Record<string, unknown>, ytd: Record<string, string>, taxable: string, due: string, rate: string): PricingCase =>
  gb({ name, source, periodEnd, components: { BASIC: basic }, taxProfile, ytd, expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: taxable, TAX_DUE_TO_DATE: due }, lineDetails: { TAX_DUE_TO_DATE: { rate } } } });

pricingTable('GB PAYE: band edges by the Spec, monthly', [
  edge('month 1, M1, U = 3,142 (= rounded-up basic limit): all 20%', 'Spec: 3,142 <= ceil(3,141.6666) = 3,142 -> 3,142 x 20% = 628.40', '2025-04-30', '4190.26', { week1_month1: true }, {}, '3142.00', '628.40', '20%'),
  edge('month 1, M1, U = 3,143: 40% band from c1 = 3,141.6666', 'Spec: 628.3333 + (3,143 - 3,141.6666) x 40% = 628.8666.. -> 628.86', '2025-04-30', '4191.26', { week1_month1: true }, {}, '3143.00', '628.86', '40%'),
  edge('month 1, cumulative, U = 10,429 (= rounded-up higher limit): still 40%', 'Spec: 628.3333 + (10,429 - 3,141.6666) x 40% = 3,543.2666.. -> 3,543.26', '2025-04-30', '11477.26', {}, {}, '10429.00', '3543.26', '40%'),
  edge('month 1, cumulative, U = 10,430: 45% from c2 = 10,428.3333', 'Spec: v2 = 42,516/12 = 3,543.0000; 3,543 + (10,430 - 10,428.3333) x 45% = 3,543.7500.. -> 3,543.75', '2025-04-30', '11478.26', {}, {}, '10430.00', '3543.75', '45%'),
  edge('month 2, cumulative, U = 6,284 (ceil of 6,283.3333): all 20%', 'Spec: free pay 2 x 1,048.26 = 2,096.52; pay to date 8,380.52 -> U 6,284 <= 6,284 -> 6,284 x 20% = 1,256.80', '2025-05-31', '4190.26', {}, { taxable_pay_to_date: '4190.26', tax_paid_to_date: '628.40' }, '6284.00', '1256.80', '20%'),
  edge('month 2, cumulative, U = 6,285', 'Spec: v1 = 7,540 x 2/12 = 1,256.6666; c1 = 6,283.3333; 1,256.6666 + 1.6667 x 40% = 1,257.3333 -> 1,257.33', '2025-05-31', '4191.26', {}, { taxable_pay_to_date: '4190.26', tax_paid_to_date: '628.40' }, '6285.00', '1257.33', '40%'),
  edge('month 3, cumulative, U = 9,425 (limit exactly whole): all 20%', 'Spec: c1 = 37,700 x 3/12 = 9,425.0000; 9,425 x 20% = 1,885.00', '2025-06-30', '4000.00', {}, { taxable_pay_to_date: '8569.78', tax_paid_to_date: '1500.00' }, '9425.00', '1885.00', '20%'),
  edge('month 3, cumulative, U = 9,426', 'Spec: 1,885.0000 + 1 x 40% = 1,885.40', '2025-06-30', '4001.00', {}, { taxable_pay_to_date: '8569.78', tax_paid_to_date: '1500.00' }, '9426.00', '1885.40', '40%'),
  edge('month 7, cumulative, U = 21,992 (ceil of 21,991.6666): all 20%', 'Spec: 21,992 x 20% = 4,398.40', '2025-10-31', '3000.00', {}, { taxable_pay_to_date: '26329.82', tax_paid_to_date: '4000.00' }, '21992.00', '4398.40', '20%'),
  edge('month 7, cumulative, U = 21,993', 'Spec: v1 = 7,540 x 7/12 = 4,398.3333; c1 = 21,991.6666; 4,398.3333 + 1.3334 x 40% = 4,398.8666.. -> 4,398.86', '2025-10-31', '3001.00', {}, { taxable_pay_to_date: '26329.82', tax_paid_to_date: '4000.00' }, '21993.00', '4398.86', '40%'),
  edge('month 11, 0T cumulative, U = 73,012: inside the 40% band (higher limit 125,140 x 11/12 = 114,711.6666)', 'Spec: basic limit 34,558.3333 (ceil 34,559) < 73,012 <= 114,712: v1 = 6,911.6666; 6,911.6666 + (73,012 - 34,558.3333) x 40% = 22,293.1333.. -> 22,293.13', '2026-02-28', '6012.00', { tax_code: '0T' }, { taxable_pay_to_date: '67000.00', tax_paid_to_date: '20000.00' }, '73012.00', '22293.13', '40%'),
  edge('month 11, 0T cumulative, U = 114,712 (ceil of 114,711.6666): still 40%', 'Spec: 6,911.6666 + (114,712 - 34,558.3333) x 40% = 38,973.1333.. -> 38,973.13', '2026-02-28', '47712.00', { tax_code: '0T' }, { taxable_pay_to_date: '67000.00', tax_paid_to_date: '20000.00' }, '114712.00', '38973.13', '40%'),
  edge('month 11, 0T cumulative, U = 114,713: 45%', 'Spec: v2 = 42,516 x 11/12 = 38,973.0000; 38,973 + (114,713 - 114,711.6666) x 45% = 38,973.6000.. -> 38,973.60', '2026-02-28', '47713.00', { tax_code: '0T' }, { taxable_pay_to_date: '67000.00', tax_paid_to_date: '20000.00' }, '114713.00', '38973.60', '45%'),
]);
