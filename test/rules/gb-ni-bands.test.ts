import { pricingTable, type PricingCase } from './harness.ts';

// NICable earnings by band, carried year to date for the FPS's NIlettersAndValues (HMRC RTI Data Item Guide
// 2026-27: AtLELYTD, LELtoPTYTD, PTtoUELYTD). Thresholds from rules-wasm/tables/GB/ni_thresholds*.yaml (HMRC,
// Rates and thresholds for employers 2026 to 2027): LEL 559 a month / 129 a week, PT 1,048 / 242, UEL 4,189 / 967;
// 2025-26 LEL 542 a month. Earnings below the LEL count in no band; earnings above the UEL in none.

const byHand = (arithmetic: string) => `computed by hand: ${arithmetic}`;
const month = (c: Omit<PricingCase, 'jurisdiction' | 'periodEnd'> & { periodEnd?: string }): PricingCase => ({ jurisdiction: 'GB', periodEnd: '2026-05-31', ...c });
const none = { ni_earnings_at_lel: '0.00', ni_earnings_lel_to_pt: '0.00', ni_earnings_pt_to_uel: '0.00' };

pricingTable('GB NICable earnings by band (2026-27)', [
  month({ name: 'below the LEL: no band', source: byHand('500 < 559'), components: { BASIC: '500.00' }, expect: { ytd: { niable_pay: '500.00', ...none } } }),
  month({
    name: 'exactly the LEL',
    source: byHand('559 >= 559: at LEL 559, LEL-PT 0, PT-UEL 0'),
    components: { BASIC: '559.00' },
    expect: { ytd: { ni_earnings_at_lel: '559.00', ni_earnings_lel_to_pt: '0.00', ni_earnings_pt_to_uel: '0.00' } },
  }),
  month({
    name: 'between the LEL and the PT',
    source: byHand('800: at LEL 559, LEL-PT 800 - 559 = 241'),
    components: { BASIC: '800.00' },
    expect: { lines: { NI_EMPLOYEE: '0.00' }, ytd: { ni_earnings_at_lel: '559.00', ni_earnings_lel_to_pt: '241.00', ni_earnings_pt_to_uel: '0.00' } },
  }),
  month({
    name: 'between the PT and the UEL',
    source: byHand('3,000: 559; 1,048 - 559 = 489; 3,000 - 1,048 = 1,952; NI (3,000 - 1,048) x 8% = 156.16'),
    components: { BASIC: '3000.00' },
    expect: { lines: { NI_EMPLOYEE: '156.16' }, ytd: { ni_earnings_at_lel: '559.00', ni_earnings_lel_to_pt: '489.00', ni_earnings_pt_to_uel: '1952.00' } },
  }),
  month({
    name: 'above the UEL: the bands stop at it',
    source: byHand('6,000: 559; 489; 4,189 - 1,048 = 3,141'),
    components: { BASIC: '6000.00' },
    expect: { ytd: { niable_pay: '6000.00', ni_earnings_at_lel: '559.00', ni_earnings_lel_to_pt: '489.00', ni_earnings_pt_to_uel: '3141.00' } },
  }),
  month({
    name: 'carried on from the year to date',
    source: byHand('brought forward 559 / 489 / 1,952, plus this month 559 / 489 / 1,952'),
    components: { BASIC: '3000.00' },
    ytd: { ni_earnings_at_lel: '559.00', ni_earnings_lel_to_pt: '489.00', ni_earnings_pt_to_uel: '1952.00' },
    expect: { ytd: { ni_earnings_at_lel: '1118.00', ni_earnings_lel_to_pt: '978.00', ni_earnings_pt_to_uel: '3904.00' } },
  }),
  month({
    name: 'letter X (no liability): no band',
    source: byHand('category X pays no Class 1 NICs; nothing reported by band'),
    components: { BASIC: '3000.00' },
    taxProfile: { ni_category: 'X' },
    expect: { ytd: none },
  }),
  month({
    name: 'letter C (over state pension age): the bands still count',
    source: byHand('3,000 under C: no employee NICs, bands 559 / 489 / 1,952'),
    components: { BASIC: '3000.00' },
    taxProfile: { ni_category: 'C' },
    birthdate: '1955-01-01',
    expect: { lines: { NI_EMPLOYEE: null }, ytd: { ni_earnings_at_lel: '559.00', ni_earnings_lel_to_pt: '489.00', ni_earnings_pt_to_uel: '1952.00' } },
  }),
  month({
    name: '2025-26 uses its own LEL (542 a month)',
    source: byHand('3,000 in May 2025: 542; 1,048 - 542 = 506; 1,952'),
    periodEnd: '2025-05-31',
    components: { BASIC: '3000.00' },
    expect: { ytd: { ni_earnings_at_lel: '542.00', ni_earnings_lel_to_pt: '506.00', ni_earnings_pt_to_uel: '1952.00' } },
  }),
  {
    name: 'weekly: the weekly thresholds',
    source: byHand('600 a week in 2026-27: 129; 242 - 129 = 113; 600 - 242 = 358'),
    jurisdiction: 'GB',
    periodStart: '2026-04-06',
    periodEnd: '2026-04-12',
    payFrequency: 'weekly',
    components: { BASIC: '600.00' },
    expect: { ytd: { ni_earnings_at_lel: '129.00', ni_earnings_lel_to_pt: '113.00', ni_earnings_pt_to_uel: '358.00' } },
  },
]);
