import type { CommandContext } from '../context.ts';
import type { NormalizedEmployeeWrite } from '../../domain/employees/validateEmployeeWrite.ts';
import { existingIds } from '../../db/employeeWrites.ts';

const references = [
  ['department_id', 'departments', 'department'],
  ['position_id', 'positions', 'position'],
  ['location_id', 'locations', 'location'],
  ['hod_id', 'employees', 'employee'],
] as const;

/** department_id, position_id, location_id and hod_id must name records of the organization (contract). */
export async function checkReferences(ctx: CommandContext, write: NormalizedEmployeeWrite, employeeId: string): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [field, table, what] of references) {
    const id = write[field];
    if (!id) continue;
    if (field === 'hod_id' && id === employeeId) fields[field] = 'must not be the employee themselves';
    else if (!(await existingIds(ctx.tx, table, ctx.organizationId, [id])).has(id)) fields[field] = `no such ${what} in this organization`;
  }
  return fields;
}
