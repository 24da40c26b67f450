import type { PayslipRow, StoredLineItem } from '../../db/payslips.ts';
import type { PayRunRow } from '../../db/payRuns.ts';

/** Lines as the KE engine prices KES 150,000 basic + 20,000 housing for July 2025. */
const keLines: StoredLineItem[] = [
  { code: 'BASIC', kind: 'earning', description: 'Basic salary', amount_minor: 15_000_000, base_minor: 15_000_000, rate_applied: null, rule_version_ref: null },
  { code: 'HOUSING', kind: 'earning', description: 'Housing allowance', amount_minor: 2_000_000, base_minor: 2_000_000, rate_applied: null, rule_version_ref: null },
  { code: 'NSSF_TIER_I', kind: 'deduction', description: 'NSSF Tier I employee contribution (NSSF Act 2013)', amount_minor: 48_000, base_minor: 800_000, rate_applied: '6%', rule_version_ref: 'KE/nssf@2025-02-01#92d7257ab685' },
  { code: 'NSSF_TIER_II', kind: 'deduction', description: 'NSSF Tier II employee contribution (NSSF Act 2013)', amount_minor: 384_000, base_minor: 6_400_000, rate_applied: '6%', rule_version_ref: 'KE/nssf@2025-02-01#92d7257ab685' },
  { code: 'NSSF_TIER_I_EMPLOYER', kind: 'employer_cost', description: 'NSSF Tier I employer contribution', amount_minor: 48_000, base_minor: 800_000, rate_applied: '6%', rule_version_ref: 'KE/nssf@2025-02-01#92d7257ab685' },
  { code: 'NSSF_TIER_II_EMPLOYER', kind: 'employer_cost', description: 'NSSF Tier II employer contribution', amount_minor: 384_000, base_minor: 6_400_000, rate_applied: '6%', rule_version_ref: 'KE/nssf@2025-02-01#92d7257ab685' },
  { code: 'SHIF', kind: 'deduction', description: 'Social Health Insurance Fund contribution (2.75%)', amount_minor: 467_500, base_minor: 17_000_000, rate_applied: '2.75%', rule_version_ref: 'KE/shif@2024-10-01#d6cf1bf3cb17' },
  { code: 'AHL', kind: 'deduction', description: 'Affordable Housing Levy, employee (1.5%)', amount_minor: 255_000, base_minor: 17_000_000, rate_applied: '1.5%', rule_version_ref: 'KE/ahl@2024-03-19#81f39eecf856' },
  { code: 'AHL_EMPLOYER', kind: 'employer_cost', description: 'Affordable Housing Levy, employer (1.5%)', amount_minor: 255_000, base_minor: 17_000_000, rate_applied: '1.5%', rule_version_ref: 'KE/ahl@2024-03-19#81f39eecf856' },
  { code: 'TAXABLE_PAY', kind: 'informational', description: 'Taxable pay after allowable deductions and exemptions', amount_minor: 15_845_500, base_minor: 17_000_000, rate_applied: null, rule_version_ref: 'KE/paye_deductions@2024-12-27#e9d90f3ea8ee' },
  { code: 'PERSONAL_RELIEF', kind: 'informational', description: 'Personal relief', amount_minor: 240_000, base_minor: 0, rate_applied: null, rule_version_ref: 'KE/personal_relief@2021-01-01#8dd602decd42' },
  { code: 'PAYE', kind: 'deduction', description: 'PAYE income tax (Income Tax Act, Third Schedule Head B)', amount_minor: 3_991_985, base_minor: 15_845_500, rate_applied: '30%', rule_version_ref: 'KE/paye@2023-07-01#344c1f3d2e33' },
];

const deductions = 48_000 + 384_000 + 467_500 + 255_000 + 3_991_985;

/** A stored KE payslip of July 2025, paid in USD, for an employee whose name needs combining marks. */
export function samplePayslip(overrides: Partial<PayslipRow> = {}): PayslipRow {
  return {
    id: '01981f5e-7a1c-7d3b-8e2f-4a5b6c7d8e9f',
    organization_id: '01981f5e-0000-7000-8000-000000000001',
    pay_run_id: '01981f5e-0000-7000-8000-0000000000aa',
    employee_id: '01981f5e-0000-7000-8000-0000000000e1',
    calculation: 1,
    currency: 'KES',
    gross_minor: 17_000_000,
    net_minor: 17_000_000 - deductions,
    employee_deductions_minor: deductions,
    employer_cost_minor: 48_000 + 384_000 + 255_000,
    tax_minor: 3_991_985,
    payment_minor: 96_457,
    payment_currency: 'USD',
    fx_rate_used: '129.5',
    payment_state: 'none',
    payment_snapshot: { value: 'none', context: { sentAt: null, settledAt: null, note: null } },
    sent_at: null,
    settled_at: null,
    payment_note: null,
    line_items: keLines,
    tax_year_start: '2025-01-01',
    period_start: '2025-07-01',
    period_end: '2025-07-31',
    ytd_before: { gross_pay: 102_000_000, paye: 23_951_910 },
    ytd_after: { gross_pay: 119_000_000, taxable_pay: 110_918_500, paye: 27_943_895, nssf_employee: 3_024_000, health_contribution: 3_272_500, ahl_employee: 1_785_000, withholding_tax: 0 },
    employee_snapshot: { full_name: 'Adébáyọ̀ Nguyễn-Ōkubo Müller', staff_id: 'KE-00042', classification: 'employee', department: 'Engineering', position: 'Payroll engineer' },
    organization_snapshot: { name: 'Savannah Logistics Ltd', country_code: 'KE' },
    rule_versions: ['KE/ahl@2024-03-19#81f39eecf856', 'KE/nssf@2025-02-01#92d7257ab685', 'KE/paye@2023-07-01#344c1f3d2e33', 'KE/shif@2024-10-01#d6cf1bf3cb17'],
    sealed_inputs: 'sealed',
    inputs_id: null,
    created_at: new Date('2025-07-25T09:30:00.000Z'),
    updated_at: new Date('2025-07-25T09:30:00.000Z'),
    ...overrides,
  };
}

export const sampleRun: Pick<PayRunRow, 'id' | 'jurisdiction' | 'pay_date' | 'as_of_date'> = {
  id: '01981f5e-0000-7000-8000-0000000000aa',
  jurisdiction: 'KE',
  pay_date: '2025-07-28',
  as_of_date: '2025-07-31',
};
