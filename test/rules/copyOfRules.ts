import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A throwaway copy of what the rule authors' command line needs (package.json, rules-wasm with its current build,
 * domain, scripts/rules.ts; node_modules linked), so a test can change tables and examples without touching the
 * repository's.
 */
export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export async function copyOfRules(): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'rules-copy-'));
  await cp(join(repositoryRoot, 'package.json'), join(root, 'package.json'));
  await cp(join(repositoryRoot, 'domain'), join(root, 'domain'), { recursive: true });
  await cp(join(repositoryRoot, 'scripts', 'rules.ts'), join(root, 'scripts', 'rules.ts'));
  await cp(join(repositoryRoot, 'rules-wasm'), join(root, 'rules-wasm'), { recursive: true, filter: (source) => !source.endsWith('/.lock') });
  await symlink(join(repositoryRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

export interface CommandRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a shell command line in `cwd` (as an author types it), never failing the promise. */
export function run(cwd: string, commandLine: string, timeout = 240_000): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', commandLine], { cwd, timeout, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' } }, (error, stdout, stderr) => {
      const code = error ? (typeof (error as { code?: unknown }).code === 'number' ? ((error as { code: number }).code) : 1) : 0;
      resolve({ status: code, stdout, stderr });
    });
  });
}

/** `npm run rules -- <args>` in the copy, through tsx directly (no npm banner). */
export function rules(cwd: string, args: string): Promise<CommandRun> {
  return run(cwd, `${join(repositoryRoot, 'node_modules', '.bin', 'tsx')} scripts/rules.ts ${args}`);
}
