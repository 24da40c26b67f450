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

/** Many deliveries in one statement, due now (an event's deliveries to every subscribed endpoint). */
export async function insertDeliveries(
  sql: Queryable,
  rows: Pick<WebhookDeliveryRow, 'id' | 'organization_id' | 'event_id' | 'endpoint_id' | 'status' | 'machine_snapshot'>[],
): Promise<WebhookDeliveryRow[]> {
  if (rows.length === 0) return [];
  return sql<WebhookDeliveryRow[]>`
    insert into webhook_deliveries (id, organization_id, event_id, endpoint_id, status, machine_snapshot, next_attempt_at)
    select x.id, x.organization_id, x.event_id, x.endpoint_id, x.status, x.machine_snapshot, now()
    from jsonb_to_recordset(${sql.json(rows as never)})
      as x(id uuid, organization_id uuid, event_id uuid, endpoint_id uuid, status text, machine_snapshot jsonb)
    returning *`;
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

/** Many deliveries' new snapshots in one statement (a batch of attempt outcomes); each lease ends with it. */
export async function saveDeliveries(
  sql: Queryable,
  changes: { id: string; status: string; snapshot: unknown; attempts: number; nextAttemptAt: string | null }[],
): Promise<void> {
  if (changes.length === 0) return;
  await sql`
    update webhook_deliveries d set status = x.status, machine_snapshot = x.snapshot, attempts = x.attempts,
      next_attempt_at = x.next_attempt_at, leased_until = null, updated_at = now()
    from jsonb_to_recordset(${sql.json(changes.map((c) => ({ id: c.id, status: c.status, snapshot: c.snapshot, attempts: c.attempts, next_attempt_at: c.nextAttemptAt })) as never)})
      as x(id uuid, status text, snapshot jsonb, attempts integer, next_attempt_at timestamptz)
    where d.id = x.id`;
}

/** Deliveries locked for their change, in id order (so two batches sharing deliveries cannot deadlock). */
export async function lockDeliveries(sql: Queryable, ids: string[]): Promise<WebhookDeliveryRow[]> {
  return sql<WebhookDeliveryRow[]>`select * from webhook_deliveries where id = any(${ids}::uuid[]) order by id for update`;
}

/** A claimed delivery with what its attempt sends: the endpoint's address and state, the event's body. */
export interface ClaimedDelivery extends WebhookDeliveryRow {
  url: string | null;
  /** Disabled, deleted or gone: nothing is sent, the delivery stops. */
  endpoint_unavailable: 'endpoint disabled' | 'endpoint deleted' | null;
  body: Record<string, unknown> | null;
}

/**
 * Claims due deliveries for this process (owner role: the dispatcher serves every organization) and leases them,
 * so another process skips them while an attempt is under way; a crash lets the lease run out. Endpoints this
 * process already keeps busy are skipped, so a hanging receiver (or an organization's many) cannot take every slot.
 */
export async function claimDueDeliveries(sql: Database, limit: number, leaseMs: number, busy: { endpoints: string[]; organizations: string[] }) {
  // The attempt's address and body come with the claim: one statement for the whole batch.
  return sql<ClaimedDelivery[]>`
    with claimed as (
      update webhook_deliveries d set leased_until = now() + make_interval(secs => ${leaseMs / 1000})
      where d.id in (
        select id from webhook_deliveries
        where next_attempt_at <= now() and (leased_until is null or leased_until < now())
          and endpoint_id <> all(${busy.endpoints}::uuid[]) and organization_id <> all(${busy.organizations}::uuid[])
        order by next_attempt_at limit ${limit} for update skip locked)
      returning d.*)
    select c.*, e.url,
      case when e.id is null or e.deleted_at is not null then 'endpoint deleted' when e.disabled then 'endpoint disabled' end as endpoint_unavailable,
      ev.body
    from claimed c
      left join webhook_endpoints e on e.id = c.endpoint_id
      left join events ev on ev.id = c.event_id
    order by c.next_attempt_at`;
}

export async function insertDeliveryAttempt(sql: Queryable, row: DeliveryAttemptRow): Promise<void> {
  await sql`insert into webhook_delivery_attempts ${sql(row as unknown as Record<string, unknown>)}`;
}

export async function insertDeliveryAttempts(sql: Queryable, rows: DeliveryAttemptRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`insert into webhook_delivery_attempts ${sql(rows as unknown as Record<string, unknown>[], 'id', 'organization_id', 'delivery_id', 'event_id', 'endpoint_id', 'attempted_at', 'duration_ms', 'response_status', 'error')}`;
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
