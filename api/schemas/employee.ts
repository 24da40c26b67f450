import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Uuid } from './common.ts';

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

export { presentEmployee } from '../../commands/presenters/employee.ts';
