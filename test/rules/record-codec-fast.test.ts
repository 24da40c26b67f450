import { beforeAll, describe, expect, it } from 'vitest';
import type { PayFrequency } from '../../domain/payroll/payFrequency.ts';
import { componentCodes, jurisdictions, type ComponentCode, type Jurisdiction } from '../../domain/jurisdictions.ts';
import * as layout from '../../rules-wasm/host/layout.ts';
import type { RulesManifest } from '../../rules-wasm/host/manifest.ts';
import { RecordCodec } from '../../rules-wasm/host/record-codec.ts';
import { RecordReader } from '../../rules-wasm/host/record-reader.ts';
import { RecordWriter } from '../../rules-wasm/host/record-writer.ts';
import type { PricingRequest } from '../../domain/payroll/pricing.ts';
import { rulesEngine } from './harness.ts';

/**
 * The record writer and reader the engine runs (record-writer.ts, record-reader.ts) against the reference
 * codec (record-codec.ts, the plain reading of layout.ts): the same input bytes for every request, the same
 * results for every output record, the same refusals, on seeded random inputs for every jurisdiction.
 */

function random(seed: number): () => number {
  // mulberry32: a seeded generator, so a failure names an input that can be replayed.
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(next: Random, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const int = (next: Random, below: number) => Math.floor(next() * below);

/** Integers that cross every encoding case: small, past 32 bits, negative, up to the safe limit. */
function anInteger(next: Random, extremes: boolean): number {
  const choice = int(next, extremes ? 8 : 5);
  if (choice === 0) return 0;
  if (choice === 1) return int(next, 1_000);
  if (choice === 2) return int(next, 2_147_483_648);
  if (choice === 3) return 2_147_483_648 + int(next, 4_294_967_296);
  if (choice === 4) return int(next, 100_000_000_000);
  if (choice === 5) return -int(next, 4_294_967_296 * 3);
  if (choice === 6) return Number.MAX_SAFE_INTEGER - int(next, 10);
  return -(Number.MAX_SAFE_INTEGER - int(next, 10));
}

function isoDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

// 2024-01-01 .. 2026-12-31: every jurisdiction has tables in force throughout.
const firstDay = 19_723;
const lastDay = 20_818;
const gbTaxCodes = ['1257L', 'S1257L', 'C1257L', 'K100', 'BR', 'D0', 'SD2', 'NT', '0T M1', '1257L X', '1100T'];
const textCharacters = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));

const weekBasedFrequencies: Record<number, PayFrequency> = { 6: 'weekly', 13: 'fortnightly', 27: 'four_weekly' };

/**
 * Monthly pay over a calendar month or any part of one, or 7, 14 or 28 days of week-based pay (only GB prices
 * those); monthly pay leaves payFrequency out or gives it.
 */
function aPeriod(next: Random, weekBased: boolean): [number, number, PayFrequency | undefined] {
  if (!weekBased || next() < 0.4) {
    const month = int(next, 35);
    const first = Date.UTC(2024, month, 1) / 86_400_000;
    const last = Date.UTC(2024, month + 1, 1) / 86_400_000 - 1;
    const start = next() < 0.7 ? first : first + int(next, last - first + 1);
    const end = next() < 0.7 ? last : start + int(next, last - start + 1);
    return [start, end, next() < 0.5 ? undefined : 'monthly'];
  }
  const start = firstDay + int(next, lastDay - firstDay - 40);
  const days = pick(next, [6, 13, 27]);
  return [start, start + days, weekBasedFrequencies[days]];
}

