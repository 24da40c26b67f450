import { runTypeText } from '../runTypeText.ts';
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { allowedActions } from '../../commands/lifecycle/applyEvent.ts';
import { payRunLifecycle, restorePayRun } from '../../commands/payRuns/payRunLifecycle.ts';
import { bankNameCheckLifecycle } from '../../commands/employees/bankNameCheckLifecycle.ts';
import { runWarnings } from '../../commands/payRuns/runWarnings.ts';
import { chunkProgress, failedChunks, payslipsWithChecks, runTimeline } from '../../db/consoleReads.ts';
import { attemptError, deliveriesOfPayRun } from '../../db/consoleWebhooks.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { runCommand } from '../../commands/context.ts';
import { minorUnitsOf } from '../../domain/currencies.ts';
import { isUuid } from '../../domain/ids.ts';
import { actionScopes } from '../../domain/scopes.ts';
import { backgroundPricingStatuses, type PayRunStatus } from '../../machines/payRun.ts';
import { failedDeliveryStates } from '../../machines/webhookDelivery.ts';
import type { ConsoleEnv, ConsoleRuntime } from '../env.ts';
import { csrfInput, formatMinor, formatTime, notice, page } from '../layout.ts';
import { holds } from '../session.ts';


/** The permission each action of the run page needs: the same scope its API endpoint requires. */
export const actionPermission: Record<string, string> = {
  calculate: actionScopes.calculatePayRun,
  approve: actionScopes.approvePayRun,
  reopen: actionScopes.reopenPayRun,
  pay: actionScopes.payPayRun,
  acknowledge: actionScopes.acknowledgeBankNameMismatch,
};

/** Deliveries (with their endpoints' addresses and errors) are shown to who may manage webhooks, as the API does. */
export const webhooksPermission = actionScopes.manageWebhooks;

export const doneMessages: Record<string, string> = {
  calculate: 'Calculation started.',
  approve: 'The run is approved.',
  reopen: 'The run is reopened.',
  pay: 'The run is paid.',
  acknowledge: 'The bank name mismatch is acknowledged; held payments go out.',
};

const payslipPageSize = 100;
const warningsShown = 200;
// The employees whose warnings the page reads; past them, GET /pay_runs/{id}/warnings has the rest.
const warningsRead = 1_000;

export interface PageNotice {
  ok?: string;
  error?: string;
}

