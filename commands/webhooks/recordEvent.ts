import { findEmployeeJson } from '../../db/employeesJson.ts';
import { payRunsByIds, payslipsByIds } from '../../db/eventResources.ts';
import { findEvent, insertEventsOnce, type EventRow } from '../../db/events.ts';
import { endpointsSubscribedTo, endpointsSubscribedToAny } from '../../db/webhookEndpoints.ts';
import { newId } from '../../domain/ids.ts';
import { duplicatesSuppressed } from '../../platform/payrollMetrics.ts';
import { webhookEventOf, type WebhookEventOf } from '../../machines/webhookEvents.ts';
import { isTransitionFact, type LifecycleEntity } from '../../machines/events.ts';
import type { PublishedEvent } from '../../ports/eventStream.ts';
import type { AnnounceContext, CommandContext } from '../context.ts';
import { presentPayRun } from '../presenters/payRun.ts';
import { presentPayslip } from '../presenters/payslip.ts';
import { presentFiling } from '../presenters/filing.ts';
import { filingsByIds } from '../../db/eventResources.ts';
import { startDeliveries, startDelivery } from './deliveryLifecycle.ts';

type Present = (announced: WebhookEventOf) => Record<string, unknown>;

/**
 * The resources a batch of facts is about, as the API returns them, each with the status its event announces:
 * the row may already have moved on when the event is recorded, and a receiver orders events by
 * `previous_status` → `status`. Pay runs and payslips are read in one statement each.
 */
async function presentedResources(ctx: AnnounceContext, wanted: { entity: LifecycleEntity; id: string }[]): Promise<Map<string, Present>> {
  const ids = (entity: LifecycleEntity) => [...new Set(wanted.filter((w) => w.entity === entity).map((w) => w.id))];
  const found = new Map<string, Present>();
  for (const run of await payRunsByIds(ctx.tx, ctx.organizationId, ids('pay_run'))) {
    found.set(`pay_run:${run.id}`, (announced) => ({ ...presentPayRun(run), status: announced.status }));
  }
  for (const payslip of await payslipsByIds(ctx.tx, ctx.organizationId, ids('payslip_payment'))) {
    const presented = presentPayslip(payslip);
    found.set(`payslip_payment:${payslip.id}`, (announced) => ({ ...presented, payment_status: { ...presented.payment_status, state: announced.status } }));
  }
  for (const filing of await filingsByIds(ctx.tx, ctx.organizationId, ids('filing'))) {
    const presented = presentFiling(filing);
    found.set(`filing:${filing.id}`, (announced) => ({ ...presented, status: announced.status as typeof presented.status }));
  }
  // Bank name checks come one employee at a time, never in bulk.
  // Bank name checks come one employee at a time, never in bulk. The read shape is the one kept on the row.
  for (const id of ids('employee_bank_name_check')) {
    const employee = await findEmployeeJson<Record<string, unknown>>(ctx.tx, ctx.organizationId, id);
    if (employee) found.set(`employee_bank_name_check:${id}`, (announced) => ({ ...(JSON.parse(employee) as Record<string, unknown>), bank_name_check: announced.status }));
  }
  return found;
}

/**
 * Turns committed facts from the events stream (one organization's) into the client's events, once each, and
 * queues their deliveries to every enabled endpoint of the organization subscribed to their type, in the caller's
 * one transaction and a handful of statements whatever the batch's size. A fact that already has its event (a
 * redelivered stream message) is skipped; so is a fact no client hears about. Returns the events recorded now.
 */
export async function recordWebhookEvents(ctx: AnnounceContext, facts: PublishedEvent[]): Promise<EventRow[]> {
  const decided: { fact: PublishedEvent & { entity: LifecycleEntity }; announced: WebhookEventOf }[] = [];
  const seen = new Set<string>();
  for (const fact of facts) {
    if (!isTransitionFact(fact) || seen.has(fact.id)) continue;
    const announced = webhookEventOf(fact);
    if (!announced) continue;
    seen.add(fact.id);
    decided.push({ fact, announced });
  }
  if (decided.length === 0) return [];
  const resources = await presentedResources(ctx, decided.map(({ fact }) => ({ entity: fact.entity, id: fact.entityId })));
  const rows: EventRow[] = [];
  for (const { fact, announced } of decided) {
    const present = resources.get(`${fact.entity}:${fact.entityId}`);
    // The resource is gone (a payslip discarded by a recalculation): there is nothing true left to tell.
    if (!present) continue;
    const id = newId();
    const createdAt = new Date(fact.createdAt);
    const body = {
      id,
      object: 'event',
      type: announced.type,
      created_at: createdAt.toISOString(),
      data: { object: present(announced), previous_status: announced.previousStatus },
    };
    rows.push({ id, organization_id: ctx.organizationId, outbox_id: fact.id, type: announced.type, body, created_at: createdAt });
  }
  const events = await insertEventsOnce(ctx.tx, rows);
  // A fact heard again (redelivered by the stream) finds its event recorded: no second event, no second delivery.
  if (events.length < rows.length) duplicatesSuppressed.inc({ what: 'webhook_event' }, rows.length - events.length);
  if (events.length === 0) return [];
  // Stream order: a batch keeps the order its facts came in.
  const order = new Map(rows.map((row, i) => [row.id, i]));
  events.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const endpoints = await endpointsSubscribedToAny(ctx.tx, ctx.organizationId, [...new Set(events.map((e) => e.type))]);
  const pairs = events.flatMap((event) => endpoints.filter((e) => e.events.includes(event.type)).map((e) => ({ eventId: event.id, endpointId: e.id })));
  await startDeliveries(ctx, pairs, 'webhook_dispatcher');
  return events;
}

/** One fact (see `recordWebhookEvents`): its event, or null when none is recorded now. */
export async function recordWebhookEvent(ctx: AnnounceContext, fact: PublishedEvent): Promise<EventRow | null> {
  const [event] = await recordWebhookEvents(ctx, [fact]);
  return event ?? null;
}

/** POST /events/{id}/redeliver: a new delivery to every endpoint subscribed now; the event and its id are the same. */
export async function redeliverWebhookEvent(ctx: AnnounceContext & Pick<CommandContext, 'actor'>, eventId: string): Promise<EventRow | null> {
  // Shared lock: a purge under way makes this wait and then find nothing (404); after it, the purge skips the event.
  const event = await findEvent(ctx.tx, ctx.organizationId, eventId, { share: true });
  if (!event) return null;
  for (const endpoint of await endpointsSubscribedTo(ctx.tx, ctx.organizationId, event.type)) {
    await startDelivery(ctx, event.id, endpoint.id, ctx.actor);
  }
  return event;
}