function aRequest(next: Random, manifest: RulesManifest, jurisdiction: Jurisdiction, extremes: boolean, weekBased = true): PricingRequest {
  const definition = manifest.jurisdictions[jurisdiction]!;
  const [start, end, payFrequency] = aPeriod(next, weekBased);
  const profile: Record<string, unknown> = {};
  for (const field of definition.profile) {
    if (field.kind === 'flag') profile[field.name] = next() < 0.5;
    else if (field.kind === 'integer') profile[field.name] = extremes ? anInteger(next, true) : int(next, 3) * int(next, 5_000_000);
    else if (field.kind === 'choice') profile[field.name] = pick(next, field.options);
    else if (field.kind === 'choices') profile[field.name] = field.options.filter(() => next() < 0.3);
    else profile[field.name] = extremes ? Array.from({ length: int(next, 17) }, () => pick(next, textCharacters)).join('') : pick(next, gbTaxCodes);
  }
  const components: PricingRequest['components'] = [];
  for (let n = int(next, 5); n > 0; n--)
    components.push({ code: pick(next, componentCodes) as ComponentCode, amountMinor: extremes ? anInteger(next, false) : int(next, 3_000_000_00) });
  const ytd: Record<string, number> = {};
  for (const name of definition.ytd) if (next() < 0.4) ytd[name] = extremes ? anInteger(next, true) : int(next, 50_000_000_00);
  const employmentEnd = next();
  return {
    jurisdiction,
    asOfDate: isoDate(next() < 0.8 ? end : start + int(next, end - start + 1)),
    periodStart: isoDate(start),
    periodEnd: isoDate(end),
    ...(payFrequency === undefined ? {} : { payFrequency }),
    classification: next() < 0.1 ? 'contractor' : 'employee',
    birthdate: next() < 0.15 ? null : isoDate(-10_000 + int(next, 25_000)),
    ...(employmentEnd < 0.3 ? {} : { employmentEnd: employmentEnd < 0.6 ? null : isoDate(start + int(next, 40)) }),
    taxProfile: profile as PricingRequest['taxProfile'],
    household: { dependants: int(next, 6), medical_scheme_dependants: int(next, 4) },
    components,
    ytd,
  };
}

/** A buffer of `records` records of `stride` slots, full of noise so a slot left unwritten shows. */
function noisyWords(records: number, stride: number, next: Random): Uint32Array {
  const words = new Uint32Array(records * stride * 2);
  for (let i = 0; i < words.length; i++) words[i] = int(next, 4_294_967_296);
  return words;
}

/** The first slot where two input buffers differ, named by record and slot, or null. */
function firstDifference(actual: Uint32Array, expected: Uint32Array): string | null {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < actual.length; i++)
    if (actual[i] !== expected[i]) {
      const slot = (i >> 1) % layout.input.stride;
      const name = Object.entries(layout.input).filter(([key, at]) => key !== 'stride' && at <= slot).sort((a, b) => b[1] - a[1])[0]!;
      return `record ${Math.floor((i >> 1) / layout.input.stride)}, slot ${slot} (${name[0]} + ${slot - name[1]}): ${actual[i]} instead of ${expected[i]}`;
    }
  return null;
}

function outcome(run: () => unknown): unknown {
  try {
    return { value: run() };
  } catch (error) {
    return { error: String(error) };
  }
}

let manifest: RulesManifest;
let reference: RecordCodec;
let writer: RecordWriter;
let reader: RecordReader;

beforeAll(async () => {
  manifest = (await rulesEngine()).build;
  reference = new RecordCodec(manifest);
  writer = new RecordWriter(manifest);
  reader = new RecordReader(manifest);
});

