import type { AnyStateMachine, EventFromLogic, StateValueFrom } from 'xstate';

/**
 * Questions other code asks about a lifecycle, answered from the machine definition itself (state names,
 * tags, final states), so no status list is written by hand outside `machines/`.
 */

/** A machine's state names, as its definition declares them: renaming a state fails tsc wherever it is named. */
export type StateOf<M extends AnyStateMachine> = Extract<StateValueFrom<M>, string>;
/** A machine's event types, as its definition declares them. */
export type EventTypeOf<M extends AnyStateMachine> = EventFromLogic<M>['type'];

function nonEmpty<S>(machine: AnyStateMachine, what: string, names: S[]): readonly [S, ...S[]] {
  const [first, ...rest] = names;
  if (first === undefined) throw new Error(`${machine.id} has no ${what}`);
  return [first, ...rest];
}

export function stateNames<M extends AnyStateMachine>(machine: M): readonly [StateOf<M>, ...StateOf<M>[]] {
  return nonEmpty(machine, 'states', Object.keys(machine.root.states) as StateOf<M>[]);
}

export function statesTagged<M extends AnyStateMachine>(machine: M, tag: string): readonly [StateOf<M>, ...StateOf<M>[]] {
  const names = Object.values(machine.root.states).filter((node) => node.tags.includes(tag)).map((node) => node.key as StateOf<M>);
  return nonEmpty(machine, `state tagged ${tag}`, names);
}

/** Whether a state takes an event type at all, whatever its guards say. */
export function stateTakes(machine: AnyStateMachine, state: string, eventType: string): boolean {
  return machine.root.states[state]?.ownEvents.includes(eventType) ?? false;
}

/** The state a record's persisted snapshot is in: the truth its status column only mirrors. */
export function stateOf(record: { machine_snapshot: unknown }): string {
  return (record.machine_snapshot as { value: string }).value;
}
