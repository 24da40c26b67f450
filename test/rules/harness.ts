import { beforeAll, describe, expect, it } from 'vitest';
import { ensureRulesBuilt } from '../../rules-wasm/compiler/build-module.ts';
import { loadRulesEngine, type PricingRequest, type PricingResult, type RulesEngine } from '../../rules-wasm/host/engine.ts';
import {
  householdCompositionSchema,
  taxProfileSchemas,
  type ComponentCode,
  type Jurisdiction,
} from '../../domain/jurisdictions.ts';

/**
 * Table-driven statutory tests: each case is an input (major-unit strings, exact) and the expected
 * lines and totals, exact to the minor unit. Every case also checks the invariants every payslip must
 * keep (net = gross - employee deductions, statutory lines carry a rule_version_ref).
 */
export interface PricingCase {
  name: string;
  /** Citation of a published worked example, or "computed by hand: <arithmetic>". */
  source?: string;
  jurisdiction: Jurisdiction;
  /** Last day of the period; as_of_date defaults to it. */
  periodEnd: string;
  /** First day of the period: the first of periodEnd's month unless given (a 7, 14 or 28-day period for week-based pay). */
  periodStart?: string;
  asOfDate?: string;
  classification?: 'employee' | 'contractor';
  birthdate?: string | null;
  /** Last day of employment, when it ends. */
  employmentEnd?: string | null;
  /** Major units, e.g. { BASIC: '100000.00' }. */
  components: Partial<Record<ComponentCode, string>>;
  taxProfile?: Record<string, unknown>;
  household?: Record<string, unknown>;
  /** Accumulators before the period, major units for money ('1234.56') or integers. */
  ytd?: Record<string, string | number>;
  expect: {
    /** Amount per line code (summed if a code repeats); null = the line must not appear. */
    lines?: Record<string, string | null>;
    /** Other expectations on a line: its base and rate. */
    lineDetails?: Record<string, { base?: string; rate?: string | null }>;
    gross?: string;
    tax?: string;
    employeeDeductions?: string;
    employerCost?: string;
    net?: string;
    ytd?: Record<string, string | number>;
  };
}

/** '24,000.50' -> 2400050 minor units, exactly (no float arithmetic). */
export function minor(major: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(major.replaceAll(',', '').replaceAll('_', ''));
  if (!match) throw new Error(`not an amount in major units: ${major}`);
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -value : value;
}

const toMinor = (value: string | number) => (typeof value === 'number' ? value : minor(value));

function periodStartOf(periodEnd: string): string {
  return `${periodEnd.slice(0, 8)}01`;
}

export function requestOf(c: PricingCase): PricingRequest {
  return {
    jurisdiction: c.jurisdiction,
    asOfDate: c.asOfDate ?? c.periodEnd,
    periodStart: c.periodStart ?? periodStartOf(c.periodEnd),
    periodEnd: c.periodEnd,
    classification: c.classification ?? 'employee',
    birthdate: c.birthdate ?? null,
    employmentEnd: c.employmentEnd ?? null,
    taxProfile: taxProfileSchemas[c.jurisdiction].parse(c.taxProfile ?? {}),
    household: householdCompositionSchema.parse(c.household ?? {}),
    components: Object.entries(c.components).map(([code, amount]) => ({ code: code as ComponentCode, amountMinor: minor(amount) })),
    ytd: Object.fromEntries(Object.entries(c.ytd ?? {}).map(([k, v]) => [k, toMinor(v)])),
  };
}

let engine: Promise<RulesEngine> | null = null;

/** Builds the module if missing or stale, then loads it once per test file. */
export function rulesEngine(): Promise<RulesEngine> {
  engine ??= ensureRulesBuilt().then(() => loadRulesEngine());
  return engine;
}

export function lineTotals(result: PricingResult): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of result.lines) totals.set(line.code, (totals.get(line.code) ?? 0) + line.amountMinor);
  return totals;
}

/** Checks that hold for every payslip, whatever the jurisdiction. */
export function expectPayslipInvariants(result: PricingResult): void {
  const sum = (kind: string) => result.lines.filter((l) => l.kind === kind).reduce((a, l) => a + l.amountMinor, 0);
  expect(result.grossMinor).toBe(sum('earning'));
  expect(result.employeeDeductionsMinor).toBe(sum('deduction'));
  expect(result.employerCostMinor).toBe(sum('employer_cost'));
  expect(result.netMinor).toBe(result.grossMinor - result.employeeDeductionsMinor);
  for (const line of result.lines) {
    expect(Number.isSafeInteger(line.amountMinor), `${line.code} amount is an integer`).toBe(true);
    if (line.kind !== 'earning') expect(line.ruleVersionRef, `${line.code} names its rule version`).toMatch(/^[A-Z]{2}\/[a-z0-9_]+@\d{4}-\d{2}-\d{2}#[0-9a-f]{12}$/);
  }
}

export function checkCase(c: PricingCase, result: PricingResult): void {
  expectPayslipInvariants(result);
  const totals = lineTotals(result);
  for (const [code, amount] of Object.entries(c.expect.lines ?? {})) {
    if (amount === null) expect(totals.has(code), `${code} must not appear`).toBe(false);
    else expect(totals.get(code), `line ${code}`).toBe(minor(amount));
  }
  for (const [code, details] of Object.entries(c.expect.lineDetails ?? {})) {
    const line = result.lines.find((l) => l.code === code);
    expect(line, `line ${code}`).toBeDefined();
    if (details.base !== undefined) expect(line!.baseMinor, `${code} base`).toBe(minor(details.base));
    if (details.rate !== undefined) expect(line!.rateApplied, `${code} rate`).toBe(details.rate);
  }
  const totalsExpected: [keyof PricingResult, string | undefined][] = [
    ['grossMinor', c.expect.gross],
    ['taxMinor', c.expect.tax],
    ['employeeDeductionsMinor', c.expect.employeeDeductions],
    ['employerCostMinor', c.expect.employerCost],
    ['netMinor', c.expect.net],
  ];
  for (const [field, value] of totalsExpected) if (value !== undefined) expect(result[field], field).toBe(minor(value));
  for (const [name, value] of Object.entries(c.expect.ytd ?? {})) expect(result.ytd[name], `ytd.${name}`).toBe(toMinor(value));
}

/** One `it` per case, all priced in one batch (the path production uses). */
export function pricingTable(title: string, cases: PricingCase[]): void {
  describe(title, () => {
    let results: PricingResult[] = [];
    beforeAll(async () => {
      results = (await rulesEngine()).price(cases.map(requestOf));
    });
    cases.forEach((c, i) => {
      it(c.name, () => checkCase(c, results[i]!));
    });
  });
}
