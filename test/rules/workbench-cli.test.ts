import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfRules, rules, type CommandRun } from './copyOfRules.ts';

// The rule authors' command line on a copy of the tables: `check`, `new-version` and `diff`, and the one-line
// answer (file, path inside it, what is wrong; exit status 1) to each kind of bad input.
let copy: Awaited<ReturnType<typeof copyOfRules>>;
const examples = () => join(copy.root, 'rules-wasm', 'tables', 'KE', 'examples');

beforeAll(async () => {
  copy = await copyOfRules();
});
afterAll(async () => {
  await copy?.remove();
});

function oneLineError(result: CommandRun, ...parts: string[]): void {
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  for (const part of parts) expect(lines[0]).toContain(part);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

const goodExample = `source: { authority: NSSF, title: Year 4 notice, date: 2026-02-12, page: 1 }
examples:
  - name: workbench-lel
    date: 2026-02-28
    components: { BASIC: "9000.00" }
    expect:
      lines: { NSSF_TIER_I: "540.00", NSSF_TIER_II: null }
`;

describe('rules check', () => {
  it('passes an example that matches, naming it', async () => {
    const result = await rules(copy.root, 'check --jurisdiction KE --example nssf-at-lower-earnings-limit');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('ok    KE nssf-at-lower-earnings-limit');
    expect(result.stdout).toContain('1 example(s): 1 passed, 0 failed');
  });

  it('prints expected against priced, line by line, when an example differs (no stack trace)', async () => {
    await writeFile(join(examples(), 'workbench-wrong.yaml'), goodExample.replace('"540.00"', '"545.00"').replace('workbench-lel', 'workbench-wrong'));
    const result = await rules(copy.root, 'check --jurisdiction KE --example workbench-wrong');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('FAIL  KE workbench-wrong  (rules-wasm/tables/KE/examples/workbench-wrong.yaml, examples.0)');
    expect(result.stdout).toMatch(/NSSF_TIER_I\s+545\.00\s+540\.00\s+-5\.00\s+DIFFERS/);
    expect(result.stdout).toMatch(/NSSF_TIER_II\s+absent\s+absent\s+ok/);
    expect(result.stdout).not.toMatch(/\n\s+at /);
    await writeFile(join(examples(), 'workbench-wrong.yaml'), goodExample.replace('workbench-lel', 'workbench-wrong'));
    expect((await rules(copy.root, 'check --jurisdiction KE --example workbench-wrong')).status).toBe(0);
  });

  it('refuses a malformed example file in one line', async () => {
    await writeFile(join(examples(), 'broken.yaml'), 'examples: [ { name: x\n');
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'rules-wasm/tables/KE/examples/broken.yaml', 'not valid YAML');
    await writeFile(join(examples(), 'broken.yaml'), goodExample.replace('    components:', '    colour: red\n    components:'));
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'rules-wasm/tables/KE/examples/broken.yaml: examples.0', 'colour');
    await writeFile(join(examples(), 'broken.yaml'), goodExample.replace('    components:', '    componentz:'));
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'rules-wasm/tables/KE/examples/broken.yaml: examples.0.components:');
    await writeFile(join(examples(), 'broken.yaml'), goodExample.replace('"9000.00"', '9000.5'));
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'broken.yaml: examples.0.components.BASIC: amounts are quoted major units');
  });

  it('refuses an unknown line, accumulator or tax profile field in one line', async () => {
    await writeFile(join(examples(), 'broken.yaml'), goodExample.replace('NSSF_TIER_II: null', 'NSSF_TIER_9: null'));
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'broken.yaml: examples.0.expect.lines.NSSF_TIER_9: unknown: not a line of KE');
    await writeFile(join(examples(), 'broken.yaml'), goodExample.replace('    expect:', '    tax_profile: { disabled: true }\n    expect:'));
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'broken.yaml: examples.0.tax_profile', 'disabled');
    await writeFile(join(examples(), 'broken.yaml'), goodExample.replace('    expect:', '    year_to_date: { paye_paid: 100 }\n    expect:'));
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'broken.yaml: examples.0.year_to_date.paye_paid: unknown');
  });

  it('refuses an example whose source is missing or names no page or case', async () => {
    await writeFile(join(examples(), 'broken.yaml'), goodExample.replace(/^source:.*\n/, ''));
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'broken.yaml: examples.0.source: missing');
    await writeFile(join(examples(), 'broken.yaml'), goodExample.replace(', page: 1', ''));
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'broken.yaml: examples.0.source: missing: name the page or the case id');
    await writeFile(join(examples(), 'broken.yaml'), goodExample.replace('workbench-lel', 'nssf-at-lower-earnings-limit'));
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'examples.0.name: "nssf-at-lower-earnings-limit" is already an example of KE');
    await writeFile(join(examples(), 'broken.yaml'), goodExample);
    expect((await rules(copy.root, 'check --jurisdiction KE --example workbench-lel')).status).toBe(0);
  });

  it('refuses an unknown jurisdiction or example name', async () => {
    oneLineError(await rules(copy.root, 'check --jurisdiction XX'), '--jurisdiction: "XX" is not a jurisdiction');
    oneLineError(await rules(copy.root, 'check --jurisdiction KE --example no-such-example'), '--example: no example named "no-such-example" in KE');
  });
});

