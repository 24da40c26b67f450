import { createRequire } from 'node:module';
import fc from 'fast-check';
import { PDFDocument, PDFDict, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { shortenPdfLibSteps } from '../../documents/pdfLibShortcuts.ts';

// pdf-lib's own steps, taken before the shortcuts replace them (this file imports nothing that renders).
const helpers = createRequire(import.meta.url)('pdf-lib/cjs/utils/index.js') as { numberToString: (num: number) => string };
const ownNumberToString = helpers.numberToString;
const ownUniqueKey = PDFDict.prototype.uniqueKey;
shortenPdfLibSteps();

describe("pdf-lib's steps, shortened", () => {
  it('write every number as pdf-lib wrote it, exponents included', () => {
    expect(helpers.numberToString).not.toBe(ownNumberToString);
    for (const num of [0, -0, 1, -1, 0.5, 799.89, 595.28 - 42, 1e-7, -3.2e-9, 1e21, -4.5e25, 2 ** 80, NaN, Infinity, -Infinity]) {
      expect(helpers.numberToString(num)).toBe(ownNumberToString(num));
    }
    fc.assert(fc.property(fc.double(), (num) => helpers.numberToString(num) === ownNumberToString(num)), { numRuns: 2_000 });
  });

  it('name the fonts of a page as pdf-lib named them: the same names, in the same order', async () => {
    const names = async (uniqueKey: (this: PDFDict, tag?: string) => PDFName) => {
      const pdf = await PDFDocument.create();
      const fonts = pdf.context.obj({});
      return Array.from({ length: 300 }, (_, i) => {
        const key = uniqueKey.call(fonts, i % 3 === 0 ? 'DejaVuSans-Bold' : 'DejaVuSans');
        fonts.set(key, pdf.context.obj([i]));
        return key.toString();
      });
    };
    expect(PDFDict.prototype.uniqueKey).not.toBe(ownUniqueKey);
    const shortened = await names(PDFDict.prototype.uniqueKey);
    expect(new Set(shortened).size).toBe(300);
    expect(shortened).toEqual(await names(ownUniqueKey));
  });
});
