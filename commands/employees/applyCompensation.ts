import type { CommandContext } from '../context.ts';
import { planCompensation } from '../../domain/employees/compensation.ts';
import type { NormalizedEmployeeWrite } from '../../domain/employees/employeeWriteRules.ts';
import { invalidFields } from '../../domain/rejection.ts';
import { newCompensationRows } from './newEmployeeRecord.ts';
import { appendCompensationRow, closeCompensationRow, openCompensationRows } from '../../db/employeeWrites.ts';

/** Close and append (interface 3.5). Returns whether any row was added. */
export async function applyCompensation(
  ctx: Pick<CommandContext, 'tx' | 'organizationId' | 'keyring'>,
  employeeId: string,
  compensation: NormalizedEmployeeWrite['compensation'],
): Promise<boolean> {
  if (!compensation || compensation.entries.length === 0) return false;
  const plan = planCompensation(await openCompensationRows(ctx.tx, employeeId), compensation.entries, compensation.default_effective_from);
  if (!plan.ok) throw invalidFields(plan.fields);
  for (const closure of plan.value.close) await closeCompensationRow(ctx.tx, closure.id, closure.effective_to);
  for (const row of newCompensationRows(ctx.keyring, ctx.organizationId, employeeId, plan.value.append)) await appendCompensationRow(ctx.tx, row);
  return plan.value.append.length > 0;
}
