import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureRulesBuilt, rulesRoot } from '../../rules-wasm/compiler/build-module.ts';
import { inputsHash } from '../../rules-wasm/compiler/inputs-hash.ts';

const run = promisify(execFile);
const repo = join(rulesRoot, '..');
const tsx = join(repo, 'node_modules', '.bin', 'tsx');

describe('authors’ command line (scripts/rules.ts)', () => {
  it('price prints the line items with their rule versions and the totals', async () => {
    await ensureRulesBuilt();
    const { stdout } = await run(tsx, ['scripts/rules.ts', 'price', '--jurisdiction', 'KE', '--date', '2025-07-31', '--basic', '100000.00'], { cwd: repo, timeout: 60_000 });
    expect(stdout).toMatch(/^PAYE\s+deduction\s+19,812\.35\s+91,430\.00\s+30%\s+KE\/paye@2023-07-01#[0-9a-f]{12}$/m);
    expect(stdout).toMatch(/^SHIF\s+deduction\s+2,750\.00\s+100,000\.00\s+2\.75%\s+KE\/shif@2024-10-01#/m);
    expect(stdout).toMatch(/^net\s+71,617\.65$/m);
  }, 90_000);

  it('doc writes the tables in force on a date, with sources and hashes', async () => {
    await ensureRulesBuilt();
    const out = join(await mkdtemp(join(tmpdir(), 'rules-doc-')), 'reference.md');
    await run(tsx, ['scripts/rules.ts', 'doc', '--date', '2024-06-30', '--out', out], { cwd: repo, timeout: 60_000 });
    const text = await readFile(out, 'utf8');
    expect(text).toContain('# Statutory tables in force on 2024-06-30');
    expect(text).toMatch(/### nssf \(parameters\)[\s\S]*In force from 2024-02-01 \(hash [0-9a-f]{12}\)[\s\S]*\| upper_earnings_limit \| 36,000\.00 \|/);
    expect(text).toMatch(/### shif \(flat_rate\)\s+[^\n]+\s+Not yet in force\./);
  }, 90_000);

  it('refuses an unknown command with the usage', async () => {
    await expect(run(tsx, ['scripts/rules.ts', 'publish'], { cwd: repo, timeout: 60_000 })).rejects.toMatchObject({ stderr: expect.stringMatching(/usage:\s+npm run rules -- price/) });
  }, 90_000);
});

describe('build freshness', () => {
  it('the inputs hash changes when a table changes', async () => {
    const root = await mkdtemp(join(tmpdir(), 'rules-hash-'));
    await mkdir(join(root, 'tables', 'KE'), { recursive: true });
    await mkdir(join(root, 'host'));
    for (const file of ['layout.ts', 'profile-slots.ts', 'manifest.ts']) await writeFile(join(root, 'host', file), '// host\n');
    await writeFile(join(root, 'tables', 'KE', 'paye.yaml'), 'rule: paye\n');
    const before = await inputsHash(root);
    expect(await inputsHash(root)).toBe(before);
    await writeFile(join(root, 'tables', 'KE', 'paye.yaml'), 'rule: paye # edited\n');
    expect(await inputsHash(root)).not.toBe(before);
  });

  it('the host names the missing build and how to make it', async () => {
    // A copy of the host whose ../build/ folder does not exist (kept inside the repository so zod resolves).
    const probe = join(rulesRoot, 'build', 'missing-build-probe');
    await rm(probe, { recursive: true, force: true });
    await cp(join(rulesRoot, 'host'), join(probe, 'rules-wasm', 'host'), { recursive: true });
    await cp(join(rulesRoot, '..', 'domain'), join(probe, 'domain'), { recursive: true });
    const { loadRulesEngine } = (await import(join(probe, 'rules-wasm', 'host', 'engine.ts'))) as typeof import('../../rules-wasm/host/engine.ts');
    await expect(loadRulesEngine()).rejects.toThrow(/rules-wasm\/build\/rules\.wasm is missing: run `npm run rules:build`/);
  });
});
