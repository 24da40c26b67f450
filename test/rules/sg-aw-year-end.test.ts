import { pricingTable, type PricingCase } from './harness.ts';

// The year-end recomputation of the Additional Wage ceiling (CPF Board "Examples on Additional Wage
// Ceiling Computation", Step 2, S5 in SOURCES.md): in December the year's OW is known, the AW ceiling is
// $102,000 less the year's OW subject to CPF, AW left out by the estimate becomes subject (the shortfall
// is paid with December's contributions) and AW made subject beyond the ceiling is reported as excess
// (refunded by CPF on the employer's application). cpf_aw_paid carries the AW paid so far.

const BORN_30 = '1995-06-15';

function yearEnd(name: string, source: string, periodEnd: string, components: PricingCase['components'], ytd: PricingCase['ytd'], expect: PricingCase['expect']): PricingCase {
  return { name, source, jurisdiction: 'SG', periodEnd, birthdate: BORN_30, components, ytd, expect };
}

pricingTable('SG CPF year-end AW ceiling recomputation', [
  yearEnd('March 2026: OW $8,000 estimated for the rest of the year leaves $6,000 of a $40,000 bonus subject',
    'S5 Step 1, by hand: 16,000 + 8,000 x 10 = 96,000; room 6,000; 37% x 14,000 = 5,180, employee 2,800',
    '2026-03-31', { BASIC: '8000.00', BONUS: '40000.00' }, { cpf_ow_subject: '16000.00' },
    {
      lines: { CPF_EMPLOYEE: '2800.00', CPF_TOTAL: '5180.00', CPF_ADDITIONAL_WAGES: '6000.00', CPF_ADDITIONAL_WAGES_EXCESS: null },
      ytd: { cpf_aw_subject: '6000.00', cpf_aw_paid: '40000.00' },
    }),
  yearEnd('December 2026: OW fell to $4,000 from July, the actual ceiling is $30,000: $24,000 more of the bonus is subject',
    'S5 Step 2, by hand: OW 6 x 8,000 + 6 x 4,000 = 72,000; ceiling 30,000; 6,000 already subject -> 24,000; 37% x 28,000 = 10,360, employee 5,600',
    '2026-12-31', { BASIC: '4000.00' }, { cpf_ow_subject: '68000.00', cpf_aw_subject: '6000.00', cpf_aw_paid: '40000.00' },
    {
      lines: { CPF_EMPLOYEE: '5600.00', CPF_EMPLOYER: '4760.00', CPF_TOTAL: '10360.00', CPF_ADDITIONAL_WAGES: '24000.00', CPF_ADDITIONAL_WAGES_EXCESS: null },
      lineDetails: { CPF_ADDITIONAL_WAGES: { base: '0.00' }, CPF_EMPLOYEE: { base: '28000.00' } },
      ytd: { cpf_ow_subject: '72000.00', cpf_aw_subject: '30000.00', cpf_aw_paid: '40000.00' },
    }),
  yearEnd('December 2026: OW rose to $8,000 from July, $10,000 of the bonus was subject beyond the actual ceiling',
    'S5 Step 2, by hand: OW 6 x 4,000 + 6 x 8,000 = 72,000; ceiling 30,000; 40,000 subject -> excess 10,000; CPF on OW only 2,960 / 1,600',
    '2026-12-31', { BASIC: '8000.00' }, { cpf_ow_subject: '64000.00', cpf_aw_subject: '40000.00', cpf_aw_paid: '40000.00' },
    {
      lines: { CPF_EMPLOYEE: '1600.00', CPF_EMPLOYER: '1360.00', CPF_TOTAL: '2960.00', CPF_ADDITIONAL_WAGES: null, CPF_ADDITIONAL_WAGES_EXCESS: '10000.00' },
      ytd: { cpf_aw_subject: '40000.00' },
    }),
  yearEnd('December 2026 exactly at the ceiling: nothing to correct',
    'S5 Step 2, by hand: OW 88,000 + 8,000 = 96,000; ceiling 6,000 = AW subject 6,000',
    '2026-12-31', { BASIC: '8000.00' }, { cpf_ow_subject: '88000.00', cpf_aw_subject: '6000.00', cpf_aw_paid: '9000.00' },
    { lines: { CPF_EMPLOYEE: '1600.00', CPF_ADDITIONAL_WAGES: null, CPF_ADDITIONAL_WAGES_EXCESS: null }, ytd: { cpf_aw_subject: '6000.00' } }),
  yearEnd('December 2026 one cent over the ceiling: $0.01 excess',
    'S5 Step 2, by hand: ceiling 6,000; 6,000.01 subject -> excess 0.01',
    '2026-12-31', { BASIC: '8000.00' }, { cpf_ow_subject: '88000.00', cpf_aw_subject: '6000.01', cpf_aw_paid: '9000.00' },
    { lines: { CPF_ADDITIONAL_WAGES: null, CPF_ADDITIONAL_WAGES_EXCESS: '0.01' } }),
  yearEnd('December 2026 one cent under the ceiling: $0.01 more subject',
    'S5 Step 2, by hand: ceiling 6,000; 5,999.99 subject of 9,000 paid -> 0.01; 37% x 8,000.01 = 2,960.0037 -> 2,960',
    '2026-12-31', { BASIC: '8000.00' }, { cpf_ow_subject: '88000.00', cpf_aw_subject: '5999.99', cpf_aw_paid: '9000.00' },
    { lines: { CPF_TOTAL: '2960.00', CPF_ADDITIONAL_WAGES: '0.01', CPF_ADDITIONAL_WAGES_EXCESS: null }, ytd: { cpf_aw_subject: '6000.00' } }),
  yearEnd('December with a bonus and an earlier shortfall: both within the ceiling',
    'S5 Step 2, by hand: OW 60,000; ceiling 42,000; AW paid 10,000 before (4,000 subject) + 5,000 now -> 15,000 - 4,000 = 11,000 subject; 37% x 16,000 = 5,920, employee 3,200',
    '2026-12-31', { BASIC: '5000.00', BONUS: '5000.00' }, { cpf_ow_subject: '55000.00', cpf_aw_subject: '4000.00', cpf_aw_paid: '10000.00' },
    { lines: { CPF_EMPLOYEE: '3200.00', CPF_TOTAL: '5920.00', CPF_ADDITIONAL_WAGES: '11000.00' }, ytd: { cpf_aw_subject: '15000.00', cpf_aw_paid: '15000.00' } }),
  yearEnd('a year carried without cpf_aw_paid (earlier records): only the AW already subject counts',
    'computed by hand: paid before taken as 6,000 subject; ceiling 30,000; nothing more subject',
    '2026-12-31', { BASIC: '4000.00' }, { cpf_ow_subject: '68000.00', cpf_aw_subject: '6000.00' },
    { lines: { CPF_EMPLOYEE: '800.00', CPF_ADDITIONAL_WAGES: null, CPF_ADDITIONAL_WAGES_EXCESS: null } }),
  yearEnd('November is still the estimate: the earlier shortfall waits for December',
    'S5 Step 1, by hand: 60,000 + 4,000 x 2 = 68,000; no AW this month',
    '2026-11-30', { BASIC: '4000.00' }, { cpf_ow_subject: '60000.00', cpf_aw_subject: '6000.00', cpf_aw_paid: '40000.00' },
    { lines: { CPF_EMPLOYEE: '800.00', CPF_ADDITIONAL_WAGES: null, CPF_ADDITIONAL_WAGES_EXCESS: null }, ytd: { cpf_aw_paid: '40000.00' } }),
]);

