import { openDocumentPdf } from '../documentPdf.ts';
import { contentRight, ink, margin } from '../pdfSheet.ts';

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
  const { sheet, finish } = await openDocumentPdf({
    id: document.id,
    title: `${document.title} ${document.subtitle}`,
    author: document.organizationName,
    subject: document.title,
    issuedAt: document.issuedAt,
  });
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
  return finish(`${document.organizationName} · ${document.title} ${document.subtitle}`);
}
