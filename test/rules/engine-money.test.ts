import { beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import asc from 'assemblyscript/asc';
import { ensureRulesBuilt, rulesRoot, withBuildLock } from '../../rules-wasm/compiler/build-module.ts';

// The shared AssemblyScript money and date code, compiled on its own and called directly, so every
// rounding mode and age rule is checked independently of any jurisdiction's tables.
const probe = `
import { Rounding, applyRate, divide, roundMinor } from "../../assembly/engine/money";
import { dayOf, completedYears, taxMonth, taxYearStart } from "../../assembly/engine/dates";
export function rate(base: i64, ppm: i64, mode: i32, step: i64): i64 { return applyRate(base, ppm, new Rounding(mode, step)); }
export function share(numerator: i64, denominator: i64, mode: i32, step: i64): i64 { return divide(numerator, denominator, new Rounding(mode, step)); }
export function coarser(minor: i64, mode: i32, step: i64): i64 { return roundMinor(minor, new Rounding(mode, step)); }
export function day(y: i32, m: i32, d: i32): i64 { return dayOf(y, m, d); }
export function age(born: i64, on: i64): i32 { return completedYears(born, on); }
export function month(on: i64, startMonth: i32, startDay: i32): i32 { return taxMonth(on, startMonth, startDay); }
export function yearStart(on: i64, startMonth: i32, startDay: i32): i64 { return taxYearStart(on, startMonth, startDay); }
`;

interface Probe {
  rate(base: bigint, ppm: bigint, mode: number, step: bigint): bigint;
  share(numerator: bigint, denominator: bigint, mode: number, step: bigint): bigint;
  coarser(minor: bigint, mode: number, step: bigint): bigint;
  day(y: number, m: number, d: number): bigint;
  age(born: bigint, on: bigint): number;
  month(on: bigint, startMonth: number, startDay: number): number;
  yearStart(on: bigint, startMonth: number, startDay: number): bigint;
}

const HALF_UP = 0, HALF_EVEN = 1, DOWN = 2, UP = 3;
let money: Probe;

beforeAll(async () => {
  await ensureRulesBuilt();
  const dir = join(rulesRoot, 'build', 'money-probe');
  const wasm = join(dir, 'probe.wasm');
  await withBuildLock(async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'entry.ts'), probe);
    const stderr = asc.createMemoryStream();
    const { error } = await asc.main([join(dir, 'entry.ts'), '--outFile', wasm, '--runtime', 'stub', '--optimizeLevel', '1'], { stderr });
    if (error) throw new Error(stderr.toString());
  });
  const { instance } = await WebAssembly.instantiate(await readFile(wasm), { env: { abort: () => { throw new Error('abort'); } } });
  money = instance.exports as unknown as Probe;
}, 120_000);

const epochDay = (iso: string) => BigInt(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

describe('rate x base with each rounding mode (rates in parts per million)', () => {
  const cases: [string, bigint, bigint, number, bigint, bigint][] = [
    ['2.75% of 40,000.20 half up: 1,100.0055 -> 1,100.01', 4_000_020n, 27_500n, HALF_UP, 1n, 110_001n],
    ['exactly half a cent rounds up: 10% of 0.05 = 0.005 -> 0.01', 5n, 100_000n, HALF_UP, 1n, 1n],
    ['half even keeps the even cent: 0.005 -> 0.00', 5n, 100_000n, HALF_EVEN, 1n, 0n],
    ['half even: 0.015 -> 0.02', 15n, 100_000n, HALF_EVEN, 1n, 2n],
    ['down truncates: 0.0099 -> 0.00', 99n, 10_000n, DOWN, 1n, 0n],
    ['up: any fraction goes up: 0.0001 -> 0.01', 1n, 10_000n, UP, 1n, 1n],
    ['to the whole unit (step 100) half up: 12.50 -> 13.00', 1_250n, 1_000_000n, HALF_UP, 100n, 1_300n],
    ['to the whole unit down: 12.99 -> 12.00', 1_299n, 1_000_000n, DOWN, 100n, 1_200n],
    ['negative values round symmetrically: -0.005 -> -0.01 half up', -5n, 100_000n, HALF_UP, 1n, -1n],
    ['negative down is toward zero: -12.99 -> -12.00', -1_299n, 1_000_000n, DOWN, 100n, -1_200n],
    ['large pay stays exact: 35% of 89,999,999,999.99 = 31,499,999,999.9965 -> 31,500,000,000.00', 8_999_999_999_999n, 350_000n, HALF_UP, 1n, 3_150_000_000_000n],
  ];
  for (const [name, base, ppm, mode, step, expected] of cases) it(name, () => expect(money.rate(base, ppm, mode, step)).toBe(expected));
});

describe('division and coarser steps', () => {
  it('annual 12,570.00 / 12 down to the penny = 1,047.50', () => expect(money.share(1_257_000n, 12n, DOWN, 1n)).toBe(104_750n));
  it('100.00 / 3 up to the penny = 33.34', () => expect(money.share(10_000n, 3n, UP, 1n)).toBe(3_334n));
  it('100.00 / 3 half up to the whole unit = 33.00', () => expect(money.share(10_000n, 3n, HALF_UP, 100n)).toBe(3_300n));
  it('1,234.56 down to the whole unit = 1,234.00', () => expect(money.coarser(123_456n, DOWN, 100n)).toBe(123_400n));
  it('1,234.50 half even to the whole unit = 1,234.00', () => expect(money.coarser(123_450n, HALF_EVEN, 100n)).toBe(123_400n));
});

describe('dates and ages', () => {
  for (const iso of ['1970-01-01', '2024-02-29', '2000-03-01', '1900-03-01', '2026-12-31'])
    it(`day number of ${iso}`, () => expect(money.day(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8)))).toBe(epochDay(iso)));
  const ages: [string, string, number][] = [
    ['1960-07-15', '2025-07-14', 64],
    ['1960-07-15', '2025-07-15', 65],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-29', 20],
  ];
  for (const [born, on, years] of ages) it(`born ${born}, on ${on}: ${years}`, () => expect(money.age(epochDay(born), epochDay(on))).toBe(years));
  const months: [string, number, number, number][] = [
    ['2025-04-05', 4, 6, 12],
    ['2025-04-06', 4, 6, 1],
    ['2025-05-05', 4, 6, 1],
    ['2025-05-06', 4, 6, 2],
    ['2026-02-28', 3, 1, 12],
    ['2025-07-31', 1, 1, 7],
  ];
  for (const [on, m, d, expected] of months) it(`tax month of ${on} (year from ${m}/${d}) is ${expected}`, () => expect(money.month(epochDay(on), m, d)).toBe(expected));
  it('tax year start of 2025-04-05 from 6 April is 2024-04-06', () => expect(money.yearStart(epochDay('2025-04-05'), 4, 6)).toBe(epochDay('2024-04-06')));
});
