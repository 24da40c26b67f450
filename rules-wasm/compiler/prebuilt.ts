import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RulesManifest } from '../host/manifest.ts';
import { inputsHash } from './inputs-hash.ts';

/** Why the committed module cannot stand in for a build; null when it can. */
export async function prebuiltProblem(rulesRoot: string): Promise<string | null> {
  const dir = join(rulesRoot, 'prebuilt');
  const manifestText = await readFile(join(dir, 'manifest.json'), 'utf8').catch(() => null);
  const wasm = await readFile(join(dir, 'rules.wasm')).catch(() => null);
  if (!manifestText || !wasm) return 'rules-wasm/prebuilt/ holds no rules.wasm and manifest.json';
  const manifest = JSON.parse(manifestText) as RulesManifest;
  if (manifest.wasmHash !== createHash('sha256').update(wasm).digest('hex')) return 'rules-wasm/prebuilt/manifest.json does not describe rules.wasm';
  if (manifest.inputsHash !== (await inputsHash(rulesRoot)))
    return 'rules-wasm/prebuilt/ was built from other tables or engine sources than the ones checked out (run `npm run rules:build` and commit rules-wasm/prebuilt/)';
  return null;
}

/**
 * A production install (`npm ci --omit=dev`) has no AssemblyScript compiler, so it runs the module committed in
 * rules-wasm/prebuilt/, copied to rules-wasm/build/ where the engine loads it — after checking that it was built
 * from exactly the tables checked out, so a stale copy can never price payslips.
 */
export async function installPrebuilt(rulesRoot: string): Promise<void> {
  const problem = await prebuiltProblem(rulesRoot);
  if (problem) throw new Error(problem);
  const buildDir = join(rulesRoot, 'build');
  await mkdir(buildDir, { recursive: true });
  // The engine accepts the pair only once the manifest's wasmHash matches, so the copy order is safe.
  await copyFile(join(rulesRoot, 'prebuilt', 'rules.wasm'), join(buildDir, 'rules.wasm'));
  await copyFile(join(rulesRoot, 'prebuilt', 'manifest.json'), join(buildDir, 'manifest.json'));
}

/** `npm run rules:build` keeps the committed copy in step with the build it just made. */
export async function savePrebuilt(rulesRoot: string): Promise<void> {
  await mkdir(join(rulesRoot, 'prebuilt'), { recursive: true });
  await copyFile(join(rulesRoot, 'build', 'rules.wasm'), join(rulesRoot, 'prebuilt', 'rules.wasm'));
  await copyFile(join(rulesRoot, 'build', 'manifest.json'), join(rulesRoot, 'prebuilt', 'manifest.json'));
}
