import type { Checked } from '../../domain/employees/fieldErrors.ts';
import type { EmployeeWriteMode, NormalizedEmployeeWrite } from '../../domain/employees/employeeWriteRules.ts';
import { checkedBy, employeeCreateSchemaOn, employeeUpdateSchema } from '../../domain/employees/employeeWriteSchemas.ts';

/** A body through its write's one schema (create or update), as every path that writes an employee runs it. */
export function checkEmployeeWrite(body: unknown, context: EmployeeWriteMode): Checked<NormalizedEmployeeWrite> {
  if (context.mode === 'update') return checkedBy(employeeUpdateSchema(context.current, context.today), body);
  const checked = checkedBy(employeeCreateSchemaOn(context.today), body);
  return checked.ok ? { ok: true, value: checked.value.write } : checked;
}
