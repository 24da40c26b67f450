import { pricingTable, type PricingCase } from './harness.ts';

// Ghana: SSNIT's own published maximum contributions at the edge of each year's maximum insurable
// earnings (Act 766 s.63(3)), and one pesewa above it (GH SOURCES.md section 6). The maximum
// contribution SSNIT publishes is the Tier 1 share, 13.5% of the ceiling.
const gh = (c: Omit<PricingCase, 'jurisdiction'>): PricingCase => ({ jurisdiction: 'GH', ...c });
const notice2025 =
  'SSNIT public notice of 28 Jan 2025 (maximum insurable earnings 61,000 from 1 Jan 2025; "maximum contribution payable to SSNIT is now GHS 8,235.00"; ' +
  '"minimum contribution is GHS 66.16"), as reported by CRS News Flash 24 Feb 2025, https://www.crs.co.za/2025/02/24/news-flash-24-february-2025-ghana-social-security-contributions-ceiling/';
const notice2026 =
  'SSNIT public notice of 14 Jan 2026 (maximum insurable earnings 61,000 -> 69,000 from 1 Jan 2026; maximum contribution 9,315), ' +
  'as reported by Ghana Guardian, https://ghanaguardian.com/ssnit-raises-maximum-insurable-earnings-to-ghc69000-from-2026';

pricingTable('GH SSNIT notices: maximum insurable earnings at the edge', [
  gh({
    name: '2025, basic exactly 61,000: Tier 1 = 8,235.00, the notice maximum',
    source: `${notice2025}. 13.5% x 61,000 = 8,235; 5.5% = 3,355; 13% = 7,930; Tier 2 5% = 3,050`,
    periodEnd: '2025-06-30',
    components: { BASIC: '61000.00' },
    expect: {
      lines: { SSNIT_TIER_1: '8235.00', SSNIT_EMPLOYEE: '3355.00', SSNIT_EMPLOYER: '7930.00', SSNIT_TIER_2: '3050.00' },
      lineDetails: { SSNIT_EMPLOYEE: { base: '61000.00' } },
    },
  }),
  gh({
    name: '2025, basic 61,000.01: the pesewa above the ceiling attracts nothing; it is chargeable income',
    source: `${notice2025}. Chargeable = 61,000.01 - 3,355 = 57,645.01`,
    periodEnd: '2025-06-30',
    components: { BASIC: '61000.01' },
    expect: {
      lines: { SSNIT_TIER_1: '8235.00', SSNIT_EMPLOYEE: '3355.00', CHARGEABLE_INCOME: '57645.01' },
      lineDetails: { SSNIT_EMPLOYEE: { base: '61000.00' } },
    },
  }),
  gh({
    name: 'January 2025, basic 300: the notice minimum contribution 66.16 (13.5% x 490.05)',
    source: `${notice2025}. 13.5% x 490.05 = 66.15675 -> 66.16; 5.5% x 490.05 = 26.95275 -> 26.95`,
    periodEnd: '2025-01-31',
    components: { BASIC: '300.00' },
    expect: { lines: { SSNIT_TIER_1: '66.16', SSNIT_EMPLOYEE: '26.95' }, lineDetails: { SSNIT_EMPLOYEE: { base: '490.05' } } },
  }),
  gh({
    name: '2026, basic exactly 69,000: Tier 1 = 9,315.00, the notice maximum',
    source: `${notice2026}. 13.5% x 69,000 = 9,315; 5.5% = 3,795; 13% = 8,970; Tier 2 5% = 3,450`,
    periodEnd: '2026-03-31',
    components: { BASIC: '69000.00' },
    expect: {
      lines: { SSNIT_TIER_1: '9315.00', SSNIT_EMPLOYEE: '3795.00', SSNIT_EMPLOYER: '8970.00', SSNIT_TIER_2: '3450.00' },
      lineDetails: { SSNIT_EMPLOYEE: { base: '69000.00' } },
    },
  }),
  gh({
    name: '2026, basic 69,000.01: capped at 69,000',
    source: `${notice2026}. Chargeable = 69,000.01 - 3,795 = 65,205.01`,
    periodEnd: '2026-03-31',
    components: { BASIC: '69000.01' },
    expect: {
      lines: { SSNIT_TIER_1: '9315.00', SSNIT_EMPLOYEE: '3795.00', CHARGEABLE_INCOME: '65205.01' },
      lineDetails: { SSNIT_EMPLOYEE: { base: '69000.00' } },
    },
  }),
]);
