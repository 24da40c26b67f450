import { minorUnitsOf } from '../../domain/currencies.ts';
import type { JournalLine } from '../../domain/accounting/payrollJournal.ts';
import { csvRow, decimalAmount } from './csvField.ts';

/**
 * QuickBooks Online's journal entry import (Intuit QuickBooks Help, "Import journal entries",
 * quickbooks.intuit.com/learn-support, Import data → Journal Entries): rows sharing a Journal No. make one entry,
 * which must balance; each row names the Account Name as in the chart of accounts (the import wants account
 * numbers turned off, so the mapped account is the account's name), a Description, and the amount in Debits or
 * Credits, the other left blank; with class tracking on, Class carries the cost centre. Journal Date as
 * MM/DD/YYYY, the import's default date format.
 */
const header = ['Journal No', 'Journal Date', 'Account Name', 'Debits', 'Credits', 'Description', 'Name', 'Class'];

export function quickBooksOnlineJournalCsv(journal: { number: string; date: string; currency: string; lines: readonly (JournalLine & { account: string })[] }): string {
  const [year, month, day] = journal.date.split('-');
  const date = `${month}/${day}/${year}`;
  const exponent = minorUnitsOf(journal.currency);
  let csv = csvRow(header);
  for (const line of journal.lines) {
    csv += csvRow([
      journal.number,
      date,
      line.account,
      line.debit_minor > 0 ? decimalAmount(line.debit_minor, exponent) : '',
      line.credit_minor > 0 ? decimalAmount(line.credit_minor, exponent) : '',
      line.description,
      '',
      line.department ?? '',
    ]);
  }
  return csv;
}
