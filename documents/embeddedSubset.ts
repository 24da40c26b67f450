import { CustomFontSubsetEmbedder, type PDFContext, type PDFDocument, PDFFont, PDFRawStream, type PDFRef } from 'pdf-lib';
import type { PayslipFonts } from './font.ts';
import { subsetFile, type TtfSubset } from './subsetFile.ts';

/**
 * A font subset's deflated streams, kept per font, per stream and per glyph sequence. The subset numbers
 * glyphs in the order the page first uses them, and both its font file (written by fontkit, behind
 * timers) and its ToUnicode map are made from that order alone, so the same sequence always gives the
 * same bytes: writing and deflating them (pako) are the dearest steps of a render and need doing once.
 * A different order of the same glyphs is a different file, so it is a different entry; keeping today's
 * numbering keeps every payslip's bytes.
 */
const deflatedStreams = new WeakMap<Uint8Array, Map<string, Uint8Array>>();

/** Enough for the glyph sequences of many payslips in a run, bounded so a long-running server stays small. */
const maxEntriesPerFont = 512;

interface SubsetEmbedderInternals {
  /** The subset's glyphs by subset id minus one (id 0 is .notdef), filled as text is encoded. */
  glyphs: { id: number }[];
  /** fontkit's subset: `encode(stream)` writes the TrueType file synchronously. */
  subset: FontkitSubset & { font: { createSubset(): FontkitSubset } };
  serializeFont(): Promise<Uint8Array>;
  embedFontStream(context: PDFContext): Promise<PDFRef>;
  /** Synchronous in pdf-lib, and called without await: it must stay so. */
  embedUnicodeCmap(context: PDFContext): PDFRef;
}

/**
 * Embeds `bytes` (one of `fonts`) as a subset named `customName`, the way `pdf.embedFont(..., { subset:
 * true })` does, but reusing the deflated streams of an earlier render with the same glyph sequence.
 * The font is not in the document's own list: `embedSubsets` must embed it before `pdf.save()`.
 */
export async function subsetFont(pdf: PDFDocument, fonts: PayslipFonts, bytes: Uint8Array, customName: string): Promise<PDFFont> {
  const embedder = await CustomFontSubsetEmbedder.for(fonts.fontkit, bytes, customName);
  // pdf-lib keeps these two steps protected; replacing them on this instance is the one seam through
  // which written streams can be reused. A first use runs pdf-lib's own step and keeps what it deflated.
  const internals = embedder as unknown as SubsetEmbedderInternals;
  let cache = deflatedStreams.get(bytes);
  if (!cache) deflatedStreams.set(bytes, (cache = new Map()));
  const { embedFontStream, embedUnicodeCmap } = internals;
  const keyOf = (kind: string) => `${kind} ${internals.glyphs.map((glyph) => glyph.id).join(' ')}`;
  // pdf-lib's own dictionary for both streams is { Filter: FlateDecode } (Length comes at writing).
  const reused = (context: PDFContext, key: string) => {
    const deflated = cache.get(key);
    return deflated && context.register(context.stream(deflated, { Filter: 'FlateDecode' }));
  };
  const kept = (context: PDFContext, key: string, ref: PDFRef) => {
    const written = context.lookup(ref);
    if (!(written instanceof PDFRawStream)) return ref;
    if (cache.size >= maxEntriesPerFont) cache.delete(cache.keys().next().value!);
    cache.set(key, written.getContents());
    return ref;
  };
  internals.serializeFont = async () => subsetFile(internals.subset as unknown as TtfSubset, (subset) => encodedSubset(subset as unknown as SubsetEmbedderInternals['subset']));
  internals.embedFontStream = async (context) =>
    reused(context, keyOf('file')) ?? kept(context, keyOf('file'), await embedFontStream.call(embedder, context));
  internals.embedUnicodeCmap = (context) =>
    reused(context, keyOf('cmap')) ?? kept(context, keyOf('cmap'), embedUnicodeCmap.call(embedder, context));
  // Same order as pdf.embedFont: the embedder first, then the font's object number.
  return PDFFont.of(pdf.context.nextRef(), pdf, embedder);
}

interface FontkitSubset {
  encode(stream: EncodeStream): void;
  encodeStream(): { constructor: new () => EncodeStream };
}

/** What fontkit's subset writes to: restructure's EncodeStream, a Readable whose `push` takes each written part. */
interface EncodeStream {
  push(part: Uint8Array | null): boolean;
  end(): void;
}

let encodeStreamClass: (new () => EncodeStream) | undefined;

/**
 * The subset's TrueType file, written in one synchronous call. pdf-lib reads it through fontkit's
 * `encodeStream()`, whose browser `process.nextTick` is a `setTimeout(0)` and whose browser Readable hops through
 * several more before 'end': a render that met new glyphs waited 1 ms or more per hop for nothing. The same
 * `encode` writes the same bytes; only the stream's machinery is left out.
 */
export function encodedSubset(subset: SubsetEmbedderInternals['subset']): Uint8Array {
  // fontkit does not export the class; a stream of a throwaway subset gives it (its encode runs later, unread).
  encodeStreamClass ??= subset.font.createSubset().encodeStream().constructor;
  const stream = new encodeStreamClass();
  const parts: Uint8Array[] = [];
  stream.push = (part) => {
    if (part !== null) parts.push(part);
    return true;
  };
  subset.encode(stream);
  stream.end();
  const file = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    file.set(part, offset);
    offset += part.length;
  }
  return file;
}

/** Writes the subsets into the document, in the order given (which fixes their object numbers). */
export async function embedSubsets(fonts: PDFFont[]): Promise<void> {
  for (const font of fonts) await font.embed();
}
