import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../../db/connect.ts';
import { listKeys, revokeKeyOfOrganization } from '../../db/consoleReads.ts';
import { attemptError, endpointsWithDeliveries } from '../../db/consoleWebhooks.ts';
import { withTenant } from '../../db/tenant.ts';
import { isUuid } from '../../domain/ids.ts';
import { isScope } from '../../domain/scopes.ts';
import type { Deployment } from '../../platform/config.ts';
import { AdminError } from '../../commands/admin/adminError.ts';
import { issueApiKey } from '../../commands/admin/issueApiKey.ts';
import type { ConsoleEnv } from '../env.ts';
import { csrfInput, formatTime, notice, page } from '../layout.ts';
import { holds } from '../session.ts';
import { webhooksPermission } from './payRun.ts';

export const integrationsPermission = 'integrations.manage';

/** The scopes a member may give a key: their own, less what only a person does; organization.read is implied. */
const grantableScopes = (permissions: readonly string[]) => permissions.filter((p) => isScope(p) && p !== 'organization.read');

interface Shown {
  created?: { token: string; key_id: string; scopes: string[] };
  ok?: string;
  error?: string;
}

export async function integrationsPage(c: Context<ConsoleEnv>, sql: Database, shown: Shown = {}, status: 200 | 201 | 404 | 422 = 200) {
  const session = c.var.session;
  const keys = await listKeys(sql, session.organization_id, 200);
  const endpoints = await withTenant(sql, session.organization_id, (tx) => endpointsWithDeliveries(tx, session.organization_id, 50, 10));
  const redeliver = holds(c, webhooksPermission);
  const grantable = grantableScopes(session.permissions);
  const body = html`${notice(shown.ok)}${notice(shown.error, 'error')}
${shown.created
    ? html`<section class="secret" aria-labelledby="secret-heading">
<h2 id="secret-heading">Your new key</h2>
<p>Copy it now: this is the only time it is shown. Only its hash is kept.</p>
<label for="new-key">Key ${shown.created.key_id} (${shown.created.scopes.join(', ') || 'organization.read only'})</label>
<input id="new-key" class="token" readonly value="${shown.created.token}" data-secret>
</section>`
    : ''}
<section aria-labelledby="create-heading">
<h2 id="create-heading">Create a key</h2>
<form method="post" action="/console/settings/integrations/keys" class="stack">
${csrfInput(session)}
<fieldset><legend>Scopes (organization.read is always included; you can give only what you hold)</legend>
${grantable.map((scope) => html`<div class="check"><input type="checkbox" id="scope-${scope}" name="scopes" value="${scope}"><label for="scope-${scope}">${scope}</label></div>`)}
</fieldset>
<label for="expires-at">Expires on (optional, UTC midnight)</label>
<input type="date" id="expires-at" name="expires_at">
<button type="submit">Create key</button>
</form>
</section>

<section aria-labelledby="keys-heading">
<h2 id="keys-heading">Keys</h2>
<table class="list"><caption>The organization's API keys, newest first</caption>
<thead><tr><th scope="col">Prefix</th><th scope="col">Scopes</th><th scope="col">Member</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col">Status</th></tr></thead>
<tbody>${keys.length === 0
    ? html`<tr><td colspan="7">No keys yet.</td></tr>`
    : keys.map((k) => {
        const expired = k.expires_at !== null && k.expires_at.getTime() <= Date.now();
        return html`<tr data-key="${k.key_id}"><td><code>pay_${k.env}_${k.key_id}_…</code></td><td>${['organization.read', ...k.scopes].join(', ')}</td><td>${k.member_email}</td>
<td>${formatTime(k.created_at)}</td><td>${formatTime(k.last_used_at)}</td><td>${formatTime(k.expires_at)}</td>
<td>${k.revoked_at
          ? html`revoked ${formatTime(k.revoked_at)}`
          : html`${expired ? 'expired' : 'active'} <form method="post" action="/console/settings/integrations/keys/${k.id}/revoke" class="inline">${csrfInput(session)}<button type="submit" aria-label="Revoke key ${k.key_id}">Revoke</button></form>`}</td></tr>`;
      })}</tbody></table>
</section>

<section aria-labelledby="webhooks-heading">
<h2 id="webhooks-heading">Webhook endpoints</h2>
${endpoints.length === 0
    ? html`<p>No webhook endpoints. Clients subscribe them with POST /webhook_endpoints.</p>`
    : endpoints.map((e) => html`<article class="endpoint" data-endpoint="${e.id}" aria-labelledby="endpoint-${e.id}">
<h3 id="endpoint-${e.id}">${e.url}</h3>
<dl class="facts">
  <dt>Events</dt><dd>${e.events.join(', ')}</dd>
  <dt>State</dt><dd>${e.disabled ? html`<span class="error">disabled ${formatTime(e.disabled_at)}${e.disabled_reason ? `: ${e.disabled_reason}` : ''}</span>` : 'enabled'}</dd>
  ${e.failing_since ? html`<dt>Failing since</dt><dd class="error">${formatTime(e.failing_since)}</dd>` : ''}
</dl>
<table class="list"><caption>Recent deliveries to ${e.url}, newest first${redeliver ? '' : ` (redelivering needs ${webhooksPermission})`}</caption>
<thead><tr><th scope="col">Event</th><th scope="col">State</th><th scope="col">Attempts</th><th scope="col">Last response</th><th scope="col">Error</th><th scope="col">Last attempt</th><th scope="col">Redeliver</th></tr></thead>
<tbody>${e.deliveries.length === 0
      ? html`<tr><td colspan="7">No deliveries yet.</td></tr>`
      : e.deliveries.map((d) => html`<tr data-delivery="${d.id}"><td><code>${d.event_type}</code> <code>${d.event_id}</code></td><td><span class="state">${d.status}</span></td><td>${String(d.attempts)}</td>
<td>${d.last_response_status === null ? '—' : String(d.last_response_status)}</td><td class="error">${attemptError(d)}</td><td>${formatTime(d.last_attempted_at)}</td>
<td>${redeliver
          ? html`<form method="post" action="/console/settings/integrations/events/${d.event_id}/redeliver" class="inline">${csrfInput(session)}<button type="submit" aria-label="Redeliver event ${d.event_id}">Redeliver</button></form>`
          : ''}</td></tr>`)}</tbody></table>
</article>`)}
</section>`;
  // The page may carry a secret: never cached, anywhere.
  c.header('Cache-Control', 'no-store');
  return c.html(page('Settings → Integrations', body, { session, current: 'integrations' }), status);
}

