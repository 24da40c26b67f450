import { pricingTable, type PricingCase } from './harness.ts';

// Singapore CPF: worked examples and every wage-band edge. Sources are listed in
// rules-wasm/tables/SG/SOURCES.md (S1 = CPF Board contribution rate tables 2024/2025/2026, S3 = CPF age
// group FAQ, S4 = CPF rounding FAQ). Rounding (S4): total to the nearest dollar, 50 cents up; employee
// share cents dropped; employer = total - employee.

const TABLES_2026 = 'CPF Board, CPF Contribution Rates from 1 January 2026, Table 1 (S1)';
const BORN_30 = '1995-06-15';
const BORN_57 = '1968-06-15';
const BORN_62 = '1963-06-15';
const BORN_67 = '1958-06-15';
const BORN_72 = '1953-06-15';

function citizen(name: string, source: string, periodEnd: string, birthdate: string | null, basic: string, expect: PricingCase['expect'], extra: Partial<PricingCase> = {}): PricingCase {
  return { name, source, jurisdiction: 'SG', periodEnd, birthdate, components: { BASIC: basic }, expect, ...extra };
}

const cpf = (employee: string | null, employer: string | null, total: string | null) => ({
  CPF_EMPLOYEE: employee,
  CPF_EMPLOYER: employer,
  CPF_TOTAL: total,
});

pricingTable('SG CPF worked examples', [
  citizen('E1: 55th birthday 13 Jan 2024 - January still 55 and below (37%)', 'CPF Board FAQ "How is the CPF contribution rate applied when my employee moves to the next age group?" (S3): 37% in Jan 2024', '2024-01-31', '1969-01-13', '5000.00', {
    lines: cpf('1000.00', '850.00', '1850.00'),
    tax: '0.00', net: '4000.00', employerCost: '861.25',
  }),
  citizen('E1: 55th birthday 13 Jan 2024 - February above 55 to 60 (31%)', 'CPF Board FAQ (S3): 31% from Feb 2024 (employer 15%, employee 16%)', '2024-02-29', '1969-01-13', '5000.00', {
    lines: cpf('800.00', '750.00', '1550.00'),
    lineDetails: { CPF_EMPLOYEE: { base: '5000.00', rate: '16%' }, CPF_EMPLOYER: { base: '5000.00', rate: '15%' }, CPF_TOTAL: { rate: '31%' } },
    net: '4200.00',
  }),
  citizen('E3: $8,000 salary, 2024 OW ceiling $6,800', 'The Smart Investor "CPF salary cap to reach S$8,000 in 2026" (employee $1,360) and S1/S5: total 37% x 6,800 = 2,516', '2024-07-31', BORN_30, '8000.00', {
    lines: { ...cpf('1360.00', '1156.00', '2516.00'), SDL: '11.25' },
    gross: '8000.00', tax: '0.00', employeeDeductions: '1360.00', net: '6640.00', employerCost: '1167.25',
    ytd: { cpf_ow_subject: '6800.00', cpf_aw_subject: '0.00', cpf_employee: '1360.00', cpf_employer: '1156.00', sdl: '11.25', gross_pay: '8000.00' },
  }),
  citizen('E3: $8,000 salary, 2025 OW ceiling $7,400', 'The Smart Investor (employee $1,480); S1 2025: 37% x 7,400 = 2,738', '2025-07-31', BORN_30, '8000.00', {
    lines: cpf('1480.00', '1258.00', '2738.00'), net: '6520.00',
  }),
  citizen('E3: $8,000 salary, 2026 OW ceiling $8,000', 'The Smart Investor (employee $1,600); S1 2026: 37% x 8,000 = 2,960', '2026-07-31', BORN_30, '8000.00', {
    lines: cpf('1600.00', '1360.00', '2960.00'), net: '6400.00',
  }),
  citizen('E4: above 55-60, Dec 2025, $9,000: table maximum $2,405 / $1,258', 'S1 2025 Table 1: "32.5% (OW) Max. of $2,405", employee "17% Max. of $1,258"', '2025-12-31', BORN_57, '9000.00', {
    lines: cpf('1258.00', '1147.00', '2405.00'),
  }),
  citizen('E4: above 60-65, Jan 2026, $9,000: $2,000 / $1,000', `${TABLES_2026}: "25% (OW) Max. of $2,000", employee "12.5% Max. of $1,000"`, '2026-01-31', BORN_62, '9000.00', {
    lines: cpf('1000.00', '1000.00', '2000.00'),
  }),
  citizen('E5: 2025 above 60-65, TW $700 graduated', 'S1 2025 Table 1: "12% (TW) + 0.345 (TW - $500)"; by hand 84 + 69 = 153', '2025-12-31', BORN_62, '700.00', {
    lines: cpf('69.00', '84.00', '153.00'),
    lineDetails: { CPF_EMPLOYEE: { base: '200.00', rate: '34.5%' } },
  }),
]);

