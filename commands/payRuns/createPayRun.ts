import type { AnnounceContext, CommandContext } from '../context.ts';
import { startLifecycle } from '../lifecycle/applyEvent.ts';
import { payRunLifecycle } from './payRunLifecycle.ts';
import type { PayRunStatus } from '../../machines/payRun.ts';
import { findOverlappingPayRun, insertPayRun, type PayRunRow } from '../../db/payRuns.ts';
import { jurisdictionCurrency, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { newId } from '../../domain/ids.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import { payPeriodRefusal, type PayFrequency } from '../../domain/payroll/payFrequency.ts';

export interface NewPayRunRequest {
  jurisdiction: Jurisdiction;
  period_start: string;
  period_end: string;
  pay_date: string;
  as_of_date?: string;
  /** Monthly unless given. */
  pay_frequency?: PayFrequency;
  /** regular unless given; an off-cycle run needs its reason and may share its period. */
  type?: 'regular' | 'off_cycle';
  reason?: 'bonus' | 'correction' | 'termination' | 'other';
}

/** Every jurisdiction is priced from official tables for every period from this day on (contract "Pricing"). */
export const statutoryTablesStart = '2024-01-01';

/** POST /pay_runs: a draft run; creation is its first transition, from nothing to draft. */
export async function createPayRun(ctx: AnnounceContext & Pick<CommandContext, 'actor'>, request: NewPayRunRequest): Promise<PayRunRow> {
  if (request.period_end < request.period_start) throw invalidFields({ period_end: 'must not be before period_start' });
  const payFrequency = request.pay_frequency ?? 'monthly';
  const refusal = payPeriodRefusal(request.jurisdiction, payFrequency, { start: request.period_start, end: request.period_end });
  if (refusal) throw refusal;
  const asOfDate = request.as_of_date ?? request.period_end;
  if (asOfDate < statutoryTablesStart) {
    throw invalidFields({ [request.as_of_date ? 'as_of_date' : 'period_end']: `statutory tables start on ${statutoryTablesStart}` });
  }
  const type = request.type ?? 'regular';
  if (type === 'off_cycle' && !request.reason) throw invalidFields({ reason: 'an off_cycle run needs its reason: bonus, correction, termination or other' });
  if (type === 'regular' && request.reason) throw invalidFields({ reason: 'only an off_cycle run has a reason' });
  // Two creations for one jurisdiction at once must not both pass the overlap check.
  await ctx.tx`select pg_advisory_xact_lock(hashtextextended(${`pay_runs:${ctx.organizationId}:${request.jurisdiction}`}, 0))`;
  const overlapping = type === 'regular' ? await findOverlappingPayRun(ctx.tx, ctx.organizationId, request.jurisdiction, request.period_start, request.period_end) : undefined;
  if (overlapping) {
    throw new Rejection(
      'validation_failed',
      `The period overlaps pay run ${overlapping.id} (${overlapping.period_start} to ${overlapping.period_end}) of the same jurisdiction.`,
      { fields: { period_start: 'overlaps another pay run of this jurisdiction' }, overlapping_pay_run_id: overlapping.id },
    );
  }
  return startLifecycle(
    payRunLifecycle,
    ctx,
    (state, snapshot) =>
      insertPayRun(ctx.tx, {
        id: newId(),
        organization_id: ctx.organizationId,
        jurisdiction: request.jurisdiction,
        currency: jurisdictionCurrency[request.jurisdiction],
        period_start: request.period_start,
        period_end: request.period_end,
        pay_date: request.pay_date,
        as_of_date: asOfDate,
        pay_frequency: payFrequency,
        run_type: type,
        off_cycle_reason: request.reason ?? null,
        status: state as PayRunStatus,
        machine_snapshot: snapshot,
      }),
    ctx.actor,
  );
}
