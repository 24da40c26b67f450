import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { insertTransitions } from '../../db/transitions.ts';
import { newId } from '../../domain/ids.ts';
import { announce, type AnnounceContext } from './announce.ts';
import { restore, type Lifecycle, type LifecycleRecord } from './applyEvent.ts';

/** One record's transition, decided by the machine, for `applyEventToEach`. */
export interface DecidedTransition<Row> {
  row: Row;
  from: string;
  to: string;
  snapshot: unknown;
  context: unknown;
}

/**
 * The same event to many records at once (every payslip of a run), in the caller's transaction: each record is
 * restored and decided by the machine one by one, then the snapshots, the transitions log and the outbox are
 * written set-wise. Records the machine refuses are returned, untouched, for the caller to judge. The
 * lifecycle's effects are not run: a machine driven this way names none.
 */
export async function applyEventToEach<M extends AnyStateMachine, Row extends LifecycleRecord, Ctx extends AnnounceContext>(
  lifecycle: Pick<Lifecycle<M, Row, Ctx, never>, 'entity' | 'machine' | 'detailsOf'> & Required<Pick<Lifecycle<M, Row, Ctx, never>, 'saveEach'>>,
  ctx: Ctx,
  rows: Row[],
  event: EventFromLogic<M>,
  actor: string,
): Promise<{ moved: DecidedTransition<Row>[]; refused: Row[] }> {
  const machine: AnyStateMachine = lifecycle.machine;
  const moved: DecidedTransition<Row>[] = [];
  const refused: Row[] = [];
  for (const row of rows) {
    const snapshot = restore(machine, row);
    if (!snapshot.can(event)) {
      refused.push(row);
      continue;
    }
    const [next, actions] = transition(machine, snapshot, event) as [AnyMachineSnapshot, { type: string }[]];
    if (actions.length > 0) throw new Error(`${machine.id}: ${event.type} names effects; apply it record by record`);
    moved.push({ row, from: snapshot.value as string, to: next.value as string, snapshot: machine.getPersistedSnapshot(next), context: next.context });
  }
  if (moved.length === 0) return { moved, refused };
  await lifecycle.saveEach(ctx, moved);
  const details = lifecycle.detailsOf?.(event) ?? null;
  const logged = moved.map((m) => ({ id: newId(), m }));
  await insertTransitions(
    ctx.tx,
    logged.map(({ id, m }) => ({
      id,
      organization_id: m.row.organization_id,
      entity_type: lifecycle.entity,
      entity_id: m.row.id,
      from_state: m.from,
      to_state: m.to,
      event: event.type,
      actor,
      details,
    })),
  );
  await announce(
    ctx,
    logged.map(({ id, m }) => ({
      entity: lifecycle.entity,
      entityId: m.row.id,
      type: event.type.toLowerCase(),
      payload: { transition_id: id, from: m.from, to: m.to, event: event.type, actor, details },
    })),
  );
  return { moved, refused };
}
