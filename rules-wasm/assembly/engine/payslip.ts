import * as L from "../../build/generated/layout";
import { completedYears } from "./dates";
import { NONE } from "./tables";

/**
 * One employee's period, read from and written to the batch buffers in place (no allocation per
 * payslip). A jurisdiction's method reads inputs, year-to-date and tax profile through it and emits
 * statutory lines; the engine has already emitted the earnings lines and computes the totals after.
 */
export class Payslip {
  inPtr: usize = 0;
  outPtr: usize = 0;
  lineCount: i32 = 0;

  @inline private input(slot: i32): i64 {
    return load<i64>(this.inPtr + (<usize>slot << 3));
  }

  @inline private outputAt(slot: i32): usize {
    return this.outPtr + (<usize>slot << 3);
  }

  @inline get jurisdiction(): i32 {
    return <i32>this.input(L.IN_JURISDICTION);
  }

  @inline get isContractor(): bool {
    return this.input(L.IN_CLASSIFICATION) == L.CLASSIFICATION_CONTRACTOR;
  }

  /** The date that decides which table versions are in force (days since 1970-01-01). */
  @inline get asOfDay(): i64 {
    return this.input(L.IN_AS_OF_DAY);
  }

  @inline get periodStartDay(): i64 {
    return this.input(L.IN_PERIOD_START_DAY);
  }

  @inline get periodEndDay(): i64 {
    return this.input(L.IN_PERIOD_END_DAY);
  }

  /** The run's pay frequency (layout PAY_FREQUENCY_*), as the run was created (host: rules-wasm/host/pay-period.ts). */
  get payFrequency(): i64 {
    return this.input(L.IN_PAY_FREQUENCY);
  }

  /** Weeks in one pay period: 1, 2 or 4 for week-based pay, 0 for monthly. */
  get weeksPerPeriod(): i64 {
    const f = this.payFrequency;
    return f == L.PAY_FREQUENCY_WEEKLY ? 1 : f == L.PAY_FREQUENCY_FORTNIGHTLY ? 2 : f == L.PAY_FREQUENCY_FOUR_WEEKLY ? 4 : 0;
  }

  /** The period's number in the tax year: tax month for monthly pay, tax week (a multiple of the period's weeks) otherwise. */
  get taxPeriod(): i32 {
    return <i32>this.input(L.IN_TAX_PERIOD);
  }

  /** True when employment ends (cessation) on a day within this period. */
  get ceasesThisPeriod(): bool {
    const end = this.input(L.IN_EMPLOYMENT_END_DAY);
    return end != L.NO_VALUE && end >= this.periodStartDay && end <= this.periodEndDay;
  }

  @inline get hasBirthdate(): bool {
    return this.input(L.IN_BIRTH_DAY) != L.NO_VALUE;
  }

  @inline get birthDay(): i64 {
    return this.input(L.IN_BIRTH_DAY);
  }

  /** Completed years on `day` (dates.completedYears), -1 when the birthdate is unknown. */
  ageOn(day: i64): i32 {
    return this.hasBirthdate ? completedYears(this.birthDay, day) : -1;
  }

  /** Amount of one component code (layout COMPONENT_*), minor units. */
  @inline component(code: i32): i64 {
    return this.input(L.IN_COMPONENTS + code);
  }

  /** Sum of the components whose bit is set in `mask` (a Bases or FlatRate mask). */
  sum(mask: i32): i64 {
    let total: i64 = 0;
    for (let code = 0; code < L.MAX_COMPONENTS; code++) {
      if ((mask & (1 << code)) != 0) total += this.input(L.IN_COMPONENTS + code);
    }
    return total;
  }

  /** A tax_profile field by its generated slot (<CC>.PROFILE_*): integers as is, flags 0/1, choices by index. */
  @inline profile(slot: i32): i64 {
    return this.input(L.IN_PROFILE + slot);
  }

  /** Whether a set-of-choices profile field (an array of an enum) holds option `option` (<CC>.PROFILE_<FIELD>_<OPTION>). */
  profileHas(slot: i32, option: i64): bool {
    return (this.input(L.IN_PROFILE + slot) >> option & 1) != 0;
  }

  @inline profileFlag(slot: i32): bool {
    return this.input(L.IN_PROFILE + slot) != 0;
  }

  /** Character `index` (ASCII code, 0 past the end) of a text profile field such as a tax code. */
  profileChar(slot: i32, index: i32): i32 {
    if (index < 0 || index >= L.TEXT_SLOTS * 8) return 0;
    return <i32>load<u8>(this.inPtr + (<usize>(L.IN_PROFILE + slot) << 3) + <usize>index);
  }

  /** A household_composition field by its slot (layout HOUSEHOLD_*). */
  @inline household(slot: i32): i64 {
    return this.input(L.IN_HOUSEHOLD + slot);
  }

  /** Year-to-date accumulator as it stood before this period. */
  @inline ytd(slot: i32): i64 {
    return this.input(L.IN_YTD + slot);
  }

  /** Year-to-date accumulator as it will stand after this period (starts equal to ytd()). */
  @inline ytdAfter(slot: i32): i64 {
    return load<i64>(this.outputAt(L.OUT_YTD + slot));
  }

  @inline setYtd(slot: i32, value: i64): void {
    store<i64>(this.outputAt(L.OUT_YTD + slot), value);
  }

  @inline addYtd(slot: i32, value: i64): void {
    store<i64>(this.outputAt(L.OUT_YTD + slot), load<i64>(this.outputAt(L.OUT_YTD + slot)) + value);
  }

  /**
   * Emit a line. `code` is a generated LINE_* id (its kind comes from jurisdiction.yaml), `rate` in
   * parts per million or NONE, `ref` the TableVersion.ref it was priced against or -1.
   */
  @inline line(code: i32, amount: i64, base: i64, rate: i64, ref: i32): void {
    if (this.lineCount >= L.MAX_LINES) abort("too many lines on one payslip");
    const at = this.outputAt(L.OUT_LINES + this.lineCount * L.LINE_STRIDE);
    store<i64>(at + (<usize>L.LINE_CODE << 3), <i64>code);
    store<i64>(at + (<usize>L.LINE_AMOUNT << 3), amount);
    store<i64>(at + (<usize>L.LINE_BASE << 3), base);
    store<i64>(at + (<usize>L.LINE_RATE << 3), rate);
    store<i64>(at + (<usize>L.LINE_RULE_REF << 3), <i64>ref);
    this.lineCount++;
  }

  /** Emit a line only when its amount is not zero (reliefs that do not apply, and the like). */
  lineIfAny(code: i32, amount: i64, base: i64, rate: i64, ref: i32): void {
    if (amount != 0) this.line(code, amount, base, rate, ref);
  }

  /** Reports the option of a tax_profile choice the payslip was priced with, when it differs by rule from the recorded one. */
  reportAppliedChoice(option: i64): void {
    store<i64>(this.outputAt(L.OUT_APPLIED_CHOICE), option);
  }

  /** Read back an emitted line's amount (for methods that net one line against another). */
  lineAmount(index: i32): i64 {
    return load<i64>(this.outputAt(L.OUT_LINES + index * L.LINE_STRIDE + L.LINE_AMOUNT));
  }
}

export const NO_RATE: i64 = NONE;