const EASYPAY = 'Access EasyPay help centre, "Payroll Singapore: resigned employee received more CPF in the current month" (2025): bonus 50,000 in January capped at 13,200 (102,000 - 7,400 x 12); on resignation in May the ceiling is 102,000 - 5 x 7,400 = 65,000 and the remaining 36,800 of the bonus attracts CPF in May (CPF Board S5 Step 2, "upon an employee\'s resignation")';

pricingTable('SG CPF AW ceiling recomputed on cessation of employment', [
  { ...yearEnd('January 2025: $50,000 bonus, estimated ceiling 13,200', `${EASYPAY}; 37% x 20,600 = 7,622, employee 4,120`,
    '2025-01-31', { BASIC: '8000.00', BONUS: '50000.00' }, {},
    { lines: { CPF_EMPLOYEE: '4120.00', CPF_EMPLOYER: '3502.00', CPF_TOTAL: '7622.00', CPF_ADDITIONAL_WAGES: '13200.00' }, ytd: { cpf_aw_subject: '13200.00', cpf_aw_paid: '50000.00' } }) },
  { ...yearEnd('May 2025, last month of employment: the other 36,800 of the bonus attracts CPF', `${EASYPAY}; 37% x (7,400 + 36,800) = 16,354, employee 8,840`,
    '2025-05-31', { BASIC: '8000.00' }, { cpf_ow_subject: '29600.00', cpf_aw_subject: '13200.00', cpf_aw_paid: '50000.00' },
    { lines: { CPF_EMPLOYEE: '8840.00', CPF_EMPLOYER: '7514.00', CPF_TOTAL: '16354.00', CPF_ADDITIONAL_WAGES: '36800.00' }, ytd: { cpf_ow_subject: '37000.00', cpf_aw_subject: '50000.00' } }),
    employmentEnd: '2025-05-31' },
  { ...yearEnd('leaving mid-month (20 May 2025) also recomputes', `${EASYPAY}; same figures, the period containing the last day`,
    '2025-05-31', { BASIC: '8000.00' }, { cpf_ow_subject: '29600.00', cpf_aw_subject: '13200.00', cpf_aw_paid: '50000.00' },
    { lines: { CPF_ADDITIONAL_WAGES: '36800.00' } }),
    employmentEnd: '2025-05-20' },
  { ...yearEnd('May 2025 with employment ending in June: still the estimate', 'S5 Step 1, by hand: 29,600 + 7,400 x 8 = 88,800; room 102,000 - 88,800 - 13,200 = 0',
    '2025-05-31', { BASIC: '8000.00' }, { cpf_ow_subject: '29600.00', cpf_aw_subject: '13200.00', cpf_aw_paid: '50000.00' },
    { lines: { CPF_EMPLOYEE: '1480.00', CPF_ADDITIONAL_WAGES: null } }),
    employmentEnd: '2025-06-15' },
]);

