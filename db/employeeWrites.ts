import type { Queryable, Transaction } from './connect.ts';
import type { ComponentCode } from '../domain/jurisdictions.ts';
import type { EmployeeColumns } from './employees.ts';
import type { PaymentDestination } from '../domain/employees/bankDetails/maskedDestination.ts';
import type { StatutoryIdsAsPrinted } from '../domain/employees/statutoryIds/printedIdentifiers.ts';

export type { EmployeeColumns };

export type StoredEmployee = EmployeeColumns & { id: string; organization_id: string };

export async function insertEmployeeRow(sql: Queryable, row: StoredEmployee): Promise<void> {
  await sql`insert into employees ${sql(row as unknown as Record<string, unknown>)}`;
}

/** The stored employee, locked for the rest of the transaction so concurrent writes apply one after another. */
export async function lockEmployeeRow(sql: Queryable, organizationId: string, id: string): Promise<StoredEmployee | undefined> {
  const [row] = await sql<StoredEmployee[]>`
    select * from employees where organization_id = ${organizationId} and id = ${id} for update`;
  return row;
}

export async function updateEmployeeRow(sql: Queryable, id: string, change: Partial<EmployeeColumns>): Promise<void> {
  await sql`update employees set ${sql(change as Record<string, unknown>)}, updated_at = now() where id = ${id}`;
}

/** Touches updated_at alone, for a change that lives outside the employees row (compensation). */
export async function touchEmployeeRow(sql: Queryable, id: string): Promise<void> {
  await sql`update employees set updated_at = now() where id = ${id}`;
}

export interface OpenCompensationRowRecord {
  id: string;
  component_code: ComponentCode;
  effective_from: string;
  proratable: boolean;
}

export async function openCompensationRows(sql: Queryable, employeeId: string): Promise<OpenCompensationRowRecord[]> {
  return sql<OpenCompensationRowRecord[]>`
    select id, component_code, effective_from, proratable from compensation_rows
    where employee_id = ${employeeId} and effective_to is null`;
}

export async function closeCompensationRow(sql: Queryable, id: string, effectiveTo: string): Promise<void> {
  await sql`update compensation_rows set effective_to = ${effectiveTo} where id = ${id} and effective_to is null`;
}

export interface CompensationRowRecord {
  id: string;
  organization_id: string;
  employee_id: string;
  component_code: ComponentCode;
  sealed_amount: string;
  proratable: boolean;
  effective_from: string;
  effective_to: string | null;
}

export async function appendCompensationRow(sql: Queryable, row: CompensationRowRecord): Promise<void> {
  await sql`insert into compensation_rows ${sql(row as unknown as Record<string, unknown>)}`;
}

/** Which of the given ids name a record of this table in the organization (row-level security applies too). */
export async function existingIds(
  sql: Queryable,
  table: 'departments' | 'positions' | 'locations' | 'employees',
  organizationId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await sql<{ id: string }[]>`
    select id from ${sql(table)} where organization_id = ${organizationId} and id = any(${ids}::uuid[])`;
  return new Set(rows.map((r) => r.id));
}

export async function insertCompensationRows(sql: Queryable, rows: readonly CompensationRowRecord[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) await sql`insert into compensation_rows ${sql(rows.slice(i, i + 5000) as unknown as Record<string, unknown>[])}`;
}

const employeeColumns = [
  'id', 'organization_id', 'staff_id', 'title', 'first_name', 'middle_name', 'last_name', 'suffix', 'classification', 'jurisdiction',
  'denomination_currency', 'payment_currency', 'start_date', 'end_date', 'archived', 'department_id', 'position_id', 'location_id', 'hod_id',
  'sealed_birthdate', 'sealed_phone', 'sealed_tax_profile', 'sealed_household_composition', 'sealed_bank_details', 'sealed_statutory_ids',
  'masked_payment_destination', 'masked_statutory_ids',
] as const satisfies readonly (keyof StoredEmployee)[];

const compensationColumns = [
  'id', 'organization_id', 'employee_id', 'component_code', 'sealed_amount', 'proratable', 'effective_from', 'effective_to',
] as const satisfies readonly (keyof CompensationRowRecord)[];

