import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, signWebhook } from 'payroll-service/webhooks';

const root = resolve(import.meta.dirname, '../..');

/** Every module a file reaches through its imports, and the bare specifiers (packages) among them. */
async function reachable(entry: string): Promise<{ files: Set<string>; packages: Set<string> }> {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = await readFile(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:import|export)[^'";]*?from\s+'([^']+)'/g)) {
      if (specifier!.startsWith('.')) queue.push(join(dirname(file), specifier!));
      else packages.add(specifier!);
    }
  }
  return { files, packages };
}

describe('the package export for receivers', () => {
  it('exports verifyWebhook as payroll-service/webhooks', () => {
    const header = signWebhook(['whsec_test'], '{}', 1_750_000_000);
    expect(verifyWebhook('whsec_test', header, '{}', { now: 1_750_000_000 })).toEqual({ ok: true, timestamp: 1_750_000_000 });
  });

  it('is Hono-free, and so are the dispatcher and the commands it runs', async () => {
    const exported = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).exports['./webhooks'];
    expect([...(await reachable(exported)).packages].sort()).toEqual(['node:buffer', 'node:crypto']);
    const dispatcher = await reachable('actors/webhookDispatcher.ts');
    expect([...dispatcher.packages].filter((p) => /hono/.test(p))).toEqual([]);
    expect([...dispatcher.files].filter((f) => f.includes(`${root}/api/`))).toEqual([]);
  });
});
