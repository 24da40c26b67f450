import type { CommandContext } from '../context.ts';
import { filingClientActions, filingGuardRefusals, filingMachine, type FilingContext, type FilingEvent, type FilingStatus } from '../../machines/filing.ts';
import { insertFiling, updateFiling, type FilingRow, type NewFiling } from '../../db/filings.ts';
import { applyEvent, startLifecycle, type Lifecycle } from '../lifecycle/applyEvent.ts';
import { newId } from '../../domain/ids.ts';
import { listedBlockers } from './listedBlockers.ts';
import { filingEffects } from './filingEffects.ts';

/** The filing machine as the kernel drives it; blockers, errors and the correlation id mirror its context. */
export const filingLifecycle = {
  entity: 'filing',
  machine: filingMachine,
  clientActions: filingClientActions,
  guardRefusals: filingGuardRefusals,
  mirrorOf: (filing) => filing.status,
  save: (ctx, filing, state, snapshot, context: FilingContext) =>
    updateFiling(ctx.tx, filing.id, {
      status: state as FilingStatus,
      machine_snapshot: snapshot,
      blockers: context.blockers,
      gateway_errors: context.errors,
      correlation_id: context.correlationId,
      submitted_at: context.submittedAt ? new Date(context.submittedAt) : null,
      decided_at: context.decidedAt ? new Date(context.decidedAt) : null,
      authority_reference: context.authorityReference ?? null,
    }),
  effects: filingEffects,
  detailsOf: (event) =>
    event.type === 'PREPARE' ? { blockers: event.blockers.length }
    : event.type === 'ACKNOWLEDGED' ? { correlation_id: event.correlationId }
    : event.type === 'REJECTED' ? { errors: event.errors.length }
    : event.type === 'SUPERSEDE' ? { by: event.by }
    : event.type === 'MARK_FILED' ? { reference: event.reference }
    : null,
} satisfies Lifecycle<typeof filingMachine, FilingRow, CommandContext, keyof typeof filingEffects>;

/** The only way a filing changes status (the filing locked by the caller). */
export function applyFilingEvent(ctx: CommandContext, filing: FilingRow, event: FilingEvent, actor: string): Promise<FilingRow> {
  const listed = event.type === 'PREPARE' ? { ...event, blockers: listedBlockers(event.blockers) } : event;
  return applyEvent(filingLifecycle, ctx, filing, listed, actor);
}

/** What a new filing is about; its id, status and snapshot come from newFilingRow. */
export type FilingToStart = Omit<NewFiling, 'id' | 'status' | 'machine_snapshot'>;

/** A new filing in the machine's initial state, its creation logged like every other transition. */
export function newFilingRow(ctx: CommandContext, filing: FilingToStart, actor: string): Promise<FilingRow> {
  return startLifecycle(filingLifecycle, ctx, (status, snapshot) => insertFiling(ctx.tx, { ...filing, id: newId(), status: status as FilingStatus, machine_snapshot: snapshot }), actor);
}
