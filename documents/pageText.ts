import { createRequire } from 'node:module';
import { type PDFDict, PDFOperator, type PDFContentStream, type PDFFont, type PDFPage, type PDFRef, type RGB } from 'pdf-lib';

/**
 * `page.drawText(text, { x, y, size, font, color })` written with less work and the same result, so a payslip's
 * bytes do not change (test/pdf pins them). pdf-lib's drawText checks fifteen options, finds the page's font
 * resources through the page tree, and builds ten operators of number and name objects per text, a few hundred
 * times per payslip (issue 31 item 5). This does what it does, in its order:
 *
 * - names the font anew in the page's font resources (pdf-lib's setFont; the same generator draws the same names);
 * - encodes each line through the font, which adds its glyphs to the subset in the order pdf-lib would;
 * - appends the same operators, already written out: one operator whose name is their text, joined by the newlines
 *   the content stream writes between operators.
 *
 * pdf-lib then leaves the page with no current font (its resetFont), which this never sets.
 */
export class PageText {
  private fonts: PDFDict | undefined;

  constructor(private readonly page: PDFPage) {}

  draw(text: string, options: { x: number; y: number; size: number; font: PDFFont; color: RGB }): void {
    const key = this.fontKey(options.font);
    // pdf-lib's lineSplit(cleanText(text)): a payslip's texts have no line breaks, but its rule is kept.
    const lines = text.replace(/\t|\u0085|\u2028|\u2029/g, '    ').replace(/[\b\v]/g, '').split(/[\n\f\r\u000B]/);
    let shown = '';
    for (const line of lines) shown += `\n<${encodedText(options.font, line)}> Tj\nT*`;
    const { red, green, blue } = options.color;
    const n = pdfLibNumber();
    const written =
      `q\nBT\n${n(red)} ${n(green)} ${n(blue)} rg\n${key} ${n(options.size)} Tf\n${n(defaultLineHeight)} TL\n` +
      `1 0 0 1 ${n(options.x)} ${n(options.y)} Tm${shown}\nET\nQ`;
    contentStreamOf(this.page).push(PDFOperator.of(written as never));
  }

  /** pdf-lib's setFont: a new name for the font in the page's /Font resources, drawn from the document's generator. */
  private fontKey(font: PDFFont): string {
    // The page's /Font dictionary, as pdf-lib finds it at each text (normalizedEntries); found once here.
    this.fonts ??= this.page.node.normalizedEntries().Font;
    const key = this.fonts.uniqueKey(font.name);
    this.fonts.set(key, font.ref as PDFRef);
    return key.toString();
  }
}

interface SubsetEmbedder {
  font: { layout(text: string, features?: unknown): { glyphs: { id: number }[] } };
  fontFeatures?: unknown;
  subset: { includeGlyph(glyph: { id: number }): number };
  glyphs: unknown[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
}

/**
 * `font.encodeText(line)` as pdf-lib's subset embedder does it (each glyph added to the subset in turn, its subset id
 * written as four or more upper-case hex digits), returning the hex digits without building a PDFHexString.
 */
function encodedText(font: PDFFont, line: string): string {
  const embedder = (font as unknown as { embedder: SubsetEmbedder }).embedder;
  (font as unknown as { modified: boolean }).modified = true;
  const glyphs = embedder.font.layout(line, embedder.fontFeatures).glyphs;
  let hex = '';
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i]!;
    const id = embedder.subset.includeGlyph(glyph);
    embedder.glyphs[id - 1] = glyph;
    embedder.glyphIdMap.set(glyph.id, id);
    hex += hexOf[id] ?? id.toString(16).padStart(4, '0').toUpperCase();
  }
  embedder.glyphCache.invalidate();
  return hex;
}

/** pdf-lib's toHexStringOfMinLength(id, 4) for the ids a subset of a payslip reaches. */
const hexOf = Array.from({ length: 4096 }, (_, id) => id.toString(16).padStart(4, '0').toUpperCase());

/** PDFPage's own lineHeight until setLineHeight, which a sheet never calls. */
const defaultLineHeight = 24;

function contentStreamOf(page: PDFPage): PDFContentStream {
  return (page as unknown as { getContentStream(): PDFContentStream }).getContentStream();
}

type PdfLibHelpers = { numberToString: (num: number) => string };
const helpers = createRequire(import.meta.url)('pdf-lib/cjs/utils/index.js') as PdfLibHelpers;

/** pdf-lib writes every number through this helper, read at each call (pdfLibShortcuts.ts replaces it). */
function pdfLibNumber(): (num: number) => string {
  return helpers.numberToString;
}
