import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { compensationInPeriod, type CompensationRowToPrice, type EmployeeToPrice } from '../../db/pricingInputs.ts';
import { paidPayslipsBefore, retroCarried, type PaidPayslip } from '../../db/retroSources.ts';
import { arrearsPricedAs } from '../../domain/payroll/arrearsTreatment.ts';
import { addDays } from '../../domain/payroll/calendarDays.ts';
import type { PayAddition } from '../../domain/payroll/payAdditions.ts';
import { periodCompensation, type CompensationRowAmount } from '../../domain/payroll/periodCompensation.ts';
import { componentCodes, type ComponentCode, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';

/** How far back a change of pricing inputs is still corrected: two years of paid periods. */
export const retroLookbackDays = 731;
const standingCodes: ReadonlySet<string> = new Set(componentCodes);

/**
 * Retro lines for the run (interface rule 3): for each paid payslip of the jurisdiction in the lookback, the
 * period's earnings priced again with today's compensation, less what the payslip paid and what later runs
 * already carried for it. Only employees paid in the run's own currency are corrected (a converted period
 * would differ by the exchange rate alone).
 */
export async function retroAdditions(ctx: CommandContext, run: PayRunRow, employees: readonly EmployeeToPrice[]): Promise<Map<string, PayAddition[]>> {
  const sameCurrency = employees.filter((e) => e.denomination_currency === run.currency);
  const lookback = {
    organizationId: ctx.organizationId,
    jurisdiction: run.jurisdiction,
    employeeIds: sameCurrency.map((e) => e.id),
    payRunId: run.id,
    since: addDays(run.period_start, -retroLookbackDays),
    before: run.period_start,
  };
  const paid = await paidPayslipsBefore(ctx.tx, lookback);
  if (paid.length === 0) return new Map();
  const ids = [...new Set(paid.map((p) => p.employee_id))];
  const scope = { organizationId: ctx.organizationId, jurisdiction: run.jurisdiction, periodStart: lookback.since, periodEnd: addDays(run.period_start, -1) };
  const [rows, carried] = await Promise.all([compensationInPeriod(ctx.tx, scope, ids), retroCarried(ctx.tx, lookback)]);
  const openedRows = await Promise.all(rows.map(async (row) => ({ employeeId: row.employee_id, amount: await opened(ctx, row) })));
  const amounts = new Map<string, CompensationRowAmount[]>();
  for (const { employeeId, amount } of openedRows) amounts.set(employeeId, [...(amounts.get(employeeId) ?? []), amount]);
  const employeeOf = new Map(employees.map((e) => [e.id, e]));
  const additions = new Map<string, PayAddition[]>();
  for (const payslip of paid) {
    const lines = linesFor(payslip, periodCompensation(amounts.get(payslip.employee_id) ?? [], employeeOf.get(payslip.employee_id)!, { start: payslip.period_start, end: payslip.period_end }), carried, run.jurisdiction as Jurisdiction);
    if (lines.length > 0) additions.set(payslip.employee_id, [...(additions.get(payslip.employee_id) ?? []), ...lines]);
  }
  return additions;
}

async function opened(ctx: CommandContext, row: CompensationRowToPrice): Promise<CompensationRowAmount> {
  return {
    component_code: row.component_code as ComponentCode,
    amount_minor: (await openSealedValue(ctx.keyring, sealContext('compensation_row', row.id, 'amount_cents'), row.sealed_amount)) as number,
    proratable: row.proratable,
    effective_from: row.effective_from,
    effective_to: row.effective_to,
  };
}

function linesFor(
  payslip: PaidPayslip,
  repriced: readonly { code: ComponentCode; amountMinor: number }[],
  carried: ReadonlyMap<string, number>,
  jurisdiction: Jurisdiction,
): PayAddition[] {
  // What the payslip paid of standing compensation: its earnings lines that are neither one-off items nor retro.
  const paid = new Map<ComponentCode, number>();
  for (const line of payslip.line_items) {
    if (line.kind === 'earning' && line.rule_version_ref === null && standingCodes.has(line.code))
      paid.set(line.code as ComponentCode, (paid.get(line.code as ComponentCode) ?? 0) + line.amount_minor);
  }
  const now = new Map(repriced.map((c) => [c.code, c.amountMinor]));
  const reference = `payslip:${payslip.id}`;
  const lines: PayAddition[] = [];
  for (const code of componentCodes) {
    const lineCode = `RETRO_${code}`;
    const difference = (now.get(code) ?? 0) - (paid.get(code) ?? 0) - (carried.get(`${reference}|${lineCode}`) ?? 0);
    if (difference === 0) continue;
    lines.push({
      kind: 'earning',
      pricedAs: arrearsPricedAs[jurisdiction](code),
      code: lineCode,
      description: `Arrears of ${code} for ${payslip.period_start} to ${payslip.period_end}`,
      amountMinor: difference,
      baseMinor: now.get(code) ?? 0,
      reference,
    });
  }
  return lines;
}
