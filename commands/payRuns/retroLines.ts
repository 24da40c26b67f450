import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { compensationInPeriod, type CompensationRowToPrice, type EmployeeToPrice } from '../../db/pricingInputs.ts';
import { paidPayslipsBefore, retroCarried, standingLinesOf, type PaidPayslip, type PaidPayslipFacts } from '../../db/retroSources.ts';
import { arrearsPricedAs } from '../../domain/payroll/arrearsTreatment.ts';
import { addDays } from '../../domain/payroll/calendarDays.ts';
import type { PayAddition } from '../../domain/payroll/payAdditions.ts';
import { periodCompensation, type CompensationRowAmount } from '../../domain/payroll/periodCompensation.ts';
import { componentCodes, type ComponentCode, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import { standingPaid, standingPayInputs } from '../../domain/payroll/standingPayInputs.ts';

/** How far back a change of pricing inputs is still corrected: two years of paid periods. */
export const retroLookbackDays = 731;

/**
 * Retro lines for the run (interface rule 3): for each paid payslip of the jurisdiction in the lookback, the
 * period's earnings priced again with today's compensation, less what the payslip paid and what later runs
 * already carried for it. Only employees paid in the run's own currency are corrected (a converted period
 * would differ by the exchange rate alone). A payslip priced from what its period's standing pay is priced from
 * today, and corrected by no run, would give no line: it is not priced again (see `unchanged`).
 */
export async function retroAdditions(ctx: CommandContext, run: PayRunRow, employees: readonly EmployeeToPrice[]): Promise<Map<string, PayAddition[]>> {
  const { toPrice, rows, carried } = await payslipsToPriceAgain(ctx, run, employees);
  if (toPrice.length === 0) return new Map();
  const paid = await standingLinesOf(ctx.tx, ctx.organizationId, toPrice);
  const pricedIds = new Set(toPrice.map((p) => p.employee_id));
  const openedRows = await Promise.all(rows.filter((row) => pricedIds.has(row.employee_id)).map(async (row) => ({ employeeId: row.employee_id, amount: await opened(ctx, row) })));
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

/**
 * The paid payslips of the lookback retro must price again, in the lookback's order, with the compensation rows
 * and carried lines it prices them with. Left out: those `unchanged`.
 */
export async function payslipsToPriceAgain(
  ctx: CommandContext,
  run: PayRunRow,
  employees: readonly EmployeeToPrice[],
): Promise<{ paid: PaidPayslipFacts[]; toPrice: PaidPayslipFacts[]; rows: CompensationRowToPrice[]; carried: Map<string, number> }> {
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
  if (paid.length === 0) return { paid, toPrice: [], rows: [], carried: new Map() };
  const ids = [...new Set(paid.map((p) => p.employee_id))];
  const scope = { organizationId: ctx.organizationId, jurisdiction: run.jurisdiction, periodStart: lookback.since, periodEnd: addDays(run.period_start, -1) };
  const [rows, carried] = await Promise.all([compensationInPeriod(ctx.tx, scope, ids), retroCarried(ctx.tx, lookback)]);
  const rowsOf = new Map<string, CompensationRowToPrice[]>();
  for (const row of rows) rowsOf.set(row.employee_id, [...(rowsOf.get(row.employee_id) ?? []), row]);
  const corrected = new Set([...carried.keys()].map((key) => key.slice('payslip:'.length, key.indexOf('|'))));
  const employeeOf = new Map(employees.map((e) => [e.id, e]));
  const toPrice = paid.filter((payslip) => !unchanged(payslip, run, employeeOf.get(payslip.employee_id)!, rowsOf.get(payslip.employee_id) ?? [], corrected));
  return { paid, toPrice, rows, carried };
}

/**
 * A paid payslip whose standing lines were exactly what its period's compensation priced (it has a digest,
 * written only then), priced from the same rows, dates employed and currency as today's, that no run corrected:
 * priced again it gives today what it paid, so every retro line would be 0. Its period must end before the run's,
 * so today's rows are read for all of it.
 */
function unchanged(payslip: PaidPayslipFacts, run: PayRunRow, employee: EmployeeToPrice, rows: readonly CompensationRowToPrice[], corrected: ReadonlySet<string>): boolean {
  return payslip.standing_pay_inputs !== null
    && payslip.period_end < run.period_start
    && !corrected.has(payslip.id)
    && payslip.standing_pay_inputs === standingPayInputs(rows, employee, { start: payslip.period_start, end: payslip.period_end });
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
  const paid = standingPaid(payslip.line_items);
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
