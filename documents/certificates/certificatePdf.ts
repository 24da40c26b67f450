import { PDFDocument } from 'pdf-lib';
import { payslipFonts, subsetTag } from '../font.ts';
import { embedSubsets, subsetFont } from '../embeddedSubset.ts';
import { contentRight, drawFooters, ink, margin, Sheet } from '../pdfSheet.ts';

/** A statutory certificate as printed (GB P45, P60): a title, then sections of labelled values. */
export interface CertificateDocument {
  /** Fixes the font subset tags, so the same certificate renders to the same bytes. */
  id: string;
  title: string;
  subtitle: string;
  organizationName: string;
  /** The certificate's own date (the tax year's end, the leaving date): the PDF's only date. */
  issuedAt: Date;
  sections: { heading: string; rows: { label: string; value: string }[] }[];
  note: string;
}

/** Laid out with the payslip's document engine (pdf-lib, the same fonts and sheet); no clock time enters the bytes. */
export async function renderCertificatePdf(document: CertificateDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await payslipFonts();
  const regular = await subsetFont(pdf, fonts, fonts.regular, `${subsetTag(document.id, 0)}+DejaVuSans`);
  const bold = await subsetFont(pdf, fonts, fonts.bold, `${subsetTag(document.id, 1)}+DejaVuSans-Bold`);
  pdf.setTitle(`${document.title} ${document.subtitle}`);
  pdf.setAuthor(document.organizationName);
  pdf.setSubject(document.title);
  pdf.setCreator('payroll-service');
  pdf.setProducer('payroll-service (pdf-lib)');
  pdf.setLanguage('en');
  pdf.setCreationDate(document.issuedAt);
  pdf.setModificationDate(document.issuedAt);

  const sheet = new Sheet(pdf, { regular, bold });
  sheet.text(document.title, margin, { size: 15, bold: true, color: ink.accent });
  sheet.text(document.organizationName, contentRight, { color: ink.muted, align: 'right' });
  sheet.down(22);
  sheet.text(document.subtitle, margin, { color: ink.muted });
  sheet.down(14);
  sheet.rule(margin, contentRight, ink.accent, 1.2);
  sheet.down(16);
  for (const section of document.sections) {
    sheet.keep(18 + section.rows.length * 13);
    sheet.text(section.heading, margin, { size: 10, bold: true });
    sheet.down(15);
    for (const row of section.rows) {
      sheet.text(row.label, margin + 6);
      sheet.text(row.value, contentRight - 6, { align: 'right' });
      sheet.down(13);
    }
    sheet.down(8);
  }
  for (const line of sheet.wrap(document.note, contentRight - margin, { size: 7.5 })) {
    sheet.keep(10);
    sheet.text(line, margin, { size: 7.5, color: ink.muted });
    sheet.down(10);
  }
  drawFooters(pdf, regular, `${document.organizationName} · ${document.title} ${document.subtitle}`);
  await embedSubsets([regular, bold]);
  return pdf.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false });
}