describe('the fast record writer writes the bytes the reference codec writes', () => {
  for (const jurisdiction of jurisdictions)
    it(`${jurisdiction}: 2,000 random requests, ordinary and extreme values`, () => {
      expect(manifest.jurisdictions[jurisdiction], `${jurisdiction} is built`).toBeDefined();
      const next = random(jurisdiction.charCodeAt(0) * 256 + jurisdiction.charCodeAt(1));
      const count = 2_000;
      const expected = noisyWords(count, layout.input.stride, next);
      const actual = noisyWords(count, layout.input.stride, next);
      for (let i = 0; i < count; i++) {
        const request = aRequest(next, manifest, jurisdiction, i % 2 === 1);
        reference.write(expected, i, request);
        writer.write(actual, i, request);
      }
      expect(firstDifference(actual, expected)).toBeNull();
    });

  it('every jurisdiction mixed in one buffer, records overwritten in place', () => {
    const next = random(7);
    const expected = noisyWords(64, layout.input.stride, next);
    const actual = expected.slice();
    for (let i = 0; i < 3_000; i++) {
      const request = aRequest(next, manifest, pick(next, jurisdictions), next() < 0.5);
      const index = int(next, 64);
      reference.write(expected, index, request);
      writer.write(actual, index, request);
    }
    expect(firstDifference(actual, expected)).toBeNull();
  });

  it('a tax_profile missing fields is completed with the defaults, as the reference does', () => {
    const next = random(11);
    const expected = noisyWords(jurisdictions.length, layout.input.stride, next);
    const actual = expected.slice();
    jurisdictions.forEach((jurisdiction, i) => {
      const request = { ...aRequest(next, manifest, jurisdiction, false), taxProfile: {} as PricingRequest['taxProfile'] };
      reference.write(expected, i, request);
      writer.write(actual, i, request);
    });
    expect(firstDifference(actual, expected)).toBeNull();
  });

  it('refuses what the reference refuses, with the same message', () => {
    const next = random(13);
    const valid = aRequest(next, manifest, 'GB', false);
    const withProfile = (fields: Record<string, unknown>) => ({ ...valid.taxProfile, ...fields }) as unknown as PricingRequest['taxProfile'];
    const invalid: PricingRequest[] = [
      { ...valid, jurisdiction: 'XX' as Jurisdiction },
      { ...valid, asOfDate: '2025-02-30' },
      { ...valid, asOfDate: '' },
      { ...valid, periodStart: '' },
      { ...valid, periodEnd: '' },
      { ...valid, periodStart: '2025-07-31', periodEnd: '2025-07-01' },
      { ...valid, payFrequency: 'weekly', periodStart: '2025-07-01', periodEnd: '2025-07-10' },
      { ...valid, payFrequency: 'four_weekly', periodStart: '2025-07-02', periodEnd: '2025-08-01' },
      { ...valid, birthdate: '1985-13-01' },
      { ...valid, employmentEnd: 'soon' },
      { ...valid, components: [{ code: 'SALARY' as ComponentCode, amountMinor: 1 }] },
      { ...valid, components: [{ code: 'BASIC', amountMinor: 1.5 }] },
      { ...valid, components: [{ code: 'BASIC', amountMinor: 2 ** 53 }] },
      { ...valid, ytd: { unknown_total: 1 } },
      { ...valid, ytd: { tax_paid_to_date: Number.NaN } },
      { ...valid, taxProfile: withProfile({ ni_category: 'Q' }) },
      { ...valid, taxProfile: withProfile({ student_loan_plans: ['plan_9'] }) },
      { ...valid, taxProfile: withProfile({ tax_code: '1257L-and-far-too-long' }) },
      { ...valid, taxProfile: withProfile({ tax_code: '1257L\u00e9' }) },
      { ...valid, taxProfile: withProfile({ pension_employee_rate_bp: '500' }) },
      { ...valid, household: { dependants: 1.5, medical_scheme_dependants: 0 } },
    ];
    for (const request of invalid) {
      const words = new Uint32Array(layout.input.stride * 2);
      const expected = outcome(() => reference.write(words, 0, request));
      expect(expected, JSON.stringify(request)).toHaveProperty('error');
      expect(outcome(() => writer.write(words, 0, request)), JSON.stringify(request)).toEqual(expected);
    }
  });

  it('a refused text field does not spoil the next record that repeats the last good one', () => {
    const next = random(17);
    const good = aRequest(next, manifest, 'GB', false);
    const bad = { ...good, taxProfile: { ...good.taxProfile, tax_code: 'K1\u00ff' } as PricingRequest['taxProfile'] };
    const expected = new Uint32Array(layout.input.stride * 2);
    const actual = new Uint32Array(layout.input.stride * 2);
    writer.write(actual, 0, good);
    expect(() => writer.write(actual, 0, bad)).toThrow(RangeError);
    writer.write(actual, 0, good);
    reference.write(expected, 0, good);
    expect(firstDifference(actual, expected)).toBeNull();
  });
});

