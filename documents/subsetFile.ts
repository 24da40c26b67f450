/**
 * A TrueType subset's file as fontkit's `TTFSubset.encode` writes it, byte for byte, without its generic writer.
 * fontkit writes every number of every table through restructure one call at a time, the font's hinting tables
 * (cvt, prep, fpgm: about 2,000 numbers for DejaVu) included, which never change: a render that met new glyphs
 * spent more in that writer than in the glyphs (issue 31 item 5). Here the tables that do not depend on the
 * glyphs are taken once per font from fontkit's own output, and the others written from the subset as it does:
 *
 *   directory: 'true', numTables, searchRange, entrySelector, rangeShift, then per table tag, checksum 0,
 *              offset, length, the tables following in the same order, unpadded;
 *   head, hhea, maxp: the font's own with indexToLocFormat, numberOfMetrics and numGlyphs set for the subset;
 *   loca: the glyph offsets, halved in 16 bits when the last fits in 16 bits, else in 32 bits;
 *   glyf: each glyph's data as `_addGlyph` copied it; hmtx: advance and left side bearing per glyph.
 *
 * test/pdf/subsetFile.test.ts compares the two writers' bytes on many glyph sequences.
 */
export interface TtfSubset {
  font: object & { createSubset(): TtfSubset };
  glyphs: number[];
  glyf: Uint8Array[];
  offset: number;
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[]; bearings: number[] };
  _addGlyph(glyphId: number): number;
}

interface FontTables {
  /** Tags in the order fontkit writes them, each with the bytes it wrote for the font (glyph-dependent fields unset). */
  order: { tag: string; bytes: Uint8Array }[];
  /** The directory's first 12 bytes: they depend only on the number of tables. */
  header: Uint8Array;
}

const tablesOfFont = new WeakMap<object, FontTables>();

/** The subset's file; `fontkitFile` is fontkit's own writer, run once per font for the tables that never change. */
export function subsetFile(subset: TtfSubset, fontkitFile: (subset: TtfSubset) => Uint8Array): Uint8Array {
  let tables = tablesOfFont.get(subset.font);
  if (!tables) tablesOfFont.set(subset.font, (tables = fontTables(fontkitFile(subset.font.createSubset()))));

  // fontkit's encode: each glyph copied in turn (a composite one adds its components to the end of the list).
  subset.glyf = [];
  subset.offset = 0;
  subset.loca = { offsets: [] };
  subset.hmtx = { metrics: [], bearings: [] };
  for (let i = 0; i < subset.glyphs.length; ) subset._addGlyph(subset.glyphs[i++]!);
  const glyphCount = subset.glyf.length;
  const offsets = [...subset.loca.offsets, subset.offset];
  const long = offsets.at(-1)! > 0xffff;

  const written = new Map<string, Uint8Array>();
  for (const { tag, bytes } of tables.order) {
    if (tag === 'head') written.set(tag, patched(bytes, 50, long ? 1 : 0));
    else if (tag === 'hhea') written.set(tag, patched(bytes, 34, subset.hmtx.metrics.length));
    else if (tag === 'maxp') written.set(tag, patched(bytes, 4, glyphCount));
    else if (tag === 'loca') written.set(tag, locaTable(offsets, long));
    else if (tag === 'glyf') written.set(tag, joined(subset.glyf, subset.offset));
    else if (tag === 'hmtx') written.set(tag, hmtxTable(subset.hmtx.metrics));
    else written.set(tag, bytes);
  }

  const directoryLength = tables.header.length + 16 * tables.order.length;
  const length = [...written.values()].reduce((sum, bytes) => sum + bytes.length, directoryLength);
  const file = new Uint8Array(length);
  const view = new DataView(file.buffer);
  file.set(tables.header, 0);
  let entry = tables.header.length;
  let at = directoryLength;
  for (const { tag } of tables.order) {
    const bytes = written.get(tag)!;
    for (let i = 0; i < 4; i++) file[entry + i] = tag.charCodeAt(i);
    view.setUint32(entry + 4, 0); // fontkit writes no checksums
    view.setUint32(entry + 8, at);
    view.setUint32(entry + 12, bytes.length);
    file.set(bytes, at);
    entry += 16;
    at += bytes.length;
  }
  return file;
}

function fontTables(file: Uint8Array): FontTables {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const count = view.getUint16(4);
  const order = Array.from({ length: count }, (_, i) => {
    const entry = 12 + 16 * i;
    const tag = String.fromCharCode(...file.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 8);
    return { tag, bytes: file.slice(offset, offset + view.getUint32(entry + 12)) };
  });
  return { order, header: file.slice(0, 12) };
}

/** A 16-bit field set in a copy of a table (big-endian, as TrueType writes). */
function patched(bytes: Uint8Array, offset: number, value: number): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint16(offset, value & 0xffff);
  return copy;
}

function locaTable(offsets: number[], long: boolean): Uint8Array {
  const table = new Uint8Array(offsets.length * (long ? 4 : 2));
  const view = new DataView(table.buffer);
  offsets.forEach((offset, i) => (long ? view.setUint32(4 * i, offset) : view.setUint16(2 * i, offset >>> 1)));
  return table;
}

function hmtxTable(metrics: { advance: number; bearing: number }[]): Uint8Array {
  const table = new Uint8Array(metrics.length * 4);
  const view = new DataView(table.buffer);
  metrics.forEach(({ advance, bearing }, i) => {
    view.setUint16(4 * i, advance);
    view.setInt16(4 * i + 2, bearing);
  });
  return table;
}

function joined(parts: Uint8Array[], length: number): Uint8Array {
  const all = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
