import { employeeCreateBodySchema } from './writeSchema.ts';
import { fieldErrorsFromZod, type Checked } from './fieldErrors.ts';
import { validateEmployeeWrite, type NormalizedEmployeeWrite } from './validateEmployeeWrite.ts';
import { planCompensation, type CompensationRowAppend } from './compensation.ts';

export interface CheckedEmployeeCreate {
  write: NormalizedEmployeeWrite;
  /** The compensation rows a new employee starts with (nothing is open yet, so nothing closes). */
  compensation: CompensationRowAppend[];
}

/**
 * Every check POST /employees runs on its body before touching the database, in the same order: the
 * documented shape (the route's zod schema), then what depends on the jurisdiction, then the compensation plan.
 * An employee import runs it on each line.
 */
export function checkEmployeeCreate(body: unknown, today?: string): Checked<CheckedEmployeeCreate> {
  const shape = employeeCreateBodySchema.safeParse(body);
  if (!shape.success) return { ok: false, fields: fieldErrorsFromZod(shape.error.issues) };
  const checked = validateEmployeeWrite(body, { mode: 'create', today });
  if (!checked.ok) return checked;
  const entries = checked.value.compensation;
  if (!entries || entries.entries.length === 0) return { ok: true, value: { write: checked.value, compensation: [] } };
  const plan = planCompensation([], entries.entries, entries.default_effective_from);
  if (!plan.ok) return plan;
  return { ok: true, value: { write: checked.value, compensation: plan.value.append } };
}
