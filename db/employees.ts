import type { Queryable } from './connect.ts';
import type { NameCheckResult } from '../machines/bankNameCheck.ts';
import type { PaymentDestination } from '../domain/employees/bankDetails/maskedDestination.ts';
import type { StatutoryIdsAsPrinted } from '../domain/employees/statutoryIds/printedIdentifiers.ts';

/**
 * Columns an employee write may set; sealed_* hold ciphertexts only (domain/sealing), masked_* what a payslip prints
 * of a sealed field, written with it (migration 072).
 */
export interface EmployeeColumns {
  staff_id: string | null;
  title: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  suffix: string | null;
  classification: 'employee' | 'contractor';
  jurisdiction: string;
  denomination_currency: string;
  payment_currency: string;
  start_date: string | null;
  end_date: string | null;
  archived: boolean;
  department_id: string | null;
  position_id: string | null;
  location_id: string | null;
  hod_id: string | null;
  sealed_birthdate: string | null;
  sealed_phone: string | null;
  sealed_tax_profile: string | null;
  sealed_household_composition: string | null;
  sealed_bank_details: string | null;
  sealed_statutory_ids: string | null;
  masked_payment_destination: PaymentDestination | null;
  masked_statutory_ids: StatutoryIdsAsPrinted | null;
}

type WriteOnlyColumn = Extract<keyof EmployeeColumns, `sealed_${string}` | `masked_${string}`>;

/** The columns behind the employee read shape (interface 2.3); write-only fields are never selected here. */
export interface EmployeeRow extends Omit<EmployeeColumns, WriteOnlyColumn> {
  id: string;
  organization_id: string;
  bank_name_check: NameCheckResult | null;
  bank_name_checked_at: Date | null;
  department: string | null;
  position: string | null;
  location: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface EmployeeListQuery {
  organizationId: string;
  limit: number;
  startingAfter?: string;
  updatedSince?: Date;
  archived: boolean;
}

function selectEmployees(sql: Queryable) {
  return sql`
    select e.id, e.organization_id, e.staff_id, e.title, e.first_name, e.middle_name, e.last_name, e.suffix,
           e.classification, e.jurisdiction, e.denomination_currency, e.payment_currency, e.start_date,
           e.end_date, e.archived, e.bank_name_check, e.bank_name_checked_at, e.department_id, e.position_id,
           e.location_id, e.hod_id, d.name as department, p.name as position, l.name as location,
           e.created_at, e.updated_at
    from employees e
    left join departments d on d.id = e.department_id
    left join positions p on p.id = e.position_id
    left join locations l on l.id = e.location_id`;
}

export async function findEmployee(sql: Queryable, organizationId: string, id: string): Promise<EmployeeRow | undefined> {
  const [row] = await sql<EmployeeRow[]>`${selectEmployees(sql)} where e.organization_id = ${organizationId} and e.id = ${id}`;
  return row;
}
