import type { AnyStateMachine } from 'xstate';
import { payRunMachine } from './payRun.ts';
import { paymentStatusMachine } from './paymentStatus.ts';
import { bankNameCheckMachine } from './bankNameCheck.ts';
import { webhookDeliveryMachine } from './webhookDelivery.ts';
import { filingMachine } from './filing.ts';
import { deadLetterMachine } from './deadLetter.ts';
import type { EventTypeOf, StateOf } from './lifecycle.ts';

/**
 * The event catalogue. Every lifecycle, by the entity name under which its transitions are logged, written to the
 * outbox and published on `<namespace>.events.<entity>.<type>`; and the facts that are not a record's transition.
 * State and event names are the machines' own: renaming one fails tsc wherever it is used, webhooks included.
 */
export const lifecycleMachines = {
  pay_run: payRunMachine,
  payslip_payment: paymentStatusMachine,
  employee_bank_name_check: bankNameCheckMachine,
  webhook_delivery: webhookDeliveryMachine,
  filing: filingMachine,
  dead_letter: deadLetterMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type LifecycleEntity = keyof typeof lifecycleMachines;
export type MachineOf<E extends LifecycleEntity> = (typeof lifecycleMachines)[E];
/** The entity a machine's transitions are logged under. */
export type EntityOf<M extends AnyStateMachine> = { [E in LifecycleEntity]: MachineOf<E> extends M ? E : never }[LifecycleEntity];
export type LifecycleState<E extends LifecycleEntity> = StateOf<MachineOf<E>>;
export type LifecycleEventType<E extends LifecycleEntity> = EventTypeOf<MachineOf<E>>;

/** The logged event of a record's first transition, from nothing to the machine's initial state. */
export const creationEvent = 'CREATE';
type LoggedEventType<E extends LifecycleEntity> = LifecycleEventType<E> | typeof creationEvent;

/** A transition as the kernel logs it, and the payload of its fact on the outbox. */
export interface TransitionFact<E extends LifecycleEntity = LifecycleEntity> {
  transition_id: string;
  from: LifecycleState<E> | null;
  to: LifecycleState<E>;
  event: LoggedEventType<E>;
  actor: string;
  details: Record<string, unknown> | null;
}

/** A calculator's word on one chunk of a background calculation. */
export interface ChunkFact {
  pay_run_id: string;
  calculation: number;
  chunk: number;
  reason: string | null;
}

/** Facts that are not a record's transition, by entity and type. */
interface DomainFacts {
  pay_run_chunk: { priced: ChunkFact; failed: ChunkFact };
}

type TransitionFactOf<E extends LifecycleEntity> = { entity: E; type: Lowercase<LoggedEventType<E>>; payload: TransitionFact<E> };
type DomainFactOf<E extends keyof DomainFacts> = { [T in keyof DomainFacts[E]]: { entity: E; type: T; payload: DomainFacts[E][T] } }[keyof DomainFacts[E]];

/** Every fact the outbox carries: its entity, type and payload, typed together. */
export type Fact = { [E in LifecycleEntity]: TransitionFactOf<E> }[LifecycleEntity] | { [E in keyof DomainFacts]: DomainFactOf<E> }[keyof DomainFacts];
export type FactEntity = Fact['entity'];
/** The facts of one entity. */
export type FactOf<E extends FactEntity> = Extract<Fact, { entity: E }>;

/** The outbox type of a logged transition: its event, lower-cased (`pay_run.approve`). */
export function transitionFactType<E extends LifecycleEntity>(event: LoggedEventType<E>): Lowercase<LoggedEventType<E>> {
  return event.toLowerCase() as Lowercase<LoggedEventType<E>>;
}

/** Whether a fact is a lifecycle's transition (rather than a domain fact such as a chunk's). */
export function isTransitionFact(fact: Fact): fact is Extract<Fact, { payload: TransitionFact }> {
  return Object.hasOwn(lifecycleMachines, fact.entity);
}

/** Every subject a lifecycle's transitions are published under, for the operators' docs. */
export function transitionFactTypes(entity: LifecycleEntity): string[] {
  const machine: AnyStateMachine = lifecycleMachines[entity];
  const events = new Set<string>([creationEvent]);
  for (const node of Object.values(machine.root.states)) for (const type of node.ownEvents) events.add(type);
  return [...events].map((type) => type.toLowerCase());
}

/** A transition as the generic kernel holds it: the entity's machine's own names, known there only as strings. */
export interface KernelTransition {
  transition_id: string;
  from: string | null;
  to: string;
  event: string;
  actor: string;
  details: Record<string, unknown> | null;
}

/** A logged transition as its outbox fact (the one place the kernel's strings become the catalogue's types). */
export function transitionFactOf(entity: LifecycleEntity, transition: KernelTransition): Fact {
  return { entity, type: transition.event.toLowerCase(), payload: transition } as Fact;
}
