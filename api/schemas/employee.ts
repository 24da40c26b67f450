import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Uuid } from './common.ts';
import type { EmployeeRow } from '../../db/employees.ts';
import { deriveFullName } from '../../domain/employees/names.ts';

/** The employee read shape (interface 2.3). Write-only fields have no place in it. */
export const Employee = z
  .object({
    id: Uuid,
    object: z.literal('employee'),
    staff_id: z.string().nullable(),
    full_name: z.string().openapi({ description: 'Derived from the name parts; never includes the honorific' }),
    title: z.string().nullable(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string().nullable(),
    suffix: z.string().nullable(),
    classification: z.enum(['employee', 'contractor']),
    jurisdiction: z.string(),
    denomination_currency: z.string(),
    payment_currency: z.string(),
    start_date: IsoDate.nullable(),
    end_date: IsoDate.nullable(),
    archived: z.boolean(),
    bank_name_check: z.enum(['matched', 'close', 'mismatch', 'unavailable']).nullable(),
    bank_name_checked_at: DateTime.nullable(),
    department: z.string().nullable(),
    position: z.string().nullable(),
    location: z.string().nullable(),
    created_at: DateTime,
    updated_at: DateTime,
  })
  .openapi('Employee');

export type EmployeeBody = z.infer<typeof Employee>;

export function presentEmployee(row: EmployeeRow): EmployeeBody {
  return {
    id: row.id,
    object: 'employee',
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
