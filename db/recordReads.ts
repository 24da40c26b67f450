import type { Queryable } from './connect.ts';
import type { TransitionRow } from './transitions.ts';
import { deliveredStates } from '../machines/webhookDelivery.ts';
import type { ConsolePayslip } from './consoleReads.ts';

/**
 * What the console's record pages read (issue 34). Every statement is bounded and goes through an index on the
 * record's id; the organization is both in the statement and enforced by row-level security.
 */

/** A record's transitions, oldest first (the order it lived them), at most `limit`. */
export async function historyOf(sql: Queryable, entityId: string, limit: number): Promise<TransitionRow[]> {
  return sql<TransitionRow[]>`select * from transitions where entity_id = ${entityId} order by id limit ${limit}`;
}

/** What an API key did, newest first. */
export async function transitionsByActor(sql: Queryable, organizationId: string, actor: string, limit: number): Promise<TransitionRow[]> {
  return sql<TransitionRow[]>`
    select * from transitions where organization_id = ${organizationId} and actor = ${actor} and actor like 'api_key:%'
    order by id desc limit ${limit}`;
}

/** What one API request changed (the request id of its log line, recorded since migration 050). */
export async function transitionsOfRequest(sql: Queryable, organizationId: string, requestId: string, limit: number): Promise<TransitionRow[]> {
  return sql<TransitionRow[]>`
    select * from transitions where organization_id = ${organizationId} and request_id = ${requestId} order by id limit ${limit}`;
}

/** An outbox fact a record caused, with what the database knows of its delivery. */
export interface CausedFact {
  id: string;
  entity_type: string;
  entity_id: string;
  event_type: string;
  created_at: Date;
  published_at: Date | null;
  request_id: string | null;
  webhook_event_id: string | null;
  deliveries: number;
  delivered: number;
  attempts: number;
}

const causedFacts = (sql: Queryable, where: ReturnType<Queryable>, limit: number) => sql<CausedFact[]>`
  select o.id, o.entity_type, o.entity_id, o.event_type, o.created_at, o.published_at, o.request_id, e.id as webhook_event_id,
         coalesce(d.deliveries, 0)::int as deliveries, coalesce(d.delivered, 0)::int as delivered, coalesce(d.attempts, 0)::int as attempts
  from outbox o
  left join events e on e.outbox_id = o.id
  left join lateral (
    select count(*) as deliveries, count(*) filter (where machine_snapshot ->> 'value' = any(${deliveredStates as string[]})) as delivered, sum(attempts) as attempts
    from webhook_deliveries where event_id = e.id
  ) d on true
  where ${where}
  order by o.id desc limit ${limit}`;

/** The outbox facts about a record, newest first, each with its webhook event and deliveries if it became one. */
export const factsOf = (sql: Queryable, entityId: string, limit: number) => causedFacts(sql, sql`o.entity_id = ${entityId}`, limit);

export const factsOfRequest = (sql: Queryable, organizationId: string, requestId: string, limit: number) =>
  causedFacts(sql, sql`o.organization_id = ${organizationId} and o.request_id = ${requestId}`, limit);

export async function countFactsOf(sql: Queryable, entityId: string): Promise<{ total: number; unpublished: number }> {
  const [row] = await sql<{ total: number; unpublished: number }[]>`
    select count(*)::int as total, count(*) filter (where published_at is null)::int as unpublished from outbox where entity_id = ${entityId}`;
  return row!;
}

/** Who the actors of some transitions are: members by email, API keys by their public id. */
export async function actorNames(sql: Queryable, owner: Queryable, organizationId: string, memberIds: string[], keyIds: string[]) {
  const members = await sql<{ id: string; email: string }[]>`
    select id, email from members where id = any(${memberIds}::uuid[]) and organization_id = ${organizationId}`;
  // API keys are read as the owner (the tenant role has no grant on them), within the organization.
  const keys = await owner<{ id: string; key_id: string; env: string; member_email: string }[]>`
    select k.id, k.key_id, k.env, m.email as member_email from api_keys k join members m on m.id = k.member_id
    where k.id = any(${keyIds}::uuid[]) and k.organization_id = ${organizationId}`;
  return { members, keys };
}

export interface RecordPayRun {
  id: string;
  state: string;
  jurisdiction: string;
  currency: string;
  period_start: string;
  period_end: string;
  pay_date: string;
  payslip_count: number;
  net_minor: number;
}

export async function payRunRecord(sql: Queryable, organizationId: string, id: string): Promise<RecordPayRun | null> {
  const [row] = await sql<RecordPayRun[]>`
    select id, machine_snapshot ->> 'value' as state, jurisdiction, currency, period_start::text, period_end::text, pay_date::text,
           payslip_count, net_minor
    from pay_runs where id = ${id} and organization_id = ${organizationId}`;
  return row ?? null;
}

