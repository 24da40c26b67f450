import type { CommandContext } from '../context.ts';
import { findPayRun, type PayRunRow } from '../../db/payRuns.ts';
import { findOrganization } from '../../db/organizations.ts';
import { employeeIdsToPrice } from '../../db/pricingInputs.ts';
import { Rejection } from '../../domain/rejection.ts';
import { stateTakes } from '../../machines/lifecycle.ts';
import { payRunMachine } from '../../machines/payRun.ts';
import { stateOf } from '../../machines/lifecycle.ts';
import { applyPayRunEvent } from './payRunLifecycle.ts';
import { runScope } from './priceEmployees.ts';

/**
 * POST /pay_runs/{id}/calculate (interface 3.1): the machine decides between pricing inside the request and
 * in the background, and whether the organization may calculate at all, from the facts this event carries.
 * The run row stays locked to the end of the transaction, so two calculations of one run happen one after
 * the other.
 */
export async function calculatePayRun(ctx: CommandContext, id: string): Promise<PayRunRow> {
  const run = await findPayRun(ctx.tx, ctx.organizationId, id, { lock: true });
  if (!run) throw new Rejection('not_found', 'No such pay run.');
  const organization = await findOrganization(ctx.tx, ctx.organizationId);
  // Only worth reading where the run takes CALCULATE at all; one more than fits in a request tells the machine the
  // run goes to the background, where PostgreSQL chunks it (a million ids held here ran the API out of heap).
  const employeeIds = stateTakes(payRunMachine, stateOf(run), 'CALCULATE') ? await employeeIdsToPrice(ctx.tx, runScope(run), ctx.syncLimit + 1) : [];
  const event = { type: 'CALCULATE', employeeIds, syncLimit: ctx.syncLimit, kycStatus: organization?.kyc_status ?? 'not_started' } as const;
  return applyPayRunEvent(ctx, run, event, ctx.actor);
}
