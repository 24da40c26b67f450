import type { FilingRow } from '../../db/filings.ts';
import type { FilingStatus } from '../../machines/filing.ts';
import { stateOf } from '../../machines/lifecycle.ts';
import { channelOf } from '../filings/periodicFilingKinds.ts';

/** The filing as the API returns it and as `filing.*` webhooks carry it in `data.object` (Hono-free, one shape). */
export function presentFiling(f: FilingRow) {
  return {
    id: f.id,
    object: 'filing' as const,
    jurisdiction: f.jurisdiction,
    type: f.type,
    tax_year: f.tax_year,
    period_start: f.period_start,
    period_end: f.period_end,
    due_on: f.due_on,
    pay_run_id: f.pay_run_id,
    subdivision: f.subdivision,
    status: stateOf(f) as FilingStatus,
    final_submission: f.final_submission,
    totals: f.totals,
    blocked_by: f.blockers,
    gateway_errors: f.gateway_errors,
    correlation_id: f.correlation_id,
    channel: channelOf(f.type),
    authority_reference: f.authority_reference,
    submitted_at: f.submitted_at?.toISOString() ?? null,
    decided_at: f.decided_at?.toISOString() ?? null,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
  };
}
