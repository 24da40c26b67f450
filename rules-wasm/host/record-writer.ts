import { componentCodes, taxProfileSchemas, type Jurisdiction } from '../../domain/jurisdictions.ts';
import type { PayFrequency } from '../../domain/payroll/payFrequency.ts';
import * as layout from './layout.ts';
import type { RulesManifest } from './manifest.ts';
import { householdSlots } from './profile-slots.ts';
import { dayNumber } from './calendar.ts';
import { fieldLoader, type FieldLoader } from './field-access.ts';
import { payPeriodOf } from './pay-period.ts';
import type { PricingRequest } from '../../domain/payroll/pricing.ts';

/**
 * Writes pricing requests into the engine's input records: the same bytes as the reference codec
 * (record-codec.ts, checked by test/rules/record-codec-fast.test.ts) at a few hundred nanoseconds a record.
 * Slots are little-endian i64 written as two u32 words, so no BigInt is created per value; the common
 * case (a value within i32) takes two stores.
 */

// Every input slot the writer fills. When layout.ts gains a slot, tsc fails on `writesEverySlot` below
// until the writer fills it too (the reference codec is not the path the service runs).
const filledSlots = [
  'jurisdiction', 'classification', 'asOfDay', 'periodStartDay', 'periodEndDay', 'birthDay',
  'components', 'profile', 'household', 'ytd', 'employmentEndDay', 'payFrequency', 'taxPeriod',
] as const;
type InputSlot = Exclude<keyof typeof layout.input, 'stride'>;
type Missing = Exclude<InputSlot, (typeof filledSlots)[number]>;
export const writesEverySlot: [Missing] extends [never] ? true : `record-writer.ts does not fill input slot ${Missing}` = true;

const twoTo32 = 4_294_967_296;
const noValueHigh = 0x8000_0000;
const FLAG = 0;
const INTEGER = 1;
const CHOICE = 2;
const CHOICES = 3;
const TEXT = 4;
const kindCode = { flag: FLAG, integer: INTEGER, choice: CHOICE, choices: CHOICES, text: TEXT } as const;
const maxText = layout.textSlots * 8;

const componentIndex = new Map<string, number>(componentCodes.map((code, i) => [code, i]));
const householdNames = householdSlots.map((f) => f.name);
const householdWords = householdSlots.map((f) => (layout.input.household + f.slot) * 2);
const loadHousehold = fieldLoader(householdNames);

/** One jurisdiction's record shape, resolved once: profile fields by kind and word offset, accumulator slots by name. */
interface JurisdictionShape {
  code: string;
  index: number;
  taxYear: RulesManifest['jurisdictions'][string]['taxYear'];
  profileNames: string[];
  loadProfile: FieldLoader;
  profileKinds: number[];
  profileWords: number[];
  profileOptions: (readonly string[])[];
  ytdWord: Map<string, number>;
  ytdNames: string[];
  /** The last period written for this jurisdiction, its pay frequency code and tax period (one per pay run). */
  lastPeriodStart: string | null;
  lastPeriodEnd: string | null;
  lastFrequency: PayFrequency;
  frequency: number;
  taxPeriod: number;
  /** The last text written per field, and its packed words: tax codes repeat across a pay run. */
  lastText: (string | null)[];
  lastTextWords: Uint32Array[];
}

function put(words: Uint32Array, at: number, value: number): void {
  if ((value | 0) === value) {
    words[at] = value;
    words[at + 1] = value >> 31;
  } else {
    words[at] = value >>> 0;
    words[at + 1] = Math.floor(value / twoTo32) >>> 0;
  }
}

// The field name is only put together when the value is refused: building it for every value would
// allocate a string per slot.
function integer(value: unknown, prefix: string, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new RangeError(`${prefix}${name}: must be a safe integer (minor units), got ${String(value)}`);
  return value;
}

export class RecordWriter {
  private readonly shapes = new Map<string, JurisdictionShape>();
  private last: JurisdictionShape | null = null;
  // Field values of the record being written, reused so writing allocates nothing.
  private readonly values: unknown[] = new Array(Math.max(layout.maxProfileSlots, layout.maxHouseholdSlots)).fill(undefined);
  // Dates repeat across a pay run: the same strings as the last record skip even the calendar cache.
  // null until a date was parsed, so no string (not even '') skips validation.
  private lastAsOf: string | null = null;
  private lastAsOfDay = 0;
  private lastStart: string | null = null;
  private lastStartDay = 0;
  private lastEnd: string | null = null;
  private lastEndDay = 0;

