import { describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTables } from '../../rules-wasm/compiler/load-tables.ts';
import { taxYearOf } from '../../rules-wasm/host/tax-year.ts';
import { percent } from '../../rules-wasm/host/record-codec.ts';
import type { PricingRequest } from '../../rules-wasm/host/engine.ts';
import { requestOf, rulesEngine, checkCase, type PricingCase } from './harness.ts';

const jurisdictionYaml = `jurisdiction: KE
tax_year: { start_month: 1, start_day: 1, label: start_year }
ytd: [paye]
lines:
  PAYE: { kind: deduction, tax: true, description: PAYE income tax }
`;
const source = `source: { authority: KRA, title: Test table, date: 2024-01-01 }`;

async function tablesWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'rules-tables-'));
  await mkdir(join(root, 'tables', 'KE'), { recursive: true });
  await mkdir(join(root, 'assembly', 'jurisdictions'), { recursive: true });
  await writeFile(join(root, 'assembly', 'jurisdictions', 'ke.ts'), 'export function price(): void {}\n');
  await writeFile(join(root, 'tables', 'KE', 'jurisdiction.yaml'), jurisdictionYaml);
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, 'tables', 'KE', name), text);
  return root;
}

const bandsTable = (bands: string, extra = '') => `rule: paye
family: progressive_bands
description: test bands
versions:
  - effective_from: 2024-01-01
    ${source}
    period: monthly
    bands: ${bands}
    rounding: { mode: half_up }
${extra}`;

describe('table validation names the file, the path and the reason', () => {
  const cases: { name: string; files: Record<string, string>; message: RegExp }[] = [
    { name: 'a rate that is not a percentage', files: { 'paye.yaml': bandsTable('[{ up_to: null, rate: "ten" }]') }, message: /tables\/KE\/paye\.yaml: versions\.0\.bands\.0\.rate: "ten" is not a percentage/ },
    { name: 'an amount with three decimals', files: { 'paye.yaml': bandsTable('[{ up_to: "10.001", rate: "1%" }, { up_to: null, rate: "2%" }]') }, message: /versions\.0\.bands\.0\.up_to: .*at most 2 decimals/ },
    { name: 'bands that do not rise', files: { 'paye.yaml': bandsTable('[{ up_to: 100, rate: "1%" }, { up_to: 50, rate: "2%" }, { up_to: null, rate: "3%" }]') }, message: /versions\.0\.bands\.1\.up_to: bands must rise/ },
    { name: 'an open band that is not last', files: { 'paye.yaml': bandsTable('[{ up_to: null, rate: "1%" }, { up_to: 50, rate: "2%" }]') }, message: /bands\.0\.up_to: only the last band is open/ },
    { name: 'a version without a source', files: { 'paye.yaml': 'rule: paye\nfamily: relief\ndescription: test relief\nversions:\n  - effective_from: 2024-01-01\n    period: monthly\n    amount: 1\n' }, message: /tables\/KE\/paye\.yaml: versions\.0\.source: missing: fill in the authority, title and date/ },
    { name: 'versions out of order', files: { 'paye.yaml': bandsTable('[{ up_to: null, rate: "1%" }]', `  - effective_from: 2023-01-01\n    ${source}\n    period: monthly\n    bands: [{ up_to: null, rate: "1%" }]\n    rounding: { mode: down }\n`) }, message: /versions\.1\.effective_from: 2023-01-01 overlaps versions\.0 \(in force from 2024-01-01\): each version runs until the next one starts/ },
    { name: 'a rounding left unstated', files: { 'paye.yaml': bandsTable('[{ up_to: null, rate: "1%" }]').replace('    rounding: { mode: half_up }\n', '') }, message: /versions\.0\.rounding: unstated: say how the amount is rounded/ },
    { name: 'an unknown family', files: { 'paye.yaml': 'rule: paye\nfamily: magic\ndescription: x y z\nversions: [{}]\n' }, message: /tables\/KE\/paye\.yaml: family: / },
    { name: 'a file named differently from its rule', files: { 'tax.yaml': bandsTable('[{ up_to: null, rate: "1%" }]') }, message: /tables\/KE\/tax\.yaml: rule "paye" must live in a file named paye\.yaml/ },
    { name: 'an unknown component code in a base', files: { 'bases.yaml': `rule: bases\nfamily: bases\ndescription: test bases\nversions:\n  - effective_from: 2024-01-01\n    ${source}\n    bases: { taxable: [BASIC, SALARY] }\n` }, message: /versions\.0\.bases\.taxable\.1/ },
    { name: 'parameters whose names change between versions', files: { 'limits.yaml': `rule: limits\nfamily: parameters\ndescription: test limits\nversions:\n  - effective_from: 2024-01-01\n    ${source}\n    amounts: { lel: 1 }\n  - effective_from: 2025-01-01\n    ${source}\n    amounts: { uel: 1 }\n` }, message: /versions\.1: must define the same names/ },
    { name: 'an invalid calendar date', files: { 'paye.yaml': bandsTable('[{ up_to: null, rate: "1%" }]').replace('2024-01-01', '2024-02-30') }, message: /versions\.0\.effective_from: not a calendar date/ },
    { name: 'an unknown field', files: { 'paye.yaml': bandsTable('[{ up_to: null, rate: "1%" }]').replace('period: monthly', 'period: monthly\n    ceiling: 5') }, message: /versions\.0/ },
  ];
  for (const c of cases)
    it(c.name, async () => {
      const root = await tablesWith(c.files);
      await expect(loadTables(root)).rejects.toThrow(c.message);
    });

  it('a valid table loads with exact minor units, rates in parts per million and a content hash', async () => {
    const root = await tablesWith({ 'paye.yaml': bandsTable('[{ up_to: "24000.50", rate: "32.5%" }, { up_to: null, rate: "0.0275%" }]') });
    const [ke] = await loadTables(root);
    const version = ke!.rules[0]!.versions[0]!;
    expect(version.data).toMatchObject({ bands: [{ up_to: 2_400_050n, rate: 325_000n }, { up_to: null, rate: 275n }] });
    expect(version.hash).toMatch(/^[0-9a-f]{12}$/);
  });

  it('a folder without its method is skipped with a warning, not built', async () => {
    const root = await tablesWith({});
    await mkdir(join(root, 'tables', 'GB'));
    await writeFile(join(root, 'tables', 'GB', 'jurisdiction.yaml'), jurisdictionYaml.replace('KE', 'GB'));
    const warnings: string[] = [];
    const loaded = await loadTables(root, (w) => warnings.push(w));
    expect(loaded.map((j) => j.code)).toEqual(['KE']);
    expect(warnings.join()).toMatch(/tables\/GB.*skipped until both/);
  });
});

