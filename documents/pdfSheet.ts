import { type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { PageText } from './pageText.ts';

export const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
export const margin = 42;
export const contentRight = pageSize[0] - margin;
const bottom = margin + 18; // room for the page footer
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export const ink = {
  text: rgb(0.11, 0.12, 0.14),
  muted: rgb(0.38, 0.40, 0.44),
  accent: rgb(0.09, 0.27, 0.47),
  rule: rgb(0.80, 0.82, 0.86),
  band: rgb(0.93, 0.95, 0.97),
};

export interface SheetFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  align?: 'left' | 'right';
}

/** A cursor down A4 pages: writes text and rules, and turns the page when a block would not fit. */
export class Sheet {
  private page: PDFPage;
  private pageText: PageText;
  y: number;

  constructor(private readonly pdf: PDFDocument, readonly fonts: SheetFonts) {
    this.page = this.pdf.addPage(pageSize);
    this.pageText = new PageText(this.page);
    this.y = pageSize[1] - margin;
  }

  /** Turns the page unless `height` points still fit above the footer; says whether it turned. */
  keep(height: number): boolean {
    if (this.y - height >= bottom) return false;
    this.page = this.pdf.addPage(pageSize);
    this.pageText = new PageText(this.page);
    this.y = pageSize[1] - margin;
    return true;
  }

  text(value: string, x: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const left = style.align === 'right' ? x - font.widthOfTextAtSize(value, size) : x;
    this.pageText.draw(value, { x: left, y: this.y - size, size, font, color: style.color ?? ink.text });
  }

  width(value: string, style: TextStyle = {}): number {
    return (style.bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(value, style.size ?? 9);
  }

  /** Splits text into lines no wider than `maxWidth`, at spaces, and a word wider than a line between its letters. */
  wrap(value: string, maxWidth: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(/\s+/).flatMap((w) => (w.length > 0 ? this.splitWide(w, maxWidth, style) : []))) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, style) > maxWidth) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  /** A word cut into pieces that each fit, between grapheme clusters so a letter keeps its marks. */
  private splitWide(word: string, maxWidth: number, style: TextStyle): string[] {
    if (this.width(word, style) <= maxWidth) return [word];
    const pieces: string[] = [];
    let piece = '';
    for (const { segment } of graphemes.segment(word)) {
      if (piece && this.width(piece + segment, style) > maxWidth) {
        pieces.push(piece);
        piece = '';
      }
      piece += segment;
    }
    return piece ? [...pieces, piece] : pieces;
  }

  /** The text cut to `maxWidth`, ending in an ellipsis when something had to go. */
  rule(x: number, toX: number, color: RGB = ink.rule, thickness = 0.6): void {
    this.page.drawLine({ start: { x, y: this.y }, end: { x: toX, y: this.y }, thickness, color });
  }

  band(x: number, toX: number, height: number, color: RGB = ink.band): void {
    this.page.drawRectangle({ x, y: this.y - height, width: toX - x, height, color });
  }

  down(points: number): void {
    this.y -= points;
  }
}

/** "Page n of m" and a line of identity on every page, drawn once the page count is known. */
export function drawFooters(pdf: PDFDocument, font: PDFFont, identity: string): void {
  const pages = pdf.getPages();
  const size = 6.5;
  pages.forEach((page, index) => {
    const y = margin - 4;
    page.drawLine({ start: { x: margin, y: y + 12 }, end: { x: contentRight, y: y + 12 }, thickness: 0.4, color: ink.rule });
    const label = `Page ${index + 1} of ${pages.length}`;
    const labelWidth = font.widthOfTextAtSize(label, size);
    const text = new PageText(page);
    text.draw(fitted(identity, contentRight - margin - labelWidth - 12, (text) => font.widthOfTextAtSize(text, size)), { x: margin, y, size, font, color: ink.muted });
    text.draw(label, { x: contentRight - labelWidth, y, size, font, color: ink.muted });
  });
}

function fitted(value: string, maxWidth: number, width: (text: string) => number): string {
  if (width(value) <= maxWidth) return value;
  let kept = '';
  for (const { segment } of graphemes.segment(value)) {
    if (width(`${kept}${segment}…`) > maxWidth) break;
    kept += segment;
  }
  return `${kept.trimEnd()}…`;
}
