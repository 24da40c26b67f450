import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

// The Dockerfile's build step (`npm run build`), run for real since Docker is not available: the output must start
// under plain `node`, with no TypeScript loader and no dev dependency.
let out: string;
let db: TestDatabase;
let server: ChildProcess | undefined;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'payroll-dist-'));
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-dist.ts', '--out', out], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  db = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await db?.drop();
  await rm(out, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('npm run build (the Dockerfile build stage)', () => {
  it('emits JavaScript that imports no TypeScript source, loader or dev dependency', async () => {
    const files = (await filesUnder(out)).map((f) => f.slice(out.length + 1));
    expect(files).toContain('scripts/start.js');
    expect(files).toContain('scripts/admin.js');
    expect(files).toContain('rules-wasm/build/rules.wasm');
    expect(files.some((f) => f.startsWith('db/migrations/'))).toBe(true);
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([]);
    const devOnly = /from ['"](tsx|assemblyscript|typescript|vitest|deno|fast-check)[/'"]|from ['"][^'"]+\.ts['"]/;
    for (const file of files.filter((f) => f.endsWith('.js'))) expect([file, devOnly.test(await readFile(join(out, file), 'utf8'))]).toEqual([file, false]);

    const runtimePackage = JSON.parse(await readFile(join(out, 'package.json'), 'utf8'));
    // The source package's heap flags, role by role.
    expect(runtimePackage.scripts.start).toBe('node --max-old-space-size=160 --max-semi-space-size=8 scripts/start.js');
    expect(runtimePackage.scripts.api).toBe('node --max-old-space-size=128 --max-semi-space-size=8 scripts/start.js api');
    expect(runtimePackage.scripts.worker).toBe('node --max-old-space-size=128 --max-semi-space-size=8 scripts/start.js worker');
    expect(runtimePackage.scripts.postinstall).toBe('node db/postgresDriverPatch.mjs');
    expect(files).toContain('db/postgresDriverPatch.mjs');
    expect(runtimePackage.dependencies.tsx).toBeUndefined();
    expect(runtimePackage.devDependencies).toBeUndefined();
  });

  it('starts with plain node and answers /healthz', async () => {
    // The image installs production dependencies next to the output; here the checkout's stand in for them.
    await symlink(join(process.cwd(), 'node_modules'), join(out, 'node_modules'), 'dir');
    const port = await freePort();
    let output = '';
    server = spawn(process.execPath, ['scripts/start.js'], {
      cwd: out,
      env: { PATH: process.env.PATH, PORT: String(port), DATABASE_URL: db.url, PAYROLL_DATA_DIR: join(out, '.data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.json(), () => null);
      if (health) {
        expect(health).toEqual({ status: 'ok' });
        break;
      }
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`compiled server did not answer /healthz:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(output).toContain(`listening on http://localhost:${port}/api/v1`);
  }, 60_000);
});
