import type { FiledPayslip } from './periodicFiling.ts';

/**
 * The CSV a portal's upload template takes (RFC 4180: a field with a comma, quote or line break is quoted, its
 * quotes doubled; lines end CRLF), and the figures such returns are summed from.
 */
const field = (value: string) => (/[",\r\n]/u.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function csvOf(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** One row of the same CSV, its line ending included: a return is written a row at a time. */
export function csvLine(row: readonly string[]): string {
  return row.map(field).join(',') + '\r\n';
}

/** The same CSV made a row at a time, held whole (a CSV of no rows is one empty line, as csvOf makes it). */
export class CsvLines {
  private lines = '';

  push(...rows: (readonly string[])[]): void {
    for (const row of rows) this.lines += csvLine(row);
  }

  text(): string {
    return this.lines || '\r\n';
  }
}

/** Minor units as a decimal amount with two places ("1234.56", "-0.50"). */
export function decimalAmount(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`not an amount in minor units: ${minor}`);
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The sum of a payslip's lines of these codes (and kind, when given). */
export function linesOf(payslip: Pick<FiledPayslip, 'line_items'>, codes: readonly string[], kind?: string): number {
  return payslip.line_items.filter((l) => codes.includes(l.code) && (kind === undefined || l.kind === kind)).reduce((sum, l) => sum + l.amount_minor, 0);
}

/** A contractor's payslips are not an employee's: no employer's return reports them. */
export const isEmployeePayslip = (payslip: Pick<FiledPayslip, 'employee_snapshot'>) => payslip.employee_snapshot.classification !== 'contractor';

/** Text for a cell of a comma-separated upload whose portal takes no commas, quotes or line breaks in a value (KRA, GRA, SSNIT). */
export function cellText(value: string): string {
  return value.replace(/[",\r\n]+/gu, ' ').replace(/\s+/gu, ' ').trim();
}

export const csvMedia = { contentType: 'text/csv; charset=utf-8', extension: 'csv' } as const;
