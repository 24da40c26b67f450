import { ruleVersionRef, type ManifestTable } from './manifest.ts';

/** Each table version's `rule_version_ref` ("KE/paye@2023-07-01#3f9a1c2b") -> its family. */
export function familiesByRef(tables: readonly Pick<ManifestTable, 'jurisdiction' | 'rule' | 'effectiveFrom' | 'hash' | 'family'>[]): Map<string, string> {
  return new Map(tables.map((t) => [ruleVersionRef(t), t.family]));
}
