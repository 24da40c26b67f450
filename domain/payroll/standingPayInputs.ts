import { createHash } from 'node:crypto';
import { componentCodes, type ComponentCode } from '../jurisdictions.ts';
import { employedSpan, type Employment, type Period } from './periodCompensation.ts';
import { laterOf } from './calendarDays.ts';

const standingCodes: ReadonlySet<string> = new Set(componentCodes);

/** A payslip line as retro reads it. */
interface PaidLine {
  code: string;
  kind: string;
  amount_minor: number;
  rule_version_ref: string | null;
}

/** What a payslip paid of standing compensation: its earnings lines that are neither one-off items nor retro. */
export function standingPaid(lines: readonly PaidLine[]): Map<ComponentCode, number> {
  const paid = new Map<ComponentCode, number>();
  for (const line of lines) {
    if (line.kind === 'earning' && line.rule_version_ref === null && standingCodes.has(line.code))
      paid.set(line.code as ComponentCode, (paid.get(line.code as ComponentCode) ?? 0) + line.amount_minor);
  }
  return paid;
}

/** True when the payslip's standing lines are exactly what the period's compensation priced, code by code. */
export function paysAsPriced(lines: readonly PaidLine[], priced: readonly { code: ComponentCode; amountMinor: number }[]): boolean {
  const paid = standingPaid(lines);
  const now = new Map(priced.map((c) => [c.code, c.amountMinor]));
  return componentCodes.every((code) => (now.get(code) ?? 0) === (paid.get(code) ?? 0));
}

/** A compensation row as read for pricing: its id names its amount, which is never rewritten (migration 002). */
interface StandingRow {
  id: string;
  component_code: string;
  proratable: boolean;
  effective_from: string;
  effective_to: string | null;
}

/**
 * A digest of everything a period's standing pay is priced from (periodCompensation): the days employed in it, the
 * currency, and the compensation rows that apply in it, an amount by its row's id (a row changes only by being
 * closed), each row's dates as the period sees them (a row closed after the period ends prices it as an open one).
 * Equal digests price the same standing pay, so retro need not price a paid payslip again
 * (commands/payRuns/retroLines.ts).
 */
export function standingPayInputs(
  rows: readonly StandingRow[],
  employee: Employment & { denomination_currency: string },
  period: Period,
): string {
  const applying = rows
    .filter((row) => row.effective_from <= period.end && (row.effective_to === null || row.effective_to > period.start))
    .map((row) => [
      row.id, row.component_code, row.proratable,
      laterOf(row.effective_from, period.start),
      row.effective_to !== null && row.effective_to <= period.end ? row.effective_to : null,
    ])
    .sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
  const facts = [employedSpan(employee, period), employee.denomination_currency, period.start, period.end, applying];
  return createHash('sha256').update(JSON.stringify(facts)).digest('base64url');
}
