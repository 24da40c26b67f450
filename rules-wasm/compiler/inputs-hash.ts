import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the module is built from; a change to any of these makes the build stale. */
const inputDirectories = ['tables', 'assembly', 'compiler'];
const inputFiles = ['host/layout.ts', 'host/profile-slots.ts', 'host/manifest.ts'];
/** The jurisdiction vocabulary (tax profile fields, component codes) the module's slots are laid out from. */
const vocabulary = fileURLToPath(new URL('../../domain/jurisdictions.ts', import.meta.url));

// Worked examples (tables/<CC>/examples/) check the module; they are not built into it.
const notInputs = new Set(['examples']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries
      .filter((entry) => !(entry.isDirectory() && notInputs.has(entry.name)))
      .map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

export async function inputsHash(rulesRoot: string): Promise<string> {
  const files = [
    ...(await Promise.all(inputDirectories.map((d) => filesUnder(join(rulesRoot, d))))).flat(),
    ...inputFiles.map((f) => join(rulesRoot, f)),
  ].sort();
  files.push(vocabulary);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file === vocabulary ? 'domain/jurisdictions.ts' : relative(rulesRoot, file).replaceAll('\\', '/'));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
