import type { Context } from 'hono';
import { html } from 'hono/html';
import { findRecord, type FoundRecord } from '../../commands/records/findRecord.ts';
import { recordPermission, recordView, type RecordLink, type RecordView } from '../../commands/records/recordView.ts';
import { runCommand } from '../../commands/context.ts';
import { machineCatalog } from '../../machines/catalog.ts';
import type { LifecycleEntity } from '../../machines/events.ts';
import type { ConsoleEnv, ConsoleRuntime } from '../env.ts';
import { formatTime, page } from '../layout.ts';
import { layOutMachine, machineSvg, type LaidOutMachine } from '../machineDiagram.ts';
import { holds } from '../session.ts';

const layouts = new Map<LifecycleEntity, Promise<LaidOutMachine>>();
const entries = new Map(machineCatalog.map((e) => [e.entity, e]));
const laidOut = (entity: LifecycleEntity) => {
  let laid = layouts.get(entity);
  if (!laid) layouts.set(entity, (laid = layOutMachine(entries.get(entity)!.machine)));
  return laid;
};

export const recordHref = (id: string) => `/console/records/${encodeURIComponent(id)}`;
const linkTo = (l: RecordLink) => (l.id ? html`<a href="${recordHref(l.id)}">${l.text}</a>` : html`${l.text}`);

/** The search box's answer: the record's page, or "not found" as the API says it (another organization's id too). */
export async function findPage(c: Context<ConsoleEnv>, runtime: ConsoleRuntime) {
  const typed = (c.req.query('id') ?? '').slice(0, 200);
  const session = c.var.session;
  const found = typed.trim() ? await runCommand(runtime, session.organization_id, `member:${session.member_id}`, (ctx) => findRecord(ctx, typed), { readOnly: true }) : null;
  if (!found) return notFound(c, typed);
  return c.redirect(recordHref(found.id), 303);
}

function notFound(c: Context<ConsoleEnv>, typed: string) {
  const session = c.var.session;
  return c.html(
    page('Not found', html`<p role="alert" data-not-found>No record or request with the id <code>${typed}</code> in ${session.organization_name}.</p>
<p>The search box takes the id of a pay run, payslip or payment, employee, webhook event, delivery or endpoint, filing, API key (its id or <code>pay_test_…</code> prefix), or a request id (<code>req_…</code>) from a log line.</p>`, { session }),
    404,
  );
}

/** Loads a record's view, answering 404 for an unknown id and 403 without the permission its API scope needs. */
async function load(c: Context<ConsoleEnv>, runtime: ConsoleRuntime, typed: string): Promise<{ view: RecordView } | { denied: string } | null> {
  const session = c.var.session;
  return runCommand(
    runtime,
    session.organization_id,
    `member:${session.member_id}`,
    async (ctx) => {
      const found: FoundRecord | null = await findRecord(ctx, typed);
      if (!found) return null;
      if (!holds(c, recordPermission[found.kind])) return { denied: recordPermission[found.kind] };
      const view = await recordView(ctx, found, { after: c.req.query('after') });
      return view ? { view } : null;
    },
    { readOnly: true },
  );
}

export async function recordPage(c: Context<ConsoleEnv>, runtime: ConsoleRuntime) {
  const typed = c.req.param('id') ?? '';
  const session = c.var.session;
  const loaded = await load(c, runtime, typed);
  if (!loaded) return notFound(c, typed);
  if ('denied' in loaded) return c.text(`Your permissions do not include ${loaded.denied}.`, 403);
  const { view } = loaded;
  const body = html`<div class="record-live" data-live="${recordHref(view.id)}/live?kind=${view.kind}" data-fragment="${recordHref(view.id)}/fragment">
<p><span id="live-status" role="status">(connecting…)</span></p>
<div id="record" data-kind="${view.kind}" data-record="${view.id}">${await recordBody(view)}</div>
</div>`;
  return c.html(page(view.title, body, { session, script: true }));
}

