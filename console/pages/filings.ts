import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../../db/connect.ts';
import { listFilings } from '../../db/filings.ts';
import { countStates } from '../../db/consoleReads.ts';
import { withTenant } from '../../db/tenant.ts';
import { filingMachine } from '../../machines/filing.ts';
import { stateOf, stateTakes } from '../../machines/lifecycle.ts';
import { actionScopes } from '../../domain/scopes.ts';
import type { ConsoleEnv } from '../env.ts';
import { csrfInput, notice, page } from '../layout.ts';
import { layOutMachine, machineSvg, type LaidOutMachine } from '../machineDiagram.ts';
import { holds } from '../session.ts';
import { channelOf, periodicFilingKind } from '../../commands/filings/periodicFilingKinds.ts';

let laidOut: Promise<LaidOutMachine> | null = null;

/** The organization's filings with the filing machine (its live counts), what blocks each, the authority's errors, and submit. */
export async function filingsPage(c: Context<ConsoleEnv>, sql: Database, messages: { ok?: string; error?: string } = {}, status: 200 | 404 | 409 | 422 = 200) {
  const session = c.var.session;
  const { rows, counts } = await withTenant(sql, session.organization_id, async (tx) => ({
    rows: await listFilings(tx, { organizationId: session.organization_id, limit: 100 }),
    counts: await countStates(tx, session.organization_id, 'filing'),
  }));
  const canSubmit = holds(c, actionScopes.submitFiling);
  const diagram = machineSvg('filing', 'Statutory filing', await (laidOut ??= layOutMachine(filingMachine)), counts);
  const body = html`${notice(messages.ok)}${notice(messages.error, 'error')}
<figure>${diagram}<figcaption>The filing machine, with how many of the organization's filings sit in each state (docs/filings.md).</figcaption></figure>
<table class="list">
<caption>Filings, oldest first</caption>
<thead><tr><th scope="col">Filing</th><th scope="col">Type</th><th scope="col">Period</th><th scope="col">Due</th><th scope="col">State</th><th scope="col">Blocked by / errors</th><th scope="col"></th></tr></thead>
<tbody>${rows.length === 0
    ? html`<tr><td colspan="7">No filings yet: approving a GB pay run makes its FPS.</td></tr>`
    : rows.slice(0, 100).map((f) => {
        const state = stateOf(f);
        const problems = [...f.blockers.map((b) => `${b.subject} ${b.field}: ${b.message}`), ...f.gateway_errors.map((e) => `${e.number ?? ''} ${e.text}${e.location ? ` (${e.location})` : ''}`.trim())];
        return html`<tr>
<td>${f.id}</td><td>${f.jurisdiction} ${periodicFilingKind(f.type)?.title ?? f.type.toUpperCase()}${f.subdivision ? ` (${f.subdivision})` : ''}${f.final_submission ? ' (final)' : ''}</td><td>${f.period_start} – ${f.period_end}</td><td>${f.due_on}</td>
<td><span class="state">${state}</span>${f.authority_reference ? html`<br>ref. ${f.authority_reference}` : ''}</td>
<td>${problems.length === 0 ? '—' : html`<ul>${problems.map((p) => html`<li>${p}</li>`)}</ul>`}</td>
<td>${canSubmit && channelOf(f.type) === 'gateway' && stateTakes(filingMachine, state, 'SUBMIT')
    ? html`<form method="post" action="/console/filings/${f.id}/submit" class="inline">${csrfInput(session)}<button type="submit">Submit</button></form>`
    : canSubmit && channelOf(f.type) === 'upload' && stateTakes(filingMachine, state, 'MARK_FILED')
      ? html`<form method="post" action="/console/filings/${f.id}/mark_filed" class="inline">${csrfInput(session)}<label>Authority's reference <input name="reference" required maxlength="100"></label><button type="submit">Mark filed</button></form>`
      : ''}</td></tr>`;
      })}</tbody>
</table>`;
  return c.html(page('Filings', body, { session, current: 'filings' }), status);
}