describe('rules new-version', () => {
  it('refuses an unknown table, a wrong effective date and an overlapping one in one line', async () => {
    oneLineError(await rules(copy.root, 'new-version KE/payee --effective 2027-07-01'), 'unknown table KE/payee');
    oneLineError(await rules(copy.root, 'new-version paye --effective 2027-07-01'), 'is not a table: write <CC>/<rule>');
    oneLineError(await rules(copy.root, 'new-version KE/paye --effective 1/7/2027'), '--effective: "1/7/2027" is not a date YYYY-MM-DD');
    oneLineError(await rules(copy.root, 'new-version KE/paye --effective 2027-02-30'), '--effective: "2027-02-30" is not a date YYYY-MM-DD');
    oneLineError(await rules(copy.root, 'new-version KE/paye --effective 2023-07-01'), 'would overlap versions.0 of rules-wasm/tables/KE/paye.yaml (in force from 2023-07-01)');
  });

  it('writes the previous figures under an empty source, which the build refuses until it is filled in', async () => {
    const table = join(copy.root, 'rules-wasm', 'tables', 'KE', 'shif.yaml');
    const before = await readFile(table, 'utf8');
    const made = await rules(copy.root, 'new-version KE/shif --effective 2027-07-01');
    expect(made.status, made.stderr).toBe(0);
    const after = await readFile(table, 'utf8');
    expect(after.startsWith(before.trimEnd())).toBe(true);
    expect(after).toContain('  - effective_from: 2027-07-01');
    expect(after).toContain('    source: { authority: "", title: "", date: "" }');
    expect(after.slice(before.length)).toContain('rate: "2.75%"');
    const place = await readFile(join(examples(), 'shif-2027-07-01.yaml'), 'utf8');
    expect(place).toContain('source: { authority: "", title: "", date: "", page: "" }');
    oneLineError(await rules(copy.root, 'check --jurisdiction KE'), 'rules-wasm/tables/KE/examples/shif-2027-07-01.yaml: source.authority: missing');
    await rm(join(examples(), 'shif-2027-07-01.yaml'));
    const build = await rules(copy.root, 'check --jurisdiction KE --example nssf-at-lower-earnings-limit');
    oneLineError(build, 'tables/KE/shif.yaml: versions.', '.source: missing: fill in the authority, title and date');
    await writeFile(table, before);
  });
});

