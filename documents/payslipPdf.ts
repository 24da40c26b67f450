import type { PayslipDocument, PrintedSection } from './payslipDocument.ts';
import { openDocumentPdf } from './documentPdf.ts';
import { contentRight, ink, margin, type Sheet } from './pdfSheet.ts';

const column = {
  description: margin + 6,
  descriptionWidth: 300,
  base: 420,
  rate: 480,
  amount: contentRight - 6,
};
type Columns = typeof column;
const columnGap = 10;
const factValueOffset = 78;
const rightFacts = 320;
const rowHeight = 12.5;
const smallPrintSize = 6.5;
const noteStyle = { size: 7.5, color: ink.muted };
const noteHeight = 10;
/** Layout 2 puts the summary first on payslips of up to this many lines (issue 27, item 7). */
const summaryFirstUpToLines = 20;

/**
 * Lays a payslip out on A4 with pdf-lib. Every input to the bytes is fixed by the document: the dates are
 * the payslip's own, the font subset tags derive from its id, and pdf-lib writes no /ID or clock time.
 */
export async function renderPayslipPdf(document: PayslipDocument): Promise<Uint8Array> {
  const { sheet, finish } = await openDocumentPdf({
    id: document.payslipId,
    title: document.title,
    author: document.organizationName,
    subject: 'Payslip',
    issuedAt: document.issuedAt,
  });
  header(sheet, document);
  parties(sheet, document);
  const lines = document.sections.reduce((count, section) => count + section.lines.length, 0);
  if (document.layoutVersion >= 2 && lines <= summaryFirstUpToLines) {
    // Layout 2: what the employee looks for first stands on page 1, before the lines that explain it.
    netPay(sheet, document);
    yearToDate(sheet, document);
    for (const section of document.sections) table(sheet, section);
    sheet.keep(smallPrintHeight(sheet, document));
    smallPrint(sheet, document);
  } else {
    for (const section of document.sections) table(sheet, section);
    // What was paid, the year to date and the small print travel together: a last page never holds a stray line.
    sheet.keep(netPayHeight(document) + yearToDateHeight(document) + smallPrintHeight(sheet, document));
    netPay(sheet, document);
    yearToDate(sheet, document);
    smallPrint(sheet, document);
  }
  return finish(`${document.organizationName} · ${document.title.replace(/^Payslip /, 'Payslip of ')}`);
}

function header(sheet: Sheet, document: PayslipDocument): void {
  const style = { size: 15, bold: true, color: ink.accent };
  const room = contentRight - margin - sheet.width('PAYSLIP', style) - 16;
  for (const [index, line] of sheet.wrap(document.organizationName, room, style).entries()) {
    if (index > 0) sheet.down(18);
    sheet.text(line, margin, style);
    if (index === 0) sheet.text('PAYSLIP', contentRight, { ...style, align: 'right' });
  }
  sheet.down(22);
  sheet.text(document.headline, contentRight, { color: ink.muted, align: 'right' });
  sheet.down(14);
  sheet.rule(margin, contentRight, ink.accent, 1.2);
  sheet.down(14);
}

function parties(sheet: Sheet, document: PayslipDocument): void {
  const nameStyle = { size: 13, bold: true };
  for (const [index, line] of sheet.wrap(document.employee.name, contentRight - margin, nameStyle).entries()) {
    if (index > 0) sheet.down(16);
    sheet.text(line, margin, nameStyle);
  }
  const top = sheet.y;
  sheet.down(20);
  facts(sheet, document.employee.facts, margin, rightFacts - columnGap);
  const leftBottom = sheet.y;
  sheet.y = top;
  sheet.down(20);
  facts(sheet, document.period, rightFacts, contentRight);
  sheet.y = Math.min(leftBottom, sheet.y) - 10;
}

function facts(sheet: Sheet, rows: { label: string; value: string }[], x: number, right: number): void {
  const width = right - x - factValueOffset;
  for (const row of rows) {
    sheet.text(row.label, x, { color: ink.muted });
    // A value too wide breaks first after a dash ("1 September 2025 –" / "30 September 2025"), then at spaces.
    const parts = sheet.width(row.value) <= width ? [row.value] : row.value.split(/(?<= –) /);
    for (const line of parts.flatMap((part) => sheet.wrap(part, width))) {
      sheet.text(line, x + factValueOffset);
      sheet.down(rowHeight);
    }
  }
}

/** The usual columns, moved left only as far as this section's widest figures need. */
function columnsFor(sheet: Sheet, section: PrintedSection): Columns {
  const widest = (values: string[]) => Math.max(0, ...values.map((v) => sheet.width(v)));
  // The total's row has no base or rate, so only the lines' amounts push the rate column.
  const rate = Math.min(column.rate, column.amount - widest(section.lines.map((l) => l.amount)) - columnGap);
  const base = Math.min(column.base, rate - widest(section.lines.map((l) => l.rate)) - columnGap);
  const descriptionWidth = Math.min(column.descriptionWidth, base - widest(section.lines.map((l) => l.base)) - columnGap - column.description);
  return { ...column, rate, base, descriptionWidth };
}

