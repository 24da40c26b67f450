import { z } from 'zod';

/**
 * A calendar date (YYYY-MM-DD) that exists and that PostgreSQL can store: zod accepts year 0000, which has no
 * place in the proleptic Gregorian calendar PostgreSQL uses. Payroll dates live well inside these bounds.
 */
export const calendarDateSchema = z.iso
  .date({ error: 'must be a date (YYYY-MM-DD)' })
  .refine((date) => date >= '1900-01-01' && date <= '9999-12-31', 'must be between 1900-01-01 and 9999-12-31');
