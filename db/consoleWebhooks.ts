import type { Queryable } from './connect.ts';
import { listWebhookEndpoints, type WebhookEndpointRow } from './webhookEndpoints.ts';

export interface ConsoleDelivery {
  id: string;
  event_id: string;
  event_type: string;
  endpoint_id: string;
  endpoint_url: string;
  status: string;
  attempts: number;
  next_attempt_at: Date | null;
  last_attempted_at: Date | null;
  last_response_status: number | null;
  last_error: string | null;
}

/** Why the last attempt failed: its error (timeout, connection), or the receiver's non-2xx answer. */
export const attemptError = (d: Pick<ConsoleDelivery, 'last_error' | 'last_response_status'>) =>
  d.last_error ?? (d.last_response_status !== null && (d.last_response_status < 200 || d.last_response_status > 299) ? `HTTP ${d.last_response_status}` : '');

/** The delivery's state from its snapshot (the truth), with its last attempt. */
const deliveryColumns = (sql: Queryable) => sql`
  d.id, d.event_id, e.type as event_type, d.endpoint_id, w.url as endpoint_url, d.machine_snapshot ->> 'value' as status,
  d.attempts, d.next_attempt_at, a.attempted_at as last_attempted_at, a.response_status as last_response_status, a.error as last_error`;

const lastAttempt = (sql: Queryable) => sql`
  left join lateral (
    select attempted_at, response_status, error from webhook_delivery_attempts
    where event_id = d.event_id and delivery_id = d.id order by id desc limit 1) a on true`;

/**
 * Deliveries in `states` of the events about a pay run: the run's own, and its payslips' (which carry
 * pay_run_id); found through events_of_pay_run, so other runs' and organizations' events are never read.
 */
export async function deliveriesOfPayRun(sql: Queryable, organizationId: string, payRunId: string, states: readonly string[], limit: number) {
  return sql<ConsoleDelivery[]>`
    select ${deliveryColumns(sql)}
    from events e
    join webhook_deliveries d on d.event_id = e.id
    join webhook_endpoints w on w.id = d.endpoint_id
    ${lastAttempt(sql)}
    where e.organization_id = ${organizationId}
      and coalesce(e.body #>> '{data,object,pay_run_id}', e.body #>> '{data,object,id}') = ${payRunId}
      and d.machine_snapshot ->> 'value' = any(${states as string[]}::text[])
    order by d.id desc limit ${limit}`;
}

export interface EndpointWithDeliveries extends WebhookEndpointRow {
  deliveries: ConsoleDelivery[];
}

/** The organization's endpoints, each with its latest deliveries, newest first. */
export async function endpointsWithDeliveries(sql: Queryable, organizationId: string, endpointLimit: number, deliveryLimit: number) {
  const endpoints = (await listWebhookEndpoints(sql, { organizationId, limit: endpointLimit })).slice(0, endpointLimit);
  const out: EndpointWithDeliveries[] = [];
  for (const endpoint of endpoints) {
    const deliveries = await sql<ConsoleDelivery[]>`
      select ${deliveryColumns(sql)}
      from webhook_deliveries d
      join events e on e.id = d.event_id
      join webhook_endpoints w on w.id = d.endpoint_id
      ${lastAttempt(sql)}
      where d.endpoint_id = ${endpoint.id}
      order by d.id desc limit ${deliveryLimit}`;
    out.push({ ...endpoint, deliveries });
  }
  return out;
}
