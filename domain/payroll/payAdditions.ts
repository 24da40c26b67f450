import type { ComponentCode } from '../jurisdictions.ts';
import type { PricedLine, PricingResult, YearToDate } from './pricing.ts';

/**
 * Pay on a payslip that is not standing compensation: a one-off item of the run, or a retro line correcting a
 * paid payslip. An earning is priced with the period's pay as the component `pricedAs` (its statutory
 * treatment), then shown on its own line; a deduction comes off net pay after the statutory lines.
 */
export interface PayAddition {
  kind: 'earning' | 'deduction';
  /** The component whose tables price an earning; null for a deduction. */
  pricedAs: ComponentCode | null;
  code: string;
  description: string;
  amountMinor: number;
  baseMinor: number;
  /** Stored as the line's rule_version_ref: `pay_run_item:<id>` or `payslip:<id>` (the paid payslip corrected). */
  reference: string;
}

/** The period's components with the earning additions added to the components that price them. */
export function componentsWithAdditions(
  components: readonly { code: ComponentCode; amountMinor: number }[],
  additions: readonly PayAddition[],
): { code: ComponentCode; amountMinor: number }[] {
  const totals = new Map(components.map((c) => [c.code, c.amountMinor]));
  for (const addition of additions) {
    if (addition.kind === 'earning' && addition.pricedAs) totals.set(addition.pricedAs, (totals.get(addition.pricedAs) ?? 0) + addition.amountMinor);
  }
  return [...totals].filter(([, amount]) => amount !== 0).map(([code, amountMinor]) => ({ code, amountMinor }));
}

/**
 * The engine's result with each addition on its own line: an earning comes out of the line of the component
 * that priced it (gross is unchanged), a deduction is added after the statutory lines and comes off net.
 */
export function resultWithAdditions(result: PricingResult, additions: readonly PayAddition[]): PricingResult {
  if (additions.length === 0) return result;
  const lines = result.lines.map((line) => ({ ...line }));
  const earningsEnd = lines.findIndex((line) => line.kind !== 'earning');
  const standing = earningsEnd < 0 ? lines : lines.slice(0, earningsEnd);
  const statutory = earningsEnd < 0 ? [] : lines.slice(earningsEnd);
  const added: PricedLine[] = [];
  let deductions = 0;
  for (const addition of additions) {
    added.push({
      code: addition.code,
      kind: addition.kind,
      description: addition.description,
      amountMinor: addition.amountMinor,
      baseMinor: addition.baseMinor,
      rateApplied: null,
      ruleVersionRef: addition.reference,
    });
    if (addition.kind === 'deduction') {
      deductions += addition.amountMinor;
      continue;
    }
    const priced = standing.find((line) => line.code === addition.pricedAs);
    if (priced) {
      priced.amountMinor -= addition.amountMinor;
      priced.baseMinor -= addition.amountMinor;
    } else {
      // The addition cancelled the component's pay exactly: what the period pays of it is the difference.
      standing.push({ code: addition.pricedAs!, kind: 'earning', description: '', amountMinor: -addition.amountMinor, baseMinor: -addition.amountMinor, rateApplied: null, ruleVersionRef: null });
    }
  }
  return {
    ...result,
    lines: [...standing.filter((line) => line.amountMinor !== 0), ...added.filter((l) => l.kind === 'earning'), ...statutory, ...added.filter((l) => l.kind === 'deduction')],
    employeeDeductionsMinor: result.employeeDeductionsMinor + deductions,
    netMinor: result.netMinor - deductions,
  };
}

/** Accumulators added name by name (opening balances plus each run's contribution). */
export function addYearToDate(...parts: readonly YearToDate[]): YearToDate {
  const sum: YearToDate = {};
  for (const part of parts) for (const [name, value] of Object.entries(part)) sum[name] = (sum[name] ?? 0) + value;
  return sum;
}
