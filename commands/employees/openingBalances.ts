import type { CommandContext } from '../context.ts';
import { findEmployee } from '../../db/employees.ts';
import { lockRunsOfTaxYear, openingBalancesOf, putOpeningBalances } from '../../db/openingBalances.ts';
import { pricedInTaxYear } from '../../db/yearToDate.ts';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import { openSealedValue, sealContext, sealValue } from '../../domain/sealing/sealedValue.ts';
import type { RulesEngine, TaxYear, YearToDate } from '../../rules-wasm/host/engine.ts';

const balancesContext = (employeeId: string, taxYearStart: string) => sealContext('opening_balances', employeeId, taxYearStart);

/** A tax year named by its label ("2025-26" in GB, "2025" in KE) or by any date inside it. */
export function taxYearNamed(rules: RulesEngine, jurisdiction: Jurisdiction, name: string): TaxYear | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(name) && !Number.isNaN(Date.parse(name))) return rules.taxYear(jurisdiction, name);
  const year = Number(name.slice(0, 4));
  if (!/^\d{4}(-\d{2})?$/.test(name)) return null;
  const { startMonth, startDay } = rules.build.jurisdictions[jurisdiction]!.taxYear;
  for (const y of [year - 1, year]) {
    const candidate = rules.taxYear(jurisdiction, `${y}-${String(startMonth).padStart(2, '0')}-${String(startDay).padStart(2, '0')}`);
    if (candidate.label === name) return candidate;
  }
  return null;
}

/**
 * PUT /employees/{id}/opening_balances/{tax_year}: year to date paid before this service (another system, or
 * a previous employer's P45), by the accumulators the jurisdiction's engine carries. Fixed once a run of the
 * tax year has priced the employee, since that run's figures already rest on them.
 */
export async function setOpeningBalances(
  ctx: CommandContext,
  employeeId: string,
  taxYearName: string,
  balances: Record<string, number>,
): Promise<{ taxYear: TaxYear; jurisdiction: Jurisdiction; balances: YearToDate }> {
  const employee = await findEmployee(ctx.tx, ctx.organizationId, employeeId);
  if (!employee) throw new Rejection('not_found', 'No such employee.');
  const jurisdiction = employee.jurisdiction as Jurisdiction;
  const taxYear = taxYearNamed(ctx.rules, jurisdiction, taxYearName);
  if (!taxYear) throw invalidFields({ tax_year: `not a ${jurisdiction} tax year: use its label (e.g. ${ctx.rules.taxYear(jurisdiction, '2025-07-01').label}) or a date in it` });
  const names = ctx.rules.build.jurisdictions[jurisdiction]!.ytd;
  const unknown = Object.keys(balances).filter((name) => !names.includes(name));
  if (unknown.length > 0) throw invalidFields(Object.fromEntries(unknown.map((name) => [`balances.${name}`, `not an accumulator of ${jurisdiction} (${names.join(', ')})`])));
  await lockRunsOfTaxYear(ctx.tx, { organizationId: ctx.organizationId, jurisdiction, start: taxYear.start, end: taxYear.end });
  if (await pricedInTaxYear(ctx.tx, ctx.organizationId, employee.id, taxYear.start))
    throw new Rejection('invalid_transition', `A run of tax year ${taxYear.label} has already priced this employee: opening balances are fixed.`, {
      tax_year: taxYear.label,
    });
  await putOpeningBalances(ctx.tx, {
    organization_id: ctx.organizationId,
    employee_id: employee.id,
    tax_year_start: taxYear.start,
    sealed_balances: await sealValue(ctx.keyring, balancesContext(employee.id, taxYear.start), balances),
  });
  return { taxYear, jurisdiction, balances };
}

/** Each employee's opening balances for the tax year, opened. */
export async function openingBalancesFor(ctx: CommandContext, employeeIds: string[], taxYearStart: string): Promise<Map<string, YearToDate>> {
  const rows = await openingBalancesOf(ctx.tx, employeeIds, taxYearStart);
  const opened = await Promise.all(
    rows.map(async (row) => [row.employee_id, (await openSealedValue(ctx.keyring, balancesContext(row.employee_id, taxYearStart), row.sealed_balances)) as YearToDate] as const),
  );
  return new Map(opened);
}