function table(sheet: Sheet, section: PrintedSection): void {
  const columns = columnsFor(sheet, section);
  sheet.keep(rowHeight * 4);
  sheet.text(section.title, margin, { size: 10.5, bold: true, color: ink.accent });
  sheet.down(14);
  columnHeads(sheet, columns);
  if (section.lines.length === 0) {
    sheet.text('None this period', column.description, { color: ink.muted });
    sheet.down(rowHeight);
  }
  for (const line of section.lines) {
    const description = placedNotes(sheet, sheet.wrap(line.description, columns.descriptionWidth), line.notes, columns.descriptionWidth);
    if (sheet.keep(description.reduce((sum, row) => sum + row.height, 0))) columnHeads(sheet, columns);
    sheet.text(line.base, columns.base, { align: 'right' });
    sheet.text(line.rate, columns.rate, { align: 'right' });
    sheet.text(line.amount, columns.amount, { align: 'right' });
    for (const row of description) {
      if (row.text !== '') sheet.text(row.text, column.description);
      for (const note of row.notes) sheet.text(note.text, column.description + note.x, noteStyle);
      sheet.down(row.height);
    }
    sheet.down(1);
  }
  if (section.total) {
    sheet.keep(rowHeight + 6);
    sheet.rule(margin, contentRight);
    sheet.down(4);
    sheet.text(section.total.label, column.description, { bold: true });
    sheet.text(section.total.amount, column.amount, { bold: true, align: 'right' });
    sheet.down(rowHeight);
  }
  if (section.note) {
    sheet.text(section.note, column.description, { size: 7.5, color: ink.muted });
    sheet.down(rowHeight - 2);
  }
  sheet.down(7);
}

interface DescriptionRow {
  text: string;
  /** Notes on this row, `x` points right of the description's left edge. */
  notes: { text: string; x: number }[];
  height: number;
}

const noteGap = 8;

/**
 * A line's description rows with its notes ("16 of 31 days", "marginal rate 30%") after the text, in small
 * muted print: on the description's last row while they fit there, so a note rarely costs a row, else each on
 * a row of its own under it.
 */
function placedNotes(sheet: Sheet, description: string[], notes: string[], width: number): DescriptionRow[] {
  const rows: DescriptionRow[] = description.map((text) => ({ text, notes: [], height: rowHeight }));
  let last = rows.at(-1)!;
  let used = last.text === '' ? 0 : sheet.width(last.text) + noteGap;
  for (const note of notes) {
    for (const part of sheet.wrap(note, width, noteStyle)) {
      const needed = sheet.width(part, noteStyle);
      if (used + needed > width) {
        last = { text: '', notes: [], height: noteHeight };
        rows.push(last);
        used = 0;
      }
      last.notes.push({ text: part, x: used });
      used += needed + noteGap;
    }
  }
  return rows;
}

function columnHeads(sheet: Sheet, columns: Columns): void {
  sheet.band(margin, contentRight, rowHeight + 2);
  sheet.down(3);
  const style = { size: 8, bold: true, color: ink.muted };
  sheet.text('Description', columns.description, style);
  sheet.text('Base', columns.base, { ...style, align: 'right' });
  sheet.text('Rate', columns.rate, { ...style, align: 'right' });
  sheet.text('Amount', columns.amount, { ...style, align: 'right' });
  sheet.down(rowHeight + 1);
}

const netPayBand = (document: PayslipDocument) => 8 + 20 + rowHeight * document.payment.length + 4;
const netPayHeight = (document: PayslipDocument) => netPayBand(document) + 14;
const yearToDateHeight = (document: PayslipDocument) =>
  document.yearToDate.rows.length === 0 ? 0 : 16 + rowHeight * Math.ceil(document.yearToDate.rows.length / 2) + 12;
const smallPrintStyle = { size: smallPrintSize, color: ink.muted };
const smallPrintHeight = (sheet: Sheet, document: PayslipDocument) => 6 + document.smallPrint
  .map((paragraph) => sheet.wrap(paragraph, contentRight - margin, smallPrintStyle).length * (smallPrintSize + 2.5) + 2)
  .reduce((sum, height) => sum + height, 0);

function netPay(sheet: Sheet, document: PayslipDocument): void {
  const height = netPayBand(document);
  sheet.keep(height);
  sheet.band(margin, contentRight, height, ink.band);
  sheet.down(8);
  sheet.text('Net pay', column.description, { size: 12, bold: true, color: ink.accent });
  sheet.text(document.netPay, column.amount, { size: 12, bold: true, color: ink.accent, align: 'right' });
  sheet.down(20);
  for (const row of document.payment) {
    sheet.text(row.label, column.description, { color: ink.muted });
    sheet.text(row.value, column.amount, { align: 'right' });
    sheet.down(rowHeight);
  }
  sheet.down(4 + 14);
}

function yearToDate(sheet: Sheet, document: PayslipDocument): void {
  const rows = document.yearToDate.rows;
  if (rows.length === 0) return;
  const half = Math.ceil(rows.length / 2);
  sheet.keep(rowHeight * (half + 2));
  sheet.text('Year to date', margin, { size: 10.5, bold: true, color: ink.accent });
  sheet.text(document.yearToDate.heading, contentRight, { size: 7.5, color: ink.muted, align: 'right' });
  sheet.down(16);
  const top = sheet.y;
  rows.forEach((row, index) => {
    const left = index < half;
    sheet.y = top - rowHeight * (left ? index : index - half);
    const x = left ? column.description : 310;
    const right = left ? 282 : column.amount;
    sheet.text(row.label, x, { color: ink.muted });
    sheet.text(row.value, right, { align: 'right' });
  });
  sheet.y = top - rowHeight * half - 12;
}

function smallPrint(sheet: Sheet, document: PayslipDocument): void {
  const style = smallPrintStyle;
  sheet.keep(30);
  sheet.rule(margin, contentRight);
  sheet.down(6);
  for (const paragraph of document.smallPrint) {
    for (const line of sheet.wrap(paragraph, contentRight - margin, style)) {
      sheet.keep(smallPrintSize + 2);
      sheet.text(line, margin, style);
      sheet.down(smallPrintSize + 2.5);
    }
    sheet.down(2);
  }
}