describe('the fast record reader reads what the reference codec reads', () => {
  it('priced payslips of every jurisdiction, line objects, totals and year to date', async () => {
    const engine = await rulesEngine();
    const next = random(19);
    const count = 3_000;
    const batch = engine.flat(count);
    const requests = Array.from({ length: count }, () => {
      const jurisdiction = pick(next, jurisdictions);
      return aRequest(next, manifest, jurisdiction, false, jurisdiction === 'GB');
    });
    requests.forEach((request, i) => batch.write(i, request));
    batch.price(count);
    const output = (batch as unknown as { output: Uint32Array }).output;
    requests.forEach((request, i) => {
      const expected = reference.read(output, i, request.jurisdiction);
      expect(reader.read(output, i, request.jurisdiction)).toStrictEqual(expected);
      expect(batch.read(i, request.jurisdiction)).toStrictEqual(expected);
      expect(batch.readNet(i)).toBe(expected.netMinor);
    });
    expect(engine.price(requests)).toStrictEqual(requests.map((request, i) => reference.read(output, i, request.jurisdiction)));
  });

  it('synthetic output records: negative and wide amounts, rates and no rate, every line id and rule reference', () => {
    const next = random(23);
    const count = 2_000;
    const words = noisyWords(count, layout.output.stride, next);
    const put = (at: number, value: number) => {
      words[at] = value >>> 0;
      words[at + 1] = Math.floor(value / 4_294_967_296) >>> 0;
    };
    for (let i = 0; i < count; i++) {
      const base = i * layout.output.stride * 2;
      const lines = int(next, layout.maxLines + 1);
      put(base + layout.output.lineCount * 2, lines);
      for (const slot of [layout.output.gross, layout.output.tax, layout.output.employeeDeductions, layout.output.employerCost, layout.output.net])
        put(base + slot * 2, anInteger(next, true));
      for (let y = 0; y < layout.maxYtdSlots; y++) put(base + (layout.output.ytd + y) * 2, anInteger(next, true));
      // The applied choice: none reported, or an option index (some past the field's options).
      const choiceAt = base + layout.output.appliedChoice * 2;
      if (next() < 0.4) {
        words[choiceAt] = 0;
        words[choiceAt + 1] = 0x8000_0000;
      } else put(choiceAt, int(next, 12));
      for (let n = 0; n < lines; n++) {
        const at = base + (layout.output.lines + n * layout.line.stride) * 2;
        put(at + layout.line.code * 2, pick(next, manifest.lines).id);
        put(at + layout.line.amount * 2, anInteger(next, true));
        put(at + layout.line.base * 2, anInteger(next, true));
        if (next() < 0.3) {
          words[at + layout.line.rate * 2] = 0;
          words[at + layout.line.rate * 2 + 1] = 0x8000_0000;
        } else put(at + layout.line.rate * 2, pick(next, [0, 27_500, 150_000, 1_000_000, int(next, 1_000_000), -int(next, 1_000_000)]));
        put(at + layout.line.ruleRef * 2, next() < 0.2 ? -1 : pick(next, manifest.tables).ref);
      }
    }
    for (let i = 0; i < count; i++) {
      const jurisdiction = pick(next, jurisdictions);
      expect(reader.read(words, i, jurisdiction)).toStrictEqual(reference.read(words, i, jurisdiction));
      expect(reader.readNet(words, i)).toBe(reference.readNet(words, i));
    }
  });

  it('an amount beyond Number.MAX_SAFE_INTEGER is refused by both', () => {
    const words = new Uint32Array(layout.output.stride * 2);
    words[layout.output.net * 2 + 1] = 0x0040_0000;
    expect(() => reader.readNet(words, 0)).toThrow(/beyond Number.MAX_SAFE_INTEGER/);
    expect(() => reference.readNet(words, 0)).toThrow(/beyond Number.MAX_SAFE_INTEGER/);
    expect(() => reader.read(words, 0, 'KE')).toThrow(/beyond Number.MAX_SAFE_INTEGER/);
  });
});
