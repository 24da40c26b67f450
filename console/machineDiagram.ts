import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import { html } from 'hono/html';
import type { AnyStateMachine } from 'xstate';
import { finalStates, initialState, machineStates, machineTransitions, type MachineTransition } from '../machines/diagram.ts';

/** A machine laid out by ELK's layered algorithm, from the definition the service runs: nothing drawn by hand. */
export interface LaidOutMachine {
  width: number;
  height: number;
  states: { name: string; x: number; y: number; width: number; height: number; initial: boolean; final: boolean }[];
  arrows: { transition: MachineTransition; points: { x: number; y: number }[]; label: { lines: string[]; x: number; y: number } }[];
}

const stateSize = { width: 150, height: 48 };
// Labels are measured by character count at the stylesheet's 11px monospace (6.6px a character).
const charWidth = 6.6;
const labelHeight = 14;

const elk = new ELK();

export async function layOutMachine(machine: AnyStateMachine): Promise<LaidOutMachine> {
  const transitions = machineTransitions(machine);
  const graph: ElkNode = {
    id: machine.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.edgeRouting': 'POLYLINE',
      'elk.layered.spacing.nodeNodeBetweenLayers': '60',
      'elk.spacing.nodeNode': '40',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.edgeLabels.sideSelection': 'ALWAYS_DOWN',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: machineStates(machine).map((name) => ({ id: name, ...stateSize })),
    edges: transitions.map((t, i): ElkExtendedEdge => {
      const lines = labelLines(t);
      const width = Math.max(...lines.map((l) => l.length)) * charWidth;
      return { id: `t${i}`, sources: [t.from], targets: [t.to], labels: [{ id: `l${i}`, text: lines.join('\n'), width, height: lines.length * labelHeight }] };
    }),
  };
  const laid = await elk.layout(graph);
  const finals = new Set(finalStates(machine));
  const initial = initialState(machine);
  return {
    width: Math.ceil(laid.width ?? 0),
    height: Math.ceil(laid.height ?? 0),
    states: (laid.children ?? []).map((n) => ({
      name: n.id,
      x: n.x ?? 0,
      y: n.y ?? 0,
      width: n.width ?? stateSize.width,
      height: n.height ?? stateSize.height,
      initial: n.id === initial,
      final: finals.has(n.id),
    })),
    arrows: (laid.edges ?? []).map((edge, i) => {
      const section = edge.sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
      const label = edge.labels?.[0];
      return { transition: transitions[i]!, points, label: { lines: label?.text?.split('\n') ?? [], x: label?.x ?? 0, y: (label?.y ?? 0) + labelHeight - 3 } };
    }),
  };
}

/** An arrow's label on short lines: the event, its guard, then its actions a few at a time. */
function labelLines(t: MachineTransition): string[] {
  const lines = [t.event];
  if (t.guard) lines.push(`[${t.guard}]`);
  let line = '/';
  for (const action of t.actions) {
    if (line.length > 1 && line.length + action.length > 34) {
      lines.push(`${line},`);
      line = '';
    }
    line += `${line.length > 1 ? ', ' : line === '/' ? ' ' : ''}${action}`;
  }
  if (t.actions.length) lines.push(line);
  return lines;
}

/**
 * The diagram as SVG with presentation attributes and classes only (no inline style, so a strict CSP holds).
 * Each state shows its live count in an element the page's script updates: `data-count="<machine>:<state>"`.
 */
export function machineSvg(key: string, title: string, laid: LaidOutMachine, counts: Record<string, number> | null) {
  const titleId = `${key}-diagram-title`;
  return html`<svg class="machine" viewBox="0 0 ${laid.width} ${laid.height}" width="${laid.width}" height="${laid.height}" role="img" aria-labelledby="${titleId}">
<title id="${titleId}">${title}: states and transitions</title>
<defs><marker id="${key}-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" class="arrowhead"/></marker></defs>
${laid.arrows.map(
  (a) => html`<g class="transition"><polyline points="${a.points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="none" marker-end="url(#${key}-arrow)"/>
<text x="${a.label.x.toFixed(1)}" y="${a.label.y.toFixed(1)}" class="label">${a.label.lines.map(
    (line, n) => html`<tspan x="${a.label.x.toFixed(1)}" dy="${n === 0 ? 0 : labelHeight}">${line}</tspan>`,
  )}</text></g>`,
)}
${laid.states.map(
  (s) => html`<g class="state${s.initial ? ' initial' : ''}${s.final ? ' final' : ''}">
<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="10"/>
<text x="${s.x + s.width / 2}" y="${s.y + 20}" text-anchor="middle" class="name">${s.name}</text>
<text x="${s.x + s.width / 2}" y="${s.y + 38}" text-anchor="middle" class="count" data-count="${key}:${s.name}">${counts ? String(counts[s.name] ?? 0) : '—'}</text>
</g>`,
)}
</svg>`;
}
