import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { deductionsInForce } from '../../db/employeeDeductions.ts';
import type { PricingResult } from '../../domain/payroll/pricing.ts';
import { takeStandingDeductions, type StandingDeduction } from '../../domain/payroll/standingDeductions.ts';
import { formatAmount } from '../../documents/money.ts';

/**
 * The standing deductions (loans, advances, orders, dues) each employee's payslip in this run takes, as a function
 * from the priced result to the result with their instalments. What other runs took is read from their payslips,
 * so a recalculation never counts this run's own earlier instalments.
 */
export async function standingDeductionsOf(ctx: Pick<CommandContext, 'tx' | 'organizationId'>, run: PayRunRow, employeeIds: string[]) {
  const rows = await deductionsInForce(ctx.tx, { organizationId: ctx.organizationId, employeeIds, periodEnd: run.period_end, payRunId: run.id });
  const byEmployee = new Map<string, StandingDeduction[]>();
  for (const row of rows) {
    const remaining = row.total_minor === null ? null : row.total_minor - row.taken_minor;
    if (remaining !== null && remaining <= 0) continue;
    const list = byEmployee.get(row.employee_id) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      description: row.description,
      priority: row.priority,
      amountMinor: row.amount_minor,
      percentOfNetBp: row.percent_of_net_bp,
      remainingMinor: remaining,
      protectedMinor: row.protected_minor,
    });
    byEmployee.set(row.employee_id, list);
  }
  return (employeeId: string, result: PricingResult): PricingResult => {
    const deductions = byEmployee.get(employeeId);
    if (!deductions) return result;
    return takeStandingDeductions(run.jurisdiction, result, deductions, (minor) => `${run.currency} ${formatAmount(minor, run.currency)}`).result;
  };
}
