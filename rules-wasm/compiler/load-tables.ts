import { readFile, readdir, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { jurisdictions, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { jurisdictionFile, ruleFileHeader, versionSchema, type Family, type JurisdictionFile, type Repeal, type VersionOf } from './schema.ts';

export class TableError extends Error {
  override name = 'TableError';
}

export interface TableVersion<F extends Family = Family> {
  effectiveFrom: string;
  repealed: boolean;
  /** The validated version (amounts in minor units, rates in parts per million); null when repealed. */
  data: VersionOf<F> | null;
  source: Repeal['source'];
  /** Content hash of this version's text as authored, with its jurisdiction, rule and family. */
  hash: string;
  /** Index in the manifest's table list; what a line's rule_version_ref points at. */
  ref: number;
}

export interface RuleTable<F extends Family = Family> {
  jurisdiction: Jurisdiction;
  rule: string;
  family: F;
  description: string;
  file: string;
  versions: TableVersion<F>[];
}

export interface JurisdictionTables {
  code: Jurisdiction;
  index: number;
  definition: JurisdictionFile;
  rules: RuleTable[];
  methodFile: string;
}

function issuesText(file: string, error: z.ZodError, prefix: (string | number)[] = []): string {
  return error.issues
    .map((issue) => `${file}: ${[...prefix, ...issue.path].map(String).join('.') || '(top level)'}: ${issue.message}`)
    .join('\n');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

async function readYaml(path: string, display: string): Promise<unknown> {
  try {
    return parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new TableError(`${display}: not valid YAML: ${(error as Error).message}`);
  }
}

/** A version whose source is absent or has only empty fields (as `rules new-version` writes it). */
function sourceIsEmpty(rawVersion: unknown): boolean {
  if (typeof rawVersion !== 'object' || rawVersion === null) return false;
  const source = (rawVersion as { source?: unknown }).source;
  if (source === undefined || source === null) return true;
  return typeof source === 'object' && Object.values(source).every((v) => v === '' || v === null || v === undefined);
}

/** Keys that generated index constants rely on must be the same in every version of a rule. */
function keySets(family: Family, data: VersionOf): string[] {
  switch (family) {
    case 'parameters': {
      const p = data as VersionOf<'parameters'>;
      return [Object.keys(p.amounts), Object.keys(p.rates), Object.keys(p.counts), Object.keys(p.roundings)].map((k) => k.sort().join(','));
    }
    case 'age_banded_rates': {
      const a = data as VersionOf<'age_banded_rates'>;
      const names = (pick: (r: (typeof a.rows)[number]) => object) => [...new Set(a.rows.flatMap((r) => Object.keys(pick(r))))].sort().join(',');
      return [names((r) => r.rates), names((r) => r.amounts), [...new Set(a.rows.map((r) => r.group))].sort().join(',')];
    }
    case 'bases':
      return [Object.keys((data as VersionOf<'bases'>).bases).sort().join(',')];
    default:
      return [];
  }
}

async function loadRule(jurisdiction: Jurisdiction, path: string, display: string, nextRef: () => number): Promise<RuleTable> {
  const raw = await readYaml(path, display);
  const header = ruleFileHeader.safeParse(raw);
  if (!header.success) throw new TableError(issuesText(display, header.error));
  const { rule, family, description } = header.data;
  const expectedName = `${rule}.yaml`;
  if (!path.endsWith(`/${expectedName}`)) throw new TableError(`${display}: rule "${rule}" must live in a file named ${expectedName}`);
  const versions: TableVersion[] = [];
  let shape: string[] | null = null;
  header.data.versions.forEach((rawVersion, i) => {
    if (sourceIsEmpty(rawVersion))
      throw new TableError(`${display}: versions.${i}.source: missing: fill in the authority, title and date (YYYY-MM-DD) the figures come from; the build refuses a version without a source`);
    const parsed = versionSchema(family, rawVersion).safeParse(rawVersion);
    if (!parsed.success) throw new TableError(issuesText(display, parsed.error, ['versions', i]));
    const version = parsed.data;
    const previous = versions.at(-1);
    if (previous && version.effective_from <= previous.effectiveFrom)
      throw new TableError(
        `${display}: versions.${i}.effective_from: ${version.effective_from} overlaps versions.${i - 1} (in force from ${previous.effectiveFrom}): ` +
          'each version runs until the next one starts, so versions are in strictly increasing effective_from order',
      );
    const repealed = 'repealed' in version;
    if (!repealed) {
      const keys = keySets(family, version as VersionOf);
      if (shape && keys.join('|') !== shape.join('|'))
        throw new TableError(`${display}: versions.${i}: must define the same names (amounts, rates, groups, bases) as earlier versions`);
      shape = keys;
    }
    const hash = createHash('sha256')
      .update(canonical({ jurisdiction, rule, family, version: rawVersion }))
      .digest('hex')
      .slice(0, 12);
    versions.push({
      effectiveFrom: version.effective_from,
      repealed,
      data: repealed ? null : (version as VersionOf),
      source: version.source,
      hash,
      ref: nextRef(),
    });
  });
  if (versions.every((v) => v.repealed)) throw new TableError(`${display}: needs at least one version in force`);
  return { jurisdiction, rule, family, description, file: display, versions };
}

/** Discovers every `tables/<CC>/` folder, validates every file, and numbers the table versions. */
export async function loadTables(rulesRoot: string, warn: (message: string) => void = () => {}): Promise<JurisdictionTables[]> {
  const tablesRoot = join(rulesRoot, 'tables');
  const folders = (await readdir(tablesRoot)).filter((name) => !name.startsWith('.')).sort();
  let ref = 0;
  const nextRef = () => ref++;
  const result: JurisdictionTables[] = [];
  for (const folder of folders) {
    const dir = join(tablesRoot, folder);
    if (!(await stat(dir)).isDirectory()) continue;
    const display = (name: string) => relative(rulesRoot, join(dir, name)).replaceAll('\\', '/');
    const code = jurisdictions.find((j) => j === folder);
    if (!code) throw new TableError(`${display('')}: "${folder}" is not a jurisdiction of domain/jurisdictions.ts (${jurisdictions.join(', ')})`);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.yaml')).sort();
    const methodFile = join(rulesRoot, 'assembly', 'jurisdictions', `${code.toLowerCase()}.ts`);
    const method = await stat(methodFile).catch(() => null);
    // A folder joins the build once both its jurisdiction.yaml and its method exist, so a jurisdiction
    // still being researched or written does not break everyone else's build.
    if (!files.includes('jurisdiction.yaml') || !method?.isFile()) {
      if (files.length) warn(`${display('')}: skipped until both tables/${code}/jurisdiction.yaml and assembly/jurisdictions/${code.toLowerCase()}.ts exist`);
      continue;
    }
    const parsed = jurisdictionFile.safeParse(await readYaml(join(dir, 'jurisdiction.yaml'), display('jurisdiction.yaml')));
    if (!parsed.success) throw new TableError(issuesText(display('jurisdiction.yaml'), parsed.error));
    if (parsed.data.jurisdiction !== code) throw new TableError(`${display('jurisdiction.yaml')}: jurisdiction: must be ${code} (its folder)`);
    const rules: RuleTable[] = [];
    for (const file of files.filter((f) => f !== 'jurisdiction.yaml')) rules.push(await loadRule(code, join(dir, file), display(file), nextRef));
    result.push({ code, index: jurisdictions.indexOf(code), definition: parsed.data, rules, methodFile });
  }
  return result;
}
