import { z } from '@hono/zod-openapi';
import { DateTime, Uuid } from './common.ts';
import { paymentDestinations } from '../../domain/accounting/payrollJournal.ts';
import type { RunJournal } from '../../commands/accounting/payRunJournal.ts';

const AccountCode = z.string().trim().min(1).max(150).openapi({ description: "The ledger's account: the code (Xero) or name (QuickBooks Online)", example: '6000' });
const LineCode = z.string().regex(/^([A-Z]{2}\.)?[A-Z0-9_]{1,64}$/, 'a line code (capital letters, digits, underscores), optionally after a jurisdiction and a dot: KE.PAYE');

const LineAccounts = z
  .strictObject({
    expense_account: AccountCode.optional().openapi({ description: 'Debited: earnings (gross pay) and employer costs' }),
    liability_account: AccountCode.optional().openapi({ description: 'Credited: deductions and employer costs owed to their authority or payee' }),
  })
  .openapi('LedgerLineAccounts');

export const LedgerAccounts = z
  .strictObject({
    lines: z.record(LineCode, LineAccounts).openapi({ description: 'Keyed by payslip line code (BASIC, PAYE, NSSF_TIER_I_EMPLOYER, ...), or by jurisdiction and code (KE.PAYE), which wins for that jurisdiction' }),
    destinations: z.partialRecord(z.enum(paymentDestinations), AccountCode).openapi({
      description: 'Net pay payable, keyed by where it is paid: the bank scheme of the employee\'s account, or none',
    }),
    xero_tax_rate: AccountCode.nullable().default(null).openapi({ description: 'The Xero tax rate name for payroll lines (needed by format=xero_csv), e.g. "No VAT"', example: 'No VAT' }),
  })
  .openapi('LedgerAccountsInput');

export const LedgerAccountsResponse = z
  .object({
    object: z.literal('ledger_accounts'),
    lines: z.record(z.string(), LineAccounts).openapi({ description: 'Accounts by payslip line code' }),
    destinations: z.record(z.string(), z.string()).openapi({ description: 'Net pay payable account by payment destination' }),
    xero_tax_rate: z.string().nullable().openapi({ description: 'The Xero tax rate name written on every line of format=xero_csv' }),
    updated_at: DateTime.nullable(),
  })
  .openapi('LedgerAccounts');

const JournalLine = z
  .object({
    category: z.enum(['gross_pay', 'employer_cost', 'deduction', 'employer_cost_liability', 'net_pay']).openapi({
      description: 'gross_pay and employer_cost are debits to expense; deduction, employer_cost_liability and net_pay credits to what is owed (a negative total swaps the side)',
    }),
    account: z.string().nullable().openapi({ description: 'null where no account is mapped; see missing_mappings' }),
    debit_minor: z.number().int().openapi({ description: 'Integer minor units of the run currency; 0 on a credit line' }),
    credit_minor: z.number().int().openapi({ description: 'Integer minor units of the run currency; 0 on a debit line' }),
    description: z.string(),
    line_code: z.string().nullable().openapi({ description: 'The payslip line code posted; null on net pay' }),
    department: z.string().nullable().openapi({ description: 'The cost centre of gross pay and employer cost lines' }),
    authority: z.string().nullable().openapi({ description: 'Who a statutory liability is owed to (KRA, HMRC, SARS, ...)' }),
    destination: z.string().nullable().openapi({ description: 'On net pay: where it is paid (bank scheme or none)' }),
  })
  .openapi('JournalLine');

export const Journal = z
  .object({
    object: z.literal('journal'),
    pay_run_id: Uuid,
    jurisdiction: z.string().openapi({ description: "The run's jurisdiction" }),
    currency: z.string().openapi({ description: 'The run currency every amount is in (ISO 4217)' }),
    date: z.string().openapi({ description: "The run's pay date" }),
    narration: z.string().openapi({ description: 'The journal narration, as the CSV files write it' }),
    balanced: z.boolean().openapi({ description: 'total_debit_minor equals total_credit_minor' }),
    total_debit_minor: z.number().int().openapi({ description: 'Sum of debit_minor' }),
    total_credit_minor: z.number().int().openapi({ description: 'Sum of credit_minor' }),
    lines: z.array(JournalLine).openapi({ description: 'In order: gross pay, employer costs, deductions, employer costs owed, net pay' }),
    missing_mappings: z.array(z.object({ field: z.string(), reason: z.string() })).openapi({
      description: 'Each account the journal needs and the organization has not mapped, as the field of PUT /accounting/accounts to set',
    }),
  })
  .openapi('Journal');

export function presentJournal(journal: RunJournal): z.infer<typeof Journal> {
  return {
    object: 'journal',
    pay_run_id: journal.run.id,
    jurisdiction: journal.run.jurisdiction,
    currency: journal.run.currency,
    date: journal.run.pay_date,
    narration: journal.narration,
    balanced: journal.balanced,
    total_debit_minor: journal.total_debit_minor,
    total_credit_minor: journal.total_credit_minor,
    lines: journal.lines,
    missing_mappings: journal.missing_mappings,
  };
}
