import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { payslipFonts } from '../../documents/font.ts';
import { encodedSubset } from '../../documents/embeddedSubset.ts';
import { subsetFile, type TtfSubset } from '../../documents/subsetFile.ts';

type FontkitFile = Parameters<typeof encodedSubset>[0];
const fontkitFile = (subset: TtfSubset) => encodedSubset(subset as unknown as FontkitFile);

/** Two subsets of one font given the same glyphs in the same order: one for each writer. */
async function subsetsOf(which: 'regular' | 'bold', glyphIds: number[]): Promise<[TtfSubset, TtfSubset]> {
  const fonts = await payslipFonts();
  const font = fonts.fontkit.create(fonts[which]) as unknown as { createSubset(): TtfSubset & { includeGlyph(id: number): number } };
  const made = () => {
    const subset = font.createSubset();
    for (const id of glyphIds) subset.includeGlyph(id);
    return subset;
  };
  return [made(), made()];
}

async function glyphIdsOf(which: 'regular' | 'bold', text: string): Promise<number[]> {
  const fonts = await payslipFonts();
  const font = fonts.fontkit.create(fonts[which]) as unknown as { layout(text: string): { glyphs: { id: number }[] } };
  return font.layout(text).glyphs.map((glyph) => glyph.id);
}

/** A fixed pseudo-random order of glyph ids: the same sequences at every run. */
function shuffled(ids: number[], seed: number): number[] {
  const out = [...ids];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe("a subset's TrueType file written without fontkit's generic writer", () => {
  for (const which of ['regular', 'bold'] as const) {
    it(`writes fontkit's bytes for payslip text, names with marks and composite glyphs (${which})`, async () => {
      const texts = [
        'Payslip July 2025 · Net pay KES 130,080.15',
        'Adébáyọ̀ Ọlábísí Nguyễn Thị Minh Khai Ōkubo Tōru Jürgen Müller-Straße'.normalize('NFC'),
        'ǅǈǋ ǾǼ ẞ Ắ ẵ ự ỹ Ș ț € £ ₦ ₵ —–…',
      ];
      for (const text of texts) {
        for (const seed of [1, 2, 3]) {
          const [mine, theirs] = await subsetsOf(which, shuffled(await glyphIdsOf(which, text), seed));
          expect(Buffer.from(subsetFile(mine, fontkitFile)).equals(Buffer.from(fontkitFile(theirs)))).toBe(true);
        }
      }
    });

    it(`writes fontkit's bytes when the glyph data outgrows 16-bit offsets (${which})`, async () => {
      // About 1,500 glyphs take the glyf table past 128 KB: loca is written in 32 bits.
      const ids = shuffled(Array.from({ length: 1500 }, (_, i) => i + 1), 7);
      const [mine, theirs] = await subsetsOf(which, ids);
      const file = subsetFile(mine, fontkitFile);
      expect(Buffer.from(file).equals(Buffer.from(fontkitFile(theirs)))).toBe(true);
      expect(file.byteLength).toBeGreaterThan(0x20000);
    });
  }

  it('writes the same bytes for the same glyphs, first use or later (the font tables kept per process)', async () => {
    const ids = await glyphIdsOf('regular', 'Worker 417 Bench, Nairobi');
    const [first] = await subsetsOf('regular', ids);
    const [again, theirs] = await subsetsOf('regular', ids);
    const firstFile = subsetFile(first, fontkitFile);
    expect(Buffer.from(subsetFile(again, fontkitFile)).equals(Buffer.from(firstFile))).toBe(true);
    expect(Buffer.from(firstFile).equals(Buffer.from(fontkitFile(theirs)))).toBe(true);
  });
});
