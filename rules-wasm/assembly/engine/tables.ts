import { Rounding, round, exactTimesRate, applyRate, min64, max64 } from "./money";
import { isoDate } from "./dates";

// One class per table family of compiler/schema.ts. The compiler generates one History per table file
// (build/generated/<cc>.ts); a method asks it for the version in force on a date.

export const NONE: i64 = i64.MIN_VALUE;
export const UNLIMITED: i64 = i64.MAX_VALUE;

export class TableVersion {
  /** Index in the manifest's tables: what a line's rule_version_ref names. */
  ref: i32;
  effectiveDay: i64;
  constructor(ref: i32, effectiveDay: i64) {
    this.ref = ref;
    this.effectiveDay = effectiveDay;
  }
}

export class History<T> {
  name: string;
  days: StaticArray<i64>;
  versions: StaticArray<T | null>;
  // A batch usually shares one as-of date: remember the last answer.
  private lastDay: i64 = i64.MIN_VALUE;
  private lastVersion: T | null = null;
  constructor(name: string, days: StaticArray<i64>, versions: StaticArray<T | null>) {
    this.name = name;
    this.days = days;
    this.versions = versions;
  }

  /** The version in force on `day`, or null before the first version or after a repeal. */
  @inline find(day: i64): T | null {
    if (day == this.lastDay) return this.lastVersion;
    return this.search(day);
  }

  private search(day: i64): T | null {
    let found: T | null = null;
    for (let i = this.days.length - 1; i >= 0; i--) {
      if (unchecked(this.days[i]) <= day) {
        found = unchecked(this.versions[i]);
        break;
      }
    }
    this.lastDay = day;
    this.lastVersion = found;
    return found;
  }

  /** The version in force on `day`; traps (the batch fails with this message) when there is none. */
  @inline at(day: i64): T {
    // Inlined for the common case (the date asked last, a version in force); the rest is one call away.
    const last = this.lastVersion;
    if (day == this.lastDay && last !== null) return last;
    return this.searchOrAbort(day);
  }

  private searchOrAbort(day: i64): T {
    const version = this.search(day);
    if (version === null) abort("no version of " + this.name + " in force on " + isoDate(day));
    return version!;
  }
}

export class Band {
  /** Inclusive upper bound in minor units; UNLIMITED for the open top band. */
  upTo: i64;
  rate: i64;
  constructor(upTo: i64, rate: i64) {
    this.upTo = upTo;
    this.rate = rate;
  }
}

export class Bands extends TableVersion {
  annual: bool;
  bands: StaticArray<Band>;
  rounding: Rounding;
  constructor(ref: i32, effectiveDay: i64, annual: bool, bands: StaticArray<Band>, rounding: Rounding) {
    super(ref, effectiveDay);
    this.annual = annual;
    this.bands = bands;
    this.rounding = rounding;
  }

  get count(): i32 {
    return this.bands.length;
  }

  lowerOf(index: i32): i64 {
    return index == 0 ? 0 : this.bands[index - 1].upTo;
  }

  upperOf(index: i32): i64 {
    return this.bands[index].upTo;
  }

  rateOf(index: i32): i64 {
    return this.bands[index].rate;
  }

  /** The part of `income` that falls inside band `index`. */
  portion(index: i32, income: i64): i64 {
    const lower = this.lowerOf(index);
    if (income <= lower) return 0;
    return min64(income, this.bands[index].upTo) - lower;
  }

  /** Exact tax (micro-minor units) on `income`, before rounding. */
  exactTax(income: i64): i64 {
    let total: i64 = 0;
    let lower: i64 = 0;
    for (let i = 0; i < this.bands.length; i++) {
      const band = unchecked(this.bands[i]);
      if (income <= lower) break;
      total += exactTimesRate(min64(income, band.upTo) - lower, band.rate);
      lower = band.upTo;
    }
    return total;
  }

  /** Tax on `income`, rounded once at the end by the table's rounding. */
  tax(income: i64): i64 {
    return round(this.exactTax(income), this.rounding);
  }

  /** Rate of the band `income` falls in (its last minor unit). */
  marginalRate(income: i64): i64 {
    for (let i = 0; i < this.bands.length; i++) {
      if (income <= unchecked(this.bands[i]).upTo) return unchecked(this.bands[i]).rate;
    }
    return this.bands[this.bands.length - 1].rate;
  }
}

export class FlatRate extends TableVersion {
  annual: bool;
  rate: i64;
  /** NONE when the table states no employer rate. */
  employerRate: i64;
  /** Component mask of `base:` (0 when the table leaves the base to the method). */
  baseMask: i32;
  baseCeiling: i64;
  exemptBelow: i64;
  minimum: i64;
  maximum: i64;
  rounding: Rounding;
  constructor(
    ref: i32, effectiveDay: i64, annual: bool, rate: i64, employerRate: i64, baseMask: i32, baseCeiling: i64,
    exemptBelow: i64, minimum: i64, maximum: i64, rounding: Rounding,
  ) {
    super(ref, effectiveDay);
    this.annual = annual;
    this.rate = rate;
    this.employerRate = employerRate;
    this.baseMask = baseMask;
    this.baseCeiling = baseCeiling;
    this.exemptBelow = exemptBelow;
    this.minimum = minimum;
    this.maximum = maximum;
    this.rounding = rounding;
  }

  cappedBase(base: i64): i64 {
    return min64(base, this.baseCeiling);
  }

