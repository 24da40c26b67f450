import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import { html } from 'hono/html';
import type { AnyStateMachine } from 'xstate';
import { finalStates, initialState, machineStates } from '../machines/machineShape.ts';
import { edgeDraws, edgeLabelLines, readableDiagram, type DiagramEdge } from '../machines/diagramEdges.ts';

/** A machine laid out by ELK's layered algorithm, from the definition the service runs: nothing drawn by hand. */
export interface LaidOutMachine {
  width: number;
  height: number;
  states: { name: string; x: number; y: number; width: number; height: number; initial: boolean; final: boolean; group: boolean; label: string }[];
  arrows: { edge: DiagramEdge; points: { x: number; y: number }[]; label: { lines: string[]; x: number; y: number } }[];
}

const stateSize = { width: 150, height: 48 };
// Labels are measured by character count at the stylesheet's 11px monospace (6.6px a character).
const charWidth = 6.6;
const labelHeight = 14;

const elk = new ELK();

/** Wider than this, a diagram no longer fits the page beside nothing else (the stylesheet's main column). */
export const pageWidth = 1180;

export async function layOutMachine(machine: AnyStateMachine): Promise<LaidOutMachine> {
  const { groups, edges } = readableDiagram(machine);
  const groupSize = (label: string) => ({ width: Math.max(stateSize.width, Math.ceil(label.length * charWidth) + 20), height: 30 });
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
    children: [...machineStates(machine).map((name) => ({ id: name, ...stateSize })), ...groups.map((g) => ({ id: g.id, ...groupSize(g.label) }))],
    edges: edges.map((t, i): ElkExtendedEdge => {
      const lines = edgeLabelLines(t, 24);
      const width = Math.max(...lines.map((l) => l.length)) * charWidth;
      return { id: `t${i}`, sources: [t.from], targets: [t.to], labels: [{ id: `l${i}`, text: lines.join('\n'), width, height: lines.length * labelHeight }] };
    }),
  };
  const laid = await elk.layout(graph);
  const finals = new Set(finalStates(machine));
  const initial = initialState(machine);
  const groupLabels = new Map(groups.map((g) => [g.id, g.label]));
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
      group: groupLabels.has(n.id),
      label: groupLabels.get(n.id) ?? n.id,
    })),
    arrows: (laid.edges ?? []).map((edge, i) => {
      const section = edge.sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
      const label = edge.labels?.[0];
      return { edge: edges[i]!, points, label: { lines: label?.text?.split('\n') ?? [], x: label?.x ?? 0, y: (label?.y ?? 0) + labelHeight - 3 } };
    }),
  };
}

/** A record's place on its machine: the state it is in, and the transitions it took (from its log). */
export interface RecordPath {
  current: string;
  taken: { from: string | null; event: string; to: string }[];
}

/**
 * The diagram as SVG with presentation attributes and classes only (no inline style, so a strict CSP holds).
 * Each state shows its live count in an element the page's script updates: `data-count="<machine>:<state>"`.
 * With a record's path, its current state is highlighted and the arrows it took are marked instead.
 */
export function machineSvg(key: string, title: string, laid: LaidOutMachine, counts: Record<string, number> | null, path?: RecordPath) {
  const titleId = `${key}-diagram-title`;
  const visited = new Set(path?.taken.flatMap((t) => [t.from, t.to]).filter((s): s is string => s !== null));
  const took = (edge: DiagramEdge) => path?.taken.some((t) => edgeDraws(edge, t)) ?? false;
  return html`<svg class="machine" viewBox="0 0 ${laid.width} ${laid.height}" width="${laid.width}" height="${laid.height}" role="img" aria-labelledby="${titleId}">
<title id="${titleId}">${title}: states and transitions${path ? `, now ${path.current}` : ''}</title>
<defs><marker id="${key}-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" class="arrowhead"/></marker></defs>
${laid.arrows.map(
  (a) => html`<g class="transition${took(a.edge) ? ' taken' : ''}" data-edge="${a.edge.from}:${a.edge.event}:${a.edge.to}"><polyline points="${a.points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="none" marker-end="url(#${key}-arrow)"/>
<text x="${a.label.x.toFixed(1)}" y="${a.label.y.toFixed(1)}" class="label">${a.label.lines.map(
    (line, n) => html`<tspan x="${a.label.x.toFixed(1)}" dy="${n === 0 ? 0 : labelHeight}">${line}</tspan>`,
  )}</text></g>`,
)}
${laid.states.map((s) =>
  s.group
    ? html`<g class="state source-group"><rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="14"/>
<text x="${s.x + s.width / 2}" y="${s.y + 19}" text-anchor="middle" class="group-name">${s.label}</text></g>`
    : html`<g class="state${s.initial ? ' initial' : ''}${s.final ? ' final' : ''}${path?.current === s.name ? ' current' : ''}${visited.has(s.name) && path?.current !== s.name ? ' visited' : ''}"${path?.current === s.name ? html` data-current="${s.name}"` : ''}>
<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="10"/>
<text x="${s.x + s.width / 2}" y="${s.y + 20}" text-anchor="middle" class="name">${s.name}</text>
${path
  ? html`<text x="${s.x + s.width / 2}" y="${s.y + 38}" text-anchor="middle" class="count">${path.current === s.name ? 'now' : visited.has(s.name) ? 'was' : ''}</text>`
  : html`<text x="${s.x + s.width / 2}" y="${s.y + 38}" text-anchor="middle" class="count" data-count="${key}:${s.name}">${counts ? String(counts[s.name] ?? 0) : '—'}</text>`}
</g>`,
)}
</svg>`;
}
