import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

/**
 * DejaVu Sans (npm dejavu-fonts-ttf, pinned to an exact version: new font bytes would change every
 * payslip's bytes). Its licence (Bitstream Vera terms, DejaVu changes public domain) allows embedding.
 * It covers Latin Extended-A/B, Latin Extended Additional (Vietnamese) and the combining diacritics
 * Yoruba needs, with zero-advance marks.
 */
const files = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export interface PayslipFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  /** Hands pdf-lib the fonts parsed once, mapping text to glyphs through the cmap alone. */
  fontkit: Fontkit;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;

let loading: Promise<PayslipFonts> | undefined;

/** Read and parsed once per process; each render embeds only the glyphs it uses. */
export function payslipFonts(): Promise<PayslipFonts> {
  loading ??= (async () => {
    const resolve = createRequire(import.meta.url).resolve;
    const [regular, bold] = (await Promise.all([readFile(resolve(files.regular)), readFile(resolve(files.bold))])).map(
      (buffer) => new Uint8Array(buffer),
    ) as [Uint8Array, Uint8Array];
    const parsed = new Map([regular, bold].map((bytes) => [bytes, cmapOnly(fontkit.create(bytes))]));
    return {
      regular,
      bold,
      fontkit: {
        create(bytes: Uint8Array) {
          const font = parsed.get(bytes);
          if (!font) throw new Error('payslip fonts: only the fonts loaded by payslipFonts() can be embedded');
          return font;
        },
      },
    };
  })();
  // A failed read (a broken install) is not remembered: the next render tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * pdf-lib draws glyph ids without their positions, so fontkit's full OpenType layout (GSUB/GPOS, about
 * 0.7 ms a string on DejaVu) buys nothing it keeps but ligatures, which a payslip does not want: text
 * extraction must give back the letters. With NFC text, Latin and Vietnamese letters are single glyphs
 * and combining marks have zero advance, so the cmap alone places them as the font designed.
 */
function cmapOnly(font: ParsedFont): ParsedFont {
  // pdf-lib lays a string out once to measure it and again to draw it, and labels repeat on every
  // payslip: the glyphs of a string never change, and pdf-lib only reads the array it is given.
  const laidOut = new Map<string, { glyphs: ReturnType<ParsedFont['glyphForCodePoint']>[] }>();
  const layout = (text: string) => {
    let result = laidOut.get(text);
    if (!result) {
      if (laidOut.size >= maxLaidOutStrings) laidOut.clear();
      result = { glyphs: Array.from(text, (char) => font.glyphForCodePoint(char.codePointAt(0)!)) };
      laidOut.set(text, result);
    }
    return result;
  };
  const getGlyph = (id: number, codePoints?: number[]) => decodedOnce(font.getGlyph(id, codePoints));
  return new Proxy(font, {
    get: (target, property) => {
      if (property === 'layout') return layout;
      if (property === 'getGlyph') return getGlyph;
      return Reflect.get(target, property, target);
    },
  });
}

/** Bounds the strings kept per font: a server renders payslips of many people. */
const maxLaidOutStrings = 20_000;

const memoized = new WeakSet<object>();

/**
 * The subsetter decodes every glyph it copies, on every render, only to see whether it is composite;
 * DejaVu is not a variable font, so a glyph's decoded outline never changes and can be kept.
 */
function decodedOnce<T extends object>(glyph: T): T {
  if (memoized.has(glyph)) return glyph;
  memoized.add(glyph);
  const internal = glyph as unknown as { _decode?: () => unknown };
  const decode = internal._decode?.bind(glyph);
  if (decode) {
    let decoded: unknown;
    let done = false;
    internal._decode = () => {
      if (!done) [decoded, done] = [decode(), true];
      return decoded;
    };
  }
  return glyph;
}

/**
 * The six-letter subset tag of a font name (ISO 32000-1 9.6.4). pdf-lib would draw it from a generator;
 * deriving it from the payslip id keeps it the same at every render and distinct between payslips.
 */
export function subsetTag(payslipId: string, variant: number): string {
  const hex = payslipId.replace(/[^0-9a-f]/gi, '').toLowerCase().padStart(6, '0').slice(-6);
  return Array.from(hex, (digit, i) => String.fromCharCode(65 + ((parseInt(digit, 16) + (i === 0 ? variant : 0)) % 26))).join('');
}
