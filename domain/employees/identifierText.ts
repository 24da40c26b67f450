// Spaces of every kind and the dash family (hyphen, non-breaking hyphen, figure/en/em dash, minus).
const SEPARATORS = /[\s\u002D\u2010-\u2015\u2212]/gu;

/**
 * Identifiers arrive as people copy them from cards and statements ("gb29 nwbk-6016…").
 * NFKC folds full-width digits into ASCII before separators are dropped and letters upper-cased.
 */
export function compactIdentifier(raw: string): string {
  return raw.normalize('NFKC').replace(SEPARATORS, '').toUpperCase();
}

export function isDigits(value: string, length?: number): boolean {
  return /^\d+$/.test(value) && (length === undefined || value.length === length);
}

export function digitsOf(value: string): number[] {
  return [...value].map((char) => char.charCodeAt(0) - 48);
}
