/** Examples of the accounting endpoints (a KE run of one employee in Finance, paid by M-Pesa). */
export const ledgerAccountsInputExample = {
  lines: {
    BASIC: { expense_account: '6000' },
    PAYE: { liability_account: '2210' },
    NSSF_TIER_I: { liability_account: '2220' },
    NSSF_TIER_I_EMPLOYER: { expense_account: '6100', liability_account: '2220' },
  },
  destinations: { mobile_money: '2100', none: '2100' },
  xero_tax_rate: 'Tax Exempt',
};

export const ledgerAccountsExample = { object: 'ledger_accounts' as const, ...ledgerAccountsInputExample, updated_at: '2025-07-01T09:00:00.000Z' };

const line = (category: 'gross_pay' | 'employer_cost' | 'deduction' | 'employer_cost_liability' | 'net_pay', account: string, debit: number, credit: number, description: string, code: string | null, extra: { department?: string; authority?: string; destination?: string } = {}) => ({
  category,
  account,
  debit_minor: debit,
  credit_minor: credit,
  description,
  line_code: code,
  department: extra.department ?? null,
  authority: extra.authority ?? null,
  destination: extra.destination ?? null,
});

export const journalExample = {
  object: 'journal' as const,
  pay_run_id: '0193a1b2-0000-7000-8000-000000000003',
  jurisdiction: 'KE',
  currency: 'KES',
  date: '2025-07-31',
  narration: 'Payroll KE 2025-07-01 to 2025-07-31',
  balanced: true,
  total_debit_minor: 5_042_000,
  total_credit_minor: 5_042_000,
  lines: [
    line('gross_pay', '6000', 5_000_000, 0, 'Gross pay BASIC (Finance)', 'BASIC', { department: 'Finance' }),
    line('employer_cost', '6100', 42_000, 0, 'Employer cost NSSF_TIER_I_EMPLOYER (Finance)', 'NSSF_TIER_I_EMPLOYER', { department: 'Finance' }),
    line('deduction', '2220', 0, 42_000, 'Deduction NSSF_TIER_I payable', 'NSSF_TIER_I', { authority: 'NSSF' }),
    line('deduction', '2210', 0, 1_000_000, 'Deduction PAYE payable', 'PAYE', { authority: 'KRA' }),
    line('employer_cost_liability', '2220', 0, 42_000, 'Employer cost NSSF_TIER_I_EMPLOYER payable', 'NSSF_TIER_I_EMPLOYER', { authority: 'NSSF' }),
    line('net_pay', '2100', 0, 3_958_000, 'Net pay payable (mobile_money)', null, { destination: 'mobile_money' }),
  ],
  missing_mappings: [],
};

export const xeroCsvExample =
  '*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2\r\n' +
  'Payroll KE 2025-07-01 to 2025-07-31,31/07/2025,Gross pay BASIC (Finance),6000,Tax Exempt,50000.00,Department,Finance,,\r\n' +
  'Payroll KE 2025-07-01 to 2025-07-31,31/07/2025,Net pay payable (mobile_money),2100,Tax Exempt,-39580.00,,,,\r\n';

export const quickBooksCsvExample =
  'Journal No,Journal Date,Account Name,Debits,Credits,Description,Name,Class\r\n' +
  'PR-000000000003,07/31/2025,Salaries and wages,50000.00,,Gross pay BASIC (Finance),,Finance\r\n' +
  'PR-000000000003,07/31/2025,Net pay payable,,39580.00,Net pay payable (mobile_money),,\r\n';
