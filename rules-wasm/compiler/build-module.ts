import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { componentCodes } from '../../domain/jurisdictions.ts';
import { maxComponents } from '../host/layout.ts';
import { taxProfileSlots } from '../host/profile-slots.ts';
import type { ManifestLine, RulesManifest } from '../host/manifest.ts';
import { loadTables } from './load-tables.ts';
import { entryModule, jurisdictionModule, layoutModule, linesModule } from './generate.ts';
import { inputsHash } from './inputs-hash.ts';

export const rulesRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const buildDir = join(rulesRoot, 'build');

function describeSource(s: { authority: string; title: string; date: string; section?: string | undefined; url?: string | undefined }): string {
  return [s.authority, s.title, s.date, s.section, s.url].filter(Boolean).join(', ');
}

const componentDescriptions: Record<(typeof componentCodes)[number], string> = {
  BASIC: 'Basic salary',
  HOUSING: 'Housing allowance',
  TRANSPORT: 'Transport allowance',
  MEAL: 'Meal allowance',
  OVERTIME: 'Overtime',
  BONUS: 'Bonus',
  COMMISSION: 'Commission',
  OTHER_ALLOWANCE: 'Other allowance',
  CONTRACT_FEE: 'Contract fee',
};

const bigintAsString = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/** Validates every table, generates the AssemblyScript, compiles the module and writes the manifest. */
export async function buildRules(log: (line: string) => void = () => {}): Promise<RulesManifest> {
  const hashBefore = await inputsHash(rulesRoot);
  const all = await loadTables(rulesRoot, (message) => log(`warning: ${message}`));
  const lines: ManifestLine[] = componentCodes.map((code, id) => ({
    id,
    code,
    kind: 'earning',
    tax: false,
    description: componentDescriptions[code],
    jurisdiction: null,
  }));
  const lineIds = new Map<string, number>();
  let nextLine = maxComponents;
  for (const j of all) {
    for (const [code, line] of Object.entries(j.definition.lines)) {
      if ((componentCodes as readonly string[]).includes(code)) throw new Error(`tables/${j.code}/jurisdiction.yaml: lines.${code}: a component code cannot be a statutory line code`);
      lineIds.set(`${j.code}/${code}`, nextLine);
      lines.push({ id: nextLine++, code, kind: line.kind, tax: line.tax, description: line.description, jurisdiction: j.code });
    }
  }
  const generated = join(buildDir, 'generated');
  await mkdir(generated, { recursive: true });
  await writeFile(join(generated, 'layout.ts'), layoutModule());
  await writeFile(join(generated, 'lines.ts'), linesModule(lines));
  for (const j of all) await writeFile(join(generated, `${j.code.toLowerCase()}.ts`), jurisdictionModule(j, lineIds));
  await writeFile(join(generated, 'entry.ts'), entryModule(all));

  // Loaded here, not at the top: the compiler takes seconds to load and is a dev dependency, so callers that
  // find the build current (scripts/rules.ts, production installs) never pay for it or need it.
  const { default: asc } = await import('assemblyscript/asc');
  const wasmTemp = join(buildDir, `rules.wasm.${process.pid}.tmp`);
  const stdout = asc.createMemoryStream();
  const stderr = asc.createMemoryStream();
  const { error } = await asc.main(
    [join(generated, 'entry.ts'), '--outFile', wasmTemp, '--optimizeLevel', '3', '--shrinkLevel', '0', '--runtime', 'incremental'],
    { stdout, stderr },
  );
  if (error) {
    await rm(wasmTemp, { force: true });
    throw new Error(`AssemblyScript compilation failed:\n${stderr.toString()}`);
  }
  const wasm = await readFile(wasmTemp);
  const manifest: RulesManifest = {
    formatVersion: 1,
    inputsHash: hashBefore,
    wasmHash: createHash('sha256').update(wasm).digest('hex'),
    tables: all.flatMap((j) =>
      j.rules.flatMap((rule) =>
        rule.versions.map((v) => ({
          ref: v.ref,
          jurisdiction: j.code,
          rule: rule.rule,
          family: rule.family,
          description: rule.description,
          effectiveFrom: v.effectiveFrom,
          repealed: v.repealed,
          hash: v.hash,
          source: describeSource(v.source),
          file: rule.file,
          data: JSON.parse(JSON.stringify(v.data, bigintAsString)),
        })),
      ),
    ),
    lines,
    jurisdictions: Object.fromEntries(
      all.map((j) => [
        j.code,
        {
          index: j.index,
          taxYear: { startMonth: j.definition.tax_year.start_month, startDay: j.definition.tax_year.start_day, label: j.definition.tax_year.label },
          ytd: j.definition.ytd,
          profile: taxProfileSlots(j.code),
        },
      ]),
    ),
  };
  manifest.tables.sort((a, b) => a.ref - b.ref);
  const manifestTemp = join(buildDir, `manifest.json.${process.pid}.tmp`);
  await writeFile(manifestTemp, JSON.stringify(manifest, null, 2));
  await rename(wasmTemp, join(buildDir, 'rules.wasm'));
  await rename(manifestTemp, join(buildDir, 'manifest.json'));
  log(`rules: ${all.length} jurisdiction(s), ${manifest.tables.length} table version(s), ${wasm.length} bytes -> rules-wasm/build/rules.wasm`);
  return manifest;
}

const lockDir = join(buildDir, '.lock');

/** Serialises builds (test workers, prepare) on one machine; a lock older than 90 seconds is abandoned. */
export async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(buildDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(lockDir);
      break;
    } catch {
      const held = await stat(lockDir).catch(() => null);
      if (held && Date.now() - held.mtimeMs > 90_000) await rm(lockDir, { recursive: true, force: true });
      if (attempt > 1200) throw new Error('rules build lock held for too long (rules-wasm/build/.lock)');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

/** Builds when the module is missing or older than its inputs (test setup, scripts). */
export async function ensureRulesBuilt(): Promise<void> {
  await withBuildLock(async () => {
    const manifest = await readFile(join(buildDir, 'manifest.json'), 'utf8').catch(() => null);
    const wasm = await stat(join(buildDir, 'rules.wasm')).catch(() => null);
    const current = await inputsHash(rulesRoot);
    if (manifest && wasm && (JSON.parse(manifest) as RulesManifest).inputsHash === current) return;
    await buildRules();
  });
}