  constructor(manifest: RulesManifest) {
    for (const [code, definition] of Object.entries(manifest.jurisdictions)) {
      const fields = definition.profile;
      this.shapes.set(code, {
        code,
        index: definition.index,
        taxYear: definition.taxYear,
        lastPeriodStart: null,
        lastFrequency: 'monthly',
        lastPeriodEnd: null,
        frequency: 0,
        taxPeriod: 0,
        profileNames: fields.map((f) => f.name),
        loadProfile: fieldLoader(fields.map((f) => f.name)),
        profileKinds: fields.map((f) => kindCode[f.kind]),
        profileWords: fields.map((f) => (layout.input.profile + f.slot) * 2),
        profileOptions: fields.map((f) => ('options' in f ? f.options : [])),
        ytdWord: new Map(definition.ytd.map((name, i) => [name, (layout.input.ytd + i) * 2])),
        ytdNames: definition.ytd,
        lastText: fields.map(() => null),
        lastTextWords: fields.map(() => new Uint32Array(layout.textSlots * 2)),
      });
    }
  }

  private shapeOf(code: string): JurisdictionShape {
    const last = this.last;
    if (last !== null && last.code === code) return last;
    const shape = this.shapes.get(code);
    if (!shape) throw new RangeError(`jurisdiction ${code}: no statutory tables are built for it (rules-wasm/tables/${code}/)`);
    this.last = shape;
    return shape;
  }

  private day(iso: string, field: 'asOfDate' | 'periodStart' | 'periodEnd'): number {
    if (field === 'asOfDate') {
      if (iso !== this.lastAsOf) {
        this.lastAsOfDay = dayNumber(iso, field);
        this.lastAsOf = iso;
      }
      return this.lastAsOfDay;
    }
    if (field === 'periodStart') {
      if (iso !== this.lastStart) {
        this.lastStartDay = dayNumber(iso, field);
        this.lastStart = iso;
      }
      return this.lastStartDay;
    }
    if (iso !== this.lastEnd) {
      this.lastEndDay = dayNumber(iso, field);
      this.lastEnd = iso;
    }
    return this.lastEndDay;
  }

  private payPeriod(shape: JurisdictionShape, frequency: PayFrequency, periodStart: string, periodEnd: string): void {
    if (periodStart === shape.lastPeriodStart && periodEnd === shape.lastPeriodEnd && frequency === shape.lastFrequency) return;
    shape.lastPeriodStart = null;
    const period = payPeriodOf(shape.taxYear, frequency, periodStart, periodEnd);
    shape.lastFrequency = frequency;
    shape.frequency = layout.payFrequencyCode[period.frequency];
    shape.taxPeriod = period.taxPeriod;
    shape.lastPeriodStart = periodStart;
    shape.lastPeriodEnd = periodEnd;
  }

  /** Writes `request` as record `index` of the input buffer (words = the buffer as u32). */
  write(words: Uint32Array, index: number, request: PricingRequest): void {
    const shape = this.shapeOf(request.jurisdiction);
    const base = index * layout.input.stride * 2;
    const asOf = this.day(request.asOfDate, 'asOfDate');
    const periodStart = this.day(request.periodStart, 'periodStart');
    const periodEnd = this.day(request.periodEnd, 'periodEnd');
    if (periodEnd < periodStart) throw new RangeError(`periodEnd ${request.periodEnd} is before periodStart ${request.periodStart}`);
    const classification = layout.classificationCode[request.classification];
    this.payPeriod(shape, request.payFrequency ?? 'monthly', request.periodStart, request.periodEnd);

    // Components, profile, household and year to date are contiguous and mostly zero: cleared at once.
    words.fill(0, base + layout.input.components * 2, base + layout.input.employmentEndDay * 2);
    put(words, base + layout.input.jurisdiction * 2, shape.index);
    put(words, base + layout.input.classification * 2, classification);
    put(words, base + layout.input.asOfDay * 2, asOf);
    put(words, base + layout.input.periodStartDay * 2, periodStart);
    put(words, base + layout.input.periodEndDay * 2, periodEnd);
    put(words, base + layout.input.payFrequency * 2, shape.frequency);
    put(words, base + layout.input.taxPeriod * 2, shape.taxPeriod);
    const birthdate = request.birthdate;
    if (birthdate === null) this.putNoValue(words, base + layout.input.birthDay * 2);
    else put(words, base + layout.input.birthDay * 2, dayNumber(birthdate, 'birthdate'));
    const employmentEnd = request.employmentEnd;
    if (employmentEnd == null) this.putNoValue(words, base + layout.input.employmentEndDay * 2);
    else put(words, base + layout.input.employmentEndDay * 2, dayNumber(employmentEnd, 'employmentEnd'));

    this.writeComponents(words, base, request.components);
    this.writeProfile(words, base, request, shape);
    this.writeHousehold(words, base, request.household as Record<string, unknown>);
    this.writeYtd(words, base, request, shape);
  }

