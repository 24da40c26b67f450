import type { Queryable } from './connect.ts';
import type { CompensationRowRecord } from './employeeWrites.ts';
import type { PaymentDestination } from '../domain/employees/bankDetails/maskedDestination.ts';
import type { StatutoryIdsAsPrinted } from '../domain/employees/statutoryIds/printedIdentifiers.ts';

/** What pricing reads of an employee; sealed_* are opened by the caller. */
export interface EmployeeToPrice {
  id: string;
  title: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  suffix: string | null;
  staff_id: string | null;
  classification: 'employee' | 'contractor';
  denomination_currency: string;
  payment_currency: string;
  start_date: string | null;
  end_date: string | null;
  sealed_birthdate: string | null;
  sealed_tax_profile: string | null;
  sealed_household_composition: string | null;
  sealed_statutory_ids: string | null;
  /** Opened only for an employee whose masked destination predates migration 072. */
  sealed_bank_details: string | null;
  masked_payment_destination: PaymentDestination | null;
  masked_statutory_ids: StatutoryIdsAsPrinted | null;
  department: string | null;
  position: string | null;
}

export interface RunScope {
  organizationId: string;
  jurisdiction: string;
  periodStart: string;
  periodEnd: string;
}

/**
 * A run prices every employee of its jurisdiction who is not archived, whose dates overlap the period and
 * who has compensation in it (contract "Pricing"): the employee `e` ...
 */
function employeeInScope(sql: Queryable, scope: RunScope) {
  return sql`
    e.organization_id = ${scope.organizationId} and e.jurisdiction = ${scope.jurisdiction} and not e.archived
    and (e.start_date is null or e.start_date <= ${scope.periodEnd})
    and (e.end_date is null or e.end_date >= ${scope.periodStart})`;
}

/** ... and its compensation rows in the period. */
function compensationOfInPeriod(sql: Queryable, scope: RunScope) {
  return sql`
    compensation_rows c
    where c.organization_id = ${scope.organizationId} and c.employee_id = e.id
      and c.effective_from <= ${scope.periodEnd} and (c.effective_to is null or c.effective_to > ${scope.periodStart})`;
}

/** The ids of the employees a run prices, as a subquery. */
export function employeeIdsInScope(sql: Queryable, scope: RunScope) {
  return sql`
    select e.id from employees e
    where ${employeeInScope(sql, scope)} and exists (select 1 from ${compensationOfInPeriod(sql, scope)})`;
}

/**
 * The first `limit` employees a run prices, in id order: enough to tell whether the run fits in one request. A
 * run of a million is chunked by PostgreSQL (db/payRunChunks.ts), never held as a million ids by the API.
 */
export async function employeeIdsToPrice(sql: Queryable, scope: RunScope, limit?: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from (${employeeIdsInScope(sql, scope)}) as priced order by id ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
  return rows.map((r) => r.id);
}

/**
 * The employees of a chunk still in the run's scope, driven by the chunk's ids: each employee is one probe of
 * the primary key and its compensation one of `compensation_rows_employee`, whatever the statistics say
 * (a subquery with a limit or an offset is planned on its own, per id). Filtered from the organization's
 * employees by `id = any(ids)` instead, a fresh import's missing statistics planned a sort of every employee
 * of the organization, a join comparing every pair of the chunk, or a hash of every compensation row
 * (docs/performance.md "Calculation").
 */
export async function employeesToPrice(sql: Queryable, scope: RunScope, ids: string[]): Promise<EmployeeToPrice[]> {
  return sql<EmployeeToPrice[]>`
    select e.id, e.title, e.first_name, e.middle_name, e.last_name, e.suffix, e.staff_id, e.classification,
           e.denomination_currency, e.payment_currency, e.start_date, e.end_date, e.sealed_birthdate,
           e.sealed_tax_profile, e.sealed_household_composition, e.sealed_statutory_ids, e.sealed_bank_details,
           e.masked_payment_destination, e.masked_statutory_ids, d.name as department, p.name as position
    from unnest(${ids}::uuid[]) as chunk (id)
    cross join lateral (select * from employees e where e.id = chunk.id offset 0) as e
    cross join lateral (select 1 from ${compensationOfInPeriod(sql, scope)} limit 1) as paid
    left join departments d on d.id = e.department_id
    left join positions p on p.id = e.position_id
    where ${employeeInScope(sql, scope)}
    order by e.id`;
}

export type CompensationRowToPrice = Omit<CompensationRowRecord, 'organization_id'>;

/** The chunk's compensation rows in the period, one index probe per employee as above. */
export async function compensationInPeriod(sql: Queryable, scope: RunScope, employeeIds: string[]): Promise<CompensationRowToPrice[]> {
  return sql<CompensationRowToPrice[]>`
    select c.id, c.employee_id, c.component_code, c.sealed_amount, c.proratable, c.effective_from, c.effective_to
    from unnest(${employeeIds}::uuid[]) as chunk (id)
    cross join lateral (
      select * from compensation_rows c
      where c.organization_id = ${scope.organizationId} and c.employee_id = chunk.id
        and c.effective_from <= ${scope.periodEnd} and (c.effective_to is null or c.effective_to > ${scope.periodStart})
      offset 0) as c
    order by c.employee_id, c.component_code, c.effective_from`;
}
