import type { Transaction } from '../../../db/connect.ts';
import { replaceLedgerAccountMap } from '../../../db/ledgerAccounts.ts';
import { insertEmployeeDeduction } from '../../../db/employeeDeductions.ts';
import { statutoryLiabilities } from '../../../domain/accounting/authorities.ts';
import { paymentDestinations, type LedgerAccountMap } from '../../../domain/accounting/payrollJournal.ts';
import { componentCodes, jurisdictions } from '../../../domain/jurisdictions.ts';
import { newId } from '../../../domain/ids.ts';
import { oneOffDeductionCode } from '../../payRuns/payRunItems.ts';

const standingDeductionCodes = ['LOAN', 'SALARY_ADVANCE', 'ATTACHMENT_OF_EARNINGS', 'UNION_DUES', 'SACCO_CONTRIBUTION', 'OTHER'];

/**
 * A chart of accounts for the demo organization, so every demo run's journal posts in full: wages and employer
 * contributions to expense, each authority's dues to its own payable account, staff deductions and net pay to theirs.
 */
export function demoLedgerAccounts(): LedgerAccountMap {
  const lines: LedgerAccountMap['lines'] = {};
  for (const code of componentCodes) lines[code] = { expense_account: '6000 Salaries and wages' };
  for (const jurisdiction of jurisdictions) {
    for (const [code, authority] of statutoryLiabilities(jurisdiction)) {
      const employer = code.endsWith('_EMPLOYER') || ['NSITF', 'ITF', 'SDL'].includes(code);
      lines[`${jurisdiction}.${code}`] = { ...(employer ? { expense_account: '6100 Employer contributions' } : {}), liability_account: `2200 ${authority}` };
    }
  }
  for (const code of [...standingDeductionCodes, oneOffDeductionCode]) lines[code] = { liability_account: '2300 Staff deductions' };
  const destinations = Object.fromEntries(paymentDestinations.map((destination) => [destination, '2100 Net pay payable']));
  return { lines, destinations, xero_tax_rate: 'Tax Exempt' };
}

/** The ledger map, and a car loan for the first Kenyan employee: KES 60,000.00 at KES 5,000.00 a month. */
export async function seedLedgerAndLoan(tx: Transaction, organizationId: string, periodStart: string): Promise<void> {
  await replaceLedgerAccountMap(tx, organizationId, demoLedgerAccounts());
  const [employee] = await tx<{ id: string }[]>`select id from employees where organization_id = ${organizationId} and staff_id = 'KE-001'`;
  if (!employee) return;
  const kenyanEmployeeId = employee.id;
  await insertEmployeeDeduction(
    tx,
    { id: newId(), organization_id: organizationId, employee_id: kenyanEmployeeId, kind: 'loan', description: 'Car loan', currency: 'KES', priority: 100, total_minor: 6_000_000, protected_minor: null },
    { effective_from: periodStart, amount_minor: 500_000, percent_of_net_bp: null, paused: false, stopped: false },
  );
}