/** How many of a run's payslips are in each payment state: counted by the database from its index, never by reading them. */
export async function paymentStateCounts(sql: Queryable, payRunId: string): Promise<Record<string, number>> {
  const rows = await sql<{ state: string; count: number }[]>`
    select payment_state as state, count(*)::int as count from payslips where pay_run_id = ${payRunId} group by 1 order by 1`;
  return Object.fromEntries(rows.map((r) => [r.state, r.count]));
}

/** A payslip as its record page shows it: the console's payslip row, with its run and payment times. */
export type RecordPayslip = Omit<ConsolePayslip, 'bank_name_check' | 'bank_name_check_acknowledged_at'> & {
  pay_run_id: string;
  sent_at: Date | null;
  settled_at: Date | null;
};

const payslipColumns = (sql: Queryable) => sql`
  id, pay_run_id, employee_id, employee_snapshot ->> 'full_name' as employee_name, currency, net_minor, payment_currency,
  payment_minor, payment_snapshot ->> 'value' as payment_state, payment_note, sent_at, settled_at`;

export async function payslipRecord(sql: Queryable, organizationId: string, id: string): Promise<RecordPayslip | null> {
  const [row] = await sql<RecordPayslip[]>`select ${payslipColumns(sql)} from payslips where id = ${id} and organization_id = ${organizationId}`;
  return row ?? null;
}

/** A page of a run's payslips in id order (keyset on payslips_run), one more than asked to tell if there is a next. */
export async function payslipsOfRun(sql: Queryable, payRunId: string, page: { limit: number; after?: string }): Promise<RecordPayslip[]> {
  return sql<RecordPayslip[]>`
    select ${payslipColumns(sql)} from payslips
    where pay_run_id = ${payRunId} ${page.after ? sql`and id > ${page.after}` : sql``}
    order by id limit ${page.limit + 1}`;
}

export async function payslipsOfEmployee(sql: Queryable, organizationId: string, employeeId: string, limit: number): Promise<RecordPayslip[]> {
  return sql<RecordPayslip[]>`
    select ${payslipColumns(sql)} from payslips where organization_id = ${organizationId} and employee_id = ${employeeId}
    order by period_end desc, id desc limit ${limit}`;
}

export interface RecordEmployee {
  id: string;
  full_name: string;
  jurisdiction: string;
  archived: boolean;
  bank_name_check: string;
  created_at: Date;
}

export async function employeeRecord(sql: Queryable, organizationId: string, id: string): Promise<RecordEmployee | null> {
  const [row] = await sql<RecordEmployee[]>`
    select id, concat_ws(' ', first_name, middle_name, last_name) as full_name, jurisdiction, archived, bank_name_check_snapshot ->> 'value' as bank_name_check, created_at
    from employees where id = ${id} and organization_id = ${organizationId}`;
  return row ?? null;
}

export interface RecordFiling {
  id: string;
  state: string;
  jurisdiction: string;
  type: string;
  tax_year: string;
  period_start: string;
  period_end: string;
  due_on: string;
  pay_run_id: string | null;
  correlation_id: string | null;
  submitted_at: Date | null;
  decided_at: Date | null;
}

const filingColumns = (sql: Queryable) => sql`
  id, machine_snapshot ->> 'value' as state, jurisdiction, type, tax_year, period_start::text, period_end::text, due_on::text,
  pay_run_id, correlation_id, submitted_at, decided_at`;

export async function filingRecord(sql: Queryable, organizationId: string, id: string): Promise<RecordFiling | null> {
  const [row] = await sql<RecordFiling[]>`select ${filingColumns(sql)} from filings where id = ${id} and organization_id = ${organizationId}`;
  return row ?? null;
}

export async function filingsOfRun(sql: Queryable, organizationId: string, payRunId: string): Promise<RecordFiling[]> {
  return sql<RecordFiling[]>`
    select ${filingColumns(sql)} from filings where organization_id = ${organizationId} and pay_run_id = ${payRunId} order by id limit 20`;
}

export interface RecordWebhookEvent {
  id: string;
  type: string;
  created_at: Date;
  outbox_id: string;
  entity_type: string | null;
  entity_id: string | null;
}

export async function webhookEventRecord(sql: Queryable, organizationId: string, id: string): Promise<RecordWebhookEvent | null> {
  const [row] = await sql<RecordWebhookEvent[]>`
    select e.id, e.type, e.created_at, e.outbox_id, o.entity_type, o.entity_id
    from events e left join outbox o on o.id = e.outbox_id
    where e.id = ${id} and e.organization_id = ${organizationId}`;
  return row ?? null;
}

