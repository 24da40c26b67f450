import type { Context } from 'hono';
import { html } from 'hono/html';
import { withTenant } from '../../db/tenant.ts';
import { BacklogTrend, findStuckWork, type StuckWork } from '../../commands/operations/stuckWork.ts';
import type { StuckWorkThresholds } from '../../platform/config.ts';
import type { SessionWithMember } from '../../db/consoleSessions.ts';
import type { ConsoleEnv, ConsoleRuntime } from '../env.ts';
import { formatTime, page, type Markup } from '../layout.ts';
import { ageOf, recordPath } from '../operationsText.ts';

/** This process's last look at each consumer's backlog, so the page says which ones grow. */
const trend = new BacklogTrend();

const seconds = (s: number) => ageOf(new Date(Date.now() - s * 1000));

function section(id: string, title: string, threshold: string, count: number, rows: Markup[], header: Markup) {
  return html`<section class="stuck" aria-labelledby="${id}-heading" data-stuck="${id}" data-count="${count}">
<h2 id="${id}-heading">${title}: <span class="stuck-count">${count}</span></h2>
<p class="threshold">${threshold}</p>
${count === 0 ? html`<p>None.</p>` : html`<table class="list"><thead>${header}</thead><tbody>${rows}</tbody></table>${count > rows.length ? html`<p>The ${rows.length} oldest of ${count}.</p>` : ''}`}
</section>`;
}

function render(work: StuckWork, t: StuckWorkThresholds) {
  return html`
${section('runs', 'Runs calculating too long', `Calculating longer than ${seconds(t.calculatingSeconds)} (STUCK_CALCULATING_SECONDS); look at the run's chunks.`, work.runs.count,
  work.runs.oldest.map((r) => html`<tr><td><a href="/console/pay-runs/${r.id}"><code>${r.id}</code></a></td><td>${r.status}</td><td>${ageOf(r.since)}</td><td>${formatTime(r.since)}</td></tr>`),
  html`<tr><th scope="col">Pay run</th><th scope="col">State</th><th scope="col">For</th><th scope="col">Since</th></tr>`)}
${section('payments', 'Payments overdue at the partner', `Sent longer than the settlement window, ${seconds(t.settlementWindowSeconds)} (PAYMENT_SETTLEMENT_WINDOW_SECONDS).`, work.payments.count,
  work.payments.oldest.map((p) => html`<tr><td><a href="${recordPath(p.id)}"><code>${p.id}</code></a></td><td><a href="/console/pay-runs/${p.pay_run_id}"><code>${p.pay_run_id}</code></a></td><td>${ageOf(p.since)}</td><td>${formatTime(p.since)}</td></tr>`),
  html`<tr><th scope="col">Payslip</th><th scope="col">Pay run</th><th scope="col">Sent for</th><th scope="col">Sent at</th></tr>`)}
${section('filings', 'Filings not acknowledged', `Submitted ${seconds(t.filingAcknowledgementSeconds)} ago or more with no acknowledgement from the gateway (FILING_ACKNOWLEDGEMENT_SECONDS).`, work.filings.count,
  work.filings.oldest.map((f) => html`<tr><td><a href="${recordPath(f.id)}"><code>${f.id}</code></a></td><td>${f.type.toUpperCase()} ${f.tax_year}</td><td>${ageOf(f.since)}</td><td>${formatTime(f.since)}</td></tr>`),
  html`<tr><th scope="col">Filing</th><th scope="col">Type</th><th scope="col">Waiting</th><th scope="col">Submitted</th></tr>`)}
${section('endpoints', 'Webhook endpoints failing', `Every delivery attempt failed for ${seconds(t.endpointFailingSeconds)} or more (WEBHOOK_ENDPOINT_FAILING_SECONDS).`, work.endpoints.count,
  work.endpoints.oldest.map((e) => html`<tr><td><a href="/console/settings/integrations#endpoint-${e.id}"><code>${e.id}</code></a></td><td>${e.url}</td><td>${ageOf(e.since)}</td><td>${formatTime(e.since)}</td></tr>`),
  html`<tr><th scope="col">Endpoint</th><th scope="col">URL</th><th scope="col">Failing for</th><th scope="col">Since</th></tr>`)}
${section('consumers', 'Consumers with a growing backlog', `${t.consumerBacklog} messages or more waiting or unacknowledged (CONSUMER_BACKLOG_THRESHOLD).`, work.consumers.length,
  work.consumers.map((c) => html`<tr><td>${c.stream}</td><td><a href="/console/queues">${c.consumer}</a></td><td>${c.backlog}${c.growing ? ' ↑ growing' : ''}</td><td>${ageOf(c.oldestUnacknowledgedAt)}</td></tr>`),
  html`<tr><th scope="col">Stream</th><th scope="col">Consumer</th><th scope="col">Backlog</th><th scope="col">Oldest unacknowledged</th></tr>`)}`;
}

/** The organization's stuck work, each list from the machines' tags, counted through indexes. */
export async function healthFragments(runtime: ConsoleRuntime, session: SessionWithMember) {
  const consumers = trend.backlogged(await runtime.bus.queueFigures(), runtime.stuckWork.consumerBacklog);
  const work = await withTenant(runtime.sql, session.organization_id, (tx) => findStuckWork(tx, session.organization_id, runtime.stuckWork, consumers));
  return { 'stuck-work': render(work, runtime.stuckWork) };
}

/** The Health page: stuck work found before a customer calls (docs/operations.md has the alert rules). */
export async function healthPage(c: Context<ConsoleEnv>, runtime: ConsoleRuntime) {
  const session = c.var.session;
  const parts = await healthFragments(runtime, session);
  const body = html`<p>Work of ${session.organization_name} sitting longer than its threshold, oldest first, with a link to each
record; the same lists are Prometheus metrics with alert rules (docs/operations.md). Updates follow the events stream
<span id="live-status" role="status">(connecting…)</span>.</p>
<div data-live="/console/health/live"><div id="stuck-work">${parts['stuck-work']}</div></div>`;
  return c.html(page('Health', body, { session, current: 'health', script: true }));
}
