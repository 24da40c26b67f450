import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pdfDeflate } from '../../documents/pdfDeflate.ts';

const require = createRequire(import.meta.url);
const pako = require('pako') as { deflate(input: Uint8Array): Uint8Array };
const font = new Uint8Array(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
const same = (input: Uint8Array) => Buffer.from(pdfDeflate(input)).equals(Buffer.from(pako.deflate(input)));

describe('the deflate that keeps its state', () => {
  it("writes pako's bytes for what a PDF deflates: font files, content streams, empty and tiny streams", () => {
    const content = new TextEncoder().encode('BT /F1-1234 9 Tf 1 0 0 1 48 790.89 Tm <0001000200030004> Tj ET\n'.repeat(400));
    for (const input of [font.subarray(0, 15_645), content, font.subarray(70_000, 71_043), new Uint8Array(), new Uint8Array([7])]) {
      expect(same(input)).toBe(true);
    }
  });

  it("writes pako's bytes after a longer input left its window full: the state is as new at every call", () => {
    // Each input after a longer one that shares its start: what a kept state could carry over would show.
    fc.assert(
      fc.property(fc.nat(font.length - 70_000), fc.integer({ min: 1, max: 66_000 }), fc.nat(300), (start, length, cut) => {
        pdfDeflate(font.subarray(start, start + 66_000));
        const input = font.subarray(start, start + Math.max(0, length - cut));
        return same(input);
      }),
      { numRuns: 60 },
    );
  });

  it('writes a long repetitive input whole, larger than its first output buffer', () => {
    const input = new Uint8Array(400_000).map((_, i) => (i * 2654435761) >>> 27);
    expect(same(input)).toBe(true);
  });
});
