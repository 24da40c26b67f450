import { createRequire } from 'node:module';
import { type PDFContext, PDFDict, PDFName } from 'pdf-lib';

/**
 * Two of pdf-lib's steps done with less work and the same result, so a payslip's bytes do not change (test/pdf
 * pins them). Both ran on every text a payslip draws, a few hundred times per render (issue 31 item 5):
 *
 * - drawText with a font names the font anew in the page's resources, and `PDFDict.uniqueKey` copied all the
 *   names already there into an array to look the new one up: quadratic in a page's texts. The same names are
 *   drawn from the same generator, looked up in the dictionary's own map.
 * - `numberToString`, which writes every number of the content stream, splits and parses each number's text to
 *   find an exponent; most have none, and for those its answer is `String(num)`.
 */
export function shortenPdfLibSteps(): void {
  if (shortened) return;
  shortened = true;
  type DictInternals = { dict: Map<PDFName, unknown>; context: PDFContext };
  PDFDict.prototype.uniqueKey = function uniqueKey(this: PDFDict, tag = '') {
    const { dict, context } = this as unknown as DictInternals;
    let key = PDFName.of(context.addRandomSuffix(tag, 10));
    while (dict.has(key)) key = PDFName.of(context.addRandomSuffix(tag, 10));
    return key;
  };
  // pdf-lib's CommonJS build, the one Node loads, reads its helpers off this module at each call.
  const helpers = createRequire(import.meta.url)('pdf-lib/cjs/utils/index.js') as { numberToString: (num: number) => string };
  const numberToString = helpers.numberToString;
  helpers.numberToString = (num) => {
    const text = String(num);
    return text.includes('e') ? numberToString(num) : text;
  };
}

let shortened = false;
