import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { findOrganization } from '../../db/organizations.ts';
import { insertPayslips } from '../../db/payslipWrites.ts';
import { ruleSetOfBuild } from '../../db/ruleSets.ts';
import { yearToDateContributions } from '../../db/yearToDate.ts';
import { itemsOfEmployees } from '../../db/payRunItems.ts';
import { earlierPayslipsInPeriod } from '../../db/offCyclePeriod.ts';
import { compensationInPeriod, employeesToPrice, type CompensationRowToPrice } from '../../db/pricingInputs.ts';
import { addYearToDate, componentsWithAdditions, resultWithAdditions, type PayAddition } from '../../domain/payroll/payAdditions.ts';
import { lessAlreadyPaid } from '../../domain/payroll/periodAggregate.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import { openingBalancesFor } from '../employees/openingBalances.ts';
import { itemAdditions } from './payRunItems.ts';
import { exchangeRatesOn } from './exchangeRates.ts';
import { pricingRequestOf } from './pricingRequest.ts';
import { payslipRecordOf } from './payslipRecord.ts';
import { sealPayslipInputs } from './payslipInputs.ts';
import { runScope } from './priceEmployees.ts';

/**
 * Prices an off-cycle run: only employees with items on it get a payslip. Each is priced on the period's aggregate
 * (standing pay and earlier items of the runs already paid in the period, plus this run's items, from the year to
 * date where the period began) less what those runs already paid, line by line (domain/payroll/periodAggregate.ts).
 */
export async function priceOffCycle(ctx: CommandContext, run: PayRunRow, employeeIds: string[]): Promise<number> {
  const items = await itemsOfEmployees(ctx.tx, run.id, employeeIds);
  const ids = [...new Set(items.map((item) => item.employee_id))];
  const employees = await employeesToPrice(ctx.tx, runScope(run), ids);
  if (employees.length === 0) return 0;
  const taxYear = ctx.rules.taxYear(run.jurisdiction as Jurisdiction, run.period_end);
  const [rows, contributions, opening, earlier, organization] = await Promise.all([
    compensationInPeriod(ctx.tx, runScope(run), ids),
    yearToDateContributions(ctx.tx, { organizationId: ctx.organizationId, employeeIds: ids, taxYearStart: taxYear.start, payRunId: run.id, payDate: run.pay_date, createdAt: run.created_at }),
    openingBalancesFor(ctx, ids, taxYear.start),
    earlierPayslipsInPeriod(ctx.tx, run, ids),
    findOrganization(ctx.tx, ctx.organizationId),
  ]);
  const earlierItems = new Map<string, PayAddition[]>();
  for (const runId of new Set(earlier.map((p) => p.pay_run_id))) {
    for (const [employeeId, additions] of itemAdditions(await itemsOfEmployees(ctx.tx, runId, ids))) {
      earlierItems.set(employeeId, [...(earlierItems.get(employeeId) ?? []), ...additions]);
    }
  }
  const ownItems = itemAdditions(items);
  const rowsOf = new Map<string, CompensationRowToPrice[]>();
  for (const row of rows) rowsOf.set(row.employee_id, [...(rowsOf.get(row.employee_id) ?? []), row]);
  const conversionTo = exchangeRatesOn(ctx.tx, run.as_of_date);

  const entries = (
    await Promise.all(
      employees.map(async (employee) => {
        const paid = earlier.filter((p) => p.employee_id === employee.id);
        const ytdNow = addYearToDate(opening.get(employee.id) ?? {}, contributions.get(employee.id) ?? {});
        const priced = await pricingRequestOf(ctx, run, employee, rowsOf.get(employee.id) ?? [], ytdNow, conversionTo);
        if (!priced) return null;
        const additions = [...(earlierItems.get(employee.id) ?? []), ...(ownItems.get(employee.id) ?? [])];
        // Standing pay counts only when a run of the period already paid it: an off-cycle run never pays it again.
        const standing = paid.length > 0 ? priced.request.components : [];
        const aggregateRequest = { ...priced.request, components: componentsWithAdditions(standing, additions), ytd: paid[0]?.ytd_before ?? ytdNow };
        return { employee, priced, paid, additions, aggregateRequest };
      }),
    )
  ).filter((entry) => entry !== null);
  const results = ctx.rules.price(entries.map((e) => e.aggregateRequest));
  const payslips = await Promise.all(
    entries.map((entry, i) => {
      const aggregate = resultWithAdditions(results[i]!, entry.additions);
      const result = lessAlreadyPaid(aggregate, entry.paid.flatMap((p) => p.line_items), entry.paid.reduce((sum, p) => sum + p.tax_minor, 0));
      // Year to date before this payslip is what the earlier runs left; after it, the aggregate's: the run adds the difference.
      return payslipRecordOf(ctx, run, { employee: entry.employee, request: { ...entry.aggregateRequest, ytd: entry.priced.request.ytd }, result, fxRate: entry.priced.fxRate, proration: new Map() }, conversionTo);
    }),
  );
  const facts = {
    organization_id: ctx.organizationId, pay_run_id: run.id, calculation: run.calculation, currency: run.currency,
    tax_year_start: taxYear.start, period_start: run.period_start, period_end: run.period_end,
    organization_snapshot: { name: organization?.name ?? '', country_code: organization?.country_code ?? null },
  };
  return insertPayslips(ctx.tx, ruleSetOfBuild(ctx.rules.build, run.jurisdiction), facts, payslips, sealPayslipInputs(ctx.keyring, payslips));
}
