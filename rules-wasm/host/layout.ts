/**
 * Flat-buffer layout shared by the host and the WASM engine (the compiler generates the AssemblyScript
 * copy from this file, so the two can never drift). Every slot is an i64: money in minor units, dates as
 * days since 1970-01-01, flags 0/1. Batches cross into WASM through memory because i64 values would
 * otherwise cross one by one as BigInt.
 */
export const maxComponents = 10;
export const maxProfileSlots = 16;
export const maxHouseholdSlots = 4;
export const maxYtdSlots = 32;
export const maxLines = 32;

export const input = {
  jurisdiction: 0,
  classification: 1,
  asOfDay: 2,
  periodStartDay: 3,
  periodEndDay: 4,
  birthDay: 5,
  components: 6,
  profile: 6 + maxComponents,
  household: 6 + maxComponents + maxProfileSlots,
  ytd: 6 + maxComponents + maxProfileSlots + maxHouseholdSlots,
  // Appended after the year to date so no earlier slot moves: the last day of employment, or no value.
  employmentEndDay: 6 + maxComponents + maxProfileSlots + maxHouseholdSlots + maxYtdSlots,
  // Appended likewise: the pay frequency the period is (payFrequencyCode), and the period's number in the tax
  // year as its authority counts it (GB: tax month 1-12, or tax week 1-53 / 54 / 56 for week-based pay).
  payFrequency: 7 + maxComponents + maxProfileSlots + maxHouseholdSlots + maxYtdSlots,
  taxPeriod: 8 + maxComponents + maxProfileSlots + maxHouseholdSlots + maxYtdSlots,
  stride: 9 + maxComponents + maxProfileSlots + maxHouseholdSlots + maxYtdSlots,
} as const;

export const line = { code: 0, amount: 1, base: 2, rate: 3, ruleRef: 4, stride: 5 } as const;

export const output = {
  lineCount: 0,
  gross: 1,
  tax: 2,
  employeeDeductions: 3,
  employerCost: 4,
  net: 5,
  ytd: 8,
  lines: 8 + maxYtdSlots,
  stride: 8 + maxYtdSlots + maxLines * line.stride,
} as const;

/** Rates are exact rationals over this fixed denominator (parts per million), so 2.75% is 27_500. */
export const rateDenominator = 1_000_000;
/** Sentinel for "no birthdate" and "no rate" slots. */
export const noValue = -1n << 63n;
export const classificationCode = { employee: 0, contractor: 1 } as const;
/** domain/payroll/payFrequency.ts frequencies as the engine reads them. */
export const payFrequencyCode = { monthly: 0, weekly: 1, fortnightly: 2, four_weekly: 3 } as const;
/** Characters a text profile field may hold (packed ASCII, 8 per slot). */
export const textSlots = 2;