  private putNoValue(words: Uint32Array, at: number): void {
    words[at] = 0;
    words[at + 1] = noValueHigh;
  }

  private writeComponents(words: Uint32Array, base: number, components: PricingRequest['components']): void {
    for (let i = 0; i < components.length; i++) {
      const component = components[i]!;
      const code = componentIndex.get(component.code);
      if (code === undefined) throw new RangeError(`components: unknown code ${component.code}`);
      const at = base + (layout.input.components + code) * 2;
      let amount = integer(component.amountMinor, 'components.', component.code);
      // A code given twice is summed (the slot was cleared, so a non-zero slot is an earlier line).
      if ((words[at]! | words[at + 1]!) !== 0) {
        amount += (words[at + 1]! | 0) * twoTo32 + words[at]!;
        if (!Number.isSafeInteger(amount)) throw new RangeError(`components.${component.code}: the total is beyond Number.MAX_SAFE_INTEGER`);
      }
      put(words, at, amount);
    }
  }

  private writeProfile(words: Uint32Array, base: number, request: PricingRequest, shape: JurisdictionShape): void {
    const values = this.values;
    const names = shape.profileNames;
    shape.loadProfile(request.taxProfile as Record<string, unknown>, values);
    for (let i = 0; i < names.length; i++) {
      if (values[i] === undefined) {
        shape.loadProfile(taxProfileSchemas[request.jurisdiction as Jurisdiction].parse(request.taxProfile) as Record<string, unknown>, values);
        break;
      }
    }
    const kinds = shape.profileKinds;
    for (let i = 0; i < names.length; i++) {
      const value = values[i];
      const at = base + shape.profileWords[i]!;
      const kind = kinds[i]!;
      if (kind === FLAG) words[at] = value ? 1 : 0;
      else if (kind === INTEGER) put(words, at, integer(value, 'taxProfile.', names[i]!));
      else if (kind === CHOICE) {
        const options = shape.profileOptions[i]!;
        const option = options.indexOf(String(value));
        if (option < 0) throw new RangeError(`taxProfile.${names[i]!}: "${String(value)}" is not one of ${options.join(', ')}`);
        words[at] = option;
      } else if (kind === CHOICES) words[at] = this.choices(names[i]!, shape.profileOptions[i]!, value);
      else this.text(words, at, shape, i, value);
    }
  }

  private choices(name: string, options: readonly string[], value: unknown): number {
    let mask = 0;
    if (!Array.isArray(value)) return mask;
    for (const item of value) {
      const option = options.indexOf(String(item));
      if (option < 0) throw new RangeError(`taxProfile.${name}: "${String(item)}" is not one of ${options.join(', ')}`);
      mask |= 1 << option;
    }
    return mask;
  }

  private text(words: Uint32Array, at: number, shape: JurisdictionShape, field: number, value: unknown): void {
    const text = String(value);
    const packed = shape.lastTextWords[field]!;
    if (text !== shape.lastText[field]) {
      shape.lastText[field] = null;
      if (text.length > maxText) throw new RangeError(`taxProfile.${shape.profileNames[field]!}: at most ${maxText} ASCII characters`);
      packed.fill(0);
      for (let i = 0; i < text.length; i++) {
        const char = text.charCodeAt(i);
        if (char < 0x20 || char > 0x7e) throw new RangeError(`taxProfile.${shape.profileNames[field]!}: at most ${maxText} ASCII characters`);
        packed[i >> 2]! |= char << ((i & 3) * 8);
      }
      shape.lastText[field] = text;
    }
    words.set(packed, at);
  }

  private writeHousehold(words: Uint32Array, base: number, household: Record<string, unknown>): void {
    const values = this.values;
    loadHousehold(household, values);
    for (let i = 0; i < householdNames.length; i++) put(words, base + householdWords[i]!, integer(values[i] ?? 0, 'household.', householdNames[i]!));
  }

  private writeYtd(words: Uint32Array, base: number, request: PricingRequest, shape: JurisdictionShape): void {
    const ytd = request.ytd;
    for (const name in ytd) {
      if (!Object.hasOwn(ytd, name)) continue;
      const at = shape.ytdWord.get(name);
      if (at === undefined) throw new RangeError(`ytd.${name}: not an accumulator of ${request.jurisdiction} (${shape.ytdNames.join(', ')})`);
      put(words, base + at, integer(ytd[name], 'ytd.', name));
    }
  }
}