/** The webhook events about a run or its payslips (index events_of_pay_run), newest first. */
export async function webhookEventsOfRun(sql: Queryable, organizationId: string, payRunId: string, limit: number): Promise<RecordWebhookEvent[]> {
  return sql<RecordWebhookEvent[]>`
    select e.id, e.type, e.created_at, e.outbox_id, null as entity_type, null as entity_id from events e
    where e.organization_id = ${organizationId}
      and coalesce(e.body #>> '{data,object,pay_run_id}', e.body #>> '{data,object,id}') = ${payRunId}
    order by e.id desc limit ${limit}`;
}

export interface RecordDelivery {
  id: string;
  state: string;
  event_id: string;
  event_type: string;
  endpoint_id: string;
  endpoint_url: string;
  attempts: number;
  next_attempt_at: Date | null;
  created_at: Date;
}

const deliveryColumns = (sql: Queryable) => sql`
  d.id, d.machine_snapshot ->> 'value' as state, d.event_id, e.type as event_type, d.endpoint_id, w.url as endpoint_url,
  d.attempts, d.next_attempt_at, d.created_at`;

export async function deliveryRecord(sql: Queryable, organizationId: string, id: string): Promise<RecordDelivery | null> {
  const [row] = await sql<RecordDelivery[]>`
    select ${deliveryColumns(sql)} from webhook_deliveries d join events e on e.id = d.event_id join webhook_endpoints w on w.id = d.endpoint_id
    where d.id = ${id} and d.organization_id = ${organizationId}`;
  return row ?? null;
}

export async function deliveriesOfEvent(sql: Queryable, organizationId: string, eventId: string, limit: number): Promise<RecordDelivery[]> {
  return sql<RecordDelivery[]>`
    select ${deliveryColumns(sql)} from webhook_deliveries d join events e on e.id = d.event_id join webhook_endpoints w on w.id = d.endpoint_id
    where d.event_id = ${eventId} and d.organization_id = ${organizationId} order by d.id limit ${limit}`;
}

export async function deliveriesToEndpoint(sql: Queryable, organizationId: string, endpointId: string, limit: number): Promise<RecordDelivery[]> {
  return sql<RecordDelivery[]>`
    select ${deliveryColumns(sql)} from webhook_deliveries d join events e on e.id = d.event_id join webhook_endpoints w on w.id = d.endpoint_id
    where d.endpoint_id = ${endpointId} and d.organization_id = ${organizationId} order by d.id desc limit ${limit}`;
}

export interface DeliveryAttempt {
  id: string;
  attempted_at: Date;
  duration_ms: number;
  response_status: number | null;
  error: string | null;
}

export async function attemptsOfDelivery(sql: Queryable, delivery: Pick<RecordDelivery, 'id' | 'event_id'>, limit: number): Promise<DeliveryAttempt[]> {
  return sql<DeliveryAttempt[]>`
    select id, attempted_at, duration_ms, response_status, error from webhook_delivery_attempts
    where event_id = ${delivery.event_id} and delivery_id = ${delivery.id} order by id desc limit ${limit}`;
}

export interface RecordEndpoint {
  id: string;
  url: string;
  events: string[];
  disabled: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
}

export async function endpointRecord(sql: Queryable, organizationId: string, id: string): Promise<RecordEndpoint | null> {
  const [row] = await sql<RecordEndpoint[]>`
    select id, url, events, disabled, disabled_reason, failing_since from webhook_endpoints
    where id = ${id} and organization_id = ${organizationId} and deleted_at is null`;
  return row ?? null;
}

export interface RecordApiKey {
  id: string;
  key_id: string;
  env: string;
  scopes: string[];
  member_id: string;
  member_email: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** As the owner, with the organization in the statement (see apiKeyOfOrganization). */
export async function apiKeyRecord(sql: Queryable, organizationId: string, id: string): Promise<RecordApiKey | null> {
  const [row] = await sql<RecordApiKey[]>`
    select k.id, k.key_id, k.env, k.scopes, k.member_id, m.email as member_email, k.created_at, k.last_used_at, k.revoked_at
    from api_keys k join members m on m.id = k.member_id where k.id = ${id} and k.organization_id = ${organizationId}`;
  return row ?? null;
}

/** The current calculation's chunks by state, with how often their messages were delivered. */
export async function chunkDeliveries(sql: Queryable, payRunId: string): Promise<{ state: string; chunks: number; attempts: number }[]> {
  return sql<{ state: string; chunks: number; attempts: number }[]>`
    select c.state, count(*)::int as chunks, coalesce(sum(c.attempts), 0)::int as attempts from pay_run_chunks c
    join pay_runs r on r.id = c.pay_run_id and r.calculation = c.calculation
    where c.pay_run_id = ${payRunId} group by c.state order by c.state`;
}
