import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { findOrganization } from '../../db/organizations.ts';
import { insertPayslips } from '../../db/payslipWrites.ts';
import { ruleSetOfBuild } from '../../db/ruleSets.ts';
import { yearToDateContributions } from '../../db/yearToDate.ts';
import { itemsOfEmployees } from '../../db/payRunItems.ts';
import { addYearToDate, resultWithAdditions, type PayAddition } from '../../domain/payroll/payAdditions.ts';
import { openingBalancesFor } from '../employees/openingBalances.ts';
import { itemAdditions } from './payRunItems.ts';
import { retroAdditions } from './retroLines.ts';
import { compensationInPeriod, employeesToPrice, type CompensationRowToPrice, type EmployeeToPrice, type RunScope } from '../../db/pricingInputs.ts';
import type { ComponentCode, Jurisdiction } from '../../domain/jurisdictions.ts';
import { exchangeRatesOn } from './exchangeRates.ts';
import { pricingRequestOf } from './pricingRequest.ts';
import { payslipRecordOf } from './payslipRecord.ts';
import { sealPayslipInputs } from './payslipInputs.ts';
import { standingDeductionsOf } from './standingDeductions.ts';
import { priceOffCycle } from './priceOffCycle.ts';
import { paysAsPriced, standingPayInputs } from '../../domain/payroll/standingPayInputs.ts';
import type { StoredLineItem } from '../../db/payslips.ts';

export function runScope(run: PayRunRow): RunScope {
  return { organizationId: run.organization_id, jurisdiction: run.jurisdiction, periodStart: run.period_start, periodEnd: run.period_end };
}

/**
 * Prices the given employees of a run for its current calculation, in one engine batch, and writes their
 * payslips. Writing is idempotent: a payslip already there for an employee stays as it is.
 */
export async function priceEmployees(ctx: CommandContext, run: PayRunRow, employeeIds: string[]): Promise<number> {
  if (run.run_type === 'off_cycle') return priceOffCycle(ctx, run, employeeIds);
  const scope = runScope(run);
  const employees = await employeesToPrice(ctx.tx, scope, employeeIds);
  if (employees.length === 0) return 0;
  const ids = employees.map((e) => e.id);
  const taxYear = ctx.rules.taxYear(run.jurisdiction as Jurisdiction, run.period_end);
  const [rows, contributions, opening, items, retro, organization, withStandingDeductions] = await Promise.all([
    compensationInPeriod(ctx.tx, scope, ids),
    yearToDateContributions(ctx.tx, {
      organizationId: ctx.organizationId, employeeIds: ids, taxYearStart: taxYear.start, payRunId: run.id, payDate: run.pay_date, createdAt: run.created_at,
    }),
    openingBalancesFor(ctx, ids, taxYear.start),
    itemsOfEmployees(ctx.tx, run.id, ids),
    retroAdditions(ctx, run, employees),
    findOrganization(ctx.tx, ctx.organizationId),
    standingDeductionsOf(ctx, run, ids),
  ]);
  const oneOff = itemAdditions(items);
  // An employee's additions, built once for the request and the result (most employees have none).
  const none: readonly PayAddition[] = [];
  const additionsOf = (id: string): readonly PayAddition[] => {
    const fromRetro = retro.get(id);
    const fromItems = oneOff.get(id);
    return fromRetro && fromItems ? [...fromRetro, ...fromItems] : (fromRetro ?? fromItems ?? none);
  };
  const rowsOf = new Map<string, CompensationRowToPrice[]>();
  for (const row of rows) {
    const list = rowsOf.get(row.employee_id);
    if (list) list.push(row);
    else rowsOf.set(row.employee_id, [row]);
  }
  const conversionTo = exchangeRatesOn(ctx.tx, run.as_of_date);

  const requests = (
    await Promise.all(
      employees.map(async (employee) => {
        const ytd = addYearToDate(opening.get(employee.id) ?? {}, contributions.get(employee.id) ?? {});
        const additions = additionsOf(employee.id);
        const priced = await pricingRequestOf(ctx, run, employee, rowsOf.get(employee.id) ?? [], ytd, conversionTo, additions);
        return priced && { employee, additions, ...priced };
      }),
    )
  ).filter((entry) => entry !== null);
  const results = ctx.rules.price(requests.map((r) => r.request));
  const payslips = await Promise.all(
    requests.map((entry, i) => {
      const result = withStandingDeductions(entry.employee.id, resultWithAdditions(results[i]!, entry.additions));
      return payslipRecordOf(ctx, run, { ...entry, result }, conversionTo).then((payslip) => ({
        ...payslip,
        standing_pay_inputs: standingPayInputsOf(run, entry.employee, rowsOf.get(entry.employee.id) ?? [], payslip.line_items, entry.standing),
      }));
    }),
  );
  const facts = {
    organization_id: ctx.organizationId, pay_run_id: run.id, calculation: run.calculation, currency: run.currency,
    tax_year_start: taxYear.start, period_start: run.period_start, period_end: run.period_end,
    organization_snapshot: { name: organization?.name ?? '', country_code: organization?.country_code ?? null },
  };
  return insertPayslips(ctx.tx, ruleSetOfBuild(ctx.rules.build, run.jurisdiction), facts, payslips, sealPayslipInputs(ctx.keyring, payslips));
}

/**
 * What retro compares a paid payslip with, kept on it (migration 071): only when its standing lines are exactly
 * what the period's compensation priced, in the run's own currency. Otherwise null, and retro prices it again.
 */
function standingPayInputsOf(
  run: PayRunRow,
  employee: EmployeeToPrice,
  rows: readonly CompensationRowToPrice[],
  lines: readonly StoredLineItem[],
  standing: readonly { code: ComponentCode; amountMinor: number }[],
): string | null {
  if (employee.denomination_currency !== run.currency || !paysAsPriced(lines, standing)) return null;
  return standingPayInputs(rows, employee, { start: run.period_start, end: run.period_end });
}
