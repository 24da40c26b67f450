import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The import rules are the table in docs/architecture.md: the document states them, this test enforces them.
const root = normalize(join(import.meta.dirname, '../..'));
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

function ruleTable(markdown: string): Map<string, Set<string>> {
  const section = markdown.slice(markdown.indexOf('## Which way imports point'));
  const rows = [...section.matchAll(/^\| `([a-z-]+)\/` \| (.+) \|$/gm)];
  return new Map(rows.map(([, part, allowed]) => [part!, new Set([...allowed!.matchAll(/`([a-z-]+)\/`/g)].map((m) => m[1]!))]));
}

// rules-wasm/assembly is AssemblyScript, compiled on its own; build output is generated.
const skipped = new Set(['node_modules', 'assembly', 'build', 'prebuilt']);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative import of a file, as the repository path it points to. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm)].map((m) => m[1]!);
  return specifiers.map((specifier) => normalize(join(dirname(file), specifier)));
}

const partOf = (path: string) => path.split('/')[0]!;

/** The cycles of a directed graph, each as the path that closes it. */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

const rules = ruleTable(architecture);
const files = [...rules.keys()].flatMap(sourceFiles);

describe('imports point one way (docs/architecture.md, "Which way imports point")', () => {
  it('reads a rule for every part of the tree', () => {
    expect([...rules.keys()]).toEqual(expect.arrayContaining(['platform', 'domain', 'machines', 'ports', 'db', 'commands', 'actors', 'api', 'console', 'service']));
    const parts = readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !skipped.has(e.name) && sourceFiles(e.name).length > 0)
      .map((e) => e.name);
    // The tests, and the client package and its examples (packages of their own over HTTP), import what they need.
    const unruled = parts.filter((part) => !rules.has(part) && !['test', 'clients', 'examples'].includes(part));
    expect(unruled, 'a folder of code with no row in the table').toEqual([]);
  });

  it('has no import the table does not allow', () => {
    const forbidden = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => partOf(target) !== partOf(file) && !rules.get(partOf(file))!.has(partOf(target)))
        .map((target) => `${file} imports ${relative(root, join(root, target))}`),
    );
    expect(forbidden).toEqual([]);
  });

  it('has no cycle between parts, nor between sibling folders of one part', () => {
    expect(cyclesOf(rules)).toEqual([]);
    const siblings = new Map<string, Set<string>>();
    const folderOf = (path: string) => path.split('/').slice(0, 2).join('/');
    for (const file of files.filter((f) => f.split('/').length > 2)) {
      for (const target of importsOf(file).filter((t) => t.split('/').length > 2 && partOf(t) === partOf(file))) {
        if (folderOf(target) !== folderOf(file)) siblings.set(folderOf(file), (siblings.get(folderOf(file)) ?? new Set()).add(folderOf(target)));
      }
    }
    expect(cyclesOf(siblings)).toEqual([]);
  });

  it('catches what it is for: an upward import and a cycle', () => {
    expect(rules.get('domain')!.has('rules-wasm')).toBe(false);
    expect(rules.get('console')!.has('api')).toBe(false);
    const cyclic = new Map([['a', new Set(['b'])], ['b', new Set(['a'])]]);
    expect(cyclesOf(cyclic)).toEqual(['a → b → a']);
    expect(ruleTable('## Which way imports point\n\n| `x/` | `y/` |\n')).toEqual(new Map([['x', new Set(['y'])]]));
  });
});