/** The part of the page the live script swaps when the record moves. */
async function recordBody(view: RecordView) {
  const taken = view.history.filter((t) => !t.details?.ignored).map((t) => ({ from: t.from_state, event: t.event, to: t.to_state }));
  const entry = view.machine ? entries.get(view.machine.entity) : undefined;
  const diagram = view.machine && entry ? machineSvg(`record-${view.machine.entity}`, entry.title, await laidOut(view.machine.entity), null, { current: view.machine.current, taken }) : null;
  return html`<section aria-labelledby="facts-heading">
<h2 id="facts-heading">${view.kind === 'request' ? 'Request' : 'Record'}</h2>
<dl class="facts">
<dt>Kind</dt><dd>${view.kind.replace(/_/g, ' ')}</dd>
${view.facts.map(([label, value]) => html`<dt>${label}</dt><dd>${typeof value === 'string' ? value : linkTo(value)}</dd>`)}
${view.kind === 'pay_run' ? html`<dt>Actions, warnings</dt><dd><a href="/console/pay-runs/${view.id}">the pay run page</a></dd>` : ''}
</dl>
</section>
${diagram && entry
    ? html`<section aria-labelledby="machine-heading">
<h2 id="machine-heading">${entry.title}: now <span class="state" id="record-state">${view.machine!.current}</span></h2>
<div class="diagram">${diagram}</div>
<p class="note">The highlighted state is where it is now; thick arrows are the transitions it took (from its log).</p>
</section>`
    : ''}
${view.payslips
    ? html`<section aria-labelledby="payslips-heading">
<h2 id="payslips-heading">Payslips and payments</h2>
<table class="counts" id="payment-counts"><caption>${String(view.payslips.total)} payslips by payment state (counted by the database)</caption>
<thead><tr><th scope="col">Payment state</th><th scope="col">Payslips</th></tr></thead>
<tbody>${Object.entries(view.payslips.counts).map(([state, n]) => html`<tr><th scope="row">${state}</th><td data-payment-count="${state}">${String(n)}</td></tr>`)}</tbody></table>
<table class="list" id="run-payslips"><caption>A page of ${String(view.payslips.rows.length)} payslips in id order</caption>
<thead><tr><th scope="col">Payslip / payment</th><th scope="col">Employee</th><th scope="col">Payment state</th><th scope="col">Note</th></tr></thead>
<tbody>${view.payslips.rows.map((p) => html`<tr data-payslip="${p.id}"><td><a href="${recordHref(p.id)}"><code>${p.id}</code></a></td><td><a href="${recordHref(p.employee_id)}">${p.employee_name}</a></td><td><span class="state">${p.payment_state}</span></td><td>${p.payment_note ?? ''}</td></tr>`)}</tbody></table>
${view.payslips.next ? html`<p><a href="${recordHref(view.id)}?after=${view.payslips.next}#payslips-heading" rel="next">Next payslips</a></p>` : ''}
</section>`
    : ''}
${view.chunks?.length
    ? html`<section aria-labelledby="chunks-heading"><h2 id="chunks-heading">Chunk messages (current calculation)</h2>
<table class="list"><thead><tr><th scope="col">State</th><th scope="col">Chunks</th><th scope="col">Deliveries taken</th></tr></thead>
<tbody>${view.chunks.map((ch) => html`<tr><td>${ch.state}</td><td>${String(ch.chunks)}</td><td>${String(ch.attempts)}</td></tr>`)}</tbody></table></section>`
    : ''}
<section aria-labelledby="history-heading">
<h2 id="history-heading">${view.kind === 'api_key' ? 'What the key did' : 'History'}</h2>
${view.history.length === 0
    ? html`<p>No transitions.</p>`
    : html`<table class="list" id="history"><caption>${view.kind === 'api_key' ? 'Transitions made with this key, newest first' : 'Every transition, oldest first'}${view.historyLimited ? ' (the first 500)' : ''}</caption>
<thead><tr><th scope="col">When</th><th scope="col">Event</th><th scope="col">From → to</th><th scope="col">Who</th><th scope="col">Details</th><th scope="col">Request</th></tr></thead>
<tbody>${view.history.map((t) => html`<tr data-event="${t.event}"><td>${formatTime(t.at)}</td><td><code>${t.event}</code>${view.kind === 'api_key' || view.kind === 'request' ? html` on <a href="${recordHref(t.entity_id)}">${t.entity_type.replace(/_/g, ' ')}</a>` : ''}</td><td>${t.from_state ?? '∅'} → ${t.to_state}</td>
<td class="who-cell" data-who="${t.who.kind}">${linkTo(t.who)}</td><td>${t.details ? Object.entries(t.details).map(([k, v]) => html`<span class="detail">${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}</span> `) : ''}</td>
<td>${t.request_id ? html`<a href="${recordHref(t.request_id)}"><code>${t.request_id}</code></a>` : ''}</td></tr>`)}</tbody></table>`}
</section>
${view.kind === 'api_key'
    ? ''
    : html`<section aria-labelledby="caused-heading">
<h2 id="caused-heading">Outbox facts and NATS messages</h2>
<p>${String(view.factCounts.total)} facts, ${String(view.factCounts.unpublished)} not yet published. Each is published once on <code>&lt;namespace&gt;.events.&lt;entity&gt;.&lt;event&gt;</code> with the fact's id as the message id; a fact the webhook catalogue names becomes a webhook event with one delivery per subscribed endpoint.</p>
${view.facts_caused.length === 0
      ? ''
      : html`<table class="list" id="caused"><caption>The latest ${String(view.facts_caused.length)}, newest first</caption>
<thead><tr><th scope="col">Fact</th><th scope="col">Written</th><th scope="col">Published</th><th scope="col">Webhook event</th><th scope="col">Deliveries (delivered / all)</th><th scope="col">Attempts</th></tr></thead>
<tbody>${view.facts_caused.map((f) => html`<tr data-fact="${f.entity_type}.${f.event_type}"><td><code>${f.entity_type}.${f.event_type}</code> <code class="muted">${f.id}</code></td><td>${formatTime(f.created_at)}</td><td>${f.published_at ? formatTime(f.published_at) : html`<span class="pending">waiting for the relay</span>`}</td>
<td>${f.webhook_event_id ? html`<a href="${recordHref(f.webhook_event_id)}"><code>${f.webhook_event_id}</code></a>` : '—'}</td><td>${String(f.delivered)} / ${String(f.deliveries)}</td><td>${String(f.attempts)}</td></tr>`)}</tbody></table>`}
</section>`}
${view.attempts
    ? html`<section aria-labelledby="attempts-heading"><h2 id="attempts-heading">Attempts</h2>
${view.attempts.length === 0
      ? html`<p>None yet.</p>`
      : html`<table class="list"><thead><tr><th scope="col">When</th><th scope="col">Response</th><th scope="col">Error</th><th scope="col">Took</th></tr></thead>
<tbody>${view.attempts.map((a) => html`<tr><td>${formatTime(a.attempted_at)}</td><td>${a.response_status === null ? '—' : String(a.response_status)}</td><td class="error">${a.error ?? ''}</td><td>${String(a.duration_ms)} ms</td></tr>`)}</tbody></table>`}
</section>`
    : ''}
<section aria-labelledby="related-heading">
<h2 id="related-heading">Related</h2>
${view.related.length === 0
    ? html`<p>None.</p>`
    : html`<dl class="related">${view.related.map((g) => html`<dt>${g.label}</dt><dd>${g.links.length === 0 ? 'none' : g.links.map((l, i) => html`${i ? ', ' : ''}${linkTo(l)}`)}${g.more ? html` (${g.more})` : ''}</dd>`)}</dl>`}
</section>`;
}

/** The live part: the record's body again, for the script to swap in when an event about the record arrives. */
export async function recordFragment(c: Context<ConsoleEnv>, runtime: ConsoleRuntime) {
  const loaded = await load(c, runtime, c.req.param('id') ?? '');
  if (!loaded || 'denied' in loaded) return c.text('', 404);
  return c.html(await recordBody(loaded.view));
}