describe('tax years', () => {
  const cases = [
    { definition: { startMonth: 1, startDay: 1, label: 'start_year' as const }, date: '2025-07-31', expected: { start: '2025-01-01', end: '2025-12-31', label: '2025' } },
    { definition: { startMonth: 4, startDay: 6, label: 'span' as const }, date: '2025-04-05', expected: { start: '2024-04-06', end: '2025-04-05', label: '2024-25' } },
    { definition: { startMonth: 4, startDay: 6, label: 'span' as const }, date: '2025-04-06', expected: { start: '2025-04-06', end: '2026-04-05', label: '2025-26' } },
    { definition: { startMonth: 3, startDay: 1, label: 'end_year' as const }, date: '2024-02-29', expected: { start: '2023-03-01', end: '2024-02-29', label: '2024' } },
    { definition: { startMonth: 3, startDay: 1, label: 'end_year' as const }, date: '2026-03-01', expected: { start: '2026-03-01', end: '2027-02-28', label: '2027' } },
  ];
  for (const c of cases) it(`${c.definition.startMonth}/${c.definition.startDay} on ${c.date}`, () => expect(taxYearOf(c.definition, c.date)).toEqual(c.expected));

  it('the engine answers from jurisdiction.yaml', async () => {
    expect((await rulesEngine()).taxYear('KE', '2024-02-29')).toEqual({ start: '2024-01-01', end: '2024-12-31', label: '2024' });
  });
});

describe('rate_applied text', () => {
  for (const [ppm, text] of [[27_500, '2.75%'], [60_000, '6%'], [325_000, '32.5%'], [1, '0.0001%'], [1_000_000, '100%']] as const)
    it(`${ppm} ppm is ${text}`, () => expect(percent(ppm)).toBe(text));
});

const july: PricingCase = { name: 'july', jurisdiction: 'KE', periodEnd: '2025-07-31', components: { BASIC: '100000.00' }, expect: { net: '71617.65' } };

