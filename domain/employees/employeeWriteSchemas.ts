import { z } from 'zod';
import { employeeCreateBodySchema } from './writeSchema.ts';
import { fieldErrorsFromZod, type Checked, type FieldErrors } from './fieldErrors.ts';
import { employeeWriteRules, type CurrentEmployee, type EmployeeWriteBody, type NormalizedEmployeeWrite } from './employeeWriteRules.ts';
import { planCompensation, type CompensationRowAppend } from './compensation.ts';

/**
 * One schema per employee write: the documented shape (writeSchema.ts), then its rules (employeeWriteRules.ts),
 * which run only on a body the shape accepted. A rule's refusal is a zod issue at its field's JSON path, so every
 * caller reports it in the same `details.fields`.
 */

export interface CheckedEmployeeCreate {
  write: NormalizedEmployeeWrite;
  /** The compensation rows a new employee starts with (nothing is open yet, so nothing closes). */
  compensation: CompensationRowAppend[];
}

function refuse(ctx: z.RefinementCtx, fields: FieldErrors): never {
  // The path is the JSON path as one segment: fieldErrorsFromZod writes it back as it is.
  for (const [path, message] of Object.entries(fields)) ctx.addIssue({ code: 'custom', message, path: [path] });
  return z.NEVER;
}

/** The create schema with `today` fixed (an import's chunk, a test); without it, today is read at each parse. */
export function employeeCreateSchemaOn(today?: string) {
  return employeeCreateBodySchema.transform((body, ctx): CheckedEmployeeCreate => {
    const checked = employeeWriteRules(body, { mode: 'create', today });
    if (!checked.ok) return refuse(ctx, checked.fields);
    const entries = checked.value.compensation;
    if (!entries || entries.entries.length === 0) return { write: checked.value, compensation: [] };
    const plan = planCompensation([], entries.entries, entries.default_effective_from);
    if (!plan.ok) return refuse(ctx, plan.fields);
    return { write: checked.value, compensation: plan.value.append };
  });
}

/**
 * Every employee created goes through this: POST /employees (the route's body schema), each line of an employee
 * import and the demo seed. Shape, then the rules, then the compensation plan; the references to other records are
 * the command's, in its transaction.
 */
export const employeeCreateSchema = employeeCreateSchemaOn();

/**
 * PATCH /employees/{id}'s rules, on a body its shape (employeeUpdateBodySchema, the route's schema) accepted, against
 * the stored employee, which only the command's transaction reads: the update's one schema, in two steps.
 */
export function checkEmployeeUpdate(body: EmployeeWriteBody, current: CurrentEmployee, today?: string): Checked<NormalizedEmployeeWrite> {
  return employeeWriteRules(body, { mode: 'update', current, today });
}

/** A body checked by a write's schema, its refusals as `details.fields`. */
export function checkedBy<T>(schema: z.ZodType<T>, body: unknown): Checked<T> {
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fields: fieldErrorsFromZod(parsed.error.issues) };
}
