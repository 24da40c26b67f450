import type { CommandContext } from '../context.ts';
import { findPayRun, type PayRunRow } from '../../db/payRuns.ts';
import { journalPayslipsOfRunAfter } from '../../db/journalPayslips.ts';
import { keysetPages } from '../../db/keysetPages.ts';
import { Rejection } from '../../domain/rejection.ts';
import { stateOf } from '../../machines/lifecycle.ts';
import { journalStatuses } from '../../machines/payRun.ts';
import { paymentDestinations, payrollJournalPosting, type JournalLine, type PaymentDestinationKey, type PayrollJournal } from '../../domain/accounting/payrollJournal.ts';
import { xeroManualJournalCsv } from '../../documents/journal/xeroManualJournal.ts';
import { quickBooksOnlineJournalCsv } from '../../documents/journal/quickBooksOnlineJournal.ts';
import { ledgerAccountsOf } from './ledgerAccounts.ts';

export interface RunJournal extends PayrollJournal {
  run: PayRunRow;
  narration: string;
  xero_tax_rate: string | null;
}

const isDestination = (scheme: string | null): scheme is PaymentDestinationKey => (paymentDestinations as readonly (string | null)[]).includes(scheme);

/** GET /pay_runs/{id}/journal: the run's payslips posted through the organization's ledger accounts. */
export async function payRunJournal(ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'chunkSize'>, id: string): Promise<RunJournal> {
  const run = await findPayRun(ctx.tx, ctx.organizationId, id);
  if (!run) throw new Rejection('not_found', 'No such pay run.');
  const status = stateOf(run);
  if (!(journalStatuses as readonly string[]).includes(status)) {
    throw new Rejection('invalid_transition', `A ${status} pay run has no payslips to journal yet: calculate it first.`, { status, allowed: [] });
  }
  const map = await ledgerAccountsOf(ctx);
  // A chunk of payslips at a time: memory holds the journal's buckets, not the run.
  const posting = payrollJournalPosting(run.jurisdiction, map);
  for await (const page of keysetPages((after) => journalPayslipsOfRunAfter(ctx.tx, run.id, after, ctx.chunkSize), (row) => row.id, ctx.chunkSize)) {
    for (const row of page) {
      posting.post({
        department: row.department,
        destination: isDestination(row.destination_scheme) ? row.destination_scheme : 'none',
        net_minor: row.net_minor,
        lines: row.line_items,
      });
    }
  }
  return {
    ...posting.journal(),
    run,
    narration: `Payroll ${run.jurisdiction} ${run.period_start} to ${run.period_end}`,
    xero_tax_rate: map.xero_tax_rate,
  };
}

export type JournalCsvLayout = 'xero' | 'quickbooks_online';

/** The journal as a ledger's import file; refused, naming each missing mapping, while any account is unmapped. */
export function journalCsv(journal: RunJournal, layout: JournalCsvLayout): string {
  const fields: Record<string, string> = {};
  for (const missing of journal.missing_mappings) fields[missing.field] = missing.reason;
  if (layout === 'xero' && !journal.xero_tax_rate) fields.xero_tax_rate = 'Xero needs the name of the tax rate for payroll lines';
  if (Object.keys(fields).length > 0) {
    throw new Rejection('validation_failed', 'The journal cannot be exported until every account it uses is mapped: PUT /accounting/accounts.', { fields });
  }
  const lines = journal.lines as (JournalLine & { account: string })[];
  const { run } = journal;
  if (layout === 'xero') return xeroManualJournalCsv({ narration: journal.narration, date: run.pay_date, currency: run.currency, taxRate: journal.xero_tax_rate!, lines });
  return quickBooksOnlineJournalCsv({ number: `PR-${run.id.replaceAll('-', '').slice(-12)}`, date: run.pay_date, currency: run.currency, lines });
}
