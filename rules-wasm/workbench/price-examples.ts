import { householdCompositionSchema, taxProfileSchemas, type ComponentCode } from '../../domain/jurisdictions.ts';
import { weeksPerPeriod } from '../../domain/payroll/payFrequency.ts';
import type { PricingRequest, PricingResult } from '../../domain/payroll/pricing.ts';
import { parseMajor } from '../host/money-text.ts';
import type { WorkedExample } from './load-examples.ts';

/** One expected figure of an example beside the amount priced; `null` = the line must not appear / did not. */
export interface ComparedFigure {
  item: string;
  expected: number | string | null;
  priced: number | string | null;
  matches: boolean;
}

export interface ExampleOutcome {
  example: WorkedExample;
  figures: ComparedFigure[];
  passed: boolean;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const minorOf = (value: string | number, field: string) => (typeof value === 'number' ? value : parseMajor(value, field));

/** The request the example describes: a week-based period ends on `date` and is as long as its frequency. */
export function requestOfExample(e: WorkedExample): PricingRequest {
  const weeks = weeksPerPeriod[e.pay_frequency];
  return {
    jurisdiction: e.jurisdiction,
    asOfDate: e.as_of ?? e.date,
    periodStart: e.period_start ?? (weeks ? addDays(e.date, 1 - 7 * weeks) : `${e.date.slice(0, 8)}01`),
    periodEnd: e.date,
    payFrequency: e.pay_frequency,
    classification: e.classification,
    birthdate: e.birthdate,
    employmentEnd: e.employment_end,
    taxProfile: taxProfileSchemas[e.jurisdiction].parse(e.tax_profile),
    household: householdCompositionSchema.parse(e.household),
    components: Object.entries(e.components).map(([code, amount]) => ({ code: code as ComponentCode, amountMinor: parseMajor(amount, code) })),
    ytd: Object.fromEntries(Object.entries(e.year_to_date).map(([k, v]) => [k, minorOf(v, k)])),
  };
}

/** Every expected figure of the example against the priced payslip, in the order the example states them. */
export function compareExample(e: WorkedExample, result: PricingResult): ExampleOutcome {
  const figures: ComparedFigure[] = [];
  const compare = (item: string, expected: number | string | null, priced: number | string | null) =>
    figures.push({ item, expected, priced, matches: expected === priced });
  const totals = new Map<string, number>();
  for (const line of result.lines) totals.set(line.code, (totals.get(line.code) ?? 0) + line.amountMinor);
  for (const [code, amount] of Object.entries(e.expect.lines))
    compare(code, amount === null ? null : parseMajor(amount, code), totals.has(code) ? totals.get(code)! : null);
  for (const [code, details] of Object.entries(e.expect.line_details)) {
    const line = result.lines.find((l) => l.code === code);
    if (details.base !== undefined) compare(`${code} base`, parseMajor(details.base, code), line ? line.baseMinor : null);
    if (details.rate !== undefined) compare(`${code} rate`, details.rate, line ? line.rateApplied : null);
  }
  const totalFields = { gross: 'grossMinor', tax: 'taxMinor', employee_deductions: 'employeeDeductionsMinor', employer_cost: 'employerCostMinor', net: 'netMinor' } as const;
  for (const [name, field] of Object.entries(totalFields)) {
    const expected = e.expect.totals[name as keyof typeof totalFields];
    if (expected !== undefined) compare(`total ${name}`, parseMajor(expected, name), result[field]);
  }
  for (const [name, value] of Object.entries(e.expect.year_to_date)) compare(`year to date ${name}`, minorOf(value, name), result.ytd[name] ?? null);
  return { example: e, figures, passed: figures.every((f) => f.matches) };
}
