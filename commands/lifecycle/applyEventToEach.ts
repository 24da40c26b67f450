import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { insertTransitions } from '../../db/transitions.ts';
import { newId } from '../../domain/ids.ts';
import { creationEvent, transitionFactOf } from '../../machines/events.ts';
import { announce } from './announce.ts';
import type { AnnounceContext } from '../context.ts';
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
  lifecycle: BulkLifecycle<M, Row, Ctx>,
  ctx: Ctx,
  rows: Row[],
  event: EventFromLogic<M>,
  actor: string,
): Promise<{ moved: DecidedTransition<Row>[]; refused: Row[] }> {
  return applyEventsToEach(lifecycle, ctx, rows.map((row) => ({ row, event })), actor);
}

type BulkLifecycle<M extends AnyStateMachine, Row extends LifecycleRecord, Ctx extends AnnounceContext> = Pick<
  Lifecycle<M, Row, Ctx, never>,
  'entity' | 'machine' | 'detailsOf'
> &
  Required<Pick<Lifecycle<M, Row, Ctx, never>, 'saveEach'>>;

/**
 * Each record its own event (the outcomes of many webhook attempts), decided by the machine record by record and
 * written set-wise like `applyEventToEach`: one statement each for the snapshots, the transitions log and the outbox.
 */
export async function applyEventsToEach<M extends AnyStateMachine, Row extends LifecycleRecord, Ctx extends AnnounceContext>(
  lifecycle: BulkLifecycle<M, Row, Ctx>,
  ctx: Ctx,
  items: { row: Row; event: EventFromLogic<M> }[],
  actor: string,
): Promise<{ moved: DecidedTransition<Row>[]; refused: Row[] }> {
  const machine: AnyStateMachine = lifecycle.machine;
  const decided: { m: DecidedTransition<Row>; event: EventFromLogic<M> }[] = [];
  const refused: Row[] = [];
  for (const { row, event } of items) {
    const snapshot = restore(machine, row);
    if (!snapshot.can(event)) {
      refused.push(row);
      continue;
    }
    const [next, actions] = transition(machine, snapshot, event) as [AnyMachineSnapshot, { type: string }[]];
    if (actions.length > 0) throw new Error(`${machine.id}: ${event.type} names effects; apply it record by record`);
    decided.push({ m: { row, from: snapshot.value as string, to: next.value as string, snapshot: machine.getPersistedSnapshot(next), context: next.context }, event });
  }
  const moved = decided.map((d) => d.m);
  if (moved.length === 0) return { moved, refused };
  await lifecycle.saveEach(ctx, moved);
  const logged = decided.map(({ m, event }) => ({ id: newId(), m, event: event.type as string, details: lifecycle.detailsOf?.(event) ?? null }));
  await insertTransitions(
    ctx.tx,
    logged.map(({ id, m, event, details }) => ({
      id,
      organization_id: m.row.organization_id,
      entity_type: lifecycle.entity,
      entity_id: m.row.id,
      from_state: m.from,
      to_state: m.to,
      event,
      actor,
      details,
    })),
  );
  await announce(
    ctx,
    logged.map(({ id, m, event, details }) => ({
      ...transitionFactOf(lifecycle.entity, { transition_id: id, from: m.from, to: m.to, event, actor, details }),
      entityId: m.row.id,
    })),
  );
  return { moved, refused };
}

/**
 * Many records' first transitions at once (an event's deliveries to every subscribed endpoint): the machine's
 * initial snapshot is computed once, `insertEach` writes the records with it, and the creations are logged and
 * announced set-wise, as `startLifecycle` does one by one.
 */
export async function startLifecycleEach<M extends AnyStateMachine, Row extends LifecycleRecord, Ctx extends AnnounceContext>(
  lifecycle: Pick<Lifecycle<M, Row, Ctx, never>, 'entity' | 'machine'>,
  ctx: Ctx,
  insertEach: (state: string, snapshot: unknown) => Promise<Row[]>,
  actor: string,
): Promise<Row[]> {
  const machine: AnyStateMachine = lifecycle.machine;
  const [initial] = initialTransition(machine, undefined as never) as [AnyMachineSnapshot, unknown];
  const state = initial.value as string;
  const rows = await insertEach(state, machine.getPersistedSnapshot(initial));
  if (rows.length === 0) return rows;
  const logged = rows.map((row) => ({ id: newId(), row }));
  await insertTransitions(
    ctx.tx,
    logged.map(({ id, row }) => ({
      id,
      organization_id: row.organization_id,
      entity_type: lifecycle.entity,
      entity_id: row.id,
      from_state: null,
      to_state: state,
      event: creationEvent,
      actor,
      details: null,
    })),
  );
  await announce(
    ctx,
    logged.map(({ id, row }) => ({
      ...transitionFactOf(lifecycle.entity, { transition_id: id, from: null, to: state, event: creationEvent, actor, details: null }),
      entityId: row.id,
    })),
  );
  return rows;
}
