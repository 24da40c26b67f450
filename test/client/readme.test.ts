import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/apiHarness.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { startPayRunActors } from '../../service/runtime.ts';
import { serveHttp, type RunningServer } from '../../service/serve.ts';

/**
 * The README's "A first request" shows the client beside curl: its TypeScript block, saved and run as the README
 * says, on a demo organization's calculated KE run. Two things differ: the port, and the package is imported
 * from its source (a checkout builds dist/ with `npm run build -w payroll-service-client`, a user installs it).
 */
const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## A first request'), readme.indexOf('### Operator commands'));
const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
let api: ApiHarness;
let actors: Awaited<ReturnType<typeof startPayRunActors>>;
let server: RunningServer;
let cwd: string;

beforeAll(async () => {
  api = await createApiHarness();
  actors = await startPayRunActors(api.runtime, { concurrency: 1 });
  server = await serveHttp(api.app.fetch, 0, '127.0.0.1');
  cwd = mkdtempSync(join(tmpdir(), 'readme-client-'));
}, 60_000);
afterAll(async () => {
  await actors?.stop();
  await server?.close();
  await api?.close();
  rmSync(cwd, { recursive: true, force: true });
});

describe("README's first request with the client", () => {
  it('approves and pays the run, lists its payments and saves the payment file', async () => {
    expect(section).toContain('TOKEN=$TOKEN RUN_ID=$RUN_ID npx tsx first-request.mts');
    expect(block).toContain("from 'payroll-service-client'");
    const seed = (await runAdminCommand(api.db.sql, ['demo', 'seed'], 'staging', { openKeyring: async () => api.keyring, port: server.port })) as { token: string; month: Record<string, string> };
    const created = await api.json('POST', '/pay_runs', { token: seed.token, body: { jurisdiction: 'KE', ...seed.month } });
    const calculated = await api.json('POST', `/pay_runs/${created.body.id}/calculate`, { token: seed.token });
    expect(calculated.body.status).toBe('calculated');

    const program = block!
      .replace("'payroll-service-client'", JSON.stringify(join(root, 'clients/typescript/src/index.ts')))
      .replaceAll('localhost:8080', `127.0.0.1:${server.port}`);
    writeFileSync(join(cwd, 'first-request.mts'), program);
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['first-request.mts'], {
      cwd,
      env: { ...process.env, TOKEN: seed.token, RUN_ID: created.body.id },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((done) => child.on('close', done));
    expect(code, output).toBe(0);

    const run = await api.json('GET', `/pay_runs/${created.body.id}`, { token: seed.token });
    expect(run.body.status).toBe('paid');
    const printed = output.trim().split('\n');
    expect(printed).toHaveLength(run.body.payslip_count);
    for (const line of printed) expect(line).toMatch(/^[0-9a-f-]{36} (not_sent|sent|arrived|returned|refused)$/);
    expect(existsSync(join(cwd, 'pain001.xml'))).toBe(true);
    expect(readFileSync(join(cwd, 'pain001.xml'), 'utf8')).toContain('<CstmrCdtTrfInitn>');
  }, 60_000);
});
