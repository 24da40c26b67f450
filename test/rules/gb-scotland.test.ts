import { pricingTable, type PricingCase } from './harness.ts';

// Scottish taxpayers (S-prefixed codes) priced with the Scottish bands (tables/GB/income_tax_scotland.yaml)
// through HMRC's routine (Specification for PAYE Tax Table Routines): cumulative limit = annual limit x
// month / 12 to 4 decimals rounded down, band chosen on that limit rounded UP to the pound, tax rounded
// down to the penny. Bands as taxable pay (gross band less the £12,570 allowance):
// 2025-26 (Scottish Rate Resolution 2025-26; HMRC "Rates and thresholds for employers 2025 to 2026",
// 31 Jan 2025): 19% to 2,827 / 20% to 14,921 / 21% to 31,092 / 42% to 62,430 / 45% to 125,140 / 48%.
// 2026-27 (Scottish Budget 2026-27, 13 Jan 2026): 19% to 3,967 / 20% to 16,956 / then as 2025-26.
// Every expected figure computed by hand from those bands (the arithmetic is in each case's source). The tax on the
// bands below is summed band by band, each band's tax for the period to 4 decimals rounded down, as HMRC's 2025-26
// Scottish PAYE test data requires (rules-wasm/tables/GB/examples/hmrc-paye-2025-26-scottish.yaml).

const gb = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GB', ...c });

pricingTable('GB Scotland: S codes, month 1 and cumulative', [
  gb({
    name: 'S1257L month 1 2025-26, 5,000.00 -> 1,100.51',
    source:
      'free pay 1,048.26, U = 3,951; month-1 limits 235.5833 / 1,243.4166 / 2,591 / 5,202.5; U <= 5,203 so 42% band; ' +
      'tax on lower bands, each for the month to 4 dp down: 44.7608 + 201.5666 + 282.9925 = 529.3199; 529.3199 + (3,951 - 2,591) x 42% = 1,100.5199 -> 1,100.51',
    periodEnd: '2025-04-30', components: { BASIC: '5000.00' }, taxProfile: { tax_code: 'S1257L' },
    expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: '3951.00', TAX_DUE_TO_DATE: '1100.51', PAYE: '1100.51' }, lineDetails: { PAYE: { rate: '42%' } } },
  }),
  gb({
    name: 'S1257L month 1 2025-26, 1,500.00: starter and basic bands -> 87.84',
    source: 'U = 451; 236 < 451 <= 1,244 so 20% band; v = 537.13 / 12 = 44.7608; 44.7608 + (451 - 235.5833) x 20% = 87.8441 -> 87.84',
    periodEnd: '2025-04-30', components: { BASIC: '1500.00' }, taxProfile: { tax_code: 'S1257L' },
    expect: { lines: { PAYE: '87.84' }, lineDetails: { PAYE: { rate: '20%' } } },
  }),
  gb({
    name: 'S1257L month 1 2026-27, 5,000.00 -> 1,097.87 (wider starter and basic bands)',
    source: 'U = 3,951; lower bands 753.73 + 2,597.80 + 2,968.56 = 6,320.09 / 12 = 526.6741; 526.6741 + 1,360 x 42% = 1,097.8741 -> 1,097.87',
    periodEnd: '2026-04-30', components: { BASIC: '5000.00' }, taxProfile: { tax_code: 'S1257L' },
    expect: { lines: { PAYE: '1097.87' } },
  }),
  gb({
    name: 'S1257L month 1 2025-26, 15,000.00 -> 5,668.65 (top rate 48%)',
    source: 'U = 13,951 > 10,429; annual tax on the bands to 125,140: 6,351.84 + 31,338 x 42% + 62,710 x 45% = 47,733.30 / 12 = 3,977.775; + (13,951 - 10,428.3333) x 48% = 5,668.6550 -> 5,668.65',
    periodEnd: '2025-04-30', components: { BASIC: '15000.00' }, taxProfile: { tax_code: 'S1257L' },
    expect: { lines: { PAYE: '5668.65' }, lineDetails: { PAYE: { rate: '48%' } } },
  }),
  gb({
    name: 'S1257L month 12 2025-26, 5,000.00 a month: the year 13,209.60',
    source: 'U = 60,000 - 12,579.12 = 47,420; 537.13 + 2,418.80 + 3,395.91 + (47,420 - 31,092) x 42% = 13,209.60',
    periodEnd: '2026-03-31', components: { BASIC: '5000.00' }, taxProfile: { tax_code: 'S1257L' },
    ytd: { taxable_pay_to_date: '55000.00', tax_paid_to_date: '12000.00' },
    expect: { lines: { TAX_DUE_TO_DATE: '13209.60', PAYE: '1209.60' } },
  }),
  gb({
    name: 'S1257L month 12 2026-27, 5,000.00 a month: the year 13,177.85',
    source: '753.73 + 2,597.80 + 2,968.56 + 16,328 x 42% = 13,177.85',
    periodEnd: '2027-03-31', components: { BASIC: '5000.00' }, taxProfile: { tax_code: 'S1257L' },
    ytd: { taxable_pay_to_date: '55000.00', tax_paid_to_date: '12000.00' },
    expect: { lines: { TAX_DUE_TO_DATE: '13177.85', PAYE: '1177.85' } },
  }),
  gb({
    name: 'SK100 month 1 2025-26, 1,000.00 -> 214.44',
    source: 'additional pay 100: (1,009 x 100 / 12) rounded up = 84.09; U = 1,084; 44.7608 + (1,084 - 235.5833) x 20% = 214.4441; below the 500.00 overriding limit',
    periodEnd: '2025-04-30', components: { BASIC: '1000.00' }, taxProfile: { tax_code: 'SK100' },
    expect: { lines: { PAYE: '214.44' } },
  }),
  gb({
    name: 'S1257L W1/M1 (code marker) uses month 1 in month 7',
    source: 'non-cumulative: same as month 1, 5,000.00 -> 1,100.51',
    periodEnd: '2025-10-31', components: { BASIC: '5000.00' }, taxProfile: { tax_code: 'S1257L M1' },
    ytd: { taxable_pay_to_date: '30000.00', tax_paid_to_date: '6000.00' },
    expect: { lines: { PAYE: '1100.51' } },
  }),
  ...(
    [
      ['SBR', '20%', '200.00'],
      ['SD0', '21%', '210.00'],
      ['SD1', '42%', '420.00'],
      ['SD2', '45%', '450.00'],
      ['SD3', '48%', '480.00'],
    ] as const
  ).map(([code, rate, tax]) =>
    gb({
      name: `${code} 2025-26 month 2, pay to date 2,000.00 -> ${tax} this month`,
      source: `flat Scottish code, month 2 cumulative: pay to date 2,000.00, due 2,000 x ${rate} (HMRC "Rates and thresholds for employers 2025 to 2026", Scottish codes)`,
      periodEnd: '2025-05-31', components: { BASIC: '1000.99' }, taxProfile: { tax_code: code }, ytd: { taxable_pay_to_date: '999.01', tax_paid_to_date: tax },
      expect: { lines: { PAYE: tax, TAX_DUE_TO_DATE: (Number(tax) * 2).toFixed(2) }, lineDetails: { PAYE: { rate } } },
    }),
  ),
]);

