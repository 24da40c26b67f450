import type { AnyStateMachine } from 'xstate';
import { finalStates, machineStates, machineTransitions, type MachineTransition } from './machineShape.ts';

/** States that share an arrow: drawn once as a box ("any except unchecked") the arrow leaves from. */
export interface SourceGroup {
  id: string;
  label: string;
  states: string[];
}

/**
 * One arrow of a readable diagram: an event that leads from one state, or from a group of states, to one
 * target. The guards and actions of the transitions it stands for are kept as its variants.
 */
export interface DiagramEdge {
  /** A state's name, or a group's id. */
  from: string;
  group: SourceGroup | null;
  /** The states this arrow leaves from (one, or the group's). */
  sources: string[];
  to: string;
  event: string;
  variants: { guard: string | null; actions: string[] }[];
}

export interface ReadableDiagram {
  groups: SourceGroup[];
  edges: DiagramEdge[];
}

/**
 * The machine's transitions as one arrow per (source group, event, target): an event that leads from many states
 * to one target is drawn once, from the group of those states, instead of once from each (the bank name check's
 * BANK_DETAILS_CHANGED from five states is "any except unchecked → unchecked").
 */
export function readableDiagram(machine: AnyStateMachine): ReadableDiagram {
  const all = machineStates(machine);
  const finals = new Set(finalStates(machine));
  const byEventAndTarget = new Map<string, MachineTransition[]>();
  for (const t of machineTransitions(machine)) {
    const key = `${t.event}\u0000${t.to}`;
    byEventAndTarget.set(key, [...(byEventAndTarget.get(key) ?? []), t]);
  }
  const groups = new Map<string, SourceGroup>();
  const edges: DiagramEdge[] = [];
  for (const transitions of byEventAndTarget.values()) {
    const first = transitions[0]!;
    const sources = all.filter((state) => transitions.some((t) => t.from === state));
    const variants = mergedVariants(transitions);
    if (sources.length === 1) {
      edges.push({ from: sources[0]!, group: null, sources, to: first.to, event: first.event, variants });
      continue;
    }
    const id = `any:${sources.join('|')}`;
    const group = groups.get(id) ?? { id, label: groupLabel(all, finals, sources), states: sources };
    groups.set(id, group);
    edges.push({ from: id, group, sources, to: first.to, event: first.event, variants });
  }
  return { groups: [...groups.values()], edges };
}

/**
 * One variant per guard: transitions of a group under the same guard whose actions differ by source are one line,
 * an action that only some sources run naming them (`clearFailure (draft)`), so the label says it once.
 */
function mergedVariants(transitions: MachineTransition[]): DiagramEdge['variants'] {
  const byGuard = new Map<string | null, MachineTransition[]>();
  for (const t of transitions) byGuard.set(t.guard, [...(byGuard.get(t.guard) ?? []), t]);
  return [...byGuard].map(([guard, same]) => {
    const actions: string[] = [];
    for (const t of same) for (const a of t.actions) if (!actions.includes(a)) actions.push(a);
    return {
      guard,
      actions: actions.map((a) => {
        const runBy = same.filter((t) => t.actions.includes(a)).map((t) => t.from);
        return runBy.length === same.length ? a : `${a} (${runBy.join(' | ')})`;
      }),
    };
  });
}

/** "any", "any except a, b" when few states are left out (final states left out go unsaid), else the states. */
function groupLabel(all: string[], finals: Set<string>, sources: string[]): string {
  const left = all.filter((s) => !sources.includes(s));
  const leftLive = left.filter((s) => !finals.has(s));
  if (left.length === 0) return 'any state';
  if (leftLive.length === 0) return 'any state not final';
  if (leftLive.length <= 2 && leftLive.length < sources.length) return `any except ${leftLive.join(', ')}${leftLive.length < left.length ? ' (or final)' : ''}`;
  return sources.join(' | ');
}

/** Lines of an arrow's label: the event, then each variant's guard and actions. */
export function edgeLabelLines(edge: DiagramEdge, width = 34): string[] {
  const lines = [edge.event];
  for (const v of edge.variants) {
    if (v.guard && v.guard.length + 2 > width) {
      // A long guard goes one condition a line, so the label keeps the layout to a page's width.
      const parts = v.guard.split(' && ');
      parts.forEach((part, i) => lines.push(`${i === 0 ? '[' : ' && '}${part}${i === parts.length - 1 ? ']' : ''}`));
    } else if (v.guard) lines.push(`[${v.guard}]`);
    let line = '/';
    for (const action of v.actions) {
      if (line.length > 1 && line.length + action.length > width) {
        lines.push(`${line},`);
        line = '';
      }
      line += `${line.length > 1 ? ', ' : line === '/' ? ' ' : ''}${action}`;
    }
    if (v.actions.length) lines.push(line);
  }
  return lines;
}

/** One line: `EVENT [guard] / actions; [guard] / actions`, as the docs print an arrow. */
export const edgeLabel = (edge: DiagramEdge): string =>
  [edge.event, edge.variants.map((v) => `${v.guard ? `[${v.guard}]` : ''}${v.actions.length ? `${v.guard ? ' ' : ''}/ ${v.actions.join(', ')}` : ''}`).filter(Boolean).join('; ')]
    .filter(Boolean)
    .join(' ');

/** Whether a transition the record took (from, event, to) is the one this arrow draws. */
export const edgeDraws = (edge: DiagramEdge, taken: { from: string | null; event: string; to: string }): boolean =>
  edge.event === taken.event && edge.to === taken.to && taken.from !== null && edge.sources.includes(taken.from);
