import type { Queryable } from './connect.ts';

export interface OpeningBalanceRow {
  employee_id: string;
  tax_year_start: string;
  sealed_balances: string;
}

/** Replaces an employee's opening balances for one tax year (PUT semantics). */
export async function putOpeningBalances(
  sql: Queryable,
  row: OpeningBalanceRow & { organization_id: string },
): Promise<void> {
  await sql`
    insert into opening_balances (organization_id, employee_id, tax_year_start, sealed_balances)
    values (${row.organization_id}, ${row.employee_id}, ${row.tax_year_start}, ${row.sealed_balances})
    on conflict (employee_id, tax_year_start) do update set sealed_balances = excluded.sealed_balances, updated_at = now()`;
}

export async function openingBalancesOf(sql: Queryable, employeeIds: string[], taxYearStart: string): Promise<OpeningBalanceRow[]> {
  if (employeeIds.length === 0) return [];
  return sql<OpeningBalanceRow[]>`
    select employee_id, tax_year_start::text, sealed_balances from opening_balances
    where employee_id = any(${employeeIds}::uuid[]) and tax_year_start = ${taxYearStart}`;
}

/**
 * Waits for any calculation of the tax year that holds its run row (calculatePayRun locks it to commit), so a
 * seed never slips in between a calculation reading the balances and writing its payslips.
 */
export async function lockRunsOfTaxYear(
  sql: Queryable,
  query: { organizationId: string; jurisdiction: string; start: string; end: string },
): Promise<void> {
  await sql`
    select id from pay_runs
    where organization_id = ${query.organizationId} and jurisdiction = ${query.jurisdiction}
      and period_end >= ${query.start} and period_start <= ${query.end}
    order by id for update`;
}
