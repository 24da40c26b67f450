import type { PayrollContext } from './payrollContext.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { findOrganization } from '../../db/organizations.ts';
import { insertPayslips, yearToDateBefore } from '../../db/payslips.ts';
import { compensationInPeriod, employeesToPrice, type CompensationRowToPrice, type RunScope } from '../../db/pricingInputs.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import { exchangeRatesOn } from './exchangeRates.ts';
import { pricingRequestOf } from './pricingRequest.ts';
import { payslipRecordOf } from './payslipRecord.ts';

export function runScope(run: PayRunRow): RunScope {
  return { organizationId: run.organization_id, jurisdiction: run.jurisdiction, periodStart: run.period_start, periodEnd: run.period_end };
}

/**
 * Prices the given employees of a run for its current calculation, in one engine batch, and writes their
 * payslips. Writing is idempotent: a payslip already there for an employee stays as it is.
 */
export async function priceEmployees(ctx: PayrollContext, run: PayRunRow, employeeIds: string[]): Promise<number> {
  const scope = runScope(run);
  const employees = await employeesToPrice(ctx.tx, scope, employeeIds);
  if (employees.length === 0) return 0;
  const ids = employees.map((e) => e.id);
  const taxYear = ctx.rules.taxYear(run.jurisdiction as Jurisdiction, run.period_end);
  const [rows, ytd, organization] = await Promise.all([
    compensationInPeriod(ctx.tx, scope, ids),
    yearToDateBefore(ctx.tx, { organizationId: ctx.organizationId, employeeIds: ids, taxYearStart: taxYear.start, periodStart: run.period_start }),
    findOrganization(ctx.tx, ctx.organizationId),
  ]);
  const rowsOf = new Map<string, CompensationRowToPrice[]>();
  for (const row of rows) rowsOf.set(row.employee_id, [...(rowsOf.get(row.employee_id) ?? []), row]);
  const conversionTo = exchangeRatesOn(ctx.tx, run.as_of_date);

  // Opening and sealing go to the crypto thread pool: all of a chunk at once, not one after another.
  const requests = (
    await Promise.all(
      employees.map(async (employee) => {
        const priced = await pricingRequestOf(ctx, run, employee, rowsOf.get(employee.id) ?? [], ytd.get(employee.id) ?? {}, conversionTo);
        return priced && { employee, ...priced };
      }),
    )
  ).filter((entry) => entry !== null);
  const results = ctx.rules.price(requests.map((r) => r.request));
  const snapshot = { name: organization?.name ?? '', country_code: organization?.country_code ?? null };
  const payslips = await Promise.all(
    requests.map((entry, i) => payslipRecordOf(ctx, run, taxYear.start, snapshot, { ...entry, result: results[i]! }, conversionTo)),
  );
  return insertPayslips(ctx.tx, payslips);
}
