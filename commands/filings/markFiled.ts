import type { CommandContext } from '../context.ts';
import { findFiling, type FilingRow } from '../../db/filings.ts';
import { Rejection } from '../../domain/rejection.ts';
import { applyFilingEvent } from './filingLifecycle.ts';
import { channelOf } from './periodicFilingKinds.ts';

/**
 * POST /filings/{id}/mark_filed: the operator uploaded the document to the authority's portal and records the
 * reference it gave. The same reference again is a replay that changes nothing; another one is refused (409).
 */
export async function markFiled(ctx: CommandContext, id: string, reference: string): Promise<FilingRow> {
  const filing = await findFiling(ctx.tx, ctx.organizationId, id, { lock: true });
  if (!filing) throw new Rejection('not_found', 'No such filing.');
  if (filing.authority_reference === reference) return filing;
  if (filing.authority_reference !== null) {
    throw new Rejection('invalid_transition', `This filing was already marked filed with reference ${filing.authority_reference}.`, { authority_reference: filing.authority_reference });
  }
  return applyFilingEvent(ctx, filing, { type: 'MARK_FILED', at: new Date().toISOString(), reference, channel: channelOf(filing.type) }, ctx.actor);
}
