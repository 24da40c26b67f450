import * as layout from './layout.ts';
import { ruleVersionRef, type RulesManifest } from './manifest.ts';
import { slotObjectBuilder, type SlotObjectBuilder } from './field-access.ts';
import { appliedChoiceField, percent } from './record-codec.ts';
import type { LineKind, PricedLine, PricingResult, YearToDate } from '../../domain/payroll/pricing.ts';

/**
 * Reads priced records out of the engine's output buffer: the same results as the reference codec
 * (record-codec.ts, checked by test/rules/record-codec-fast.test.ts) without per-value BigInt, closures
 * or string formatting in the common case. Slots are little-endian i64 read as two u32 words.
 */

const twoTo32 = 4_294_967_296;
const noValueHigh = 0x8000_0000;

function get(words: Uint32Array, at: number): number {
  const low = words[at]!;
  const high = words[at + 1]! | 0;
  if (high === 0) return low;
  if (high === -1) return low - twoTo32;
  const value = high * twoTo32 + low;
  if (!Number.isSafeInteger(value)) throw new RangeError('rules engine produced an amount beyond Number.MAX_SAFE_INTEGER');
  return value;
}

export class RecordReader {
  private readonly refs: (string | null)[] = [];
  private readonly codes: string[] = [];
  private readonly kinds: LineKind[] = [];
  private readonly descriptions: string[] = [];
  // Each line code is almost always priced at the same few rates: its last rate and text are kept.
  private readonly lastRate: Float64Array;
  private readonly lastRateText: string[] = [];
  private readonly ytdOf = new Map<string, SlotObjectBuilder>();
  /** Per jurisdiction that reports one: the profile field named in layout.output.appliedChoice and its options. */
  private readonly appliedChoiceOf = new Map<string, { field: string; options: readonly string[] }>();

  constructor(manifest: RulesManifest) {
    for (const t of manifest.tables) this.refs[t.ref] = ruleVersionRef(t);
    let lineIds = 0;
    for (const line of manifest.lines) {
      this.codes[line.id] = line.code;
      this.kinds[line.id] = line.kind;
      this.descriptions[line.id] = line.description;
      lineIds = Math.max(lineIds, line.id + 1);
    }
    this.lastRate = new Float64Array(lineIds).fill(Number.NaN);
    for (let id = 0; id < lineIds; id++) this.lastRateText[id] = '';
    for (const [code, definition] of Object.entries(manifest.jurisdictions)) {
      this.ytdOf.set(code, slotObjectBuilder(definition.ytd));
      const name = appliedChoiceField[code];
      const field = name === undefined ? undefined : definition.profile.find((f) => f.name === name);
      if (field?.kind === 'choice') this.appliedChoiceOf.set(code, { field: field.name, options: field.options });
    }
  }

  /** Reads record `index` of the output buffer. */
  read(words: Uint32Array, index: number, jurisdiction: string): PricingResult {
    const ytdOf = this.ytdOf.get(jurisdiction);
    if (!ytdOf) throw new RangeError(`jurisdiction ${jurisdiction}: no statutory tables are built for it (rules-wasm/tables/${jurisdiction}/)`);
    const base = index * layout.output.stride * 2;
    const count = get(words, base + layout.output.lineCount * 2);
    const lines: PricedLine[] = new Array(count);
    for (let n = 0; n < count; n++) {
      const at = base + (layout.output.lines + n * layout.line.stride) * 2;
      const id = get(words, at + layout.line.code * 2);
      const code = this.codes[id];
      if (code === undefined) throw new RangeError(`rules engine produced an unknown line id ${id}`);
      const ref = get(words, at + layout.line.ruleRef * 2);
      lines[n] = {
        code,
        kind: this.kinds[id]!,
        description: this.descriptions[id]!,
        amountMinor: get(words, at + layout.line.amount * 2),
        baseMinor: get(words, at + layout.line.base * 2),
        rateApplied: this.rateText(words, at + layout.line.rate * 2, id),
        ruleVersionRef: ref < 0 ? null : (this.refs[ref] ?? null),
      };
    }
    const result: PricingResult = {
      lines,
      grossMinor: get(words, base + layout.output.gross * 2),
      taxMinor: get(words, base + layout.output.tax * 2),
      employeeDeductionsMinor: get(words, base + layout.output.employeeDeductions * 2),
      employerCostMinor: get(words, base + layout.output.employerCost * 2),
      netMinor: get(words, base + layout.output.net * 2),
      ytd: ytdOf(get, words, base + layout.output.ytd * 2) as YearToDate,
    };
    const choice = this.appliedChoiceOf.get(jurisdiction);
    const at = base + layout.output.appliedChoice * 2;
    if (choice === undefined || (words[at] === 0 && words[at + 1] === noValueHigh)) return result;
    const value = choice.options[get(words, at)];
    return value === undefined ? result : { appliedChoice: { field: choice.field, value }, ...result };
  }

  private rateText(words: Uint32Array, at: number, id: number): string | null {
    if (words[at] === 0 && words[at + 1] === noValueHigh) return null;
    const ppm = get(words, at);
    if (this.lastRate[id] === ppm) return this.lastRateText[id]!;
    const text = percent(ppm);
    this.lastRate[id] = ppm;
    this.lastRateText[id] = text;
    return text;
  }

  /** Net pay of record `index` without building line objects (benchmarks, totals-only callers). */
  readNet(words: Uint32Array, index: number): number {
    return get(words, (index * layout.output.stride + layout.output.net) * 2);
  }
}
