import { p10Columns } from '../../../documents/filings/ke/p10.ts';
import { nssfColumns } from '../../../documents/filings/ke/nssf.ts';

/**
 * The checks KRA's P10 template and NSSF's payroll template make before they produce an upload
 * (documents/filings/ke/SOURCES.md): each returns the problems found, empty when the file passes.
 */
const amount = /^\d{1,13}\.\d{2}$/u; // at most 15 digits (the template's help sheet), two decimals
const cents = (value: string) => Math.round(Number(value) * 100);

export function csvRows(text: string): string[][] {
  if (!text.endsWith('\r\n')) throw new Error('a CSV upload ends with CRLF');
  return text.slice(0, -2).split('\r\n').map((line) => line.split(','));
}

export function p10Problems(text: string): string[] {
  const problems: string[] = [];
  const rows = csvRows(text);
  rows.forEach((row, i) => {
    const at = `row ${i + 1}`;
    if (row.length !== p10Columns.length) return problems.push(`${at}: ${row.length} columns, the sheet has ${p10Columns.length}`);
    const [pin, name, status, type, pwd, certificate, ...rest] = row as [string, string, string, string, string, string, ...string[]];
    if (!/^A\d{9}[A-Z]$/u.test(pin)) problems.push(`${at}: PIN of Employee ${pin} is not an individual's KRA PIN`);
    if (name.length === 0) problems.push(`${at}: Name of Employee is blank`);
    if (!['Resident', 'Non-Resident'].includes(status)) problems.push(`${at}: Residential Status ${status}`);
    if (!['Primary Employee', 'Secondary Employee'].includes(type)) problems.push(`${at}: Type of Employee ${type}`);
    if (!['Yes', 'No'].includes(pwd)) problems.push(`${at}: Persons With Disability ${pwd}`);
    if ((pwd === 'Yes') !== (certificate.length > 0)) problems.push(`${at}: an exemption certificate goes with a person with disability, and only then`);
    const [a, b, c, d, housing, f, g, h, ...deductions] = rest as [string, string, string, string, string, string, string, string, ...string[]];
    for (const [j, value] of [a, b, c, d, f, g, h, ...deductions].entries()) if (!amount.test(value)) problems.push(`${at}: amount ${j} ${value}`);
    if (!['Benefit not given', 'Employer\'s Owned House', 'Employer\'s Rented House', 'Agriculture Farm', 'House to Non Full Time Service Director'].includes(housing)) problems.push(`${at}: Type of Housing ${housing}`);
    if (cents(h) !== cents(a) + cents(b) + cents(c) + cents(d) + cents(f) + cents(g)) problems.push(`${at}: Total Gross Pay (H) is not A+B+C+D+F+G`);
    const [, , , , , , taxable, , , paye, selfAssessed] = deductions.map(cents);
    if (taxable! > cents(h)) problems.push(`${at}: Taxable Pay (O) exceeds Total Gross Pay (H)`);
    if (paye !== selfAssessed) problems.push(`${at}: Self Assessed PAYE Tax (S) differs from PAYE Tax (R)`);
  });
  return problems;
}

export function nssfProblems(text: string): string[] {
  const problems: string[] = [];
  const [header, ...records] = csvRows(text);
  if (header!.join(',') !== nssfColumns.join(',')) problems.push('the header is not the template\'s');
  if (records.length === 0) problems.push('no records');
  records.forEach((row, i) => {
    const at = `record ${i + 1}`;
    if (row.length !== nssfColumns.length) return problems.push(`${at}: ${row.length} columns`);
    if (row.every((cell) => cell === '')) problems.push(`${at}: a blank row`);
    // Columns A to F are text without special characters (/ " - and the like).
    for (const cell of row.slice(0, 6)) if (/[/"'\-=+]/u.test(cell)) problems.push(`${at}: special character in ${cell}`);
    if (row[1] === '' || row[2] === '' || row[3] === '' || row[4] === '' || row[5] === '') problems.push(`${at}: a required text column is blank`);
    if (!/^(?=.{9,10}$)\d+X?$/u.test(row[5]!)) problems.push(`${at}: NSSF No ${row[5]} is not 9 or 10 characters`);
    if (row.some((cell) => cell.startsWith('='))) problems.push(`${at}: a formula`);
    for (const value of row.slice(6)) if (!amount.test(value)) problems.push(`${at}: amount ${value}`);
    const [t1e, t1r, t2e, t2r, total] = row.slice(8).map(cents);
    if (t1e! + t1r! + t2e! + t2r! !== total) problems.push(`${at}: the tiers do not add up to the total`);
    if (/total/iu.test(row[1]!)) problems.push(`${at}: a totals row after the records`);
  });
  return problems;
}
