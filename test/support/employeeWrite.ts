import type { Checked } from '../../domain/employees/fieldErrors.ts';
import type { EmployeeWriteMode, NormalizedEmployeeWrite } from '../../domain/employees/employeeWriteRules.ts';
import { checkEmployeeUpdate, checkedBy, employeeCreateSchemaOn } from '../../domain/employees/employeeWriteSchemas.ts';
import { employeeUpdateBodySchema } from '../../domain/employees/writeSchema.ts';

/**
 * A body through its write's one schema, as the paths that write an employee run it: on create the whole schema
 * (POST /employees, an import line, the demo seed); on update the route's shape, then the command's rules.
 */
export function checkEmployeeWrite(body: unknown, context: EmployeeWriteMode): Checked<NormalizedEmployeeWrite> {
  if (context.mode === 'update') {
    const shape = checkedBy(employeeUpdateBodySchema, body);
    return shape.ok ? checkEmployeeUpdate(shape.value, context.current, context.today) : shape;
  }
  const checked = checkedBy(employeeCreateSchemaOn(context.today), body);
  return checked.ok ? { ok: true, value: checked.value.write } : checked;
}
