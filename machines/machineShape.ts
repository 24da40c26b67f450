import type { AnyStateMachine } from 'xstate';

/** One arrow of a machine: from a state to a state on an event, with its guard and named actions. */
export interface MachineTransition {
  from: string;
  to: string;
  event: string;
  guard: string | null;
  actions: string[];
}

export const initialState = (machine: AnyStateMachine): string => machine.root.initial?.target[0]?.key ?? '?';
export const machineStates = (machine: AnyStateMachine): string[] => Object.keys(machine.root.states);
export const finalStates = (machine: AnyStateMachine): string[] =>
  Object.values(machine.root.states).filter((node) => node.type === 'final').map((node) => node.key);

/** Every transition of the definition the service runs, in the order the machine declares them. */
export function machineTransitions(machine: AnyStateMachine): MachineTransition[] {
  const out: MachineTransition[] = [];
  for (const node of Object.values(machine.root.states)) {
    for (const [event, transitions] of node.transitions) {
      for (const transition of transitions) {
        const targets = transition.target?.map((t) => t.key) ?? [node.key];
        const actions = transition.actions
          .map((a) => (typeof a === 'string' ? a : (a as { type?: string }).type))
          .filter((name): name is string => Boolean(name) && !name!.startsWith('xstate.'));
        const guard = transition.guard ? guardLabel(transition.guard) : null;
        for (const to of targets) out.push({ from: node.key, to, event, guard, actions });
      }
    }
  }
  return out;
}

/** A guard's name; `and([...])` reads as its guards joined by &&. */
function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  const composite = guard as { type?: string; guards?: unknown[] };
  if (composite.guards) return composite.guards.map(guardLabel).join(' && ');
  return composite.type ?? 'guard';
}
