import { apiKeyByKeyId, apiKeyOfOrganization, kindOfId, type RecordKind } from '../../db/recordLookup.ts';
import { isUuid } from '../../domain/ids.ts';
import type { CommandContext } from '../context.ts';

/** What an id typed into the console's search box names: one of the organization's records, or an API request. */
export type FoundRecord = { kind: RecordKind; id: string } | { kind: 'request'; id: string };

/** The request id the API puts in `Request-Id` and every log line (api/middleware/requestId.ts). */
export const requestIdPattern = /^req_[0-9a-f]{32}$/;
/** The public part of an API key's token, `pay_<env>_<key_id>`, never its secret. */
const keyTokenPattern = /^(?:pay_(?:live|test)_)?([a-z2-7]{16})(?:_|$)/;

/**
 * Any id the API hands out (pay run, payslip and its payment, employee, webhook event, delivery, endpoint,
 * filing, API key by its uuid or public key id) or a request id from a log line. Another organization's id
 * finds nothing, as the API answers it.
 */
export async function findRecord(ctx: Pick<CommandContext, 'tx' | 'sql' | 'organizationId'>, typed: string): Promise<FoundRecord | null> {
  const id = typed.trim();
  if (isUuid(id.toLowerCase())) {
    const uuid = id.toLowerCase();
    const kind = (await kindOfId(ctx.tx, ctx.organizationId, uuid)) ?? ((await apiKeyOfOrganization(ctx.sql, ctx.organizationId, uuid)) ? 'api_key' : null);
    return kind ? { kind, id: uuid } : null;
  }
  if (requestIdPattern.test(id)) {
    const [seen] = await ctx.tx`
      select 1 from transitions where organization_id = ${ctx.organizationId} and request_id = ${id}
      union all select 1 from outbox where organization_id = ${ctx.organizationId} and request_id = ${id} limit 1`;
    return seen ? { kind: 'request', id } : null;
  }
  const key = keyTokenPattern.exec(id)?.[1];
  if (key) {
    const keyUuid = await apiKeyByKeyId(ctx.sql, ctx.organizationId, key);
    return keyUuid ? { kind: 'api_key', id: keyUuid } : null;
  }
  return null;
}
