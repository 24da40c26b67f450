import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

/**
 * The README's "A first request" section, run as a newcomer would: `npm start`, then its shell blocks, line by
 * line, in a fresh working directory (the checkout's files linked in, no .data), with the three lines the demo
 * seed prints pasted in between. Every curl fails on an HTTP error, so a step that ends in an error fails here.
 * Two things differ from a laptop: DATABASE_URL points at this file's database (no embedded PostgreSQL), and the
 * port is a free one instead of 8080.
 */
const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## A first request'), readme.indexOf('Create an organization, a member allowed'));
const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.trim().split('\n'));

let db: TestDatabase;
let cwd: string;
let port: number;
let service: ChildProcess;
let serviceOutput = '';

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

beforeAll(async () => {
  db = await createTestDatabase();
  port = await freePort();
  cwd = mkdtempSync(join(tmpdir(), 'readme-'));
  for (const entry of readdirSync(root)) if (!['.data', '.git', 'dist', 'pain001.xml'].includes(entry)) symlinkSync(join(root, entry), join(cwd, entry));
  expect(blocks[0]![0]).toMatch(/^npm start\s/);
  service = spawn('npm', ['start'], { cwd, env: { ...env(), LOG_LEVEL: 'warn' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  service.stdout!.on('data', (chunk) => (serviceOutput += chunk));
  service.stderr!.on('data', (chunk) => (serviceOutput += chunk));
  for (let i = 0; i < 120; i++) {
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`npm start did not answer /healthz:\n${serviceOutput}`);
}, 90_000);

afterAll(async () => {
  if (service?.pid) process.kill(-service.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(cwd, { recursive: true, force: true });
  await db?.drop();
});

function env() {
  const { LOG_LEVEL: _level, ...inherited } = process.env;
  return { ...inherited, DATABASE_URL: db.url, PORT: String(port), NATS_URL: '', PAYROLL_ENV: 'staging' };
}

describe("README's first section", () => {
  it('runs from demo seed to a paid run and its payment file, no step ending in an error', () => {
    const [seedBlock, payBlock] = blocks;
    const [, seed, printTryIt] = seedBlock!;
    const script = [
      'set -euo pipefail',
      'curl() { command curl --fail-with-body "$@"; }',
      seed,
      `TRY_IT="$(${printTryIt!.replace(/\s+#.*$/, '')})"`,
      'echo "$TRY_IT"',
      'eval "$TRY_IT"',
      ...payBlock!,
      'curl -s "$API/pay_runs/$RUN_ID" -H "Authorization: Bearer $TOKEN"',
    ]
      .join('\n')
      .replaceAll('localhost:8080', `localhost:${port}`);
    const result = spawnSync('bash', ['-c', script], { cwd, env: env(), encoding: 'utf8', timeout: 120_000 });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    expect(output).not.toMatch(/"error"\s*:/);
    const run = JSON.parse(result.stdout.trim().split('\n').at(-1)!);
    expect(run).toMatchObject({ status: 'paid', jurisdiction: 'KE' });
    expect(run.payslip_count).toBeGreaterThan(3);
    const file = readFileSync(join(cwd, 'pain001.xml'), 'utf8');
    expect(file).toMatch(/^<\?xml/);
    expect(file).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(file).toContain('<CstmrCdtTrfInitn>');
  }, 150_000);
});
