import type { CommandContext } from '../context.ts';
import { validateEmployeeWrite } from '../../domain/employees/validateEmployeeWrite.ts';
import { newId } from '../../domain/ids.ts';
import { invalidFields } from '../../domain/rejection.ts';
import { insertEmployeeRow } from '../../db/employeeWrites.ts';
import { applyCompensation } from './applyCompensation.ts';
import { checkReferences } from './checkReferences.ts';
import { newEmployeeRow } from './newEmployeeRecord.ts';

/** POST /employees: validates, seals the write-only fields, stores the employee and its compensation rows. */
export async function createEmployee(ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'keyring'>, body: unknown): Promise<string> {
  const checked = validateEmployeeWrite(body, { mode: 'create' });
  if (!checked.ok) throw invalidFields(checked.fields);
  const write = checked.value;
  const id = newId();
  const missing = await checkReferences(ctx, write, id);
  if (Object.keys(missing).length > 0) throw invalidFields(missing);

  await insertEmployeeRow(ctx.tx, await newEmployeeRow(ctx.keyring, ctx.organizationId, id, write));
  await applyCompensation(ctx, id, write.compensation);
  return id;
}
