import { honorifics, nameSuffixes, surnameParticles } from './nameVocabulary.ts';

/** The stored parts of a person's name. `last_name` is null only on a legacy one-word name. */
export interface NameParts {
  title: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  suffix: string | null;
}

export type NameSplit = { ok: true; parts: NameParts } | { ok: false; reason: string };

const NAME_PART_MAX = 100;
// Control and format characters other than the joiners some scripts need inside a name.
const FORBIDDEN = /[\p{Cc}\u200B\u2028\u2029\uFEFF]/u;

/** NFC, trimmed, inner whitespace collapsed: the same name typed on two keyboards stores the same bytes. */
export function normalizeNameText(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** Why a single name part cannot be stored, or null when it can. */
export function namePartProblem(normalized: string): string | null {
  if (normalized === '') return 'must not be empty';
  if ([...normalized].length > NAME_PART_MAX) return `must be at most ${NAME_PART_MAX} characters`;
  if (FORBIDDEN.test(normalized)) return 'contains control characters';
  if (!/\p{L}/u.test(normalized)) return 'must contain a letter';
  return null;
}

/**
 * The name printed on payslips and carried in bank payment files: first, middle, last and suffix.
 * The honorific is left out on purpose: banks match the account holder's legal name.
 */
export function deriveFullName(parts: Omit<NameParts, 'title'>): string {
  return [parts.first_name, parts.middle_name, parts.last_name, parts.suffix].filter((part) => part !== null && part !== '').join(' ');
}

function vocabularyWord(token: string, vocabulary: ReadonlyMap<string, string>): string | undefined {
  return vocabulary.get(token.replace(/[.,]+$/u, '').toLowerCase());
}

/**
 * Splits a whole name into parts: leading honorifics become the title, trailing generational
 * suffixes the suffix, the first remaining word the first name, the last word (with any lower-case
 * particles before it) the last name, and what lies between the middle name. "Family, Given" order
 * is honoured when a comma follows the first word(s). Order conventions the text cannot reveal
 * (Nguyễn Văn An is family-first) are the client's to send as parts.
 */
export function splitFullName(raw: string): NameSplit {
  const text = normalizeNameText(raw);
  const problem = namePartProblem(text);
  if (problem !== null) return { ok: false, reason: problem };

  let tokens = text.split(' ');
  const titles: string[] = [];
  while (tokens.length > 0) {
    const honorific = vocabularyWord(tokens[0] ?? '', honorifics);
    if (honorific === undefined) break;
    titles.push(honorific);
    tokens = tokens.slice(1);
  }

  const suffixes: string[] = [];
  while (tokens.length > 2) {
    const suffix = vocabularyWord(tokens[tokens.length - 1] ?? '', nameSuffixes);
    if (suffix === undefined) break;
    suffixes.unshift(suffix);
    tokens = tokens.slice(0, -1);
  }
  tokens = tokens.map((token, index) => (index === tokens.length - 1 ? token.replace(/,+$/u, '') : token)).filter((token) => token !== '');

  const commaAt = tokens.findIndex((token) => token.endsWith(','));
  if (commaAt >= 0) {
    const family = tokens.slice(0, commaAt + 1).join(' ').replace(/,$/u, '');
    const given = tokens.slice(commaAt + 1).map((token) => token.replace(/,+$/u, ''));
    return assemble(titles, given, family, suffixes);
  }

  if (tokens.length < 2) return { ok: false, reason: 'a name needs a first and a last part' };
  let lastStart = tokens.length - 1;
  while (lastStart > 1 && surnameParticles.has(tokens[lastStart - 1] ?? '')) lastStart -= 1;
  return assemble(titles, tokens.slice(0, lastStart), tokens.slice(lastStart).join(' '), suffixes);
}

function assemble(titles: string[], given: string[], family: string, suffixes: string[]): NameSplit {
  const [first, ...middle] = given;
  if (first === undefined || first === '' || family === '') return { ok: false, reason: 'a name needs a first and a last part' };
  return {
    ok: true,
    parts: {
      title: titles.length > 0 ? titles.join(' ') : null,
      first_name: first,
      middle_name: middle.length > 0 ? middle.join(' ') : null,
      last_name: family,
      suffix: suffixes.length > 0 ? suffixes.join(' ') : null,
    },
  };
}
