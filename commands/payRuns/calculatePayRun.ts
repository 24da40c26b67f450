import { findPayRun, type PayRunRow } from '../../db/payRuns.ts';
import { findOrganization } from '../../db/organizations.ts';
import { employeeIdsToPrice } from '../../db/pricingInputs.ts';
import { Rejection } from '../../domain/rejection.ts';
import { allowedActions, applyPayRunEvent } from './applyPayRunEvent.ts';
import type { PayRunEffectContext } from './payRunEffects.ts';
import { runScope } from './priceEmployees.ts';

/**
 * POST /pay_runs/{id}/calculate (interface 3.1): up to `syncLimit` employees are priced inside the request;
 * more are split into chunks for the calculator actors. The run row stays locked to the end of the
 * transaction, so two calculations of one run happen one after the other.
 */
export async function calculatePayRun(ctx: PayRunEffectContext, id: string, syncLimit: number, actor: string): Promise<PayRunRow> {
  const run = await findPayRun(ctx.tx, ctx.organizationId, id, { lock: true });
  if (!run) throw new Rejection('not_found', 'No such pay run.');
  if (allowedActions(run.status).includes('calculate')) {
    const organization = await findOrganization(ctx.tx, ctx.organizationId);
    if (organization?.kyc_status !== 'verified') {
      throw new Rejection('kyc_not_verified', 'Payroll cannot be calculated until the organization is verified.', {
        kyc_status: organization?.kyc_status ?? null,
      });
    }
  }
  const employeeIds = allowedActions(run.status).includes('calculate') ? await employeeIdsToPrice(ctx.tx, runScope(run)) : [];
  return applyPayRunEvent({ ...ctx, employeeIds }, run, { type: 'CALCULATE', employeeCount: employeeIds.length, syncLimit }, actor);
}
