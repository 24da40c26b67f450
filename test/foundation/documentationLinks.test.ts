import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and the docs are read from a clone: every relative link must land on a file inside the repository.
const root = resolve(import.meta.dirname, '../..');

async function documents(): Promise<string[]> {
  const top = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md', 'rules-wasm/README.md', 'domain/employees/README.md'];
  const docs = (await readdir(join(root, 'docs'), { recursive: true })).filter((f) => f.endsWith('.md')).map((f) => join('docs', f));
  return [...top, ...docs].filter((file) => existsSync(join(root, file)));
}

describe('documentation links', () => {
  it('point only at files inside the repository that exist', async () => {
    const broken: string[] = [];
    for (const file of await documents()) {
      const text = await readFile(join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target!)) continue;
        const path = resolve(dirname(join(root, file)), target!.split('#')[0]!);
        if (relative(root, path).startsWith('..') || !existsSync(path)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
