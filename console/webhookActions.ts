import type { Context } from 'hono';
import { redeliverWebhookEvent } from '../commands/webhooks/recordEvent.ts';
import { runCommand } from '../commands/context.ts';
import { isUuid } from '../domain/ids.ts';
import type { ConsoleEnv, ConsoleRuntime } from './env.ts';
import { integrationsPage } from './pages/integrations.ts';


/** The Redeliver button: the command of POST /events/{id}/redeliver, as the member, within their organization. */
export async function redeliverEvent(c: Context<ConsoleEnv>, runtime: ConsoleRuntime) {
  const session = c.var.session;
  const id = c.req.param('id') ?? '';
  const event = isUuid(id)
    ? await runCommand(runtime, session.organization_id, `member:${session.member_id}`, (ctx) => redeliverWebhookEvent(ctx, id))
    : null;
  if (!event) return integrationsPage(c, runtime.sql, { error: 'No such event in this organization.' }, 404);
  return c.redirect('/console/settings/integrations?redelivered=1#webhooks-heading', 303);
}
