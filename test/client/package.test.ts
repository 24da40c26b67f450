import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../domain/webhooks/signature.ts';

/** The package as npm would publish it: packed with its build, importable by plain Node from dist/. */
const root = resolve(import.meta.dirname, '../..');
const packageRoot = resolve(root, 'clients/typescript');
const run = promisify(execFile);

describe('the payroll-service-client package', () => {
  it('packs its compiled build, its sources, README and licence, and no runtime dependency but openapi-fetch', async () => {
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '-w', 'payroll-service-client'], { cwd: root, timeout: 120_000 });
    const files: string[] = JSON.parse(stdout)[0].files.map((f: { path: string }) => f.path);
    for (const file of ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts', 'dist/generated/schema.d.ts', 'src/index.ts']) expect(files).toContain(file);
    expect(files.filter((f) => !/^(dist|src)\//.test(f)).sort()).toEqual(['LICENSE', 'README.md', 'package.json']);
    const manifest = JSON.parse(readFileSync(resolve(packageRoot, 'package.json'), 'utf8'));
    expect(manifest.license).toBe('Apache-2.0');
    expect(readFileSync(resolve(packageRoot, 'LICENSE'), 'utf8')).toBe(readFileSync(resolve(root, 'LICENSE'), 'utf8'));
    expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch']);
    expect(files).toContain(manifest.exports['.'].default.replace('./', ''));
    expect(files).toContain(manifest.exports['.'].types.replace('./', ''));
  }, 120_000);

  it('runs from dist/ on plain Node, without a TypeScript loader', async () => {
    const body = '{"id":"evt_1","object":"event","type":"pay_run.paid","created_at":"2025-07-28T09:00:00.000Z","data":{"object":{}}}';
    const header = signWebhook(['whsec_new', 'whsec_old'], body);
    const program = `
      const client = await import(${JSON.stringify(resolve(packageRoot, 'dist/index.js'))});
      const event = await client.verifyWebhook(process.env.BODY, { 'payroll-signature': process.env.HEADER }, ['whsec_old']);
      const api = client.createPayrollClient({ baseUrl: 'http://127.0.0.1:1/api/v1', token: 't' });
      console.log(JSON.stringify({ event: event.id, methods: typeof api.createEmployee + typeof api.employees.list }));`;
    await run('npm', ['run', 'build', '-w', 'payroll-service-client'], { cwd: root, timeout: 120_000 });
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', program], { cwd: packageRoot, env: { ...process.env, BODY: body, HEADER: header } });
    expect(JSON.parse(stdout)).toEqual({ event: 'evt_1', methods: 'functionfunction' });
  }, 120_000);
});
