import { runTypeText } from '../runTypeText.ts';
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../../db/connect.ts';
import { recentPayRuns } from '../../db/consoleReads.ts';
import { withTenant } from '../../db/tenant.ts';
import { isUuid } from '../../domain/ids.ts';
import { minorUnitsOf } from '../../domain/currencies.ts';
import { restorePayRun } from '../../commands/payRuns/payRunLifecycle.ts';
import type { ConsoleEnv } from '../env.ts';
import { formatMinor, formatTime, page } from '../layout.ts';

const pageSize = 50;

export async function payRunsPage(c: Context<ConsoleEnv>, sql: Database) {
  const session = c.var.session;
  const before = c.req.query('before');
  const rows = await withTenant(sql, session.organization_id, (tx) =>
    recentPayRuns(tx, session.organization_id, { limit: pageSize, before: before && isUuid(before) ? before : undefined }),
  );
  const runs = rows.slice(0, pageSize);
  const body = html`<table class="list">
<caption>Pay runs, newest first</caption>
<thead><tr><th scope="col">Run</th><th scope="col">Jurisdiction</th><th scope="col">Type</th><th scope="col">Period</th><th scope="col">Pay date</th><th scope="col">State</th><th scope="col">Payslips</th><th scope="col">Net</th><th scope="col">Created</th></tr></thead>
<tbody>${runs.length === 0
    ? html`<tr><td colspan="9">No pay runs yet.</td></tr>`
    : runs.map(
        (run) => html`<tr>
<td><a href="/console/pay-runs/${run.id}">${run.id}</a></td><td>${run.jurisdiction}</td><td>${runTypeText(run)}</td><td>${run.period_start} – ${run.period_end}</td>
<td>${run.pay_date}</td><td><span class="state">${String(restorePayRun(run).value)}</span></td><td>${String(run.payslip_count)}</td>
<td>${formatMinor(run.net_minor, run.currency, minorUnitsOf(run.currency))}</td><td>${formatTime(run.created_at)}</td></tr>`,
      )}</tbody>
</table>
${rows.length > pageSize ? html`<p><a href="/console/pay-runs?before=${runs.at(-1)!.id}">Older runs</a></p>` : ''}`;
  return c.html(page('Pay runs', body, { session, current: 'pay-runs' }));
}
