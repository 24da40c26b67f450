import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { payRunStatuses } from '../../machines/payRun.ts';

// Questions about a lifecycle are answered by its machine: no other service code lists or compares statuses.
const serviceFolders = ['api', 'actors', 'commands', 'db', 'documents', 'domain', 'ports', 'service'];
const quoted = payRunStatuses.map((status) => `'${status}'`).join('|');
const suspicious = [
  // Two statuses side by side: a hand-written list.
  new RegExp(`(${quoted})\\s*,\\s*(${quoted})`),
  // A status compared by hand, in TypeScript or SQL.
  new RegExp(`status\\s*(===|!==|==|!=|=|<>)\\s*(${quoted})`),
  new RegExp(`status\\s+(not\\s+)?in\\s*\\(`, 'i'),
];

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.(ts|sql)$/.test(e.name)).map((e) => join(e.parentPath, e.name));
}

describe('statuses come from machines/', () => {
  it('finds no hand-written pay run status list or comparison outside machines/', async () => {
    const findings: string[] = [];
    for (const folder of serviceFolders) {
      for (const file of await sourceFiles(folder)) {
        // Migrations are history: the ones before the kernel stay as they ran.
        if (/db\/migrations\/00[1-3]_/.test(file)) continue;
        const lines = (await readFile(file, 'utf8')).split('\n');
        lines.forEach((line, i) => {
          if (suspicious.some((pattern) => pattern.test(line))) findings.push(`${file}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(findings).toEqual([]);
  });

  it('would catch one (the check can fail)', () => {
    expect(suspicious.some((p) => p.test("and r.status in ('calculated', 'approved', 'paid')"))).toBe(true);
    expect(suspicious.some((p) => p.test("if (run.status !== 'calculating') return;"))).toBe(true);
  });
});