export async function payRunPage(c: Context<ConsoleEnv>, runtime: ConsoleRuntime, id: string, shown: PageNotice = {}, status: ContentfulStatusCode = 200) {
  const session = c.var.session;
  const organizationId = session.organization_id;
  const after = c.req.query('after');
  const data = isUuid(id)
    ? await runCommand(runtime, organizationId, `member:${session.member_id}`, async (ctx) => {
        const tx = ctx.tx;
        const run = await findPayRun(tx, organizationId, id);
        if (!run) return null;
        const timeline = await runTimeline(tx, run.id, 200);
        const memberIds = [...new Set(timeline.filter((t) => t.actor.startsWith('member:')).map((t) => t.actor.slice(7)))].filter(isUuid);
        const members = new Map(
          (await tx<{ id: string; email: string }[]>`select id, email from members where id = any(${memberIds}::uuid[])`).map((m) => [m.id, m.email]),
        );
        return {
          run,
          members,
          timeline,
          progress: await chunkProgress(tx, run.id, run.calculation),
          failed: await failedChunks(tx, run.id, 50),
          // The same command as GET /pay_runs/{id}/warnings.
          warnings: await runWarnings(ctx, run.id, { employees: warningsRead }),
          failedDeliveries: holds(c, webhooksPermission) ? await deliveriesOfPayRun(tx, organizationId, run.id, failedDeliveryStates, 50) : null,
          payslips: holds(c, 'payslips.read')
            ? await payslipsWithChecks(tx, run.id, { limit: payslipPageSize, startingAfter: after && isUuid(after) ? after : undefined })
            : null,
        };
      })
    : null;
  if (!data) return c.html(page('Pay run not found', html`<p>There is no such pay run in ${session.organization_name}.</p>`, { session, current: 'pay-runs' }), 404);

  const { run, progress, timeline, failed, payslips, members, warnings, failedDeliveries } = data;
  const state = String(restorePayRun(run).value) as PayRunStatus;
  const exponent = minorUnitsOf(run.currency);
  const money = (minor: number, currency = run.currency) => formatMinor(minor, currency, currency === run.currency ? exponent : minorUnitsOf(currency));
  const actions = allowedActions(payRunLifecycle, state).filter((action) => holds(c, actionPermission[action] ?? '-'));
  const who = (actor: string) => (actor.startsWith('member:') ? (members.get(actor.slice(7)) ?? actor) : actor);
  const calculating = backgroundPricingStatuses.includes(state);

  const body = html`${notice(shown.ok)}${notice(shown.error, 'error')}
<section aria-labelledby="summary-heading" class="summary" data-run="${run.id}" ${calculating ? html`data-live="/console/pay-runs/${run.id}/live"` : ''}>
<h2 id="summary-heading">Summary</h2>
<p><a href="/console/records/${run.id}">Machine, history and messages</a> of this run: its diagram, transitions, outbox facts and related records, with its payslips' payments by state.</p>
<dl class="facts">
  <dt>State</dt><dd><span class="state" id="run-state">${state}</span></dd>
  <dt>Jurisdiction</dt><dd>${run.jurisdiction} (${run.currency})</dd>
  <dt>Type</dt><dd>${runTypeText(run)}</dd>
  <dt>Period</dt><dd>${run.period_start} – ${run.period_end}, paid ${run.pay_date}</dd>
  <dt>Calculation</dt><dd>${String(run.calculation)}</dd>
  <dt>Payslips</dt><dd>${String(run.payslip_count)}</dd>
  <dt>Gross</dt><dd>${money(run.gross_minor)}</dd>
  <dt>Net</dt><dd>${money(run.net_minor)}</dd>
  <dt>Employer cost</dt><dd>${money(run.employer_cost_minor)}</dd>
  ${run.failure ? html`<dt>Failure</dt><dd class="error">Calculation ${String(run.failure.calculation)}: ${run.failure.reason}</dd>` : ''}
</dl>
${calculating || progress.total > 0
    ? html`<div class="progress">
<label for="chunks-progress">Chunks priced</label>
<progress id="chunks-progress" max="${String(Math.max(progress.total, 1))}" value="${String(progress.done)}">${String(progress.done)} of ${String(progress.total)}</progress>
<span id="chunks-text" role="status">${String(progress.done)} of ${String(progress.total)} chunks priced${progress.failed ? `, ${progress.failed} failed` : ''}</span>
</div>`
    : ''}
</section>

<section aria-labelledby="actions-heading">
<h2 id="actions-heading">Actions</h2>
${actions.length === 0
    ? html`<p>No action your permissions allow applies to a ${state} run.</p>`
    : html`<div class="actions">${actions.map((action) =>
        action === 'pay'
          ? html`<form method="post" action="/console/pay-runs/${run.id}/pay" class="inline">
${csrfInput(session)}
<label for="pay-method">Pay by</label>
<select id="pay-method" name="method"><option value="payment_rail">Payment rail (each payment through the partner)</option><option value="employer_bank">Employer's own bank</option></select>
<button type="submit">Pay</button></form>`
          : html`<form method="post" action="/console/pay-runs/${run.id}/${action}" class="inline">${csrfInput(session)}<button type="submit">${action[0]!.toUpperCase()}${action.slice(1)}</button></form>`,
      )}</div>`}
</section>

<section aria-labelledby="warnings-heading">
<h2 id="warnings-heading">Warnings</h2>
${warnings.length === 0
    ? html`<p>None.</p>`
    : html`<table class="list"><caption>Why employees were not priced, and what looks wrong in what was (as GET /pay_runs/{id}/warnings)</caption>
<thead><tr><th scope="col">Employee</th><th scope="col">Code</th><th scope="col">Warning</th></tr></thead>
<tbody>${warnings.slice(0, warningsShown).map((w) => html`<tr data-warning="${w.code}"><td>${w.employee_id ? html`<code>${w.employee_id}</code>` : 'The run'}</td><td><code>${w.code}</code></td><td>${w.message}</td></tr>`)}</tbody></table>
<p>${warnings.length > warningsShown ? `The first ${String(warningsShown)} of ${String(warnings.length)} warnings` : 'The warnings'} of the first ${String(warningsRead)} employees by id; GET /pay_runs/${run.id}/warnings lists them all.</p>`}
</section>

<section aria-labelledby="failed-chunks-heading">
<h2 id="failed-chunks-heading">Failed chunks</h2>
${failed.length === 0
    ? html`<p>None.</p>`
    : html`<table class="list"><caption>Chunks that failed, latest calculation first</caption>
<thead><tr><th scope="col">Calculation</th><th scope="col">Chunk</th><th scope="col">Employees</th><th scope="col">Attempts</th><th scope="col">Error</th><th scope="col">When</th><th scope="col">By</th></tr></thead>
<tbody>${failed.map((f) => html`<tr><td>${String(f.calculation)}</td><td>${String(f.chunk)}</td><td>${String(f.employee_count)}</td><td>${String(f.attempts)}</td><td class="error">${f.last_error ?? ''}</td><td>${formatTime(f.completed_at)}</td><td>${f.completed_by ?? ''}</td></tr>`)}</tbody></table>`}
</section>

<section aria-labelledby="failed-deliveries-heading">
<h2 id="failed-deliveries-heading">Failed webhook deliveries</h2>
${failedDeliveries === null
    ? html`<p>Your permissions do not include webhook deliveries (${webhooksPermission}).</p>`
    : failedDeliveries.length === 0
      ? html`<p>None.</p>`
      : html`<table class="list"><caption>Deliveries of events about this run or its payslips whose last attempt failed, newest first</caption>
<thead><tr><th scope="col">Event</th><th scope="col">Endpoint</th><th scope="col">State</th><th scope="col">Attempts</th><th scope="col">Last response</th><th scope="col">Error</th><th scope="col">Last attempt</th><th scope="col">Next attempt</th></tr></thead>
<tbody>${failedDeliveries.map((d) => html`<tr data-delivery="${d.id}"><td><code>${d.event_type}</code> <code>${d.event_id}</code></td><td>${d.endpoint_url}</td><td><span class="state">${d.status}</span></td><td>${String(d.attempts)}</td>
<td>${d.last_response_status === null ? '—' : String(d.last_response_status)}</td><td class="error">${attemptError(d)}</td><td>${formatTime(d.last_attempted_at)}</td><td>${formatTime(d.next_attempt_at)}</td></tr>`)}</tbody></table>
<p><a href="/console/settings/integrations#webhooks-heading">Redeliver from Settings → Integrations</a></p>`}
</section>

<section aria-labelledby="timeline-heading">
<h2 id="timeline-heading">Timeline</h2>
<table class="list"><caption>Transitions of this run, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">Event</th><th scope="col">From → to</th><th scope="col">Who</th><th scope="col">Details</th></tr></thead>
<tbody>${timeline.map((t) => html`<tr><td>${formatTime(t.at)}</td><td><code>${t.event}</code></td><td>${t.from_state ?? '∅'} → ${t.to_state}</td><td>${who(t.actor)}</td><td>${t.details ? Object.entries(t.details).map(([k, v]) => html`<span class="detail">${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}</span> `) : ''}</td></tr>`)}</tbody></table>
</section>

<section aria-labelledby="payslips-heading">
<h2 id="payslips-heading">Payslips</h2>
${payslips === null
    ? html`<p>Your permissions do not include payslips (payslips.read).</p>`
    : payslips.length === 0
      ? html`<p>No payslips.</p>`
      : html`<table class="list"><caption>Payslips with their payment state and the employee's bank name check</caption>
<thead><tr><th scope="col">Employee</th><th scope="col">Net</th><th scope="col">Payment</th><th scope="col">Payment state</th><th scope="col">Bank name check</th></tr></thead>
<tbody>${payslips.slice(0, payslipPageSize).map((p) => {
          const acknowledge = holds(c, actionPermission.acknowledge!) && allowedActions(bankNameCheckLifecycle, p.bank_name_check).includes('acknowledge');
          return html`<tr><td><a href="/console/records/${p.id}" aria-label="Payslip and payment of ${p.employee_name}">${p.employee_name}</a></td><td>${money(p.net_minor, p.currency)}</td><td>${money(p.payment_minor, p.payment_currency)}</td>
<td><span class="state">${p.payment_state}</span>${p.payment_note ? html` <span class="note">${p.payment_note}</span>` : ''}</td>
<td><span class="state">${p.bank_name_check}</span>${acknowledge
            ? html` <form method="post" action="/console/pay-runs/${run.id}/employees/${p.employee_id}/acknowledge" class="inline">${csrfInput(session)}<button type="submit" aria-label="Acknowledge the bank name mismatch of ${p.employee_name}">Acknowledge mismatch</button></form>`
            : ''}</td></tr>`;
        })}</tbody></table>
${payslips.length > payslipPageSize ? html`<p><a href="/console/pay-runs/${run.id}?after=${payslips[payslipPageSize - 1]!.id}#payslips-heading">Next payslips</a></p>` : ''}`}
</section>`;
  return c.html(page(`Pay run ${run.period_start} – ${run.period_end} (${run.jurisdiction})`, body, { session, current: 'pay-runs', script: calculating }), status);
}
