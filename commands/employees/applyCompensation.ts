import type { CommandContext } from '../context.ts';
import { planCompensation } from '../../domain/employees/compensation.ts';
import type { NormalizedEmployeeWrite } from '../../domain/employees/validateEmployeeWrite.ts';
import { sealContext, sealValue } from '../../domain/sealing/sealedValue.ts';
import { newId } from '../../domain/ids.ts';
import { invalidFields } from '../../domain/rejection.ts';
import { appendCompensationRow, closeCompensationRow, openCompensationRows } from '../../db/employeeWrites.ts';

/** Close and append (interface 3.5). Returns whether any row was added. */
export async function applyCompensation(
  ctx: CommandContext,
  employeeId: string,
  compensation: NormalizedEmployeeWrite['compensation'],
): Promise<boolean> {
  if (!compensation || compensation.entries.length === 0) return false;
  const plan = planCompensation(await openCompensationRows(ctx.tx, employeeId), compensation.entries, compensation.default_effective_from);
  if (!plan.ok) throw invalidFields(plan.fields);
  for (const closure of plan.value.close) await closeCompensationRow(ctx.tx, closure.id, closure.effective_to);
  for (const row of plan.value.append) {
    const id = newId();
    await appendCompensationRow(ctx.tx, {
      id,
      organization_id: ctx.organizationId,
      employee_id: employeeId,
      component_code: row.component_code,
      sealed_amount: await sealValue(ctx.keyring, sealContext('compensation_row', id, 'amount_cents'), row.amount_cents),
      proratable: row.proratable,
      effective_from: row.effective_from,
      effective_to: row.effective_to,
    });
  }
  return plan.value.append.length > 0;
}
