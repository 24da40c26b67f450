import type { EmployeeRow } from '../../db/employees.ts';
import { deriveFullName } from '../../domain/employees/names.ts';

/**
 * The employee read shape (interface 2.3), and webhooks' `data.object`. Write-only fields have no place in it,
 * and neither has the name the bank holds. Hono-free.
 * The API's reads serve the same bytes from each row's `read_json` (written by `employee_read_json`, migration 019):
 * a change to this shape needs a migration that redefines that function and rewrites the texts.
 * test/api/employeesJson.test.ts holds the two together.
 */
export function presentEmployee(row: EmployeeRow) {
  return {
    id: row.id,
    object: 'employee' as const,
    staff_id: row.staff_id,
    full_name: deriveFullName(row),
    title: row.title,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    suffix: row.suffix,
    classification: row.classification,
    jurisdiction: row.jurisdiction,
    denomination_currency: row.denomination_currency,
    payment_currency: row.payment_currency,
    start_date: row.start_date,
    end_date: row.end_date,
    archived: row.archived,
    bank_name_check: row.bank_name_check,
    bank_name_checked_at: row.bank_name_checked_at?.toISOString() ?? null,
    department: row.department,
    position: row.position,
    location: row.location,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
