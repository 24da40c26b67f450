import type { CommandContext } from '../context.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { itemsOfRun } from '../../db/payRunItems.ts';
import { employeeFactsOfRun, type EmployeeFacts } from '../../db/runWarnings.ts';
import { yearToDateStatuses } from '../../machines/payRun.ts';
import { stateOf } from '../../machines/lifecycle.ts';
import { taxIdentifierKey } from '../../domain/employees/statutoryIds/catalog.ts';
import type { StatutoryIds } from '../../domain/employees/statutoryIds/checkStatutoryIds.ts';
import { taxProfileSchemas, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { Rejection } from '../../domain/rejection.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';

export type RunWarningCode =
  | 'archived'
  | 'not_employed_in_period'
  | 'no_compensation_in_period'
  | 'no_payslips'
  | 'cumulative_year_to_date_missing'
  | 'statutory_id_missing'
  | 'negative_net'
  | 'pay_item_not_priced'
  | 'beyond_published_tables';

export interface RunWarning {
  /** Null for a warning about the run as a whole. */
  employee_id: string | null;
  code: RunWarningCode;
  message: string;
}

// GB codes whose tax does not depend on the pay and tax of earlier periods.
const nonCumulativeGbCodes = /^C?(BR|D0|D1|NT)\b|(W1|M1|X)$/;

/**
 * GET /pay_runs/{id}/warnings: why an employee of the jurisdiction was not priced, and what looks wrong in what
 * was priced. A run that counts toward year to date with no payslips always says why. `employees` reads only the first
 * so many employees (by id): the console's page of a 100,000-employee run does not load every row.
 */
export async function runWarnings(ctx: CommandContext, payRunId: string, options: { employees?: number } = {}): Promise<RunWarning[]> {
  const run = await findPayRun(ctx.tx, ctx.organizationId, payRunId);
  if (!run) throw new Rejection('not_found', 'No such pay run.');
  const jurisdiction = run.jurisdiction as Jurisdiction;
  const taxYear = ctx.rules.taxYear(jurisdiction, run.period_end);
  const [facts, items] = await Promise.all([employeeFactsOfRun(ctx.tx, run, taxYear.start, { limit: options.employees }), itemsOfRun(ctx.tx, run.id)]);
  const calculated = (yearToDateStatuses as readonly string[]).includes(stateOf(run));
  const warnings: RunWarning[] = [];
  const warn = (employee_id: string | null, code: RunWarningCode, message: string) => warnings.push({ employee_id, code, message });
  const newest = newestTableYear(ctx, jurisdiction);
  if (newest && taxYear.start > newest.start) {
    warn(null, 'beyond_published_tables',
      `No ${jurisdiction} statutory tables are published for tax year ${taxYear.label} yet: this run is priced on those of ${newest.label}, ` +
        'the newest the service has. Calculate it again once the new tables are in a release.');
  }
  for (const employee of facts) {
    if (employee.archived) warn(employee.id, 'archived', 'Archived: not priced.');
    else if (!employee.employed_in_period) warn(employee.id, 'not_employed_in_period', `Not employed between ${run.period_start} and ${run.period_end}: not priced.`);
    else if (!employee.has_compensation) warn(employee.id, 'no_compensation_in_period', `No compensation in force between ${run.period_start} and ${run.period_end}: not priced.`);
    if (employee.payslip_id === null) continue;
    if ((employee.net_minor ?? 0) < 0) warn(employee.id, 'negative_net', `Net pay is negative (${employee.net_minor} minor units): deductions exceed pay.`);
    const idKey = taxIdentifierKey(jurisdiction);
    const ids = employee.sealed_statutory_ids
      ? ((await openSealedValue(ctx.keyring, sealContext('employee', employee.id, 'statutory_ids'), employee.sealed_statutory_ids)) as StatutoryIds)
      : null;
    if (!ids?.values[idKey]) warn(employee.id, 'statutory_id_missing', `No statutory_ids.${idKey}: the ${jurisdiction} filings need it.`);
    if (jurisdiction === 'GB' && (await gbCumulativeGap(ctx, employee, run.period_start, taxYear.start)))
      warn(employee.id, 'cumulative_year_to_date_missing',
        `Tax is cumulative but nothing of ${taxYear.start} to ${run.period_start} was run here or seeded: ` +
          `PUT /employees/${employee.id}/opening_balances/${taxYear.label} with pay and tax to date (or a P45), then calculate again.`);
  }
  if (calculated) {
    const payslipOf = new Map(facts.map((f) => [f.id, f]));
    for (const item of items) {
      const lines = payslipOf.get(item.employee_id)?.line_items ?? [];
      if (!lines.some((line) => line.rule_version_ref === `pay_run_item:${item.id}`))
        warn(item.employee_id, 'pay_item_not_priced', `Pay item ${item.id} (${item.component_code}) is not on a payslip: calculate the run again.`);
    }
    if (run.payslip_count === 0)
      warn(null, 'no_payslips', facts.length === 0
        ? `No employee of ${jurisdiction} exists: nothing to price.`
        : `None of the ${facts.length} employees of ${jurisdiction} was priced: see each employee's warning.`);
  }
  return warnings;
}

/** A cumulative GB code, employed before the period, and no year to date from earlier runs or opening balances. */
async function gbCumulativeGap(ctx: CommandContext, employee: EmployeeFacts, periodStart: string, taxYearStart: string): Promise<boolean> {
  if (periodStart <= taxYearStart || employee.has_opening_balances) return false;
  if (employee.start_date !== null && employee.start_date >= periodStart) return false;
  if (Object.values(employee.ytd_before ?? {}).some((value) => value !== 0)) return false;
  const stored = employee.sealed_tax_profile ? await openSealedValue(ctx.keyring, sealContext('employee', employee.id, 'tax_profile'), employee.sealed_tax_profile) : {};
  const profile = taxProfileSchemas.GB.parse(stored ?? {});
  return !profile.week1_month1 && !nonCumulativeGbCodes.test(profile.tax_code);
}

/** The tax year of the jurisdiction's newest table version. */
function newestTableYear(ctx: CommandContext, jurisdiction: Jurisdiction) {
  const newest = ctx.rules.manifest.tables.filter((t) => t.jurisdiction === jurisdiction).map((t) => t.effectiveFrom).sort().at(-1);
  return newest ? ctx.rules.taxYear(jurisdiction, newest) : null;
}
