import { PDFDocument } from 'pdf-lib';
import { payslipFonts, subsetTag } from './font.ts';
import { embedSubsets, subsetFont } from './embeddedSubset.ts';
import { drawFooters, Sheet } from './pdfSheet.ts';
import { deflateWithKeptState } from './pdfDeflate.ts';
import { shortenPdfLibSteps } from './pdfLibShortcuts.ts';

// Same bytes, less work: pdf-lib's deflate and two of its steps (the modules say how).
deflateWithKeptState();
shortenPdfLibSteps();

export interface DocumentPdfMeta {
  /** Fixes the font subset tags, so the same document renders to the same bytes. */
  id: string;
  title: string;
  author: string;
  subject: string;
  /** The document's own date: the PDF's only date, so no clock time enters the bytes. */
  issuedAt: Date;
}

/**
 * A document laid out on the payslip's engine (payslip, P45, P60): the PDF with its metadata, a sheet to draw on,
 * and `finish`, which draws the page footers, embeds the font subsets and writes the bytes.
 */
export async function openDocumentPdf(meta: DocumentPdfMeta) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await payslipFonts();
  const regular = await subsetFont(pdf, fonts, fonts.regular, `${subsetTag(meta.id, 0)}+DejaVuSans`);
  const bold = await subsetFont(pdf, fonts, fonts.bold, `${subsetTag(meta.id, 1)}+DejaVuSans-Bold`);
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setSubject(meta.subject);
  pdf.setCreator('payroll-service');
  pdf.setProducer('payroll-service (pdf-lib)');
  pdf.setLanguage('en');
  pdf.setCreationDate(meta.issuedAt);
  pdf.setModificationDate(meta.issuedAt);
  const sheet = new Sheet(pdf, { regular, bold });
  const finish = async (footer: string): Promise<Uint8Array> => {
    drawFooters(pdf, regular, footer);
    await embedSubsets([regular, bold]);
    // objectsPerTick: pdf-lib would otherwise wait a timer tick (1 ms or more) after every 50 objects it writes, for nothing.
    return pdf.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false, objectsPerTick: Infinity });
  };
  return { sheet, finish };
}
