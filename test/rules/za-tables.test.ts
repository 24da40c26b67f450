import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ruleFileHeader, versionSchema, type VersionOf } from '../../rules-wasm/compiler/schema.ts';
import { rulesEngine } from './harness.ts';

// The ZA tables themselves: every tax year 2023/24..2026/27 is dated 1 March, SARS's published base
// amounts and tax thresholds agree with the bands and rebates, and the engine names the tax years.
const tablesDir = new URL('../../rules-wasm/tables/ZA/', import.meta.url);

async function versionsOf(rule: string) {
  const header = ruleFileHeader.parse(parse(await readFile(new URL(`${rule}.yaml`, tablesDir), 'utf8')));
  return header.versions.map((raw) => versionSchema(header.family, raw).parse(raw));
}

const taxYearStarts = ['2023-03-01', '2024-03-01', '2025-03-01', '2026-03-01'];

/** SARS "base amount" column of each tax year's table (rand), SOURCES.md section 1.1. */
const publishedBaseAmounts: Record<string, number[]> = {
  '2023-03-01': [0, 42_678, 77_362, 121_475, 179_147, 251_258, 644_489],
  '2024-03-01': [0, 42_678, 77_362, 121_475, 179_147, 251_258, 644_489],
  '2025-03-01': [0, 42_678, 77_362, 121_475, 179_147, 251_258, 644_489],
  // 44 118 ... 185 215 as published for 2026/27; 259 783 and 666 339 derived (SOURCES.md 1.1).
  '2026-03-01': [0, 44_118, 79_998, 125_599, 185_215, 259_783, 666_339],
};

describe('ZA tables', () => {
  it.each(['income_tax', 'rebates', 'tax_thresholds', 'medical_tax_credit'])('%s has a version dated 1 March for every tax year', async (rule) => {
    const versions = await versionsOf(rule);
    expect(versions.map((v) => v.effective_from)).toEqual(taxYearStarts);
  });

  it.each(['uif', 'sdl', 'bases', 'contractor_withholding'])('%s is in force from before 2024-01-01', async (rule) => {
    const versions = await versionsOf(rule);
    expect(versions[0]!.effective_from <= '2024-01-01').toBe(true);
  });

  it('the bands reproduce SARS base amounts at every bracket edge', async () => {
    for (const version of (await versionsOf('income_tax')) as unknown as VersionOf<'progressive_bands'>[]) {
      let cumulativeMicro = 0n;
      let lower = 0n;
      const bases: number[] = [0];
      for (const band of version.bands.slice(0, -1)) {
        cumulativeMicro += (band.up_to! - lower) * band.rate; // minor units x parts per million
        lower = band.up_to!;
        bases.push(Number(cumulativeMicro / 100_000_000n)); // -> rand
        expect(cumulativeMicro % 100_000_000n, `${version.effective_from} base at ${band.up_to} is whole rand`).toBe(0n);
      }
      expect(bases, version.effective_from).toEqual(publishedBaseAmounts[version.effective_from]);
    }
  });

  it('each tax threshold is the rebates / 18%, rounded up to the rand', async () => {
    const rebates = (await versionsOf('rebates')) as unknown as VersionOf<'relief'>[];
    const thresholds = (await versionsOf('tax_thresholds')) as unknown as VersionOf<'parameters'>[];
    rebates.forEach((version, i) => {
      const byAge = version.by_age!.map((row) => row.amount);
      const published = thresholds[i]!.amounts;
      const expected = byAge.map((rebateMinor) => ((rebateMinor * 100n + 17n) / 18n + 99n) / 100n * 100n);
      expect([published.under_65, published.age_65_to_74, published.age_75_and_over], version.effective_from).toEqual(expected);
    });
  });

  it('2026/27 indexation: brackets and rebates up about 3.4%, medical credits 376 / 254', async () => {
    const credits = (await versionsOf('medical_tax_credit')) as unknown as VersionOf<'parameters'>[];
    expect(credits.at(-1)!.amounts).toEqual({ each_of_first_two_persons: 37_600n, each_additional_dependant: 25_400n });
    expect(credits.at(-2)!.amounts).toEqual({ each_of_first_two_persons: 36_400n, each_additional_dependant: 24_600n });
  });

  it('tax years run 1 March to the end of February, labelled by the year they end', async () => {
    const engine = await rulesEngine();
    expect(engine.taxYear('ZA', '2024-01-31')).toEqual({ start: '2023-03-01', end: '2024-02-29', label: '2024' });
    expect(engine.taxYear('ZA', '2024-03-01')).toEqual({ start: '2024-03-01', end: '2025-02-28', label: '2025' });
    expect(engine.taxYear('ZA', '2026-02-28')).toEqual({ start: '2025-03-01', end: '2026-02-28', label: '2026' });
    expect(engine.taxYear('ZA', '2026-12-31')).toEqual({ start: '2026-03-01', end: '2027-02-28', label: '2027' });
  });

  it('the manifest lists every ZA table version with its source', async () => {
    const engine = await rulesEngine();
    const za = engine.manifest.tables.filter((t) => t.jurisdiction === 'ZA');
    expect(new Set(za.map((t) => t.rule))).toEqual(
      new Set(['bases', 'contractor_withholding', 'income_tax', 'medical_tax_credit', 'rebates', 'retirement_fund_deduction', 'sdl', 'sdl_exemption', 'tax_thresholds', 'uif']),
    );
    for (const table of za) expect(table.source.length, `${table.rule}@${table.effectiveFrom}`).toBeGreaterThan(10);
  });
});