pricingTable('SG CPF wage bands 2026 (citizen, 55 and below): nil / employer only / graduated / full', [
  citizen('TW $50.00: nil', `${TABLES_2026}: "$50 or less: Nil"`, '2026-03-31', BORN_30, '50.00', {
    lines: cpf(null, null, null), net: '50.00', employerCost: '2.00', ytd: { cpf_ow_subject: '0.00' },
  }),
  citizen('TW $50.01: employer only 17%', `${TABLES_2026}: "> $50 to $500: 17% (TW)"; 8.5017 -> $9`, '2026-03-31', BORN_30, '50.01', {
    lines: cpf(null, '9.00', '9.00'), net: '50.01', ytd: { cpf_ow_subject: '50.01' },
  }),
  citizen('TW $51.00: 8.67 rounds to $9', `${TABLES_2026}; by hand 17% x 51 = 8.67 -> 9`, '2026-03-31', BORN_30, '51.00', {
    lines: cpf(null, '9.00', '9.00'),
  }),
  citizen('TW $500.00: top of the employer-only band', `${TABLES_2026}; 17% x 500 = 85`, '2026-03-31', BORN_30, '500.00', {
    lines: cpf(null, '85.00', '85.00'), net: '500.00',
  }),
  citizen('TW $500.01: graduated band, employee share rounds down to 0', `${TABLES_2026}: "17% (TW) + 0.6 (TW - $500)"; 85.0017 + 0.006 -> 85; employee 0.006 -> 0`, '2026-03-31', BORN_30, '500.01', {
    lines: cpf(null, '85.00', '85.00'),
  }),
  citizen('TW $600.00: graduated', `${TABLES_2026}; 102 + 60 = 162, employee 60`, '2026-03-31', BORN_30, '600.00', {
    lines: cpf('60.00', '102.00', '162.00'), lineDetails: { CPF_EMPLOYEE: { base: '100.00', rate: '60%' } }, net: '540.00',
  }),
  citizen('TW $749.99: graduated', `${TABLES_2026}; 127.4983 + 149.994 = 277.4923 -> 277; employee 149.994 -> 149`, '2026-03-31', BORN_30, '749.99', {
    lines: cpf('149.00', '128.00', '277.00'),
  }),
  citizen('TW $750.00: both formulas give 37%', `${TABLES_2026}; 127.50 + 150 = 277.50 -> 278; employee 150`, '2026-03-31', BORN_30, '750.00', {
    lines: cpf('150.00', '128.00', '278.00'),
  }),
  citizen('TW $750.01: full rates', `${TABLES_2026}: "37% (OW)", employee 20%; 277.5037 -> 278; employee 150.002 -> 150`, '2026-03-31', BORN_30, '750.01', {
    lines: cpf('150.00', '128.00', '278.00'), lineDetails: { CPF_TOTAL: { base: '750.01', rate: '37%' } },
  }),
  citizen('TW $1,050: 388.50 rounds up to 389', `${TABLES_2026}; 37% x 1,050 = 388.50 -> 389 (50 cents up), employee 210`, '2026-03-31', BORN_30, '1050.00', {
    lines: cpf('210.00', '179.00', '389.00'),
  }),
  citizen('TW $1,001.35: 370.4995 rounds down to 370', `${TABLES_2026}; 37% x 1,001.35 = 370.4995 -> 370; employee 200.27 -> 200`, '2026-03-31', BORN_30, '1001.35', {
    lines: cpf('200.00', '170.00', '370.00'),
  }),
  citizen('OW $7,999.99: just under the ceiling', `${TABLES_2026}; 2,959.9963 -> 2,960; employee 1,599.998 -> 1,599`, '2026-03-31', BORN_30, '7999.99', {
    lines: cpf('1599.00', '1361.00', '2960.00'),
  }),
  citizen('OW $8,000.00: at the ceiling', `${TABLES_2026}: "Max. of $2,960", employee "Max. of $1,600"`, '2026-03-31', BORN_30, '8000.00', {
    lines: cpf('1600.00', '1360.00', '2960.00'),
  }),
  citizen('OW $8,000.01: above the ceiling, capped', `${TABLES_2026}; OW subject 8,000`, '2026-03-31', BORN_30, '8000.01', {
    lines: cpf('1600.00', '1360.00', '2960.00'), lineDetails: { CPF_EMPLOYER: { base: '8000.00' } }, ytd: { cpf_ow_subject: '8000.00' },
  }),
]);

