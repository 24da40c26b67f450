import { componentCodes, taxProfileSchemas } from '../../domain/jurisdictions.ts';
import * as layout from './layout.ts';
import { ruleVersionRef, type RulesManifest } from './manifest.ts';
import { householdSlots } from './profile-slots.ts';
import { dayNumber } from './calendar.ts';
import { payPeriodOf } from './pay-period.ts';
import type { PricedLine, PricingRequest, PricingResult, YearToDate } from '../../domain/payroll/pricing.ts';

// Records are written and read as pairs of u32 words (little-endian i64 slots) so no BigInt is created
// per value; amounts must stay within Number.MAX_SAFE_INTEGER.
const twoTo32 = 4_294_967_296;
const componentIndex = new Map<string, number>(componentCodes.map((code, i) => [code, i]));

function put(words: Uint32Array, at: number, value: number): void {
  words[at] = value >>> 0;
  words[at + 1] = Math.floor(value / twoTo32) >>> 0;
}

function get(words: Uint32Array, at: number): number {
  const value = (words[at + 1]! | 0) * twoTo32 + words[at]!;
  if (!Number.isSafeInteger(value)) throw new RangeError('rules engine produced an amount beyond Number.MAX_SAFE_INTEGER');
  return value;
}

function putNoValue(words: Uint32Array, at: number): void {
  words[at] = 0;
  words[at + 1] = 0x8000_0000;
}

function isNoValue(words: Uint32Array, at: number): boolean {
  return words[at] === 0 && words[at + 1] === 0x8000_0000;
}

function integer(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new RangeError(`${field}: must be a safe integer (minor units), got ${String(value)}`);
  return value;
}

export class RecordCodec {
  private readonly refs: string[] = [];
  private readonly lines: RulesManifest['lines'][number][] = [];
  constructor(private readonly manifest: RulesManifest) {
    for (const t of manifest.tables) this.refs[t.ref] = ruleVersionRef(t);
    for (const line of manifest.lines) this.lines[line.id] = line;
  }

  private jurisdictionOf(code: string) {
    const definition = this.manifest.jurisdictions[code];
    if (!definition) throw new RangeError(`jurisdiction ${code}: no statutory tables are built for it (rules-wasm/tables/${code}/)`);
    return definition;
  }

  /** Writes `request` as record `index` of the input buffer (words = the buffer as u32). */
  write(words: Uint32Array, index: number, request: PricingRequest): void {
    const definition = this.jurisdictionOf(request.jurisdiction);
    const base = index * layout.input.stride * 2;
    const slot = (n: number) => base + n * 2;
    words.fill(0, base, base + layout.input.stride * 2);
    put(words, slot(layout.input.jurisdiction), definition.index);
    put(words, slot(layout.input.classification), layout.classificationCode[request.classification]);
    put(words, slot(layout.input.asOfDay), dayNumber(request.asOfDate, 'asOfDate'));
    const periodStart = dayNumber(request.periodStart, 'periodStart');
    const periodEnd = dayNumber(request.periodEnd, 'periodEnd');
    if (periodEnd < periodStart) throw new RangeError(`periodEnd ${request.periodEnd} is before periodStart ${request.periodStart}`);
    put(words, slot(layout.input.periodStartDay), periodStart);
    put(words, slot(layout.input.periodEndDay), periodEnd);
    const period = payPeriodOf(definition.taxYear, request.payFrequency ?? 'monthly', request.periodStart, request.periodEnd);
    put(words, slot(layout.input.payFrequency), layout.payFrequencyCode[period.frequency]);
    put(words, slot(layout.input.taxPeriod), period.taxPeriod);
    if (request.birthdate === null) putNoValue(words, slot(layout.input.birthDay));
    else put(words, slot(layout.input.birthDay), dayNumber(request.birthdate, 'birthdate'));
    if (request.employmentEnd == null) putNoValue(words, slot(layout.input.employmentEndDay));
    else put(words, slot(layout.input.employmentEndDay), dayNumber(request.employmentEnd, 'employmentEnd'));
    for (const component of request.components) {
      const code = componentIndex.get(component.code);
      if (code === undefined) throw new RangeError(`components: unknown code ${component.code}`);
      const at = slot(layout.input.components + code);
      put(words, at, get(words, at) + integer(component.amountMinor, `components.${component.code}`));
    }
    this.writeProfile(words, slot(layout.input.profile), request, definition.profile);
    for (const field of householdSlots) {
      const value = (request.household as Record<string, unknown>)[field.name] ?? 0;
      put(words, slot(layout.input.household + field.slot), integer(value, `household.${field.name}`));
    }
    for (const [name, value] of Object.entries(request.ytd)) {
      const at = definition.ytd.indexOf(name);
      if (at < 0) throw new RangeError(`ytd.${name}: not an accumulator of ${request.jurisdiction} (${definition.ytd.join(', ')})`);
      put(words, slot(layout.input.ytd + at), integer(value, `ytd.${name}`));
    }
  }

