import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type ContextFrom, type EventFromLogic } from 'xstate';
import { insertTransition } from '../../db/transitions.ts';
import { newId } from '../../domain/ids.ts';
import { Rejection, type RejectionReason } from '../../domain/rejection.ts';
import { stateTakes } from '../../machines/lifecycle.ts';
import { announce } from './announce.ts';
import type { AnnounceContext } from '../context.ts';
import { logOf } from '../../platform/log.ts';
import type { DecidedTransition } from './applyEventToEach.ts';
import { creationEvent, transitionFactOf, type EntityOf, type LifecycleEntity } from '../../machines/events.ts';

/** A record a lifecycle machine drives: its id, its organization, its persisted snapshot. */
export interface LifecycleRecord {
  id: string;
  organization_id: string;
  machine_snapshot: unknown;
}

export interface GuardRefusal<Event> {
  reason: RejectionReason;
  message: string;
  /** What the refusal's `details` say, from the event and the state that refused it. */
  details?(event: Event, state: string): Record<string, unknown>;
}

type Effect<Ctx, Row, Event> = (ctx: Ctx, row: Row, event: Event) => Promise<Row | void>;

/** How the kernel drives one lifecycle: the machine, what clients may send, how a record is saved, the effects. */
export interface Lifecycle<M extends AnyStateMachine, Row extends LifecycleRecord, Ctx extends AnnounceContext, E extends string> {
  /** The entity's name in the transitions log and on the events stream (`pay_run`): the catalogue's, for this machine. */
  entity: EntityOf<M>;
  machine: M;
  /** Event type → the endpoint action that sends it; only these are offered in `details.allowed`. */
  clientActions: Partial<Record<EventFromLogic<M>['type'], string>>;
  /** Guards that refuse with their own reason instead of `invalid_transition`. */
  guardRefusals?: Record<string, GuardRefusal<EventFromLogic<M>>>;
  /** The status mirror column, as stored (compared with the snapshot, never used to decide). */
  mirrorOf(row: Row): string | null;
  /** What the mirror column reads for a state, where it is not the state's own name. */
  mirrorFor?(state: string): string;
  /** Persists the snapshot and the mirrors derived from it. */
  save(ctx: Ctx, row: Row, state: string, snapshot: unknown, context: ContextFrom<M>): Promise<Row>;
  /** Persists many records' transitions at once, for lifecycles driven in bulk (`applyEventToEach`). */
  saveEach?(ctx: Ctx, decided: DecidedTransition<Row>[]): Promise<void>;
  /** Every named side effect of the machine, typed by its action names so a missing or misspelt one fails tsc. */
  effects: Record<E, Effect<Ctx, Row, EventFromLogic<M>>>;
  /** What of the event is worth keeping in the log (never a secret). */
  detailsOf?(event: EventFromLogic<M>): Record<string, unknown> | null;
}

interface PersistedState {
  value: string;
  context: unknown;
}

/** The record's machine state, restored from its persisted snapshot. */
export function restore(machine: AnyStateMachine, row: Pick<LifecycleRecord, 'machine_snapshot'>): AnyMachineSnapshot {
  const persisted = row.machine_snapshot as PersistedState;
  return machine.resolveState({ value: persisted.value, context: persisted.context });
}

/** The endpoint actions a record in this state may take. */
export function allowedActions(lifecycle: { machine: AnyStateMachine; clientActions: Partial<Record<string, string>> }, state: string): string[] {
  const node = lifecycle.machine.root.states[state];
  return (node?.ownEvents ?? []).flatMap((type) => lifecycle.clientActions[type] ?? []);
}

/**
 * A record's first transition, from nothing to the machine's initial state: `insert` writes the record with
 * the initial snapshot, and the creation is logged and announced like any other transition.
 */
export async function startLifecycle<M extends AnyStateMachine, Row extends LifecycleRecord, Ctx extends AnnounceContext>(
  lifecycle: Pick<Lifecycle<M, Row, Ctx, string>, 'entity' | 'machine'>,
  ctx: Ctx,
  insert: (state: string, snapshot: unknown) => Promise<Row>,
  actor: string,
): Promise<Row> {
  const machine: AnyStateMachine = lifecycle.machine;
  const [initial] = initialTransition(machine, undefined as never) as [AnyMachineSnapshot, unknown];
  const row = await insert(initial.value as string, machine.getPersistedSnapshot(initial));
  await logTransition(lifecycle.entity, ctx, row, { from: null, to: initial.value as string, event: creationEvent, actor, details: null });
  return row;
}

/**
 * The only way a lifecycle record changes state, in the caller's transaction (the record locked by the caller):
 * restore from the snapshot, let the machine decide, persist the new snapshot, log the transition, announce it
 * on the outbox, and carry out the named effects.
 */
