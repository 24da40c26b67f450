import type { CommandContext } from '../context.ts';
import type { CheckedEmployeeCreate } from '../../domain/employees/employeeWriteSchemas.ts';
import { newId } from '../../domain/ids.ts';
import { invalidFields } from '../../domain/rejection.ts';
import { insertCompensationRows, insertEmployeeRow } from '../../db/employeeWrites.ts';
import { checkReferences } from './checkReferences.ts';
import { newCompensationRows, newEmployeeRow } from './newEmployeeRecord.ts';

/**
 * Stores an employee its write's schema accepted (employeeCreateSchema: POST /employees, the demo seed): the
 * references to other records checked, write-only fields sealed, and its compensation rows.
 */
export async function createEmployee(ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'keyring'>, checked: CheckedEmployeeCreate): Promise<string> {
  const id = newId();
  const missing = await checkReferences(ctx, checked.write, id);
  if (Object.keys(missing).length > 0) throw invalidFields(missing);

  await insertEmployeeRow(ctx.tx, newEmployeeRow(ctx.keyring, ctx.organizationId, id, checked.write));
  await insertCompensationRows(ctx.tx, newCompensationRows(ctx.keyring, ctx.organizationId, id, checked.compensation));
  return id;
}
