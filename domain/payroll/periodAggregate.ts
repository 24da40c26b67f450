import type { PricedLine, PricingResult } from './pricing.ts';

/** A line already paid in the period, as stored on an earlier payslip. */
export interface PaidLine {
  code: string;
  kind: PricedLine['kind'];
  amount_minor: number;
  base_minor: number;
  rule_version_ref: string | null;
}

/** Lines that belong to one payslip only and are never part of the period's aggregate: retro lines, standing deductions. */
const ownLine = (ref: string | null) => ref !== null && (ref.startsWith('payslip:') || ref.startsWith('employee_deduction:'));

/** One-off item lines are matched by their reference; every other line by code and kind. */
const keyOf = (line: { code: string; kind: string; ruleVersionRef?: string | null; rule_version_ref?: string | null }) => {
  const ref = line.ruleVersionRef ?? line.rule_version_ref ?? null;
  return ref?.startsWith('pay_run_item:') ? ref : `${line.kind}:${line.code}`;
};

/**
 * An off-cycle payslip: the period's aggregate, priced as one period (everything paid in it plus this run's items,
 * from the year to date where the period began), less what earlier payslips of the period already paid, line by
 * line. Each statutory line is then the rule applied to the period's total less what was already withheld, which is
 * how each authority prices a second payment in a period (docs/off-cycle-runs.md). Totals come from the lines.
 */
export function lessAlreadyPaid(aggregate: PricingResult, paid: readonly PaidLine[], taxAlreadyMinor: number): PricingResult {
  const remaining = new Map<string, { amount: number; base: number }>();
  for (const line of paid) {
    if (ownLine(line.rule_version_ref)) continue;
    const key = keyOf(line);
    const sum = remaining.get(key) ?? { amount: 0, base: 0 };
    sum.amount += line.amount_minor;
    sum.base += line.base_minor;
    remaining.set(key, sum);
  }
  const lines: PricedLine[] = [];
  for (const line of aggregate.lines) {
    const already = remaining.get(keyOf(line));
    remaining.delete(keyOf(line));
    const amountMinor = line.amountMinor - (already?.amount ?? 0);
    if (amountMinor === 0) continue;
    lines.push({ ...line, amountMinor, baseMinor: line.baseMinor - (already?.base ?? 0) });
  }
  // A line paid earlier that the aggregate no longer has (a relief that fell away) is given back.
  for (const line of paid) {
    const already = remaining.get(keyOf(line));
    if (!already || ownLine(line.rule_version_ref)) continue;
    remaining.delete(keyOf(line));
    if (already.amount !== 0) lines.push({ code: line.code, kind: line.kind, description: '', amountMinor: -already.amount, baseMinor: -already.base, rateApplied: null, ruleVersionRef: line.rule_version_ref });
  }
  const sum = (kind: PricedLine['kind']) => lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.amountMinor, 0);
  const grossMinor = sum('earning');
  const employeeDeductionsMinor = sum('deduction');
  return {
    ...aggregate,
    lines,
    grossMinor,
    employeeDeductionsMinor,
    employerCostMinor: sum('employer_cost'),
    taxMinor: aggregate.taxMinor - taxAlreadyMinor,
    netMinor: grossMinor - employeeDeductionsMinor,
  };
}
