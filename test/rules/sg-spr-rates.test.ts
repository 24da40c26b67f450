import { pricingTable, type PricingCase } from './harness.ts';

// SPRs in their first two years: graduated employer and employee rates (G/G, Tables 2-3, the default),
// full employer and graduated employee (F/G, Tables 4-5: employer at the Table 1 rate of the age group),
// or full rates (F/F, Table 1) by joint election. From the 3rd year the election no longer applies.
// CPF Board, CPF Contribution Rates from 1 January 2026 (S1) and "Contribution rates for SPR" (S11).

const BORN_30 = '1995-06-15';
const BORN_57 = '1968-06-15';
const S1 = 'CPF Board, CPF Contribution Rates from 1 January 2026 (S1)';

function spr(name: string, source: string, residency: string, sprRates: string | undefined, birthdate: string, basic: string, expect: PricingCase['expect']): PricingCase {
  const taxProfile = sprRates === undefined ? { residency } : { residency, spr_rates: sprRates };
  return { name, source, jurisdiction: 'SG', periodEnd: '2026-03-31', birthdate, taxProfile, components: { BASIC: basic }, expect };
}

const cpf = (employee: string | null, employer: string | null, total: string | null) => ({ CPF_EMPLOYEE: employee, CPF_EMPLOYER: employer, CPF_TOTAL: total });

pricingTable('SG SPR 1st and 2nd year: G/G, F/G and F/F', [
  spr('pr_1 default is G/G: 4% + 5%', `${S1} Table 2: 9% x 3,000 = 270, employee 150`, 'pr_1', undefined, BORN_30, '3000.00', { lines: cpf('150.00', '120.00', '270.00') }),
  spr('pr_1 F/G: employer 17%, employee 5%', `${S1} Table 4 (S11: 1st year F/G 17% employer, 5% employee): 22% x 3,000 = 660`, 'pr_1', 'full_employer', BORN_30, '3000.00', {
    lines: cpf('150.00', '510.00', '660.00'),
    lineDetails: { CPF_EMPLOYER: { rate: '17%' }, CPF_EMPLOYEE: { rate: '5%' }, CPF_TOTAL: { rate: '22%' } },
  }),
  spr('pr_2 F/G: employer 17%, employee 15%', `${S1} Table 5 (S11: 2nd year F/G 17% / 15%): 32% x 3,000 = 960`, 'pr_2', 'full_employer', BORN_30, '3000.00', { lines: cpf('450.00', '510.00', '960.00') }),
  spr('pr_2 F/G above 55-60: employer at the Table 1 rate 16%, employee 12.5%', `${S1} Tables 1 and 3: 28.5% x 3,000 = 855, employee 375`, 'pr_2', 'full_employer', BORN_57, '3000.00', { lines: cpf('375.00', '480.00', '855.00') }),
  spr('pr_1 F/G in the graduated band: 17% (TW) + 0.15 (TW - 500)', `${S1} Table 4; by hand 119 + 30 = 149`, 'pr_1', 'full_employer', BORN_30, '700.00', {
    lines: cpf('30.00', '119.00', '149.00'),
    lineDetails: { CPF_EMPLOYEE: { base: '200.00', rate: '15%' } },
  }),
  spr('pr_1 F/G employer only up to $500', `${S1} Table 4: "17% (TW)" for TW > $50 to $500`, 'pr_1', 'full_employer', BORN_30, '500.00', { lines: cpf(null, '85.00', '85.00') }),
  spr('pr_1 F/F: Table 1, 37%', `${S1} Table 1 applies to an SPR in the 1st/2nd year who jointly applied for full rates; 1,110 / 600`, 'pr_1', 'full', BORN_30, '3000.00', { lines: cpf('600.00', '510.00', '1110.00') }),
  spr('pr_3 ignores the election: Table 1', `${S1} Table 1 (SPR from the 3rd year)`, 'pr_3', 'full_employer', BORN_30, '3000.00', { lines: cpf('600.00', '510.00', '1110.00') }),
  spr('foreigner: no CPF whatever the election', 'CPF Act s.7: CPF for citizens and SPRs only', 'foreigner', 'full', BORN_30, '3000.00', { lines: { ...cpf(null, null, null), SDL: '7.50' } }),
]);

pricingTable('SG SPR 2nd year G/G: every wage-band edge', [
  spr('TW $50.00: nil', `${S1} Table 3: "$50 or less: Nil"`, 'pr_2', undefined, BORN_30, '50.00', { lines: cpf(null, null, null) }),
  spr('TW $50.01: employer 9%', `${S1} Table 3: 9% x 50.01 = 4.5009 -> 5`, 'pr_2', undefined, BORN_30, '50.01', { lines: cpf(null, '5.00', '5.00') }),
  spr('TW $500.00: employer only', `${S1} Table 3: 9% x 500 = 45`, 'pr_2', undefined, BORN_30, '500.00', { lines: cpf(null, '45.00', '45.00') }),
  spr('TW $500.01: employee share phased in', `${S1} Table 3: 9% x 500.01 + 0.45 x 0.01 = 45.0054 -> 45; employee 0.0045 -> 0`, 'pr_2', undefined, BORN_30, '500.01', { lines: cpf(null, '45.00', '45.00') }),
  spr('TW $750.00: graduated formula meets the full rate', `${S1} Table 3: 67.50 + 0.45 x 250 = 180; employee 112.50 -> 112`, 'pr_2', undefined, BORN_30, '750.00', { lines: cpf('112.00', '68.00', '180.00') }),
  spr('TW $750.01: full rates 24%', `${S1} Table 3: 24% x 750.01 = 180.0024 -> 180; employee 15% = 112.5015 -> 112`, 'pr_2', undefined, BORN_30, '750.01', { lines: cpf('112.00', '68.00', '180.00') }),
]);
