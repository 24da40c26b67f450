import type { Context } from 'hono';
import { html } from 'hono/html';
import { streamSSE } from 'hono/streaming';
import type { CountedMachine } from '../../db/consoleReads.ts';
import { machineCatalog } from '../../machines/catalog.ts';
import { edgeLabel, readableDiagram } from '../../machines/diagramEdges.ts';
import type { ConsoleEnv } from '../env.ts';
import { page } from '../layout.ts';
import type { LiveCounts, StateCounts } from '../liveCounts.ts';
import { layOutMachine, machineSvg, type LaidOutMachine } from '../machineDiagram.ts';

/** The permission that lets a member see how many of the organization's records sit in each state of a machine. */
export const countPermission: Record<CountedMachine, string> = {
  payRun: 'payruns.read',
  paymentStatus: 'payslips.read',
  bankNameCheck: 'employees.read',
  webhookDelivery: 'webhooks.manage',
  filing: 'filings.read',
  deadLetter: 'operations.manage',
};

const catalog = machineCatalog.map((entry) => ({ ...entry, key: entry.file.replace(/\.md$/, '') as CountedMachine }));
let layouts: Promise<Map<string, LaidOutMachine>> | null = null;
const laidOut = () =>
  (layouts ??= Promise.all(catalog.map(async (entry) => [entry.key, await layOutMachine(entry.machine)] as const)).then((pairs) => new Map(pairs)));

export const visibleMachines = (permissions: readonly string[]) =>
  catalog.map((entry) => entry.key).filter((key) => permissions.includes(countPermission[key]));

export async function machinesPage(c: Context<ConsoleEnv>, live: LiveCounts) {
  const session = c.var.session;
  const visible = visibleMachines(session.permissions);
  const [diagrams, counts] = await Promise.all([laidOut(), live.count(session.organization_id, visible)]);
  const body = html`<p>Each lifecycle as the service runs it, drawn from its machine definition, with how many of
${session.organization_name}'s records are in each state now. The counts follow the events stream
<span id="live-status" role="status">(connecting…)</span>.</p>
<div class="machines" data-live="/console/machines/live">
${catalog.map((entry) => {
  const machineCounts: Record<string, number> | null = counts[entry.key] ?? null;
  const states = Object.keys(entry.machine.root.states);
  return html`<section class="machine-card" aria-labelledby="${entry.key}-heading">
<h2 id="${entry.key}-heading">${entry.title}</h2>
<div class="diagram">${machineSvg(entry.key, entry.title, diagrams.get(entry.key)!, machineCounts)}</div>
<table class="counts">
<caption>${machineCounts ? 'Records in each state' : 'States (your permissions do not include the counts)'}</caption>
<thead><tr><th scope="col">State</th><th scope="col">Records</th></tr></thead>
<tbody>${states.map(
    (state) => html`<tr><th scope="row">${state}</th><td data-count="${entry.key}:${state}">${machineCounts ? String(machineCounts[state] ?? 0) : '—'}</td></tr>`,
  )}</tbody>
</table>
<details><summary>Transitions (event [guard] / actions)</summary>
<ul class="transitions">${readableDiagram(entry.machine).edges.map((e) => html`<li><code>${e.group?.label ?? e.from} → ${e.to}</code>: <code>${edgeLabel(e)}</code></li>`)}</ul>
</details>
<details><summary>About this machine</summary><p class="prose">${entry.description}</p></details>
</section>`;
})}
</div>`;
  return c.html(page('Machines', body, { session, current: 'machines', script: true }));
}

/** Server-sent events: the counts now, then again each time the events stream says they moved. */
export function machineCountsStream(c: Context<ConsoleEnv>, live: LiveCounts) {
  const session = c.var.session;
  const visible = visibleMachines(session.permissions);
  return streamSSE(c, async (stream) => {
    let closed = false;
    const send = (counts: StateCounts) => {
      if (!closed) void stream.writeSSE({ event: 'counts', data: JSON.stringify(counts) }).catch(() => (closed = true));
    };
    const unsubscribe = await live.subscribe(session.organization_id, visible, send);
    stream.onAbort(() => {
      closed = true;
      unsubscribe();
    });
    send(await live.count(session.organization_id, visible));
    // A comment line now and then keeps proxies from closing an idle stream.
    while (!closed) {
      await stream.sleep(15_000);
      if (!closed) await stream.write(': keep-alive\n\n').catch(() => (closed = true));
    }
    unsubscribe();
  });
}
