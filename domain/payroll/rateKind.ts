/**
 * What kind of rate a line's `rate_applied` is: the rate of the band its last unit fell in, for a line priced
 * against a table of progressive bands (a clerk must not read it as the whole pay's rate), or one rate applied
 * to the whole base. Read from the family of the table the line names, so a new banded tax needs no change here.
 */
export type RateKind = 'marginal' | 'flat';

const bandedFamilies: ReadonlySet<string> = new Set(['progressive_bands']);

/** `families`: each table version's `rule_version_ref` -> its family (`familiesByRef`). Null when the line applies no rate or names no table. */
export function rateKindOf(line: { rate_applied: string | null; rule_version_ref: string | null }, families: ReadonlyMap<string, string>): RateKind | null {
  if (line.rate_applied === null || line.rule_version_ref === null) return null;
  const family = families.get(line.rule_version_ref);
  if (family === undefined) return null;
  return bandedFamilies.has(family) ? 'marginal' : 'flat';
}
