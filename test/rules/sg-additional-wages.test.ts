import { pricingTable, type PricingCase } from './harness.ts';

// Additional wages (BONUS) and the Additional Wage ceiling: $102,000 less the year's ordinary wages
// subject to CPF, estimated during the year from OW already subject plus this month's OW for the months
// left (CPF Board "Examples on Additional Wage Ceiling Computation", S5 in SOURCES.md). The accumulators
// cpf_ow_subject / cpf_aw_subject carry the year so far.

const BORN_30 = '1995-06-15';

function bonusCase(name: string, source: string, periodEnd: string, components: PricingCase['components'], ytd: PricingCase['ytd'], expect: PricingCase['expect']): PricingCase {
  return { name, source, jurisdiction: 'SG', periodEnd, birthdate: BORN_30, components, ytd, expect };
}

pricingTable('SG CPF additional wages and the AW ceiling (E7)', [
  bonusCase(
    'E7a: Sept 2025, OW $8,500 (subject $7,400), $7,000 bonus within the remaining AW ceiling',
    'HReasily "How to calculate the AW ceiling for current employees", Sept 2025 example 1: ceiling 102,000 - 88,800 = 13,200, less 5,350 paid = 7,850; employee 1,480 + 1,400 = 2,880. Total 37% x 14,400 = 5,328 (S1, S4)',
    '2025-09-30', { BASIC: '8500.00', BONUS: '7000.00' }, { cpf_ow_subject: '59200.00', cpf_aw_subject: '5350.00' },
    {
      lines: { CPF_EMPLOYEE: '2880.00', CPF_EMPLOYER: '2448.00', CPF_TOTAL: '5328.00', CPF_ADDITIONAL_WAGES: '7000.00', SDL: '11.25' },
      gross: '15500.00', net: '12620.00', employerCost: '2459.25',
      ytd: { cpf_ow_subject: '66600.00', cpf_aw_subject: '12350.00', cpf_employee: '2880.00', cpf_employer: '2448.00' },
    },
  ),
  bonusCase(
    'E7b: Sept 2025, bonus $5,000 above the remaining AW ceiling of $3,567.87',
    'HReasily Sept 2025 example 2: OW for the year 80,000, ceiling 22,000, paid 18,432.13; "Total CPF = $2,193" (employee). The page prints the balance as 3,567.97, an arithmetic slip: 22,000 - 18,432.13 = 3,567.87 (its CPF figures are unchanged by it). Total 37% x 10,967.87 = 4,058.1119 -> 4,058; employee 2,193.574 -> 2,193',
    '2025-09-30', { BASIC: '7400.00', BONUS: '5000.00' }, { cpf_ow_subject: '50400.00', cpf_aw_subject: '18432.13' },
    {
      lines: { CPF_EMPLOYEE: '2193.00', CPF_EMPLOYER: '1865.00', CPF_TOTAL: '4058.00', CPF_ADDITIONAL_WAGES: '3567.87' },
      lineDetails: { CPF_ADDITIONAL_WAGES: { base: '5000.00' }, CPF_EMPLOYEE: { base: '10967.87', rate: '20%' } },
      ytd: { cpf_ow_subject: '57800.00', cpf_aw_subject: '22000.00' },
    },
  ),
  bonusCase(
    'E7c: Jan 2024, OW $7,000 and a $100,000 bonus: AW ceiling 102,000 - 12 x 6,800 = 20,400',
    'CPF Board "Examples on Additional Wage Ceiling Computation" example 1 (OW above the ceiling, $100,000 AW) at the 2024 OW ceiling; by hand 37% x 27,200 = 10,064, employee 5,440',
    '2024-01-31', { BASIC: '7000.00', BONUS: '100000.00' }, {},
    {
      lines: { CPF_EMPLOYEE: '5440.00', CPF_EMPLOYER: '4624.00', CPF_TOTAL: '10064.00', CPF_ADDITIONAL_WAGES: '20400.00', SDL: '11.25' },
      gross: '107000.00', tax: '0.00', net: '101560.00', employerCost: '4635.25',
      ytd: { cpf_ow_subject: '6800.00', cpf_aw_subject: '20400.00', gross_pay: '107000.00' },
    },
  ),
  bonusCase(
    'AW ceiling exhausted: no CPF on the bonus',
    'computed by hand (S5): 2024, ytd OW 6,800, AW 20,400 already subject; est. 6,800 + 6,800 x 11 = 81,600; room 102,000 - 81,600 - 20,400 = 0; CPF on OW only 2,516 / 1,360',
    '2024-02-29', { BASIC: '7000.00', BONUS: '5000.00' }, { cpf_ow_subject: '6800.00', cpf_aw_subject: '20400.00' },
    { lines: { CPF_EMPLOYEE: '1360.00', CPF_EMPLOYER: '1156.00', CPF_TOTAL: '2516.00', CPF_ADDITIONAL_WAGES: null }, ytd: { cpf_aw_subject: '20400.00' } },
  ),
  bonusCase(
    'AW ceiling with one cent left',
    'computed by hand (S5): as above with 20,399.99 already subject -> 0.01 subject; 37% x 6,800.01 = 2,516.0037 -> 2,516; employee 1,360.002 -> 1,360',
    '2024-02-29', { BASIC: '7000.00', BONUS: '5000.00' }, { cpf_ow_subject: '6800.00', cpf_aw_subject: '20399.99' },
    { lines: { CPF_EMPLOYEE: '1360.00', CPF_TOTAL: '2516.00', CPF_ADDITIONAL_WAGES: '0.01' }, ytd: { cpf_aw_subject: '20400.00' } },
  ),
  bonusCase(
    'December: the estimate is the year actually paid',
    'computed by hand (S5): 2026, OW 5,000 each month; ytd OW 55,000 + 5,000 x 1 = 60,000; room 42,000; bonus 50,000 -> 42,000 subject; 37% x 47,000 = 17,390, employee 9,400',
    '2026-12-31', { BASIC: '5000.00', BONUS: '50000.00' }, { cpf_ow_subject: '55000.00' },
    { lines: { CPF_EMPLOYEE: '9400.00', CPF_EMPLOYER: '7990.00', CPF_TOTAL: '17390.00', CPF_ADDITIONAL_WAGES: '42000.00' }, ytd: { cpf_ow_subject: '60000.00', cpf_aw_subject: '42000.00' } },
  ),
  bonusCase(
    'a bonus-only month: the band is chosen on total wages ($1,000 > $750)',
    'computed by hand (S1: total wages = OW + AW): Dec 2026, ytd OW 80,000, room 22,000; 37% x 1,000 = 370, employee 200',
    '2026-12-31', { BONUS: '1000.00' }, { cpf_ow_subject: '80000.00' },
    { lines: { CPF_EMPLOYEE: '200.00', CPF_EMPLOYER: '170.00', CPF_TOTAL: '370.00', CPF_ADDITIONAL_WAGES: '1000.00', SDL: '2.50' } },
  ),
  bonusCase(
    'OW and AW together in the graduated band',
    'computed by hand (S1 2026): OW 400 + AW 200 = TW 600; 17% x 600 + 0.6 x 100 = 162, employee 60',
    '2026-06-30', { BASIC: '400.00', BONUS: '200.00' }, {},
    { lines: { CPF_EMPLOYEE: '60.00', CPF_EMPLOYER: '102.00', CPF_TOTAL: '162.00', CPF_ADDITIONAL_WAGES: '200.00' } },
  ),
  bonusCase(
    'ordinary wages are every monthly component except the bonus, capped together',
    'S8 (OW = wages for the month): 5,000 + 1,500 + 500 + 300 + 400 + 200 + 600 = 8,500 -> 8,000 (2026 ceiling); 2,960 / 1,600',
    '2026-06-30',
    { BASIC: '5000.00', HOUSING: '1500.00', TRANSPORT: '500.00', MEAL: '300.00', OVERTIME: '400.00', COMMISSION: '200.00', OTHER_ALLOWANCE: '600.00' }, {},
    { lines: { CPF_EMPLOYEE: '1600.00', CPF_EMPLOYER: '1360.00', CPF_ADDITIONAL_WAGES: null, SDL: '11.25' }, gross: '8500.00', net: '6900.00', ytd: { cpf_ow_subject: '8000.00' } },
  ),
]);
