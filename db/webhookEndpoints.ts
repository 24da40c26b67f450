import type { Queryable } from './connect.ts';
import { pageSize } from './pageSize.ts';

export interface WebhookEndpointRow {
  id: string;
  organization_id: string;
  url: string;
  events: string[];
  description: string | null;
  disabled: boolean;
  disabled_reason: string | null;
  disabled_at: Date | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface EndpointSecretRow {
  id: string;
  sealed_secret: string;
  created_at: Date;
  expires_at: Date | null;
}

export async function insertWebhookEndpoint(
  sql: Queryable,
  row: Pick<WebhookEndpointRow, 'id' | 'organization_id' | 'url' | 'events' | 'description'>,
): Promise<WebhookEndpointRow> {
  const [inserted] = await sql<WebhookEndpointRow[]>`
    insert into webhook_endpoints (id, organization_id, url, events, description)
    values (${row.id}, ${row.organization_id}, ${row.url}, ${row.events}, ${row.description})
    returning *`;
  return inserted!;
}

export async function findWebhookEndpoint(sql: Queryable, organizationId: string, id: string, options: { lock?: boolean } = {}) {
  const [row] = await sql<WebhookEndpointRow[]>`
    select * from webhook_endpoints where organization_id = ${organizationId} and id = ${id} and deleted_at is null
    ${options.lock ? sql`for no key update` : sql``}`;
  return row;
}

export async function listWebhookEndpoints(sql: Queryable, query: { organizationId: string; limit: number; startingAfter?: string }) {
  return sql<WebhookEndpointRow[]>`
    select * from webhook_endpoints where organization_id = ${query.organizationId} and deleted_at is null
      ${query.startingAfter ? sql`and id > ${query.startingAfter}` : sql``}
    order by id limit ${pageSize(sql, query.limit + 1)}`;
}

/** Enabled endpoints of the organization subscribed to an event type. */
export async function endpointsSubscribedTo(sql: Queryable, organizationId: string, type: string) {
  return sql<WebhookEndpointRow[]>`
    select * from webhook_endpoints
    where organization_id = ${organizationId} and deleted_at is null and not disabled and ${type} = any(events)
    order by id`;
}

export type EndpointChange = Partial<Pick<WebhookEndpointRow, 'url' | 'events' | 'description' | 'disabled' | 'disabled_reason' | 'disabled_at' | 'failing_since'>>;

export async function updateWebhookEndpoint(sql: Queryable, id: string, change: EndpointChange): Promise<WebhookEndpointRow> {
  const columns = Object.keys(change);
  const [row] = columns.length > 0
    ? await sql<WebhookEndpointRow[]>`update webhook_endpoints set ${sql(change as Record<string, unknown>, ...columns)}, updated_at = now() where id = ${id} returning *`
    : await sql<WebhookEndpointRow[]>`update webhook_endpoints set updated_at = now() where id = ${id} returning *`;
  return row!;
}

export async function markWebhookEndpointDeleted(sql: Queryable, id: string): Promise<void> {
  await sql`update webhook_endpoints set deleted_at = now(), updated_at = now() where id = ${id}`;
}

export async function insertEndpointSecret(sql: Queryable, row: { id: string; organization_id: string; endpoint_id: string; sealed_secret: string }) {
  await sql`insert into webhook_endpoint_secrets ${sql(row)}`;
}

/** The secrets still signing (newest first): the current one, and rotated-out ones inside their overlap. */
export async function liveEndpointSecrets(sql: Queryable, endpointId: string): Promise<EndpointSecretRow[]> {
  return sql<EndpointSecretRow[]>`
    select id, sealed_secret, created_at, expires_at from webhook_endpoint_secrets
    where endpoint_id = ${endpointId} and (expires_at is null or expires_at > now())
    order by created_at desc, id desc`;
}

/** The live secrets of many endpoints (a batch of attempts), newest first per endpoint. */
export async function liveSecretsOfEndpoints(sql: Queryable, endpointIds: string[]): Promise<(EndpointSecretRow & { endpoint_id: string })[]> {
  if (endpointIds.length === 0) return [];
  return sql<(EndpointSecretRow & { endpoint_id: string })[]>`
    select endpoint_id, id, sealed_secret, created_at, expires_at from webhook_endpoint_secrets
    where endpoint_id = any(${endpointIds}::uuid[]) and (expires_at is null or expires_at > now())
    order by endpoint_id, created_at desc, id desc`;
}

/** Endpoints locked for a batch of attempt outcomes, in id order (the order disabling one takes its lock in). */
export async function lockWebhookEndpoints(sql: Queryable, organizationId: string, ids: string[]): Promise<WebhookEndpointRow[]> {
  return sql<WebhookEndpointRow[]>`
    select * from webhook_endpoints where organization_id = ${organizationId} and id = any(${ids}::uuid[]) and deleted_at is null
    order by id for no key update`;
}

/** Enabled endpoints of the organization subscribed to any of `types` (a batch of events of several types). */
export async function endpointsSubscribedToAny(sql: Queryable, organizationId: string, types: string[]) {
  return sql<WebhookEndpointRow[]>`
    select * from webhook_endpoints
    where organization_id = ${organizationId} and deleted_at is null and not disabled and events && ${types}::text[]
    order by id`;
}

/** Rotation: every secret still current now expires after the overlap. */
export async function expireCurrentSecrets(sql: Queryable, endpointId: string, overlapMs: number): Promise<void> {
  await sql`
    update webhook_endpoint_secrets set expires_at = now() + make_interval(secs => ${overlapMs / 1000})
    where endpoint_id = ${endpointId} and (expires_at is null or expires_at > now() + make_interval(secs => ${overlapMs / 1000}))`;
}
