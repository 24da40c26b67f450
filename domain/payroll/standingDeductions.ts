import type { PricingResult } from './pricing.ts';
import { statutoryInstalmentCap, statutoryNetFloor, type StandingDeductionKind } from './deductionFloors.ts';

/** A deduction that carries over from run to run, as its terms stand for the period being priced. */
export interface StandingDeduction {
  id: string;
  kind: StandingDeductionKind;
  description: string;
  /** Lower first. Ties: the older deduction first. */
  priority: number;
  /** The instalment: a fixed amount, or basis points of net pay (after statutory lines), exactly one of them. */
  amountMinor: number | null;
  percentOfNetBp: number | null;
  /** Left to recover before this run; null when open-ended (dues). */
  remainingMinor: number | null;
  /** Net pay may not go below this after the deduction (a court order's protected earnings). */
  protectedMinor: number | null;
}

export interface DeductionTake {
  deductionId: string;
  amountMinor: number;
  /** Left to recover after this take; null when open-ended. */
  balanceAfterMinor: number | null;
}

/**
 * Takes each standing deduction's next instalment from net pay, highest priority first: never more than what is
 * left to recover, never into the deduction's protected amount or the jurisdiction's statutory floor, never below
 * zero net. A deduction that cannot take its whole instalment takes what it can; a lower-priority one only takes
 * what the higher ones left.
 */
export function takeStandingDeductions(
  jurisdiction: string,
  result: PricingResult,
  deductions: readonly StandingDeduction[],
  balanceText: (minor: number) => string,
): { result: PricingResult; takes: DeductionTake[] } {
  const ordered = [...deductions].sort((a, b) => a.priority - b.priority || (a.id < b.id ? -1 : 1));
  const netBefore = result.netMinor;
  const floor = statutoryNetFloor(jurisdiction, result.grossMinor);
  let net = netBefore;
  const takes: DeductionTake[] = [];
  const lines = [...result.lines];
  for (const deduction of ordered) {
    const instalment = deduction.amountMinor ?? Math.floor((Math.max(netBefore, 0) * deduction.percentOfNetBp!) / 10_000);
    const cap = statutoryInstalmentCap(jurisdiction, deduction.kind, result.grossMinor);
    const keep = Math.max(floor, deduction.protectedMinor ?? 0, 0);
    const amount = Math.max(0, Math.min(instalment, deduction.remainingMinor ?? instalment, cap ?? instalment, net - keep));
    if (amount === 0) continue;
    net -= amount;
    const balanceAfter = deduction.remainingMinor === null ? null : deduction.remainingMinor - amount;
    takes.push({ deductionId: deduction.id, amountMinor: amount, balanceAfterMinor: balanceAfter });
    lines.push({
      code: deduction.kind.toUpperCase(),
      kind: 'deduction',
      description: balanceAfter === null ? deduction.description : `${deduction.description} (balance left ${balanceText(balanceAfter)})`,
      amountMinor: amount,
      baseMinor: instalment,
      rateApplied: null,
      ruleVersionRef: `employee_deduction:${deduction.id}`,
    });
  }
  const taken = netBefore - net;
  if (taken === 0) return { result, takes };
  return { result: { ...result, lines, employeeDeductionsMinor: result.employeeDeductionsMinor + taken, netMinor: net }, takes };
}
