import { ruleVersionRef, type RulesManifest } from '../../rules-wasm/host/manifest.ts';

/** What the operators' pages read of a rules build: its hash, its table versions and its jurisdictions. */
export type RulesBuild = Pick<RulesManifest, 'inputsHash' | 'tables' | 'jurisdictions'>;

export interface TableInForce {
  rule: string;
  /** The version in force (`rule_version_ref`), null before the first version or after a repeal. */
  ref: string | null;
  source: string | null;
  repealed: boolean;
  /** The next version already in the build, after the date. */
  next: { effectiveFrom: string; repealed: boolean } | null;
}

/** Each table of the jurisdiction on `date` (YYYY-MM-DD): the version in force and the next one scheduled. */
export function tablesInForce(build: RulesBuild, jurisdiction: string, date: string): TableInForce[] {
  const tables = build.tables.filter((t) => t.jurisdiction === jurisdiction);
  return [...new Set(tables.map((t) => t.rule))].sort().map((rule) => {
    const versions = tables.filter((t) => t.rule === rule).sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
    const current = versions.filter((v) => v.effectiveFrom <= date).at(-1);
    const next = versions.find((v) => v.effectiveFrom > date);
    const inForce = current && !current.repealed ? current : null;
    return {
      rule,
      ref: inForce ? ruleVersionRef(inForce) : null,
      source: inForce?.source ?? null,
      repealed: current?.repealed ?? false,
      next: next ? { effectiveFrom: next.effectiveFrom, repealed: next.repealed } : null,
    };
  });
}
