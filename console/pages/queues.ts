import type { Context } from 'hono';
import { html } from 'hono/html';
import { countDeadLetters, listDeadLetters, type DeadLetterRow } from '../../db/deadLetters.ts';
import { withTenant } from '../../db/tenant.ts';
import { memberActionPermissions } from '../../domain/scopes.ts';
import { isUuid } from '../../domain/ids.ts';
import { stateOf } from '../../machines/lifecycle.ts';
import { allowedActions } from '../../commands/lifecycle/applyEvent.ts';
import { deadLetterLifecycle } from '../../commands/operations/deadLetterLifecycle.ts';
import type { StreamFigures } from '../../ports/deadLetters.ts';
import type { ConsoleEnv, ConsoleRuntime } from '../env.ts';
import { csrfInput, formatTime, notice, page } from '../layout.ts';
import type { SessionWithMember } from '../../db/consoleSessions.ts';
import { ageOf, recordPath } from '../operationsText.ts';

const pageSize = 50;

/** Where the dead letter list resumes (`?before=<time>_<id>`), or the newest when absent or malformed. */
function cursorOf(raw: string | undefined): { at: Date; id: string } | undefined {
  const [at, id] = (raw ?? '').split('_');
  return at && id && isUuid(id) && !Number.isNaN(Date.parse(at)) ? { at: new Date(at), id } : undefined;
}

function streamsTable(streams: StreamFigures[]) {
  return html`<table class="list queues">
<caption>Streams and consumers (as the JetStream server counts them now)</caption>
<thead><tr><th scope="col">Stream</th><th scope="col">Consumer</th><th scope="col">Pending</th><th scope="col">Unacknowledged</th><th scope="col">Redelivered</th><th scope="col">Acknowledged</th><th scope="col">Oldest unacknowledged</th></tr></thead>
<tbody>${streams.flatMap((s) =>
    s.consumers.length === 0
      ? [html`<tr><th scope="row">${s.stream}</th><td>—</td><td colspan="5">${s.messages} messages, no consumer</td></tr>`]
      : s.consumers.map(
          (c) => html`<tr data-consumer="${c.consumer}"><th scope="row">${s.stream}</th><td>${c.consumer}</td><td data-figure="pending">${c.pending}</td><td>${c.ackPending}</td><td data-figure="redelivered">${c.redelivered}</td><td>${c.acknowledged}</td><td>${c.oldestUnacknowledgedAt ? html`${ageOf(c.oldestUnacknowledgedAt)} <small>(${formatTime(c.oldestUnacknowledgedAt)})</small>` : '—'}</td></tr>`,
        ),
  )}</tbody>
</table>`;
}

function letterRow(session: SessionWithMember, letter: DeadLetterRow, canDecide: boolean) {
  const state = stateOf(letter);
  const replayable = canDecide && allowedActions(deadLetterLifecycle, state).includes('replay');
  return html`<tr data-dead-letter="${letter.id}">
<td><code>${letter.id}</code></td>
<td><span class="state" data-state>${state}</span>${letter.republished_at ? html`<br><small>republished ${formatTime(letter.republished_at)}</small>` : ''}${letter.decided_by ? html`<br><small>by ${letter.decided_by}</small>` : ''}</td>
<td><code>${letter.subject}</code><br><small>${letter.stream} / ${letter.consumer}</small></td>
<td class="error">${letter.error}</td>
<td>${letter.deliveries}</td>
<td>${formatTime(letter.dead_lettered_at)}</td>
<td>${letter.record_entity && letter.record_id ? html`${letter.record_entity} <a href="${recordPath(letter.record_id)}"><code>${letter.record_id}</code></a>` : '—'}</td>
<td>${replayable ? html`<form method="post" action="/console/queues/dead-letters/${letter.id}/replay" class="inline">${csrfInput(session)}<button type="submit">Replay</button></form>` : ''}</td>
</tr>`;
}

/** The two live parts of the page: the streams' figures and the organization's dead letters. */
export async function queuesFragments(runtime: ConsoleRuntime, session: SessionWithMember, before?: { at: Date; id: string }) {
  const [streams, { letters, counts }] = await Promise.all([
    runtime.bus.queueFigures(),
    withTenant(runtime.sql, session.organization_id, async (tx) => ({
      letters: await listDeadLetters(tx, session.organization_id, { limit: pageSize, before }),
      counts: await countDeadLetters(tx, session.organization_id),
    })),
  ]);
  const canDecide = session.permissions.includes(memberActionPermissions.replayDeadLetter);
  const last = letters.length === pageSize ? letters[letters.length - 1] : undefined;
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    'queues-figures': streamsTable(streams),
    'dead-letters': html`<p>${total} dead letters: ${[...counts].map(([state, n]) => `${n} ${state}`).join(', ') || 'none'}.</p>
<table class="list dead-letters">
<caption>Dead letters of ${session.organization_name}, newest first</caption>
<thead><tr><th scope="col">Dead letter</th><th scope="col">State</th><th scope="col">Subject (stream / consumer)</th><th scope="col">Error</th><th scope="col">Deliveries</th><th scope="col">When</th><th scope="col">Record named</th><th scope="col"></th></tr></thead>
<tbody>${letters.length === 0 ? html`<tr><td colspan="8">No dead letters.</td></tr>` : letters.map((l) => letterRow(session, l, canDecide))}</tbody>
</table>
${last ? html`<p><a href="/console/queues?before=${last.dead_lettered_at.toISOString()}_${last.id}">Older dead letters</a></p>` : ''}`,
  };
}

/** The Queues page: every stream and consumer of the deployment, and the organization's dead letters with Replay. */
export async function queuesPage(c: Context<ConsoleEnv>, runtime: ConsoleRuntime, messages: { ok?: string; error?: string } = {}, status: 200 | 404 | 409 = 200) {
  const session = c.var.session;
  const parts = await queuesFragments(runtime, session, cursorOf(c.req.query('before')));
  const body = html`${notice(messages.ok)}${notice(messages.error, 'error')}
<p>The deployment's JetStream streams (or the in-process bus's queues) with each consumer's backlog, and the messages
workers would not act on because they name a record this database does not hold, or whose deliveries were all spent
(the error says which). A replay puts a message back on its subject once, for the consumer that dead-lettered it; it
is logged as the dead letter's transition. Updates follow the events stream
<span id="live-status" role="status">(connecting…)</span>.</p>
<div data-live="/console/queues/live${c.req.query('before') ? `?before=${encodeURIComponent(c.req.query('before')!)}` : ''}">
<section aria-labelledby="queues-heading"><h2 id="queues-heading">Queues</h2><div id="queues-figures">${parts['queues-figures']}</div></section>
<section aria-labelledby="dead-letters-heading"><h2 id="dead-letters-heading">Dead letters</h2><div id="dead-letters">${parts['dead-letters']}</div></section>
</div>`;
  return c.html(page('Queues', body, { session, current: 'queues', script: true }), status);
}

export { cursorOf as deadLetterCursor };