// Taxable pay exactly at each rounded-up month-1 limit, one pound below and one above (S0T, month 1 basis).
type Edge = [year: string, periodEnd: string, taxable: number, tax: string];
const edges: Edge[] = [
  ['2025-26', '2025-04-30', 235, '44.65'], ['2025-26', '2025-04-30', 236, '44.84'], ['2025-26', '2025-04-30', 237, '45.04'],
  ['2025-26', '2025-04-30', 1243, '246.24'], ['2025-26', '2025-04-30', 1244, '246.44'], ['2025-26', '2025-04-30', 1245, '246.65'],
  ['2025-26', '2025-04-30', 2590, '529.10'], ['2025-26', '2025-04-30', 2591, '529.31'], ['2025-26', '2025-04-30', 2592, '529.73'],
  ['2025-26', '2025-04-30', 5202, '1625.93'], ['2025-26', '2025-04-30', 5203, '1626.35'], ['2025-26', '2025-04-30', 5204, '1626.82'],
  ['2025-26', '2025-04-30', 10428, '3977.62'], ['2025-26', '2025-04-30', 10429, '3978.07'], ['2025-26', '2025-04-30', 10430, '3978.57'],
  ['2026-27', '2026-04-30', 330, '62.70'], ['2026-27', '2026-04-30', 331, '62.89'], ['2026-27', '2026-04-30', 332, '63.09'],
  ['2026-27', '2026-04-30', 1412, '279.09'], ['2026-27', '2026-04-30', 1413, '279.29'], ['2026-27', '2026-04-30', 1414, '279.50'],
  ['2026-27', '2026-04-30', 2590, '526.46'], ['2026-27', '2026-04-30', 2591, '526.67'], ['2026-27', '2026-04-30', 2592, '527.09'],
  ['2026-27', '2026-04-30', 5202, '1623.29'], ['2026-27', '2026-04-30', 5203, '1623.71'], ['2026-27', '2026-04-30', 5204, '1624.17'],
  ['2026-27', '2026-04-30', 10428, '3974.97'], ['2026-27', '2026-04-30', 10429, '3975.42'], ['2026-27', '2026-04-30', 10430, '3975.92'],
];

pricingTable(
  'GB Scotland: band edges, month 1 (S0T M1)',
  edges.map(([year, periodEnd, taxable, tax]) =>
    gb({
      name: `${year} taxable ${taxable} -> ${tax}`,
      source: 'HMRC routine: at the rounded-up limit all at the lower rate; one pound above, the upper rate runs from the unrounded limit (computed by hand from the bands above)',
      periodEnd, components: { BASIC: `${taxable}.00` }, taxProfile: { tax_code: 'S0T', week1_month1: true },
      expect: { lines: { TAXABLE_PAY_AFTER_ADJUSTMENT: `${taxable}.00`, PAYE: tax } },
    }),
  ),
);

// Cumulative month 7 (2025-26): each limit x 7 / 12 rounded up to the pound, and one pound above.
const month7: [taxable: number, due: string][] = [
  [1650, '313.50'], [1651, '313.70'], [8704, '1724.30'], [8705, '1724.51'], [18137, '3705.23'], [18138, '3705.65'],
  [36418, '11383.25'], [36419, '11383.72'], [72999, '27844.72'], [73000, '27845.22'],
];
pricingTable(
  'GB Scotland: band edges, cumulative month 7 of 2025-26 (S0T)',
  month7.map(([taxable, due]) =>
    gb({
      name: `taxable to date ${taxable} -> due ${due}`,
      source: 'HMRC routine, cumulative: limits x 7/12 (4 dp down), band on the rounded-up pound; computed by hand',
      periodEnd: '2025-10-31', components: { BASIC: '1000.00' }, taxProfile: { tax_code: 'S0T' },
      ytd: { taxable_pay_to_date: `${taxable - 1000}.00`, tax_paid_to_date: due },
      expect: { lines: { TAX_DUE_TO_DATE: due, PAYE: '0.00' } },
    }),
  ),
);
