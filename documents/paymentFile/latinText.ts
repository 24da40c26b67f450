/**
 * Text for a bank payment file, in the restricted "Latin" character set that SEPA and most ISO 20022 clearing
 * systems guarantee to carry end to end: a-z A-Z 0-9 / - ? : ( ) . , ' + and space. A bank that meets a
 * character outside it may reject the whole file, so every name is transliterated before it is written.
 *
 * Letters with diacritics follow the transliterations ICAO Doc 9303 (Part 3) recommends for the machine-readable
 * zone of passports: Ä→AE, Ö→OE, Ü→UE, ß→SS, Å→AA, Æ→AE, Ø→OE, Œ→OE, Þ→TH, Ĳ→IJ, Ð→D, and every other
 * diacritic dropped. So "Müller-Straße" becomes "Mueller-Strasse", not "Muller-Strasse": it is the spelling
 * the person's passport (and so the bank's own know-your-customer record) carries, and it keeps Müller apart
 * from the distinct surname Muller. "Adébáyọ̀" becomes "Adebayo" and "Nguyễn" "Nguyen".
 */

// Letters that do not decompose into a base letter and combining marks, or whose ICAO spelling is a digraph.
const letterSpellings: Readonly<Record<string, string>> = {
  Ä: 'Ae', ä: 'ae', Ö: 'Oe', ö: 'oe', Ü: 'Ue', ü: 'ue', ß: 'ss', ẞ: 'Ss',
  Å: 'Aa', å: 'aa', Æ: 'Ae', æ: 'ae', Ø: 'Oe', ø: 'oe', Œ: 'Oe', œ: 'oe',
  Þ: 'Th', þ: 'th', Ĳ: 'Ij', ĳ: 'ij', Ð: 'D', ð: 'd', Đ: 'D', đ: 'd',
  Ł: 'L', ł: 'l', Ħ: 'H', ħ: 'h', ı: 'i', ĸ: 'k', ſ: 's', Ŋ: 'N', ŋ: 'n',
  // Letters of Akan, Ewe, Ga, Hausa and Yoruba orthographies (Ghana, Nigeria) that have no decomposition.
  Ɛ: 'E', ɛ: 'e', Ɔ: 'O', ɔ: 'o', Ɓ: 'B', ɓ: 'b', Ɗ: 'D', ɗ: 'd', Ƙ: 'K', ƙ: 'k', Ƴ: 'Y', ƴ: 'y',
  Ʒ: 'Z', ʒ: 'z', Ɣ: 'G', ɣ: 'g', Ʋ: 'V', ʋ: 'v', Ɲ: 'N', ɲ: 'n',
};

// Punctuation with an obvious equivalent in the set; any other punctuation or symbol is left out.
const punctuationSpellings: Readonly<Record<string, string>> = {
  '\u2018': "'", '\u2019': "'", '\u02BC': "'", '\u02BB': "'", '`': "'", '\u00B4': "'",
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-', _: '-',
  '&': '+', '"': "'", '\u201C': "'", '\u201D': "'",
};

const ALLOWED = /^[A-Za-z0-9/\-?:().,'+ ]$/u;

export type LatinText = { ok: true; text: string } | { ok: false; unrepresentable: string[] };

/** Upper-case digraph when the letter stands in an upper-case word ("MÜLLER" → "MUELLER"). */
function spelledLike(spelling: string, next: string | undefined): string {
  return next !== undefined && /\p{Lu}/u.test(next) ? spelling.toUpperCase() : spelling;
}

/**
 * The text in the Latin set, whitespace collapsed, or the scripts' letters that have no Latin spelling here
 * (Han, Cyrillic, Arabic, …): a name is never shortened silently by dropping letters or digits.
 */
export function toLatinText(raw: string): LatinText {
  const chars = [...raw.normalize('NFC')];
  const unrepresentable = new Set<string>();
  let out = '';
  chars.forEach((char, index) => {
    const letter = letterSpellings[char];
    if (letter !== undefined) {
      out += spelledLike(letter, chars[index + 1]);
      return;
    }
    // Compatibility decomposition folds ligatures and full-width forms too; marks are then dropped.
    for (const part of char.normalize('NFKD')) {
      if (/\p{M}/u.test(part)) continue;
      if (ALLOWED.test(part)) out += part;
      else if (/\s/u.test(part)) out += ' ';
      else if (punctuationSpellings[part] !== undefined) out += punctuationSpellings[part];
      else if (/[\p{L}\p{N}]/u.test(part)) unrepresentable.add(part);
    }
  });
  if (unrepresentable.size > 0) return { ok: false, unrepresentable: [...unrepresentable] };
  return { ok: true, text: out.replace(/ +/gu, ' ').trim() };
}

/** At most `max` characters, cut at the limit and trimmed, never empty when the input was not. */
export function withinLength(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max).trimEnd();
}
