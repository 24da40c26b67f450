import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { PDFDocument, type PDFFont, type RGB, rgb } from 'pdf-lib';
import { payslipFonts } from '../../documents/font.ts';
import { embedSubsets, subsetFont } from '../../documents/embeddedSubset.ts';
import { PageText } from '../../documents/pageText.ts';
import '../../documents/documentPdf.ts'; // pdf-lib's deflate and shortcuts, as every render has them

type Draw = { value: string; x: number; y: number; size: number; bold: boolean; color: RGB };

const draws: Draw[] = [
  { value: 'PAYSLIP', x: 553.28, y: 784.89, size: 15, bold: true, color: rgb(0.09, 0.27, 0.47) },
  { value: 'Adébáyọ̀ Ọlábísí Nguyễn Thị Minh Khai'.normalize('NFC'), x: 42, y: 760.5, size: 13, bold: true, color: rgb(0.11, 0.12, 0.14) },
  { value: 'KES 1,234,567.89', x: 547.28 - 61.37890625, y: 0.0000001, size: 9, bold: false, color: rgb(0, 0, 0) },
  { value: 'two\nlines\tand a tab', x: -3.5, y: 1e21, size: 7.5, bold: false, color: rgb(0.38, 0.4, 0.44) },
  { value: '', x: 42, y: 100, size: 6.5, bold: false, color: rgb(1, 1, 1) },
  { value: 'marginal rate 30% · 16 of 31 days — “quoted”', x: 1 / 3, y: 2 / 3, size: 8, bold: true, color: rgb(0.93, 0.95, 0.97) },
];

/** The same texts drawn by pdf-lib's drawText or by PageText, lines and rectangles between them, on two pages. */
async function drawn(by: 'pdf-lib' | 'PageText'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await payslipFonts();
  const regular = await subsetFont(pdf, fonts, fonts.regular, 'AAAAAA+DejaVuSans');
  const bold = await subsetFont(pdf, fonts, fonts.bold, 'BAAAAA+DejaVuSans-Bold');
  for (let pageNumber = 0; pageNumber < 2; pageNumber++) {
    const page = pdf.addPage([595.28, 841.89]);
    const text = new PageText(page);
    for (const [index, { value, bold: isBold, ...at }] of draws.entries()) {
      const font: PDFFont = isBold ? bold : regular;
      if (by === 'pdf-lib') page.drawText(value, { ...at, font });
      else text.draw(value, { ...at, font });
      if (index % 2 === 0) page.drawLine({ start: { x: 42, y: at.size }, end: { x: 553, y: at.size }, thickness: 0.6, color: rgb(0.8, 0.82, 0.86) });
      else page.drawRectangle({ x: 42, y: 10, width: 511, height: at.size, color: rgb(0.93, 0.95, 0.97) });
    }
  }
  await embedSubsets([regular, bold]);
  return pdf.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false });
}

describe("a sheet's text drawn without pdf-lib's drawText", () => {
  it("writes the bytes pdf-lib's drawText writes: font names, glyph order, operators, numbers", async () => {
    const theirs = await drawn('pdf-lib');
    const mine = await drawn('PageText');
    expect(Buffer.from(mine).equals(Buffer.from(theirs))).toBe(true);
  });
});
