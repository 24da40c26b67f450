import type { Context } from 'hono';
import type { ApiDependencies } from '../api/app.ts';
import { redeliverWebhookEvent } from '../commands/webhooks/recordEvent.ts';
import { withTenant } from '../db/tenant.ts';
import { isUuid } from '../domain/ids.ts';
import { AfterCommit } from '../ports/afterCommit.ts';
import type { ConsoleEnv } from './env.ts';
import { logOf } from '../platform/log.ts';
import { integrationsPage } from './pages/integrations.ts';

type Runtime = ApiDependencies['runtime'];

/** The Redeliver button: the command of POST /events/{id}/redeliver, as the member, within their organization. */
export async function redeliverEvent(c: Context<ConsoleEnv>, runtime: Runtime) {
  const session = c.var.session;
  const id = c.req.param('id') ?? '';
  const after = new AfterCommit();
  const event = isUuid(id)
    ? await withTenant(runtime.sql, session.organization_id, (tx) =>
        redeliverWebhookEvent({ tx, organizationId: session.organization_id, afterCommit: after.add, outboxRelay: runtime.outboxRelay }, id, `member:${session.member_id}`))
    : null;
  if (!event) return integrationsPage(c, runtime.sql, { error: 'No such event in this organization.' }, 404);
  await after.run((error) => logOf('console', { organization_id: session.organization_id }).error({ err: error }, 'after commit'));
  return c.redirect('/console/settings/integrations?redelivered=1#webhooks-heading', 303);
}
