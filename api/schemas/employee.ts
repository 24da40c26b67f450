import { z } from '@hono/zod-openapi';
import { DateTime, IsoDate, Uuid } from './common.ts';
import { nameCheckResults } from '../../machines/bankNameCheck.ts';

/**
 * The employee read shape (interface 2.3), as documented. Write-only fields have no place in it. The shape itself is
 * built once, by `employee_read_json` (migration 019), kept on each row and served by every read and webhook;
 * test/api/employeesJson.test.ts holds its keys, in order, to this schema's.
 */
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
    classification: z.enum(['employee', 'contractor']).openapi({ description: 'An employee is priced with PAYE and social contributions; a contractor with the withholding tax on fees' }),
    jurisdiction: z.string().openapi({ description: 'The country whose statutory rules price this person (GB, KE, NG, GH, ZA, SG)' }),
    denomination_currency: z.string().openapi({ description: 'ISO 4217 code compensation amounts are written in' }),
    payment_currency: z.string().openapi({ description: 'ISO 4217 code net pay is paid in; converted at the run\'s rate when it differs' }),
    start_date: IsoDate.nullable(),
    end_date: IsoDate.nullable(),
    archived: z.boolean().openapi({ description: 'Archived employees keep their payslips but no new run prices them' }),
    bank_name_check: z.enum(nameCheckResults).nullable().openapi({ description: 'How the name the bank holds compares with the employee\'s; a mismatch holds rail payments until acknowledged. Null until checked' }),
    bank_name_checked_at: DateTime.nullable().openapi({ description: 'When the bank last answered the name check' }),
    department: z.string().nullable(),
    position: z.string().nullable(),
    location: z.string().nullable(),
    created_at: DateTime,
    updated_at: DateTime,
  })
  .openapi('Employee');

export type EmployeeBody = z.infer<typeof Employee>;