describe('the build', () => {
  it('refuses a version that overlaps another and a rounding left unstated, in one line', async () => {
    const table = join(copy.root, 'rules-wasm', 'tables', 'KE', 'shif.yaml');
    const before = await readFile(table, 'utf8');
    const version = before.slice(before.indexOf('  - effective_from: 2024-10-01'));
    await writeFile(table, `${before.trimEnd()}\n${version.replace('2024-10-01', '2024-09-01').trimEnd()}\n`);
    oneLineError(await rules(copy.root, 'check --example nssf-at-lower-earnings-limit'), 'tables/KE/shif.yaml: versions.1.effective_from: 2024-09-01 overlaps versions.0 (in force from 2024-10-01)');
    await writeFile(table, before.replace('    rounding: { mode: half_up }\n', ''));
    oneLineError(await rules(copy.root, 'check --example nssf-at-lower-earnings-limit'), 'tables/KE/shif.yaml: versions.0.rounding: unstated: say how the amount is rounded');
    await writeFile(table, before);
    expect((await rules(copy.root, 'check --example nssf-at-lower-earnings-limit')).status).toBe(0);
  });
});

describe('rules diff', () => {
  it('refuses bad options and a bad population file in one line', async () => {
    oneLineError(await rules(copy.root, 'diff --jurisdiction KE --from 2026-06-31 --to 2026-07-01'), '--from: "2026-06-31" is not a date');
    oneLineError(await rules(copy.root, 'diff --jurisdiction KE --from 2026-06-30'), '--to: missing');
    await writeFile(join(copy.root, 'people.csv'), 'id,basic,salary\nA,100.00,3\n');
    oneLineError(await rules(copy.root, 'diff --jurisdiction KE --from 2026-06-30 --to 2026-07-01 --population people.csv'), 'people.csv: line 1, column 3 "salary": unknown');
    await writeFile(join(copy.root, 'people.csv'), 'id,basic,profile.disability_exemption\nA,lots,true\n');
    oneLineError(await rules(copy.root, 'diff --jurisdiction KE --from 2026-06-30 --to 2026-07-01 --population people.csv'), 'people.csv: line 2, column 2 "basic": "lots" is not an amount');
    await writeFile(join(copy.root, 'people.csv'), 'id,basic,profile.disabled\nA,100.00,true\n');
    oneLineError(await rules(copy.root, 'diff --jurisdiction KE --from 2026-06-30 --to 2026-07-01 --population people.csv'), 'people.csv: employee A: profile', 'disabled');
  });

  it('prices a CSV population at both dates and reports each changed line, as a table and as Markdown', async () => {
    await writeFile(join(copy.root, 'people.csv'), 'id,description,basic,profile.disability_exemption\nA,low,30000.00,false\nB,exempt,30000.00,true\n');
    // NSSF year 4 starts on 2026-02-01: Tier II on 30,000 - 9,000 (was 30,000 - 8,000) and the UEL rises.
    const result = await rules(copy.root, 'diff --jurisdiction KE --from 2026-01-31 --to 2026-02-01 --population people.csv');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/KE\/nssf: KE\/nssf@2025-02-01#[0-9a-f]{12} -> KE\/nssf@2026-02-01#[0-9a-f]{12}/);
    expect(result.stdout).toMatch(/A\s+low\s+NSSF_TIER_I\s+480\.00\s+540\.00\s+\+60\.00/);
    const markdown = await rules(copy.root, 'diff --jurisdiction KE --from 2026-01-31 --to 2026-02-01 --population people.csv --markdown');
    expect(markdown.stdout).toContain('| employee | description | line | 2026-01-31 | 2026-02-01 | change |');
    expect(markdown.stdout).toMatch(/\| A \| low \| NSSF_TIER_I \| 480\.00 \| 540\.00 \| \+60\.00 \|/);
  });

  it('uses a built-in population of every tax profile option by default', async () => {
    const result = await rules(copy.root, 'diff --jurisdiction GB --from 2026-04-05 --to 2026-04-06');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('the built-in GB population');
    expect(result.stdout).toMatch(/GB-profile-\d+\s+median pay, student_loan_plans=plan_5\s+STUDENT_LOAN\s+absent\s+73\.00\s+\+73\.00/);
    expect(result.stdout).toMatch(/\d+ of \d+ employees change/);
  });
});