export async function applyEvent<M extends AnyStateMachine, Row extends LifecycleRecord, Ctx extends AnnounceContext, E extends string>(
  lifecycle: Lifecycle<M, Row, Ctx, E>,
  ctx: Ctx,
  row: Row,
  event: EventFromLogic<M>,
  actor: string,
): Promise<Row> {
  const machine: AnyStateMachine = lifecycle.machine;
  const snapshot = restore(machine, row);
  const from = snapshot.value as string;
  if (!snapshot.can(event)) throw refusal(lifecycle, snapshot, event);
  const [next, actions] = transition(machine, snapshot, event) as [AnyMachineSnapshot, { type: string }[]];
  const to = next.value as string;
  let current = await lifecycle.save(ctx, row, to, machine.getPersistedSnapshot(next), next.context as ContextFrom<M>);

  const mirror = lifecycle.mirrorOf(row);
  const details = { ...lifecycle.detailsOf?.(event) };
  if (mirror !== null && mirror !== (lifecycle.mirrorFor?.(from) ?? from)) {
    // The snapshot decided; the tampered or stale mirror is now rewritten, and the mismatch kept for operators.
    Object.assign(details, { status_mirror_was: mirror });
    logOf('kernel').warn({ entity: lifecycle.entity, entity_id: row.id, mirror, snapshot: from }, 'status mirror differs from snapshot');
  }
  await logTransition(lifecycle.entity, ctx, row, {
    from,
    to,
    event: event.type,
    actor,
    details: Object.keys(details).length > 0 ? details : null,
  });
  for (const action of actions) {
    const effect = (lifecycle.effects as Record<string, Effect<Ctx, Row, EventFromLogic<M>>>)[action.type];
    if (!effect) throw new Error(`${lifecycle.machine.id} action ${action.type} has no effect`);
    current = (await effect(ctx, current, event)) ?? current;
  }
  return current;
}

interface LoggedTransition {
  from: string | null;
  to: string;
  event: string;
  actor: string;
  details: Record<string, unknown> | null;
}

/** One row in the transitions log, and the same fact on the outbox (`<entity>.<event>`). */
async function logTransition(entity: LifecycleEntity, ctx: AnnounceContext, row: LifecycleRecord, t: LoggedTransition): Promise<void> {
  const id = newId();
  await insertTransition(ctx.tx, {
    id,
    organization_id: row.organization_id,
    entity_type: entity,
    entity_id: row.id,
    from_state: t.from,
    to_state: t.to,
    event: t.event,
    actor: t.actor,
    details: t.details,
  });
  await announce(ctx, [{ ...transitionFactOf(entity, { transition_id: id, ...t }), entityId: row.id }]);
}

/** The guards the event's transitions in this state name (inside and/or too): only these can be why it was refused. */
function guardsOn(machine: AnyStateMachine, state: string, eventType: string): Set<string> {
  const names = new Set<string>();
  const collect = (guard: unknown): void => {
    if (typeof guard === 'string') names.add(guard);
    else if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') names.add(guard.type);
    else if (typeof guard === 'function' && Array.isArray((guard as unknown as { guards?: unknown[] }).guards)) (guard as unknown as { guards: unknown[] }).guards.forEach(collect);
  };
  const transitions = (machine.root.states[state] as unknown as { on?: Record<string, { guard?: unknown }[]> } | undefined)?.on?.[eventType] ?? [];
  for (const t of transitions) collect(t.guard);
  return names;
}

function refusal<M extends AnyStateMachine>(lifecycle: Lifecycle<M, any, any, any>, snapshot: AnyMachineSnapshot, event: EventFromLogic<M>): Rejection {
  const state = snapshot.value as string;
  if (stateTakes(lifecycle.machine, state, event.type)) {
    const named = guardsOn(lifecycle.machine, state, event.type);
    for (const [guard, refusal] of Object.entries(lifecycle.guardRefusals ?? {})) {
      if (!named.has(guard)) continue;
      const check = lifecycle.machine.implementations.guards[guard] as ((args: unknown) => boolean) | undefined;
      if (check && !check({ context: snapshot.context, event })) return new Rejection(refusal.reason, refusal.message, refusal.details?.(event, snapshot.value as string));
    }
  }
  const action = lifecycle.clientActions[event.type as EventFromLogic<M>['type']] ?? event.type;
  return new Rejection('invalid_transition', `A ${state} ${lifecycle.entity.replace(/_/g, ' ')} cannot ${action}.`, {
    status: state,
    allowed: allowedActions(lifecycle, state),
  });
}

/**
 * An event a record's machine no longer takes (a duplicate or late report, a state already left): nothing
 * changes, and the log keeps it, marked ignored, so an operator sees every message that arrived.
 */
export async function recordIgnoredEvent(
  lifecycle: Pick<Lifecycle<AnyStateMachine, LifecycleRecord, AnnounceContext, never>, 'entity' | 'machine'>,
  ctx: AnnounceContext,
  row: LifecycleRecord,
  event: { type: string },
  actor: string,
  reason?: string,
): Promise<void> {
  const state = restore(lifecycle.machine, row).value as string;
  await insertTransition(ctx.tx, {
    id: newId(),
    organization_id: row.organization_id,
    entity_type: lifecycle.entity,
    entity_id: row.id,
    from_state: state,
    to_state: state,
    event: event.type,
    actor,
    details: { ignored: reason ?? `a ${state} record does not take ${event.type}` },
  });
}
