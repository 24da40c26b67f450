import type { Database, Queryable } from './connect.ts';
import type { WebhookDeliveryState } from '../machines/webhookDelivery.ts';

export interface WebhookDeliveryRow {
  id: string;
  organization_id: string;
  event_id: string;
  endpoint_id: string;
  status: WebhookDeliveryState;
  machine_snapshot: unknown;
  attempts: number;
  next_attempt_at: Date | null;
  leased_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface DeliveryAttemptRow {
  id: string;
  organization_id: string;
  delivery_id: string;
  event_id: string;
  endpoint_id: string;
  attempted_at: Date;
  duration_ms: number;
  response_status: number | null;
  error: string | null;
}

export async function insertDelivery(
  sql: Queryable,
  row: Pick<WebhookDeliveryRow, 'id' | 'organization_id' | 'event_id' | 'endpoint_id' | 'status' | 'machine_snapshot'>,
): Promise<WebhookDeliveryRow> {
  const [inserted] = await sql<WebhookDeliveryRow[]>`
    insert into webhook_deliveries (id, organization_id, event_id, endpoint_id, status, machine_snapshot, next_attempt_at)
    values (${row.id}, ${row.organization_id}, ${row.event_id}, ${row.endpoint_id}, ${row.status},
            ${sql.json(row.machine_snapshot as never)}, now())
    returning *`;
  return inserted!;
}

export async function findDelivery(sql: Queryable, id: string, options: { lock?: boolean } = {}) {
  const [row] = await sql<WebhookDeliveryRow[]>`select * from webhook_deliveries where id = ${id} ${options.lock ? sql`for update` : sql``}`;
  return row;
}

export async function saveDelivery(
  sql: Queryable,
  id: string,
  change: { status: string; snapshot: unknown; attempts: number; nextAttemptAt: string | null },
): Promise<WebhookDeliveryRow> {
  const [row] = await sql<WebhookDeliveryRow[]>`
    update webhook_deliveries set status = ${change.status}, machine_snapshot = ${sql.json(change.snapshot as never)},
      attempts = ${change.attempts}, next_attempt_at = ${change.nextAttemptAt}, leased_until = null, updated_at = now()
    where id = ${id} returning *`;
  return row!;
}

/**
 * Claims due deliveries for this process (owner role: the dispatcher serves every organization) and leases them,
 * so another process skips them while an attempt is under way; a crash lets the lease run out. Endpoints this
 * process already keeps busy are skipped, so a hanging receiver (or an organization's many) cannot take every slot.
 */
export async function claimDueDeliveries(sql: Database, limit: number, leaseMs: number, busy: { endpoints: string[]; organizations: string[] }) {
  return sql<WebhookDeliveryRow[]>`
    update webhook_deliveries d set leased_until = now() + make_interval(secs => ${leaseMs / 1000})
    where d.id in (
      select id from webhook_deliveries
      where next_attempt_at <= now() and (leased_until is null or leased_until < now())
        and endpoint_id <> all(${busy.endpoints}::uuid[]) and organization_id <> all(${busy.organizations}::uuid[])
      order by next_attempt_at limit ${limit} for update skip locked)
    returning d.*`;
}

export async function insertDeliveryAttempt(sql: Queryable, row: DeliveryAttemptRow): Promise<void> {
  await sql`insert into webhook_delivery_attempts ${sql(row as unknown as Record<string, unknown>)}`;
}

export async function deliveriesOfEvent(sql: Queryable, eventId: string) {
  return sql<WebhookDeliveryRow[]>`select * from webhook_deliveries where event_id = ${eventId} order by id`;
}

export async function attemptsOfEvent(sql: Queryable, eventId: string) {
  return sql<DeliveryAttemptRow[]>`select * from webhook_delivery_attempts where event_id = ${eventId} order by id`;
}

/** Deliveries of an endpoint still to be attempted (to stop them when it is disabled or deleted). */
export async function awaitingDeliveriesOfEndpoint(sql: Queryable, endpointId: string) {
  return sql<WebhookDeliveryRow[]>`
    select * from webhook_deliveries where endpoint_id = ${endpointId} and next_attempt_at is not null order by id for update`;
}

export async function releaseDeliveries(sql: Database, ids: string[]): Promise<void> {
  await sql`update webhook_deliveries set leased_until = null where id = any(${ids}::uuid[])`;
}