/**
 * An import chunk's rows in one statement with one parameter, their JSON: no statement of 25,000 parameters for
 * PostgreSQL to parse and bind nor for postgres.js to serialize value by value. COPY would be cheaper still, but
 * PostgreSQL refuses COPY FROM into a table under row-level security.
 */
async function insertRowsAsJson(tx: Transaction, table: string, columns: readonly string[], rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = tx(columns as string[]);
  await tx`insert into ${tx(table)} (${names}) select ${names} from json_populate_recordset(null::${tx(table)}, ${rowsJson(rows)}::text::json)`;
}

/**
 * The rows as JSON PostgreSQL accepts. JSON.stringify writes a lone UTF-16 surrogate (which JSON.parse of an upload
 * line lets through) as a \ud800-style escape that PostgreSQL's json refuses, failing the whole chunk; a parameter
 * stores it as U+FFFD, as POST /employees does, so the rare text holding such an escape is written again that way.
 */
function rowsJson(rows: readonly object[]): string {
  const text = JSON.stringify(rows);
  if (!/\\u[dD][89a-fA-F]/.test(text)) return text;
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? (value as string & { toWellFormed(): string }).toWellFormed() : value));
}

export async function insertEmployeeChunkRows(tx: Transaction, rows: readonly StoredEmployee[]): Promise<void> {
  await insertRowsAsJson(tx, 'employees', employeeColumns, rows);
}

export async function insertCompensationChunkRows(tx: Transaction, rows: readonly CompensationRowRecord[]): Promise<void> {
  await insertRowsAsJson(tx, 'compensation_rows', compensationColumns, rows);
}

/** An employee saved before migration 072 whose sealed bank details or statutory ids have no mask beside them. */
export interface EmployeeWithoutMasks {
  id: string;
  jurisdiction: string;
  sealed_bank_details: string | null;
  sealed_statutory_ids: string | null;
  masked_payment_destination: PaymentDestination | null;
  masked_statutory_ids: StatutoryIdsAsPrinted | null;
}

/** The next employees after `after` (by id, every organization: the owner's read) with a seal but no mask. */
export async function employeesWithoutMasks(sql: Queryable, after: string, limit: number): Promise<EmployeeWithoutMasks[]> {
  return sql<EmployeeWithoutMasks[]>`
    select id, jurisdiction, sealed_bank_details, sealed_statutory_ids, masked_payment_destination, masked_statutory_ids
    from employees
    where id > ${after}::uuid
      and ((sealed_bank_details is not null and masked_payment_destination is null)
        or (sealed_statutory_ids is not null and masked_statutory_ids is null))
    order by id limit ${limit}`;
}

/**
 * Writes each mask where it is still missing and the seal it was made from is still the one stored (a write that
 * sealed a new value meanwhile wrote its own mask). updated_at stays: nothing an API client reads has changed.
 */
export async function writeMissingMasks(
  sql: Queryable,
  masks: readonly { id: string; sealedBankDetails: string | null; destination: PaymentDestination | null; sealedStatutoryIds: string | null; statutoryIds: StatutoryIdsAsPrinted | null }[],
): Promise<number> {
  if (masks.length === 0) return 0;
  // The count is of employees given a mask.
  const result = await sql`
    update employees e
    set masked_payment_destination = case when e.sealed_bank_details = m.sealed_bank then coalesce(e.masked_payment_destination, m.destination::jsonb) else e.masked_payment_destination end,
        masked_statutory_ids = case when e.sealed_statutory_ids = m.sealed_ids then coalesce(e.masked_statutory_ids, m.ids::jsonb) else e.masked_statutory_ids end
    from unnest(${masks.map((m) => m.id)}::uuid[], ${masks.map((m) => m.sealedBankDetails)}::text[], ${masks.map((m) => (m.destination ? JSON.stringify(m.destination) : null))}::text[],
                ${masks.map((m) => m.sealedStatutoryIds)}::text[], ${masks.map((m) => (m.statutoryIds ? JSON.stringify(m.statutoryIds) : null))}::text[])
         as m (id, sealed_bank, destination, sealed_ids, ids)
    where e.id = m.id
      and ((m.destination is not null and e.masked_payment_destination is null and e.sealed_bank_details = m.sealed_bank)
        or (m.ids is not null and e.masked_statutory_ids is null and e.sealed_statutory_ids = m.sealed_ids))`;
  return result.count;
}
