import type { CommandContext } from '../context.ts';
import { upsertLeaving, runPricedAfter } from '../../db/employeeLeavings.ts';
import { findEmployee } from '../../db/employees.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import { updateEmployee } from './updateEmployee.ts';

export const leavingReasons = ['resignation', 'dismissal', 'redundancy', 'retirement', 'end_of_contract', 'death', 'other'] as const;

/**
 * POST /employees/{id}/leave: the employment ends on `leavingDate`. The run covering it pays up to that day (pricing
 * reads `end_date`), later runs do not price the employee, and the FPS carries the date. A date before a period the
 * employee was already priced for is refused: that run must be reopened (or corrected on the next) first.
 */
export async function recordLeaving(ctx: CommandContext, employeeId: string, leavingDate: string, reason: (typeof leavingReasons)[number]): Promise<void> {
  const employee = await findEmployee(ctx.tx, ctx.organizationId, employeeId);
  if (!employee) throw new Rejection('not_found', 'No such employee.');
  const priced = await runPricedAfter(ctx.tx, employeeId, leavingDate);
  if (priced) {
    throw invalidFields({ leaving_date: `the employee was priced in pay run ${priced.pay_run_id} for a period starting ${priced.period_start}, after this date: reopen that run first, or leave on a later date` });
  }
  await updateEmployee(ctx, employeeId, { end_date: leavingDate });
  await upsertLeaving(ctx.tx, ctx.organizationId, employeeId, leavingDate, reason);
}
