import { minorUnitsOf } from '../../domain/currencies.ts';
import type { JournalLine } from '../../domain/accounting/payrollJournal.ts';
import { csvRow, decimalAmount } from './csvField.ts';

/**
 * Xero's manual journal import template (Xero Central, "Enter multiple manual journals using an import template",
 * help.xero.com/ManualJournalsImport): one row per line; rows with the same Narration and Date make one journal;
 * Date as dd/mm/yyyy; AccountCode is the code from the chart of accounts; TaxRate the full name of a tax rate (payroll
 * lines carry no tax, so the organization names its "no tax" rate); Amount positive for a debit, negative for a credit;
 * TrackingName1/TrackingOption1 a tracking category and its option, here "Department" and the cost centre. Mandatory
 * columns are starred in the template's header. Xero takes up to 300 lines per file.
 */
const header = ['*Narration', '*Date', 'Description', '*AccountCode', '*TaxRate', '*Amount', 'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2'];

export function xeroManualJournalCsv(journal: { narration: string; date: string; currency: string; taxRate: string; lines: readonly (JournalLine & { account: string })[] }): string {
  const [year, month, day] = journal.date.split('-');
  const date = `${day}/${month}/${year}`;
  const exponent = minorUnitsOf(journal.currency);
  let csv = csvRow(header);
  for (const line of journal.lines) {
    const amount = line.debit_minor > 0 ? line.debit_minor : -line.credit_minor;
    csv += csvRow([
      journal.narration,
      date,
      line.description,
      line.account,
      journal.taxRate,
      decimalAmount(amount, exponent),
      line.department ? 'Department' : '',
      line.department ?? '',
      '',
      '',
    ]);
  }
  return csv;
}
