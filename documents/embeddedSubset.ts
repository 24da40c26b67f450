import { CustomFontSubsetEmbedder, type PDFContext, type PDFDocument, PDFFont, type PDFRef } from 'pdf-lib';
import type { PayslipFonts } from './font.ts';

/**
 * A font subset's deflated file, kept per font and per glyph sequence. The subset numbers glyphs in the
 * order the page first uses them and fontkit writes the file from that order alone, so the same
 * sequence always gives the same bytes: writing it (fontkit, behind timers) and deflating it (pako) are
 * the dearest steps of a render and need doing once. A different order of the same glyphs is a
 * different file, so it is a different entry; keeping today's numbering keeps every payslip's bytes.
 */
const deflatedSubsets = new WeakMap<Uint8Array, Map<string, Uint8Array>>();

/** Enough for the glyph sequences of many payslips in a run, bounded so a long-running server stays small. */
const maxSequencesPerFont = 256;

interface SubsetEmbedderInternals {
  /** The subset's glyphs by subset id minus one (id 0 is .notdef), filled as text is encoded. */
  glyphs: { id: number }[];
  serializeFont(): Promise<Uint8Array>;
  embedFontStream(context: PDFContext): Promise<PDFRef>;
}

/**
 * Embeds `bytes` (one of `fonts`) as a subset named `customName`, the way `pdf.embedFont(..., { subset:
 * true })` does, but reusing the deflated font file of an earlier render with the same glyph sequence.
 * The font is not in the document's own list: `embedSubsets` must embed it before `pdf.save()`.
 */
export async function subsetFont(pdf: PDFDocument, fonts: PayslipFonts, bytes: Uint8Array, customName: string): Promise<PDFFont> {
  const embedder = await CustomFontSubsetEmbedder.for(fonts.fontkit, bytes, customName);
  // pdf-lib keeps embedFontStream protected; replacing it on this instance is the one seam through which
  // a written subset can be reused. It registers the same dictionary pdf-lib's own does.
  const internals = embedder as unknown as SubsetEmbedderInternals;
  internals.embedFontStream = async (context) => {
    let cache = deflatedSubsets.get(bytes);
    if (!cache) deflatedSubsets.set(bytes, (cache = new Map()));
    const sequence = internals.glyphs.map((glyph) => glyph.id).join(' ');
    const deflated = cache.get(sequence);
    if (deflated) return context.register(context.stream(deflated, { Filter: 'FlateDecode' }));
    const stream = context.flateStream(await internals.serializeFont());
    if (cache.size >= maxSequencesPerFont) cache.delete(cache.keys().next().value!);
    cache.set(sequence, stream.getContents());
    return context.register(stream);
  };
  // Same order as pdf.embedFont: the embedder first, then the font's object number.
  return PDFFont.of(pdf.context.nextRef(), pdf, embedder);
}

/** Writes the subsets into the document, in the order given (which fixes their object numbers). */
export async function embedSubsets(fonts: PDFFont[]): Promise<void> {
  for (const font of fonts) await font.embed();
}
