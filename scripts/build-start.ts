import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, realpath, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Run by `npm start`, `npm run api` and `npm run worker` before node starts `.build/current/scripts/start.js`: the
 * service as JavaScript compiled from this checkout. Under tsx every process held ~35 MB more resident memory (its
 * loader's code, source maps, esbuild's buffers), and no process may pass 256 MB (issue 31). Compiled without type
 * checking (`npm test` checks types; a start must not wait for it) into `.build/<hash of the sources>/`, so
 * processes started together and unchanged sources share one build. An install without TypeScript
 * (`npm ci --omit=dev`) starts through tsx as before.
 */
const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const builds = join(root, '.build');
const sourceDirs = ['actors', 'api', 'commands', 'console', 'db', 'documents', 'domain', 'machines', 'platform', 'ports', 'service', 'scripts', 'rules-wasm/host'];
// Read at run time beside the code that reads them (db/migrate.ts, rules-wasm/host/engine.ts): linked, not copied, so a new migration or rules build is seen.
const linkedDirs = ['db/migrations', 'rules-wasm/build'];

const typescript = (() => {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  } catch {
    return null;
  }
})();

await mkdir(builds, { recursive: true });
const name = typescript ? await sourcesHash() : 'tsx';
const build = join(builds, name);
if (!existsSync(join(build, 'scripts', 'start.js'))) {
  const building = `${build}.${process.pid}`;
  if (typescript) {
    const tsc = spawnSync(process.execPath, [typescript, '-p', join(root, 'tsconfig.build.json'), '--noCheck', '--outDir', building], { stdio: 'inherit' });
    if (tsc.status !== 0) throw new Error(`build-start: tsc -p tsconfig.build.json failed (exit ${tsc.status})`);
    for (const dir of linkedDirs) await symlink(relative(dirname(join(build, dir)), join(root, dir)), join(building, dir));
  } else {
    await mkdir(join(building, 'scripts'), { recursive: true });
    const start = relative(join(build, 'scripts'), join(root, 'scripts', 'start.ts'));
    await writeFile(join(building, 'scripts', 'start.js'), `import 'tsx';\nawait import('${start}');\n`);
  }
  // Whole or not at all: a process started meanwhile never sees a half-written build.
  await rename(building, build).catch(() => rm(building, { recursive: true, force: true }));
}
// `.build/current` is read from where npm runs the script; a checkout reached through links builds where its sources are.
await mkdir(join(process.cwd(), '.build'), { recursive: true });
const started = await realpath(join(process.cwd(), '.build'));
const link = join(started, `current.${process.pid}`);
await symlink(relative(started, build), link);
await rename(link, join(started, 'current'));
await pruneBuilds(name);

/** The hash of every file the compiled service is made of, and of the compiler settings. */
async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = ['tsconfig.json', 'tsconfig.build.json'];
  for (const dir of sourceDirs) files.push(...(await tsFiles(dir)));
  for (const file of files.sort()) hash.update(`${file}\0`).update(await readFile(join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

async function tsFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? tsFiles(join(dir, entry.name)) : Promise.resolve(entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []))));
  return nested.flat();
}

/** Keeps the three newest builds: a process started from an older one may still import from it. */
async function pruneBuilds(current: string): Promise<void> {
  const dirs = (await readdir(builds, { withFileTypes: true })).filter((entry) => entry.isDirectory() && !entry.name.includes('.') && entry.name !== current);
  const dated = await Promise.all(dirs.map(async (entry) => ({ name: entry.name, time: (await stat(join(builds, entry.name))).mtimeMs })));
  for (const old of dated.sort((a, b) => b.time - a.time).slice(2)) await rm(join(builds, old.name), { recursive: true, force: true });
}
