import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../../db/connect.ts';
import { ruleBuildsUsed } from '../../db/consoleRuleBuilds.ts';
import { withTenant } from '../../db/tenant.ts';
import { jurisdictions } from '../../domain/jurisdictions.ts';
import { tablesInForce, type RulesBuild } from '../../commands/rules/tablesInForce.ts';
import type { ConsoleEnv } from '../env.ts';
import { notice, page } from '../layout.ts';

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * Rules in force (issue 32): per jurisdiction and date, the statutory table versions in force and where their
 * figures come from; and the rules builds this organization's payslips were priced with (their rule_version_refs).
 */
export async function rulesPage(c: Context<ConsoleEnv>, sql: Database, manifest: RulesBuild) {
  const session = c.var.session;
  const today = new Date().toISOString().slice(0, 10);
  const askedDate = c.req.query('date') ?? today;
  const askedJurisdiction = (c.req.query('jurisdiction') ?? '').toUpperCase();
  const problems = [
    isDate(askedDate) ? null : `date: ${askedDate} is not a date YYYY-MM-DD; showing ${today}.`,
    askedJurisdiction === '' || (jurisdictions as readonly string[]).includes(askedJurisdiction) ? null : `jurisdiction: ${askedJurisdiction} is not one of ${jurisdictions.join(', ')}; showing all.`,
  ].filter((p): p is string => p !== null);
  const date = isDate(askedDate) ? askedDate : today;
  const jurisdiction = (jurisdictions as readonly string[]).includes(askedJurisdiction) ? askedJurisdiction : null;
  const shown = jurisdiction ? [jurisdiction] : jurisdictions.filter((j) => manifest.jurisdictions[j]);
  const builds = await withTenant(sql, session.organization_id, (tx) => ruleBuildsUsed(tx, session.organization_id, jurisdiction));

  const form = html`<form method="get" action="/console/rules" class="filters">
<label>Jurisdiction <select name="jurisdiction"><option value="">All</option>${jurisdictions.map(
    (j) => html`<option value="${j}"${j === jurisdiction ? html` selected` : ''}>${j}</option>`,
  )}</select></label>
<label>In force on <input type="date" name="date" value="${date}"></label>
<button type="submit">Show</button>
</form>`;

  const inForce = shown.map((code) => html`<table class="list">
<caption>${code}: table versions in force on ${date}</caption>
<thead><tr><th scope="col">Table</th><th scope="col">Version (rule_version_ref)</th><th scope="col">Source</th><th scope="col">Next version</th></tr></thead>
<tbody>${tablesInForce(manifest, code, date).map(
    (t) => html`<tr><td>${code}/${t.rule}</td>
<td>${t.ref ? html`<code>${t.ref}</code>` : t.repealed ? 'repealed' : 'not yet in force'}</td>
<td>${t.source ?? ''}</td>
<td>${t.next ? html`from ${t.next.effectiveFrom}${t.next.repealed ? ' (repeal)' : ''}` : '—'}</td></tr>`,
  )}</tbody>
</table>`);

  const current = manifest.inputsHash;
  const used = html`<table class="list">
<caption>Rules builds your payslips were priced with${jurisdiction ? ` (${jurisdiction})` : ''}, latest period first</caption>
<thead><tr><th scope="col">Rules build</th><th scope="col">Jurisdiction</th><th scope="col">Payslips</th><th scope="col">Periods</th><th scope="col">Pay runs</th><th scope="col">Table versions (rule_version_ref)</th></tr></thead>
<tbody>${builds.length === 0
    ? html`<tr><td colspan="6">No payslips yet.</td></tr>`
    : builds.map(
        (b) => html`<tr><td>${b.manifest_hash ? html`<code>${b.manifest_hash.slice(0, 12)}</code>${b.manifest_hash === current ? ' (the build running now)' : ''}` : 'not recorded (priced before builds were)'}</td>
<td>${b.jurisdiction ?? ''}</td><td>${String(b.payslips)}</td><td>${b.first_period_start} – ${b.last_period_end}</td>
<td>${b.pay_run_ids.map((id, i) => html`${i ? ', ' : ''}<a href="/console/pay-runs/${id}">${id.slice(0, 8)}</a>`)}</td>
<td>${b.refs.map((ref, i) => html`${i ? html`<br>` : ''}<code>${ref}</code>`)}</td></tr>`,
      )}</tbody>
</table>`;

  const body = html`${problems.map((p) => notice(p, 'error'))}${form}
<p>The rules build running now is <code>${current.slice(0, 12)}</code>. Each payslip keeps the table versions it was priced with; a table changed later never changes it.</p>
${inForce}
${used}`;
  return c.html(page('Rules in force', body, { session, current: 'rules' }), problems.length ? 400 : 200);
}
