import type { CommandContext } from '../context.ts';
import { findFiling, type FilingRow } from '../../db/filings.ts';
import { Rejection } from '../../domain/rejection.ts';
import { applyFilingEvent } from './filingLifecycle.ts';
import { prepareFiling } from './prepareFiling.ts';
import { channelOf } from './periodicFilingKinds.ts';
import { filingMachine } from '../../machines/filing.ts';
import { stateOf, stateTakes } from '../../machines/lifecycle.ts';

async function lockFiling(ctx: CommandContext, id: string): Promise<FilingRow> {
  const filing = await findFiling(ctx.tx, ctx.organizationId, id, { lock: true });
  if (!filing) throw new Rejection('not_found', 'No such filing.');
  return filing;
}

/** POST /filings/{id}/submit: a ready filing goes on the filings queue; anything else is refused (409). */
export async function submitFiling(ctx: CommandContext, id: string): Promise<FilingRow> {
  const filing = await lockFiling(ctx, id);
  return applyFilingEvent(ctx, filing, { type: 'SUBMIT', at: new Date().toISOString(), channel: channelOf(filing.type) }, ctx.actor);
}

/**
 * POST /filings/{id}/prepare: after a correction (a reference set, an employee's input given), the filing is built
 * again; a rejected one first goes back to draft.
 */
export async function reviseFiling(ctx: CommandContext, id: string): Promise<FilingRow> {
  let filing = await lockFiling(ctx, id);
  if (stateTakes(filingMachine, stateOf(filing), 'REVISE')) filing = await applyFilingEvent(ctx, filing, { type: 'REVISE' }, ctx.actor);
  // A filing that takes no PREPARE (sent, settled) is refused by its machine: 409 with what it allows.
  if (!stateTakes(filingMachine, stateOf(filing), 'PREPARE')) return applyFilingEvent(ctx, filing, { type: 'PREPARE', blockers: [] }, ctx.actor);
  return prepareFiling(ctx, filing, ctx.actor);
}
