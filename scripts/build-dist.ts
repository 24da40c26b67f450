import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ensureRulesBuilt } from '../rules-wasm/compiler/build-module.ts';
import { nodeArgsOfStartScript } from './roleStartScript.ts';

/**
 * `npm run build [-- --out dir]`: the Dockerfile's build step, runnable without Docker. Compiles the statutory
 * rules to WASM (when stale), the TypeScript entry points and everything they import to JavaScript, and writes a
 * package.json whose scripts run that JavaScript with plain `node` and whose dependencies leave out tsx, which
 * only the TypeScript checkout needs.
 */
const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
const out = resolve(root, values.out);

const packageSchema = z.looseObject({
  name: z.string(),
  version: z.string(),
  license: z.string(),
  description: z.string(),
  engines: z.record(z.string(), z.string()),
  dependencies: z.record(z.string(), z.string()),
  scripts: z.record(z.string(), z.string()),
});

const nodeFlagsOf = (script: string) => nodeArgsOfStartScript(script).filter((word) => word.startsWith('--')).join(' ');

await ensureRulesBuilt();
await rm(out, { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json'), '--outDir', out], {
  stdio: 'inherit',
});
if (tsc.status !== 0) throw new Error(`tsc -p tsconfig.build.json failed (exit ${tsc.status})`);

// Files read at run time next to the code that reads them (db/migrate.ts, rules-wasm/host/engine.ts).
await mkdir(join(out, 'db', 'migrations'), { recursive: true });
for (const file of await readdir(join(root, 'db', 'migrations'))) await cp(join(root, 'db', 'migrations', file), join(out, 'db', 'migrations', file));
await mkdir(join(out, 'rules-wasm', 'build'), { recursive: true });
for (const file of ['rules.wasm', 'manifest.json']) await cp(join(root, 'rules-wasm', 'build', file), join(out, 'rules-wasm', 'build', file));
for (const file of ['LICENSE', 'NOTICE', 'db/postgresDriverPatch.mjs']) await cp(join(root, file), join(out, file));

const source = packageSchema.parse(JSON.parse(await readFile(join(root, 'package.json'), 'utf8')));
const { tsx: _tsx, ...dependencies } = source.dependencies;
const runtimePackage = {
  name: source.name,
  version: source.version,
  private: true,
  license: source.license,
  description: source.description,
  type: 'module',
  // Receivers verify deliveries with the same code that signs them.
  exports: { './webhooks': './domain/webhooks/signature.js' },
  engines: source.engines,
  // The heap capped as in the source package's scripts: memory must not grow with a run's or an import's size.
  scripts: {
    start: `node ${nodeFlagsOf(source.scripts.start!)} scripts/start.js`,
    api: `node ${nodeFlagsOf(source.scripts.api!)} scripts/start.js api`,
    worker: `node ${nodeFlagsOf(source.scripts.worker!)} scripts/start.js worker`,
    admin: 'node scripts/admin.js',
    postinstall: 'node db/postgresDriverPatch.mjs',
  },
  dependencies,
};
await writeFile(join(out, 'package.json'), `${JSON.stringify(runtimePackage, null, 2)}\n`);
console.log(`build: compiled JavaScript, migrations and rules.wasm in ${out}`);