  private contribution(base: i64, rate: i64): i64 {
    // Nothing is due on no pay or below the exemption; otherwise the floor and cap bind.
    if (base <= 0 || base < this.exemptBelow) return 0;
    const amount = applyRate(this.cappedBase(base), rate, this.rounding);
    return min64(max64(amount, this.minimum), this.maximum);
  }

  /** The (employee's) contribution on `base`. */
  employee(base: i64): i64 {
    return this.contribution(base, this.rate);
  }

  employer(base: i64): i64 {
    if (this.employerRate == NONE) abort("this flat_rate table has no employer_rate");
    return this.contribution(base, this.employerRate);
  }
}

export class AmountSteps extends TableVersion {
  annual: bool;
  froms: StaticArray<i64>;
  amounts: StaticArray<i64>;
  constructor(ref: i32, effectiveDay: i64, annual: bool, froms: StaticArray<i64>, amounts: StaticArray<i64>) {
    super(ref, effectiveDay);
    this.annual = annual;
    this.froms = froms;
    this.amounts = amounts;
  }

  /** The amount of the step with the greatest `from` not above `base`. */
  lookup(base: i64): i64 {
    for (let i = this.froms.length - 1; i > 0; i--) {
      if (unchecked(this.froms[i]) <= base) return unchecked(this.amounts[i]);
    }
    return this.amounts[0];
  }
}

export class Relief extends TableVersion {
  annual: bool;
  /** NONE when the table states no fixed amount. */
  amount: i64;
  /** NONE when the table states no rate. */
  rate: i64;
  cap: i64;
  fromAges: StaticArray<i32>;
  ageAmounts: StaticArray<i64>;
  rounding: Rounding;
  constructor(
    ref: i32, effectiveDay: i64, annual: bool, amount: i64, rate: i64, cap: i64,
    fromAges: StaticArray<i32>, ageAmounts: StaticArray<i64>, rounding: Rounding,
  ) {
    super(ref, effectiveDay);
    this.annual = annual;
    this.amount = amount;
    this.rate = rate;
    this.cap = cap;
    this.fromAges = fromAges;
    this.ageAmounts = ageAmounts;
    this.rounding = rounding;
  }

  fixed(): i64 {
    if (this.amount == NONE) abort("this relief table has no fixed amount");
    return this.amount;
  }

  /** rate x `qualifying`, rounded, capped. */
  percentOf(qualifying: i64): i64 {
    if (this.rate == NONE) abort("this relief table has no rate");
    if (qualifying <= 0) return 0;
    return min64(applyRate(qualifying, this.rate, this.rounding), this.cap);
  }

  /** The amount for someone of `age` completed years (an unknown age, -1, takes the first band). */
  forAge(age: i32): i64 {
    if (this.fromAges.length == 0) abort("this relief table has no by_age amounts");
    for (let i = this.fromAges.length - 1; i > 0; i--) {
      if (unchecked(this.fromAges[i]) <= age) return unchecked(this.ageAmounts[i]);
    }
    return this.ageAmounts[0];
  }
}

export class Parameters extends TableVersion {
  amounts: StaticArray<i64>;
  rates: StaticArray<i64>;
  counts: StaticArray<i64>;
  roundings: StaticArray<Rounding>;
  constructor(ref: i32, effectiveDay: i64, amounts: StaticArray<i64>, rates: StaticArray<i64>, counts: StaticArray<i64>, roundings: StaticArray<Rounding>) {
    super(ref, effectiveDay);
    this.amounts = amounts;
    this.rates = rates;
    this.counts = counts;
    this.roundings = roundings;
  }

  amount(name: i32): i64 {
    return this.amounts[name];
  }

  rate(name: i32): i64 {
    return this.rates[name];
  }

  count(name: i32): i64 {
    return this.counts[name];
  }

  rounding(name: i32): Rounding {
    return this.roundings[name];
  }
}

export class AgeBandedRates extends TableVersion {
  groups: StaticArray<i32>;
  fromAges: StaticArray<i32>;
  /** rates[row][name]; a rate a row does not state is 0. */
  rates: StaticArray<StaticArray<i64>>;
  amounts: StaticArray<StaticArray<i64>>;
  constructor(
    ref: i32, effectiveDay: i64, groups: StaticArray<i32>, fromAges: StaticArray<i32>,
    rates: StaticArray<StaticArray<i64>>, amounts: StaticArray<StaticArray<i64>>,
  ) {
    super(ref, effectiveDay);
    this.groups = groups;
    this.fromAges = fromAges;
    this.rates = rates;
    this.amounts = amounts;
  }

  /** Index of the row of `group` with the greatest from_age not above `age`; traps when none. */
  row(group: i32, age: i32): i32 {
    let found: i32 = -1;
    for (let i = 0; i < this.groups.length; i++) {
      if (unchecked(this.groups[i]) == group && unchecked(this.fromAges[i]) <= age) {
        if (found < 0 || unchecked(this.fromAges[i]) > unchecked(this.fromAges[found])) found = i;
      }
    }
    if (found < 0) abort("no age band for this group and age");
    return found;
  }

  rate(row: i32, name: i32): i64 {
    return this.rates[row][name];
  }

  amount(row: i32, name: i32): i64 {
    return this.amounts[row][name];
  }
}

export class Bases extends TableVersion {
  masks: StaticArray<i32>;
  constructor(ref: i32, effectiveDay: i64, masks: StaticArray<i32>) {
    super(ref, effectiveDay);
    this.masks = masks;
  }

  /** Bit i set = component code i (layout COMPONENT_*) is part of the base. */
  mask(name: i32): i32 {
    return this.masks[name];
  }
}