describe('the host', () => {
  it('the flat batch path and price() agree, record for record', async () => {
    const engine = await rulesEngine();
    const requests = [10_000, 2_500_000, 10_000_000, 80_108_000].map((amountMinor, i) => ({ ...requestOf(july), classification: i === 3 ? ('contractor' as const) : ('employee' as const), components: [{ code: i === 3 ? ('CONTRACT_FEE' as const) : ('BASIC' as const), amountMinor }] }));
    const batch = engine.flat(8);
    requests.forEach((r, i) => batch.write(i, r));
    batch.price(requests.length);
    const viaPrice = engine.price(requests);
    requests.forEach((r, i) => {
      expect(batch.read(i, r.jurisdiction)).toEqual(viaPrice[i]);
      expect(batch.readNet(i)).toBe(viaPrice[i]!.netMinor);
    });
  });

  it('prices a batch larger than one chunk in request order', async () => {
    const engine = await rulesEngine();
    const requests = Array.from({ length: 2500 }, (_, i) => ({ ...requestOf(july), components: [{ code: 'BASIC' as const, amountMinor: 1_000_000 + i }] }));
    const results = engine.price(requests);
    expect(results).toHaveLength(2500);
    results.forEach((r, i) => expect(r.grossMinor).toBe(1_000_000 + i));
  });

  it('components with the same code add up', async () => {
    const [result] = (await rulesEngine()).price([{ ...requestOf(july), components: [{ code: 'BASIC', amountMinor: 6_000_000 }, { code: 'BASIC', amountMinor: 4_000_000 }] }]);
    checkCase(july, result!);
  });

  it('every statutory line names a table version of the manifest', async () => {
    const engine = await rulesEngine();
    const [result] = engine.price([requestOf(july)]);
    const refs = new Set(engine.manifest.tables.map((t) => `${t.jurisdiction}/${t.rule}@${t.effectiveFrom}#${t.hash}`));
    for (const line of result!.lines.filter((l) => l.kind !== 'earning')) expect(refs.has(line.ruleVersionRef!), line.code).toBe(true);
    for (const table of engine.manifest.tables) {
      expect(table.hash).toMatch(/^[0-9a-f]{12}$/);
      expect(table.source.length).toBeGreaterThan(10);
    }
  });

  const rejected: { name: string; change: (r: PricingRequest) => PricingRequest; message: RegExp }[] = [
    { name: 'a jurisdiction without tables', change: (r) => ({ ...r, jurisdiction: 'XX' as never }), message: /jurisdiction XX: no statutory tables/ },
    { name: 'an accumulator the jurisdiction does not define', change: (r) => ({ ...r, ytd: { pay_to_date: 1 } }), message: /ytd\.pay_to_date: not an accumulator of KE/ },
    { name: 'a date that does not exist', change: (r) => ({ ...r, asOfDate: '2025-02-29' }), message: /asOfDate: "2025-02-29" is not a date/ },
    { name: 'a period that ends before it starts', change: (r) => ({ ...r, periodStart: '2025-08-01' }), message: /periodEnd 2025-07-31 is before periodStart 2025-08-01/ },
    { name: 'an unknown component code', change: (r) => ({ ...r, components: [{ code: 'SALARY' as never, amountMinor: 1 }] }), message: /components: unknown code SALARY/ },
    { name: 'a fractional amount', change: (r) => ({ ...r, components: [{ code: 'BASIC', amountMinor: 10.5 }] }), message: /components\.BASIC: must be a safe integer/ },
  ];
  for (const c of rejected)
    it(`rejects ${c.name}`, async () => {
      const engine = await rulesEngine();
      expect(() => engine.price([c.change(requestOf(july))])).toThrow(c.message);
    });

  it('a date before any table traps with the table and date, and the engine recovers', async () => {
    const engine = await rulesEngine();
    expect(() => engine.price([{ ...requestOf(july), asOfDate: '2019-06-30' }])).toThrow(/no version of KE\/\w+ in force on 2019-06-30/);
    expect(() => engine.price([{ ...requestOf(july), components: [{ code: 'BASIC', amountMinor: 9_000_000_000_001 }] }])).toThrow(/out of the engine's range/);
    const [after] = engine.price([requestOf(july)]);
    checkCase(july, after!);
  });
});
