import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { componentCodes, householdCompositionSchema, jurisdictions, taxProfileSchemas, type Jurisdiction } from '../../domain/jurisdictions.ts';
import type { RulesManifest } from '../host/manifest.ts';
import { exampleFile, type ExampleSource, type WorkedExampleInput } from './example-schema.ts';

/** A bad example or command input: one line naming the file, the path inside it and what is wrong. */
export class WorkbenchError extends Error {
  override name = 'WorkbenchError';
}

export interface WorkedExample extends WorkedExampleInput {
  jurisdiction: Jurisdiction;
  /** The file it came from, relative to the repository (rules-wasm/tables/KE/examples/x.yaml). */
  file: string;
  /** Its index in the file's `examples`. */
  index: number;
  source: ExampleSource;
}

function firstIssue(file: string, error: z.ZodError, prefix: (string | number)[] = []): WorkbenchError {
  const issue = error.issues[0]!;
  const path = [...prefix, ...issue.path].map(String).join('.') || '(top level)';
  return new WorkbenchError(`${file}: ${path}: ${issue.message}`);
}

/** Reads and validates one example file (shape only; `checkAgainstBuild` checks names against the rules build). */
export async function readExampleFile(path: string, display: string, jurisdiction: Jurisdiction): Promise<WorkedExample[]> {
  let raw: unknown;
  try {
    raw = parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new WorkbenchError(`${display}: (top level): not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = exampleFile.safeParse(raw);
  if (!parsed.success) throw firstIssue(display, parsed.error);
  return parsed.data.examples.map((e, index) => {
    const source = { ...parsed.data.source, ...e.source };
    const at = `examples.${index}.source`;
    if (!source.title || !source.date) throw new WorkbenchError(`${display}: ${at}: missing: every example names its source's title and date (here or in the file's source)`);
    if (source.page === undefined && source.case === undefined)
      throw new WorkbenchError(`${display}: ${at}: missing: name the page or the case id the figures are taken from`);
    return { ...e, jurisdiction, file: display, index, source: source as ExampleSource };
  });
}

/** Every example of every jurisdiction (or one), in file order; names are unique per jurisdiction. */
export async function loadExamples(repositoryRoot: string, only?: Jurisdiction): Promise<WorkedExample[]> {
  const tables = join(repositoryRoot, 'rules-wasm', 'tables');
  const all: WorkedExample[] = [];
  for (const code of only ? [only] : jurisdictions) {
    const dir = join(tables, code, 'examples');
    if (!(await stat(dir).catch(() => null))?.isDirectory()) continue;
    const seen = new Map<string, string>();
    for (const name of (await readdir(dir)).filter((f) => f.endsWith('.yaml')).sort()) {
      const display = relative(repositoryRoot, join(dir, name)).replaceAll('\\', '/');
      for (const e of await readExampleFile(join(dir, name), display, code)) {
        const earlier = seen.get(e.name);
        if (earlier) throw new WorkbenchError(`${display}: examples.${e.index}.name: "${e.name}" is already an example of ${code} (${earlier})`);
        seen.set(e.name, display);
        all.push(e);
      }
    }
  }
  return all;
}

/** Checks the names an example uses (lines, year-to-date accumulators, tax profile fields) against the build. */
export function checkAgainstBuild(e: WorkedExample, manifest: RulesManifest): void {
  const at = (path: string) => `${e.file}: examples.${e.index}.${path}`;
  const definition = manifest.jurisdictions[e.jurisdiction];
  if (!definition) throw new WorkbenchError(`${at('date')}: ${e.jurisdiction} is not in the rules build`);
  const lineCodes = new Set([...componentCodes, ...manifest.lines.filter((l) => l.jurisdiction === e.jurisdiction).map((l) => l.code)]);
  const names: [string, string[], Set<string>, string][] = [
    ['expect.lines', Object.keys(e.expect.lines), lineCodes, `a line of ${e.jurisdiction}`],
    ['expect.line_details', Object.keys(e.expect.line_details), lineCodes, `a line of ${e.jurisdiction}`],
    ['year_to_date', Object.keys(e.year_to_date), new Set(definition.ytd), `a year-to-date accumulator of ${e.jurisdiction} (${definition.ytd.join(', ')})`],
    ['expect.year_to_date', Object.keys(e.expect.year_to_date), new Set(definition.ytd), `a year-to-date accumulator of ${e.jurisdiction} (${definition.ytd.join(', ')})`],
  ];
  for (const [path, keys, known, what] of names) {
    const unknown = keys.find((k) => !known.has(k));
    if (unknown) throw new WorkbenchError(`${at(`${path}.${unknown}`)}: unknown: not ${what}`);
  }
  const profile = taxProfileSchemas[e.jurisdiction].safeParse(e.tax_profile);
  if (!profile.success) throw firstIssue(e.file, profile.error, ['examples', e.index, 'tax_profile']);
  const household = householdCompositionSchema.safeParse(e.household);
  if (!household.success) throw firstIssue(e.file, household.error, ['examples', e.index, 'household']);
}
