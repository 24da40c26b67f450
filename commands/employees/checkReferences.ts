import type { CommandContext } from '../context.ts';
import type { NormalizedEmployeeWrite } from '../../domain/employees/employeeWriteRules.ts';
import { existingIds } from '../../db/employeeWrites.ts';

const references = [
  ['department_id', 'departments', 'department'],
  ['position_id', 'positions', 'position'],
  ['location_id', 'locations', 'location'],
  ['hod_id', 'employees', 'employee'],
] as const;

/** department_id, position_id, location_id and hod_id must name records of the organization (contract). */
export async function checkReferences(ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'keyring'>, write: NormalizedEmployeeWrite, employeeId: string): Promise<Record<string, string>> {
  return (await checkReferencesOfMany(ctx, [{ write, employeeId }]))[0]!;
}

/** The same check for many writes at once: one query per referenced table, whatever the number of writes. */
export async function checkReferencesOfMany(
  ctx: Pick<CommandContext, 'tx' | 'organizationId'>,
  writes: readonly { write: NormalizedEmployeeWrite; employeeId: string }[],
): Promise<Record<string, string>[]> {
  const results = writes.map((): Record<string, string> => ({}));
  for (const [field, table, what] of references) {
    const wanted = [...new Set(writes.map(({ write }) => write[field]).filter((id): id is string => !!id))];
    if (wanted.length === 0) continue;
    const found = await existingIds(ctx.tx, table, ctx.organizationId, wanted);
    writes.forEach(({ write, employeeId }, i) => {
      const id = write[field];
      if (!id) return;
      if (field === 'hod_id' && id === employeeId) results[i]![field] = 'must not be the employee themselves';
      else if (!found.has(id)) results[i]![field] = `no such ${what} in this organization`;
    });
  }
  return results;
}