/** Creates a key with a subset of the member's own permissions, through the same rule as the operator command. */
export async function createKey(c: Context<ConsoleEnv>, sql: Database, deployment: Deployment) {
  const session = c.var.session;
  const form = await c.req.parseBody({ all: true });
  const scopes = [form.scopes ?? []].flat().filter((s): s is string => typeof s === 'string');
  const expiry = typeof form.expires_at === 'string' ? form.expires_at : '';
  if (expiry && !/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return integrationsPage(c, sql, { error: 'The expiry is not a date.' }, 422);
  const expiresAt = expiry ? new Date(`${expiry}T00:00:00Z`) : undefined;
  if (expiresAt && !(expiresAt.getTime() > Date.now())) return integrationsPage(c, sql, { error: 'The expiry must be in the future.' }, 422);
  try {
    const key = await issueApiKey(sql, { org: session.organization_id, member: session.member_id, scopes: [...new Set(scopes)], expiresAt }, deployment);
    return integrationsPage(c, sql, { created: { token: key.token, key_id: key.key_id, scopes: key.scopes } }, 201);
  } catch (error) {
    if (error instanceof AdminError) return integrationsPage(c, sql, { error: error.message }, 422);
    throw error;
  }
}

export async function revokeKey(c: Context<ConsoleEnv>, sql: Database) {
  const id = c.req.param('id') ?? '';
  const revoked = isUuid(id) && (await revokeKeyOfOrganization(sql, c.var.session.organization_id, id));
  if (!revoked) return integrationsPage(c, sql, { error: 'No such key in this organization.' }, 404);
  return c.redirect('/console/settings/integrations?revoked=1', 303);
}