pricingTable('SG CPF age groups 2026 (citizen), graduated and full', [
  citizen('above 65-70, TW $600: 76.50 -> 77, employee 22.50 -> 22', `${TABLES_2026}: "9% (TW) + 0.225 (TW - $500)"`, '2026-01-31', BORN_67, '600.00', {
    lines: cpf('22.00', '55.00', '77.00'),
  }),
  citizen('above 70, TW $700: 82.50 -> 83', `${TABLES_2026}: "7.5% (TW) + 0.15 (TW - $500)"`, '2026-01-31', BORN_72, '700.00', {
    lines: cpf('30.00', '53.00', '83.00'),
  }),
  citizen('above 55-60, TW $600: 2026 factor 0.54', `${TABLES_2026}: "16% (TW) + 0.54 (TW - $500)"; 96 + 54 = 150`, '2026-01-31', BORN_57, '600.00', {
    lines: cpf('54.00', '96.00', '150.00'),
  }),
  citizen('above 60-65, TW $600: 2026 factor 0.375', `${TABLES_2026}: "12.5% (TW) + 0.375 (TW - $500)"; 75 + 37.50 = 112.50 -> 113; employee 37`, '2026-01-31', BORN_62, '600.00', {
    lines: cpf('37.00', '76.00', '113.00'),
  }),
  citizen('above 55-60, $3,000: 34% / 18%', `${TABLES_2026}; 1,020 / 540`, '2026-01-31', BORN_57, '3000.00', { lines: cpf('540.00', '480.00', '1020.00') }),
  citizen('above 60-65, $3,000: 25% / 12.5%', `${TABLES_2026}; 750 / 375`, '2026-01-31', BORN_62, '3000.00', { lines: cpf('375.00', '375.00', '750.00') }),
  citizen('above 65-70, $3,000: 16.5% / 7.5%', `${TABLES_2026}; 495 / 225`, '2026-01-31', BORN_67, '3000.00', { lines: cpf('225.00', '270.00', '495.00') }),
  citizen('above 70, $3,000: 12.5% / 5%', `${TABLES_2026}; 375 / 150`, '2026-01-31', BORN_72, '3000.00', { lines: cpf('150.00', '225.00', '375.00') }),
  citizen('turns 60 on 31 Jan 2026: January still above 55-60', `${TABLES_2026} and S3 (birthday month keeps the lower group)`, '2026-01-31', '1966-01-31', '3000.00', { lines: cpf('540.00', '480.00', '1020.00') }),
  citizen('turned 60 on 31 Jan 2026: February above 60-65', `${TABLES_2026} and S3`, '2026-02-28', '1966-01-31', '3000.00', { lines: cpf('375.00', '375.00', '750.00') }),
  citizen('turns 65 on 1 Feb 2026: February still above 60-65', `${TABLES_2026} and S3`, '2026-02-28', '1961-02-01', '3000.00', { lines: cpf('375.00', '375.00', '750.00') }),
  citizen('turned 65 on 1 Feb 2026: March above 65-70', `${TABLES_2026} and S3`, '2026-03-31', '1961-02-01', '3000.00', { lines: cpf('225.00', '270.00', '495.00') }),
  citizen('turns 70 in Jan 2026: January above 65-70, February above 70', `${TABLES_2026} and S3`, '2026-02-28', '1956-01-31', '3000.00', { lines: cpf('150.00', '225.00', '375.00') }),
  citizen('born 29 Feb 1968, 55th birthday month Feb 2023: from Mar 2023 above 55; Feb 2024 is after it', 'S1 2024 Table 1 above 55-60 (31% / 16%) and S3', '2024-02-29', '1968-02-29', '3000.00', { lines: cpf('480.00', '450.00', '930.00') }),
  citizen('no birthdate: priced at the 55-and-below rates', 'S1 2026 (documented default, SOURCES.md section 4)', '2026-01-31', null, '3000.00', { lines: cpf('600.00', '510.00', '1110.00') }),
  citizen('2024 above 65-70, $3,000: 16.5% / 7.5%', 'S1 2024 Table 1 (S2: 9% / 7.5%)', '2024-05-31', '1957-06-15', '3000.00', { lines: cpf('225.00', '270.00', '495.00') }),
  citizen('2024 above 60-65, TW $700: 11.5% (TW) + 0.315 (TW - 500)', 'S1 2024 Table 1; 80.50 + 63 = 143.50 -> 144; employee 63', '2024-05-31', '1962-06-15', '700.00', { lines: cpf('63.00', '81.00', '144.00') }),
  citizen('2025 above 55-60, TW $700: 15.5% (TW) + 0.51 (TW - 500)', 'S1 2025 Table 1; 108.50 + 102 = 210.50 -> 211; employee 102', '2025-05-31', '1968-06-15', '700.00', { lines: cpf('102.00', '109.00', '211.00') }),
]);