  private writeProfile(words: Uint32Array, start: number, request: PricingRequest, fields: RulesManifest['jurisdictions'][string]['profile']): void {
    let profile = request.taxProfile as Record<string, unknown>;
    if (fields.some((f) => profile[f.name] === undefined)) profile = taxProfileSchemas[request.jurisdiction].parse(profile) as Record<string, unknown>;
    for (const field of fields) {
      const value = profile[field.name];
      const at = start + field.slot * 2;
      if (field.kind === 'flag') put(words, at, value ? 1 : 0);
      else if (field.kind === 'integer') put(words, at, integer(value, `taxProfile.${field.name}`));
      else if (field.kind === 'choice') {
        const option = field.options.indexOf(String(value));
        if (option < 0) throw new RangeError(`taxProfile.${field.name}: "${String(value)}" is not one of ${field.options.join(', ')}`);
        put(words, at, option);
      } else if (field.kind === 'choices') {
        let mask = 0;
        for (const item of Array.isArray(value) ? value : []) {
          const option = field.options.indexOf(String(item));
          if (option < 0) throw new RangeError(`taxProfile.${field.name}: "${String(item)}" is not one of ${field.options.join(', ')}`);
          mask |= 1 << option;
        }
        put(words, at, mask);
      } else {
        const text = String(value);
        if (text.length > layout.textSlots * 8 || !/^[\x20-\x7e]*$/.test(text)) throw new RangeError(`taxProfile.${field.name}: at most ${layout.textSlots * 8} ASCII characters`);
        for (let i = 0; i < text.length; i++) words[at + (i >> 2)]! |= text.charCodeAt(i) << ((i & 3) * 8);
      }
    }
  }

  /** Reads record `index` of the output buffer. */
  read(words: Uint32Array, index: number, jurisdiction: string): PricingResult {
    const definition = this.jurisdictionOf(jurisdiction);
    const base = index * layout.output.stride * 2;
    const slot = (n: number) => base + n * 2;
    const count = get(words, slot(layout.output.lineCount));
    const lines: PricedLine[] = [];
    for (let n = 0; n < count; n++) {
      const at = layout.output.lines + n * layout.line.stride;
      const line = this.lines[get(words, slot(at + layout.line.code))]!;
      const rateAt = slot(at + layout.line.rate);
      const ref = get(words, slot(at + layout.line.ruleRef));
      lines.push({
        code: line.code,
        kind: line.kind,
        description: line.description,
        amountMinor: get(words, slot(at + layout.line.amount)),
        baseMinor: get(words, slot(at + layout.line.base)),
        rateApplied: isNoValue(words, rateAt) ? null : percent(get(words, rateAt)),
        ruleVersionRef: ref < 0 ? null : (this.refs[ref] ?? null),
      });
    }
    const ytd: YearToDate = {};
    definition.ytd.forEach((name, i) => (ytd[name] = get(words, slot(layout.output.ytd + i))));
    const appliedChoice = this.appliedChoiceOf(words, slot(layout.output.appliedChoice), jurisdiction);
    return {
      ...(appliedChoice ? { appliedChoice } : {}),
      lines,
      grossMinor: get(words, slot(layout.output.gross)),
      taxMinor: get(words, slot(layout.output.tax)),
      employeeDeductionsMinor: get(words, slot(layout.output.employeeDeductions)),
      employerCostMinor: get(words, slot(layout.output.employerCost)),
      netMinor: get(words, slot(layout.output.net)),
      ytd,
    };
  }

  /** The profile choice the engine reported it priced with, by its option's name; null when none was reported. */
  private appliedChoiceOf(words: Uint32Array, at: number, jurisdiction: string): { field: string; value: string } | null {
    const name = appliedChoiceField[jurisdiction];
    if (name === undefined || isNoValue(words, at)) return null;
    const field = this.jurisdictionOf(jurisdiction).profile.find((f) => f.name === name);
    const value = field?.kind === 'choice' ? field.options[get(words, at)] : undefined;
    return value === undefined ? null : { field: name, value };
  }

  /** Net pay of record `index` without building line objects (benchmarks, totals-only callers). */
  readNet(words: Uint32Array, index: number): number {
    return get(words, (index * layout.output.stride + layout.output.net) * 2);
  }
}

/** Which tax_profile field a jurisdiction's engine reports in layout.output.appliedChoice. */
export const appliedChoiceField: Readonly<Record<string, string>> = { GB: 'ni_category' };

/** Parts per million as a percentage string: 27500 -> "2.75%". */
export function percent(ppm: number): string {
  const whole = Math.trunc(ppm / 10_000);
  const fraction = String(Math.abs(ppm % 10_000)).padStart(4, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

