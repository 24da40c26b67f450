import { createHash } from 'node:crypto';
import type { Queryable } from './connect.ts';
import { ruleVersionRef, type RulesManifest } from '../rules-wasm/host/manifest.ts';
import type { StoredLineItem } from './payslips.ts';

/**
 * What a payslip was priced with, stored once per rule build and jurisdiction (table rule_sets, migration 014):
 * the table versions its lines refer to and the build's line catalogue. Its id is a hash of its content, so a
 * rule set means the same thing in every database and, once read, never needs reading again.
 */
export interface RuleSet {
  id: string;
  manifestHash: string | null;
  jurisdiction: string | null;
  refs: string[];
  /** [code, kind, description] of each line the engine can print. */
  lines: [string, StoredLineItem['kind'], string | null][];
}

const ofBuild = new WeakMap<RulesManifest, Map<string, RuleSet>>();

/** The rule set of a build for one jurisdiction: the tables and lines of that jurisdiction (and shared lines). */
export function ruleSetOfBuild(build: RulesManifest, jurisdiction: string): RuleSet {
  const sets = ofBuild.get(build) ?? new Map<string, RuleSet>();
  ofBuild.set(build, sets);
  let set = sets.get(jurisdiction);
  if (!set) {
    const refs = build.tables
      .filter((t) => t.jurisdiction === jurisdiction)
      .map(ruleVersionRef);
    const lines = build.lines
      .filter((l) => l.jurisdiction === null || l.jurisdiction === jurisdiction)
      .map((l): RuleSet['lines'][number] => [l.code, l.kind, l.description]);
    const digest = createHash('sha256').update(JSON.stringify([build.inputsHash, jurisdiction, refs, lines])).digest('hex');
    const id = `${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`;
    set = { id, manifestHash: build.inputsHash, jurisdiction, refs, lines };
    sets.set(jurisdiction, set);
  }
  return set;
}

// Rule sets never change; a long-running process meets a handful (one per build and jurisdiction).
const cache = new Map<string, RuleSet>();
const cacheLimit = 256;

/** The rule sets of these ids: from memory, reading only the ones this process has not met (one query at most). */
export async function ruleSetsById(sql: Queryable, ids: Iterable<string>): Promise<Map<string, RuleSet>> {
  const wanted = [...new Set(ids)];
  const missing = wanted.filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const rows = await sql<{ id: string; manifest_hash: string | null; jurisdiction: string | null; refs: string[]; lines: RuleSet['lines'] }[]>`
      select id, manifest_hash, jurisdiction, refs, lines from rule_sets where id = any(${missing}::uuid[])`;
    if (cache.size + rows.length > cacheLimit) cache.clear();
    for (const row of rows) cache.set(row.id, { id: row.id, manifestHash: row.manifest_hash, jurisdiction: row.jurisdiction, refs: row.refs, lines: row.lines });
  }
  const found = new Map<string, RuleSet>();
  for (const id of wanted) {
    const set = cache.get(id);
    if (!set) throw new Error(`rule set ${id} is missing`);
    found.set(id, set);
  }
  return found;
}

/** Remembers a rule set this process wrote, so reading its payslips back needs no query. */
export function rememberRuleSet(set: RuleSet): void {
  if (!cache.has(set.id)) {
    if (cache.size >= cacheLimit) cache.clear();
    cache.set(set.id, set);
  }
}
