import { PDFDocument } from 'pdf-lib';
import type { PayslipDocument, PrintedSection } from './payslipDocument.ts';
import { payslipFonts, subsetTag } from './font.ts';
import { embedSubsets, subsetFont } from './embeddedSubset.ts';
import { contentRight, drawFooters, ink, margin, Sheet } from './pdfSheet.ts';

const column = {
  description: margin + 6,
  descriptionWidth: 300,
  base: 420,
  rate: 480,
  amount: contentRight - 6,
};
const rowHeight = 12.5;
const smallPrintSize = 6.5;

/**
 * Lays a payslip out on A4 with pdf-lib. Every input to the bytes is fixed by the document: the dates are
 * the payslip's own, the font subset tags derive from its id, and pdf-lib writes no /ID or clock time.
 */
export async function renderPayslipPdf(document: PayslipDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await payslipFonts();
  const regular = await subsetFont(pdf, fonts, fonts.regular, `${subsetTag(document.payslipId, 0)}+DejaVuSans`);
  const bold = await subsetFont(pdf, fonts, fonts.bold, `${subsetTag(document.payslipId, 1)}+DejaVuSans-Bold`);

  pdf.setTitle(document.title);
  pdf.setAuthor(document.organizationName);
  pdf.setSubject('Payslip');
  pdf.setCreator('payroll-service');
  pdf.setProducer('payroll-service (pdf-lib)');
  pdf.setLanguage('en');
  pdf.setCreationDate(document.issuedAt);
  pdf.setModificationDate(document.issuedAt);

  const sheet = new Sheet(pdf, { regular, bold });
  header(sheet, document);
  parties(sheet, document);
  for (const section of document.sections) table(sheet, section);
  netPay(sheet, document);
  yearToDate(sheet, document);
  smallPrint(sheet, document);
  drawFooters(pdf, regular, `${document.organizationName} · ${document.title.replace(/^Payslip /, 'Payslip of ')}`);

  await embedSubsets([regular, bold]);
  return pdf.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false });
}

function header(sheet: Sheet, document: PayslipDocument): void {
  sheet.text(document.organizationName, margin, { size: 15, bold: true, color: ink.accent });
  sheet.text('PAYSLIP', contentRight, { size: 15, bold: true, color: ink.accent, align: 'right' });
  sheet.down(22);
  sheet.text(document.headline, contentRight, { color: ink.muted, align: 'right' });
  sheet.down(14);
  sheet.rule(margin, contentRight, ink.accent, 1.2);
  sheet.down(14);
}

function parties(sheet: Sheet, document: PayslipDocument): void {
  const top = sheet.y;
  sheet.text(document.employee.name, margin, { size: 13, bold: true });
  sheet.down(20);
  facts(sheet, document.employee.facts, margin);
  const leftBottom = sheet.y;
  sheet.y = top;
  sheet.down(20);
  facts(sheet, document.period, 320);
  sheet.y = Math.min(leftBottom, sheet.y) - 10;
}

function facts(sheet: Sheet, rows: { label: string; value: string }[], x: number): void {
  for (const row of rows) {
    sheet.text(row.label, x, { color: ink.muted });
    sheet.text(row.value, x + 78);
    sheet.down(rowHeight);
  }
}

function table(sheet: Sheet, section: PrintedSection): void {
  sheet.keep(rowHeight * 4);
  sheet.text(section.title, margin, { size: 10.5, bold: true, color: ink.accent });
  sheet.down(14);
  columnHeads(sheet);
  if (section.lines.length === 0) {
    sheet.text('None this period', column.description, { color: ink.muted });
    sheet.down(rowHeight);
  }
  for (const line of section.lines) {
    const description = sheet.wrap(line.description, column.descriptionWidth);
    if (sheet.keep(rowHeight * description.length)) columnHeads(sheet);
    sheet.text(line.base, column.base, { align: 'right' });
    sheet.text(line.rate, column.rate, { align: 'right' });
    sheet.text(line.amount, column.amount, { align: 'right' });
    for (const part of description) {
      sheet.text(part, column.description);
      sheet.down(rowHeight);
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

function columnHeads(sheet: Sheet): void {
  sheet.band(margin, contentRight, rowHeight + 2);
  sheet.down(3);
  const style = { size: 8, bold: true, color: ink.muted };
  sheet.text('Description', column.description, style);
  sheet.text('Base', column.base, { ...style, align: 'right' });
  sheet.text('Rate', column.rate, { ...style, align: 'right' });
  sheet.text('Amount', column.amount, { ...style, align: 'right' });
  sheet.down(rowHeight + 1);
}

function netPay(sheet: Sheet, document: PayslipDocument): void {
  const height = 8 + 20 + rowHeight * document.payment.length + 4;
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
  const style = { size: smallPrintSize, color: ink.muted };
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
