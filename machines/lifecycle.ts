import type { AnyStateMachine } from 'xstate';

/**
 * Questions other code asks about a lifecycle, answered from the machine definition itself (state names,
 * tags, final states), so no status list is written by hand outside `machines/`.
 */
export function stateNames<S extends string>(machine: AnyStateMachine): readonly [S, ...S[]] {
  return Object.keys(machine.root.states) as unknown as [S, ...S[]];
}

export function statesTagged<S extends string>(machine: AnyStateMachine, tag: string): readonly [S, ...S[]] {
  const names = Object.values(machine.root.states).filter((node) => node.tags.includes(tag)).map((node) => node.key);
  if (names.length === 0) throw new Error(`${machine.id} has no state tagged ${tag}`);
  return names as unknown as [S, ...S[]];
}

export function finalStates<S extends string>(machine: AnyStateMachine): S[] {
  return Object.values(machine.root.states).filter((node) => node.type === 'final').map((node) => node.key as S);
}

/** Whether a state takes an event type at all, whatever its guards say. */
export function stateTakes(machine: AnyStateMachine, state: string, eventType: string): boolean {
  return machine.root.states[state]?.ownEvents.includes(eventType) ?? false;
}

/** The state a record's persisted snapshot is in: the truth its status column only mirrors. */
export function stateOf(record: { machine_snapshot: unknown }): string {
  return (record.machine_snapshot as { value: string }).value;
}