function resident(name: string, source: string, residency: string, birthdate: string, basic: string, expect: PricingCase['expect']): PricingCase {
  return { name, source, jurisdiction: 'SG', periodEnd: '2026-01-31', birthdate, components: { BASIC: basic }, taxProfile: { residency }, expect };
}

pricingTable('SG CPF residency tables: SPR G/G years 1 and 2, SPR year 3, foreigners (E6, E8)', [
  resident('E6: SPR 1st year G/G, above 60-65, $3,000: 8.5% / 5%', 'CPF Table 2 (SPR 1st year G/G) from 1 Jan 2026; 255 / 150', 'pr_1', BORN_62, '3000.00', { lines: cpf('150.00', '105.00', '255.00') }),
  resident('E6: SPR 1st year G/G, 55 and below, TW $700: 4% (TW) + 0.15 (TW - 500)', 'CPF Table 2; 28 + 30 = 58', 'pr_1', BORN_30, '700.00', { lines: cpf('30.00', '28.00', '58.00') }),
  resident('SPR 1st year G/G, 55 and below, $3,000: 9% / 5%', 'CPF Table 2; 270 / 150', 'pr_1', BORN_30, '3000.00', { lines: cpf('150.00', '120.00', '270.00') }),
  resident('SPR 1st year G/G, 55 and below, TW $400: employer 4%', 'CPF Table 2: "> $50 to $500: 4% (TW)"', 'pr_1', BORN_30, '400.00', { lines: cpf(null, '16.00', '16.00') }),
  resident('SPR 1st year G/G, at the $8,000 ceiling: 9% / 5%', 'CPF Table 2; 720 / 400', 'pr_1', BORN_30, '9000.00', { lines: cpf('400.00', '320.00', '720.00') }),
  resident('E6: SPR 2nd year G/G, above 55-60, $3,000: 18.5% / 12.5%', 'CPF Table 3 (SPR 2nd year G/G) from 1 Jan 2026; 555 / 375', 'pr_2', BORN_57, '3000.00', { lines: cpf('375.00', '180.00', '555.00') }),
  resident('SPR 2nd year G/G, 55 and below, $3,000: 24% / 15%', 'CPF Table 3; 720 / 450', 'pr_2', BORN_30, '3000.00', { lines: cpf('450.00', '270.00', '720.00') }),
  resident('SPR 2nd year G/G, 55 and below, TW $600: 9% (TW) + 0.45 (TW - 500)', 'CPF Table 3; 54 + 45 = 99', 'pr_2', BORN_30, '600.00', { lines: cpf('45.00', '54.00', '99.00') }),
  resident('SPR 2nd year G/G, above 60-65, $3,000: 11% / 7.5%', 'CPF Table 3; 330 / 225', 'pr_2', BORN_62, '3000.00', { lines: cpf('225.00', '105.00', '330.00') }),
  resident('SPR 2nd year G/G, above 70, $3,000: 8.5% / 5%', 'CPF Table 3 ("above 65" row); 255 / 150', 'pr_2', BORN_72, '3000.00', { lines: cpf('150.00', '105.00', '255.00') }),
  resident('SPR 3rd year: citizen rates', 'CPF Table 1 applies to SPR from the 3rd year; 1,110 / 600', 'pr_3', BORN_30, '3000.00', { lines: cpf('600.00', '510.00', '1110.00') }),
  resident('E8: foreigner, $3,000: no CPF, SDL $7.50, no tax', 'CPF applies to citizens and SPRs only; SDL for all employees (CPF Board SDL FAQ, S7)', 'foreigner', BORN_30, '3000.00', {
    lines: { ...cpf(null, null, null), SDL: '7.50' }, gross: '3000.00', tax: '0.00', employeeDeductions: '0.00', net: '3000.00', employerCost: '7.50',
    ytd: { cpf_ow_subject: '0.00', sdl: '7.50', gross_pay: '3000.00' },
  }),
]);
