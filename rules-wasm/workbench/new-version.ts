import { readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Document, isMap, isScalar, parse, parseDocument, visit } from 'yaml';
import { jurisdictions } from '../../domain/jurisdictions.ts';
import { dateOption } from './command-options.ts';
import { WorkbenchError } from './load-examples.ts';

/**
 * `npm run rules -- new-version KE/paye --effective 2026-07-01`: appends the next version of a table with the
 * previous version's figures and an empty source (the build refuses it until the author fills it in), and
 * writes an example file for the new figures (the check refuses it until it holds the authority's example).
 */
export async function newVersion(repositoryRoot: string, args: string[]): Promise<string> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { effective: { type: 'string' } } });
  const [table] = positionals;
  const match = /^([A-Za-z]{2})\/([a-z][a-z0-9_]*)$/.exec(table ?? '');
  if (!match) throw new WorkbenchError(`<table>: "${table ?? ''}" is not a table: write <CC>/<rule>, e.g. KE/paye`);
  const code = match[1]!.toUpperCase();
  const rule = match[2]!;
  if (!jurisdictions.some((j) => j === code)) throw new WorkbenchError(`<table>: "${code}" is not a jurisdiction (${jurisdictions.join(', ')})`);
  const effective = dateOption(values.effective, '--effective');
  const display = `rules-wasm/tables/${code}/${rule}.yaml`;
  const path = join(repositoryRoot, display);
  if (!(await stat(path).catch(() => null))?.isFile()) throw new WorkbenchError(`<table>: unknown table ${code}/${rule} (no ${display})`);

  const text = await readFile(path, 'utf8');
  const raw = parse(text) as { versions?: Record<string, unknown>[] };
  const versions = raw.versions ?? [];
  const last = versions.at(-1);
  if (!last) throw new WorkbenchError(`${display}: versions: has no version to start from`);
  const lastFrom = String(last.effective_from);
  if (effective <= lastFrom)
    throw new WorkbenchError(`--effective: ${effective} would overlap versions.${versions.length - 1} of ${display} (in force from ${lastFrom}): a new version starts after it`);
  const previous = [...versions].reverse().find((v) => !v.repealed);
  if (!previous) throw new WorkbenchError(`${display}: versions: every version is a repeal; there are no figures to start from`);

  await writeFile(path, appendVersion(text, display, versionText(previous, effective, lastFrom)));
  const examples = await writeExamplePlace(repositoryRoot, code, rule, effective);
  return [
    `wrote ${display}: versions.${versions.length} from ${effective}, the figures of ${String(previous.effective_from)} to edit, and an empty source`,
    `wrote ${examples}: a place for the authority's worked example of the new figures`,
    'the build refuses both until their sources are filled in: `npm run rules:build`, then `npm run rules -- check --jurisdiction ' + code + '`',
  ].join('\n');
}

/** The new version as YAML list-item text: previous figures (flow style where they were plain), an empty source. */
function versionText(previous: Record<string, unknown>, effective: string, lastFrom: string): string {
  const { effective_from: _from, source: _source, notes: _notes, ...figures } = previous;
  const doc = new Document(figures);
  visit(doc, {
    Map(_key, node, path) {
      if (path.length > 1 && node.items.every((pair) => isScalar(pair.value))) node.flow = true;
    },
    // Rates and decimal amounts stay quoted, as authors write them.
    Scalar(key, node) {
      if (key === 'value' && typeof node.value === 'string') node.type = 'QUOTE_DOUBLE';
    },
  });
  const body = doc.toString({ lineWidth: 0 }).trimEnd().split('\n');
  return [
    `  - effective_from: ${effective}`,
    `    # Fill in where the new figures come from (authority, title, date YYYY-MM-DD; url, section): the build refuses`,
    `    # this version until it is done. The figures below are those in force from ${lastFrom}: change them to the new ones.`,
    `    source: { authority: "", title: "", date: "" }`,
    ...body.map((line) => `    ${line}`),
  ].join('\n');
}

/** `versions` is the last key of every table file, so the new item goes at the end of the file. */
function appendVersion(text: string, display: string, item: string): string {
  const doc = parseDocument(text);
  const contents = doc.contents;
  const lastKey = isMap(contents) ? contents.items.at(-1)?.key : undefined;
  if (!isScalar(lastKey) || lastKey.value !== 'versions') throw new WorkbenchError(`${display}: versions: must be the last key of the file to append a version`);
  return `${text.trimEnd()}\n${item}\n`;
}

async function writeExamplePlace(repositoryRoot: string, code: string, rule: string, effective: string): Promise<string> {
  const dir = join(repositoryRoot, 'rules-wasm', 'tables', code, 'examples');
  const name = `${rule}-${effective}.yaml`;
  const display = `rules-wasm/tables/${code}/examples/${name}`;
  if (await stat(join(dir, name)).catch(() => null)) return `${display} (already there, left as it is)`;
  const monthEnd = new Date(Date.UTC(Number(effective.slice(0, 4)), Number(effective.slice(5, 7)), 0)).toISOString().slice(0, 10);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, name),
    [
      `# Worked examples of ${code}/${rule} from ${effective}: the authority's own figures (the notice's example, its`,
      `# tables or test data), with the page or case they are on. \`npm run rules -- check --jurisdiction ${code}\` refuses`,
      `# this file until the source is filled in and the example expects at least one line or total.`,
      'source: { authority: "", title: "", date: "", page: "" }',
      'examples:',
      `  - name: ${rule.replaceAll('_', '-')}-from-${effective}`,
      `    date: ${monthEnd}`,
      '    components: { BASIC: "0.00" }',
      '    expect:',
      '      lines: {}',
      '',
    ].join('\n'),
  );
  return display;
}
