import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { loadedModules, recordLoadedModules } from '../support/loadedModules.ts';

/**
 * `npm start`, `npm run api` and `npm run worker` run the service compiled to JavaScript (scripts/build-start.ts),
 * not through tsx, whose loader held ~35 MB of each process's resident memory (issue 31: no process above 256 MB).
 */
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

let db: TestDatabase;
let dir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'build-start-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await db?.drop();
});

describe('the start scripts', () => {
  it('build the service, then run its JavaScript with the heap capped', () => {
    for (const [name, role] of [['start', ''], ['api', ' api'], ['worker', ' worker']] as const) {
      expect(scripts[name], name).toMatch(new RegExp(`^tsx scripts/build-start\\.ts && exec node --max-old-space-size=\\d+ --max-semi-space-size=\\d+ \\.build/current/scripts/start\\.js${role}$`));
    }
  });

  it('npm start serves requests from compiled JavaScript alone, tsx not loaded', async () => {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-start.ts'], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    expect(existsSync('.build/current/scripts/start.js')).toBe(true);

    const file = join(dir, 'modules.txt');
    const words = scripts.start!.split(' ');
    const { VITEST: _vitest, ...env } = process.env;
    const child = spawn(process.execPath, words.slice(words.lastIndexOf('node') + 1), {
      env: { ...env, DATABASE_URL: db.url, NATS_URL: '', PORT: '0', LOG_LEVEL: 'info', PAYROLL_DATA_DIR: dir, ...recordLoadedModules(file) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      for (let i = 0; i < 480 && !/listening on/.test(output) && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 250));
      const port = /localhost:(\d+)/.exec(output)?.[1];
      expect(port, output).toBeDefined();
      expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: 'ok' });
      const loaded = loadedModules(file);
      expect(loaded).toContainEqual(expect.stringMatching(/\/\.build\/[0-9a-f]+\/service\/start\.js$/));
      expect(loaded.filter((url) => url.includes('/node_modules/tsx/') || url.endsWith('.ts'))).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }, 180_000);
});
