import { pricingTable, type PricingCase } from './harness.ts';

// Skills Development Levy (employer): 0.25% of the month's total remuneration, at least $2, not charged
// above $4,500 (Skills Development Levy Act 1979 s.3; CPF Board FAQ "How do I calculate SDL?", S6/S7).
// Contractors: no CPF, no SDL, no withholding on a resident's fees (IRAS, S10).

const FAQ = 'CPF Board FAQ "How do I calculate Skills Development Levy (SDL)?" worked example (S7)';

function sdlCase(name: string, source: string, components: PricingCase['components'], sdl: string | null, residency = 'foreigner'): PricingCase {
  return { name, source, jurisdiction: 'SG', periodEnd: '2025-03-31', birthdate: '1990-01-01', components, taxProfile: { residency }, expect: { lines: { SDL: sdl }, tax: '0.00', ...(residency === 'foreigner' ? { employerCost: sdl ?? '0.00' } : {}) } };
}

pricingTable('SG SDL (E2 and edges)', [
  sdlCase('E2 employee A: $609.50 -> minimum $2.00', FAQ, { BASIC: '609.50' }, '2.00'),
  sdlCase('E2 employee B: $2,000.00 -> $5.00', FAQ, { BASIC: '2000.00' }, '5.00'),
  sdlCase('E2 employee C: $4,500.00 -> $11.25', FAQ, { BASIC: '4500.00' }, '11.25'),
  sdlCase('E2 employee D: $4,502.03 -> maximum $11.25', FAQ, { BASIC: '4502.03' }, '11.25'),
  sdlCase('E2 employee E: $10,000.00 -> maximum $11.25', FAQ, { BASIC: '10000.00' }, '11.25'),
  sdlCase('$0.01 of pay: minimum $2', 'SDL Act s.3(1): "or $2, whichever is the greater"', { BASIC: '0.01' }, '2.00'),
  sdlCase('$799.99: 1.999975 -> the $2 minimum', 'S6/S7: minimum $2 below $800', { BASIC: '799.99' }, '2.00'),
  sdlCase('$800.00: 0.25% = $2.00', 'S7; 0.25% x 800 = 2.00', { BASIC: '800.00' }, '2.00'),
  sdlCase('$800.02: 2.00005 -> $2.00 (to the cent, half up)', 'S7; per-employee amount kept to the cent (SOURCES.md section 5)', { BASIC: '800.02' }, '2.00'),
  sdlCase('$1,234.56: 3.0864 -> $3.09', 'computed by hand: 0.25% x 1,234.56 = 3.0864 -> 3.09', { BASIC: '1234.56' }, '3.09'),
  sdlCase('$4,500.01: capped at $11.25', 'SDL Act s.3(1A): not chargeable above $4,500', { BASIC: '4500.01' }, '11.25'),
  sdlCase('bonus counts as remuneration: 3,000 + 1,000 = 4,000 -> $10.00', 'S7: "total wages" of the month; SDL Act s.2 "remuneration" includes bonus', { BASIC: '3000.00', BONUS: '1000.00' }, '10.00'),
  sdlCase('citizen pays SDL too, on top of CPF', 'S7: all employees', { BASIC: '2000.00' }, '5.00', 'citizen'),
]);

pricingTable('SG contractors (E8)', [
  {
    name: 'E8: resident contractor, $5,000 fee: no CPF, no SDL, nothing withheld',
    source: 'CPF Act s.2/s.7 (employees only); SDL Act s.3 (employees only); IRAS "Tax for Non-Resident Professionals" - withholding only on payments to non-residents (S10)',
    jurisdiction: 'SG', periodEnd: '2026-05-31', classification: 'contractor', birthdate: '1980-01-01',
    components: { CONTRACT_FEE: '5000.00' },
    expect: {
      lines: { CONTRACT_FEE: '5000.00', CPF_EMPLOYEE: null, CPF_EMPLOYER: null, SDL: null, WITHHOLDING_TAX: null },
      gross: '5000.00', tax: '0.00', employeeDeductions: '0.00', net: '5000.00', employerCost: '0.00',
      ytd: { gross_pay: '5000.00', withholding_tax: '0.00', cpf_employee: '0.00', sdl: '0.00' },
    },
  },
  {
    name: 'contractor aged 60 and an SPR: still no CPF on fees',
    source: 'CPF Act s.2 (a contractor is not an employee)',
    jurisdiction: 'SG', periodEnd: '2024-11-30', classification: 'contractor', birthdate: '1964-01-01', taxProfile: { residency: 'pr_2' },
    components: { CONTRACT_FEE: '12000.00' },
    expect: { lines: { CPF_EMPLOYEE: null, SDL: null }, net: '12000.00', employerCost: '0.00' },
  },
]);
