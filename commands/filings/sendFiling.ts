import type { CommandContext } from '../context.ts';
import { findFiling } from '../../db/filings.ts';
import { findEmployerReferences } from '../../db/employerReferences.ts';
import { stateOf, stateTakes } from '../../machines/lifecycle.ts';
import { filingMachine } from '../../machines/filing.ts';
import type { FilingGateway } from '../../ports/filingGateway.ts';
import { applyFilingEvent } from './filingLifecycle.ts';
import { fpsMessageClass } from '../../documents/filings/rti/fullPaymentSubmission.ts';
import { epsMessageClass } from '../../documents/filings/rti/employerPaymentSummary.ts';

type SendFilingContext = CommandContext & { filingGateway: FilingGateway };

/** The key a filing is submitted under: one per submission of it, so a resubmission after a rejection is new. */
export const submissionKeyOf = (filing: { id: string; submitted_at: Date | null }) => `${filing.id}:${filing.submitted_at?.toISOString() ?? ''}`;

/**
 * The filing actor's one step, holding the filing's lock. Not yet acknowledged: ask the gateway whether it already
 * holds this submission (a sender that crashed after the gateway took it), submit only if not, and record the
 * correlation id. Acknowledged: poll, and apply the verdict. Returns how long to wait before asking again, or
 * null when the filing is settled (or was never due).
 */
export async function sendFiling(ctx: SendFilingContext, filingId: string): Promise<{ pollAfterSeconds: number } | null> {
  let filing = await findFiling(ctx.tx, ctx.organizationId, filingId, { lock: true });
  if (!filing || !stateTakes(filingMachine, stateOf(filing), 'ACCEPTED')) return null;
  if (filing.correlation_id === null) {
    const key = submissionKeyOf(filing);
    let correlationId = await ctx.filingGateway.find(key);
    let pollAfterSeconds = 1;
    if (correlationId === null) {
      const refs = await findEmployerReferences(ctx.tx, ctx.organizationId, filing.jurisdiction);
      const taken = await ctx.filingGateway.submit({
        submissionKey: key,
        organizationId: ctx.organizationId,
        filingId: filing.id,
        messageClass: filing.type === 'eps' ? epsMessageClass : fpsMessageClass,
        employerReference: refs?.paye_reference ?? '',
        document: filing.document ?? '',
      });
      correlationId = taken.correlationId;
      pollAfterSeconds = taken.pollAfterSeconds;
    }
    await applyFilingEvent(ctx, filing, { type: 'ACKNOWLEDGED', correlationId, at: new Date().toISOString() }, 'filing_actor');
    return { pollAfterSeconds };
  }
  const answer = await ctx.filingGateway.poll(filing.correlation_id);
  if (answer.state === 'pending') return { pollAfterSeconds: answer.pollAfterSeconds };
  const at = new Date().toISOString();
  filing = answer.state === 'accepted'
    ? await applyFilingEvent(ctx, filing, { type: 'ACCEPTED', at }, 'filing_gateway')
    : await applyFilingEvent(ctx, filing, { type: 'REJECTED', at, errors: answer.errors }, 'filing_gateway');
  return null;
}

/** Staging's test helper: settle a submitted filing as the gateway would, without waiting for a poll. */
export async function settleFilingAsTheGateway(ctx: CommandContext, filingId: string, verdict: { state: 'accepted' } | { state: 'rejected'; errors: { number: string | null; type: string | null; text: string; location: string | null }[] }) {
  const filing = await findFiling(ctx.tx, ctx.organizationId, filingId, { lock: true });
  if (!filing) return null;
  const at = new Date().toISOString();
  const event = verdict.state === 'accepted' ? ({ type: 'ACCEPTED', at } as const) : ({ type: 'REJECTED', at, errors: verdict.errors } as const);
  // A filing that is not submitted is refused by its machine: 409 with what it allows.
  return applyFilingEvent(ctx, filing, event, 'filing_gateway');
}
