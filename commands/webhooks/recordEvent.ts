import { findEmployee } from '../../db/employees.ts';
import { findEvent, insertEventOnce, type EventRow } from '../../db/events.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { findPayslip } from '../../db/payslips.ts';
import { endpointsSubscribedTo } from '../../db/webhookEndpoints.ts';
import { newId } from '../../domain/ids.ts';
import { webhookEventOf, type WebhookEventOf } from '../../machines/webhookEvents.ts';
import type { PublishedEvent } from '../../ports/eventStream.ts';
import type { AnnounceContext } from '../lifecycle/announce.ts';
import { presentEmployee } from '../presenters/employee.ts';
import { presentPayRun } from '../presenters/payRun.ts';
import { presentPayslip } from '../presenters/payslip.ts';
import { startDelivery } from './deliveryLifecycle.ts';

/**
 * The resource as the API returns it, with the status the event announces: the row may already have moved on
 * when the event is recorded, and a receiver orders events by `previous_status` → `status`.
 */
async function presentedResource(ctx: AnnounceContext, entity: string, id: string, announced: WebhookEventOf): Promise<Record<string, unknown> | null> {
  switch (entity) {
    case 'pay_run': {
      const run = await findPayRun(ctx.tx, ctx.organizationId, id);
      return run ? { ...presentPayRun(run), status: announced.status } : null;
    }
    case 'payslip_payment': {
      const payslip = await findPayslip(ctx.tx, ctx.organizationId, id);
      if (!payslip) return null;
      const presented = presentPayslip(payslip);
      return { ...presented, payment_status: { ...presented.payment_status, state: announced.status } };
    }
    case 'employee_bank_name_check': {
      const employee = await findEmployee(ctx.tx, ctx.organizationId, id);
      return employee ? { ...presentEmployee(employee), bank_name_check: announced.status } : null;
    }
    default:
      return null;
  }
}

/**
 * Turns one committed fact from the events stream into the client's event, once, and queues its deliveries to
 * every enabled endpoint of the organization subscribed to its type, in one transaction. A fact delivered twice
 * finds its event and does nothing; a fact no client hears about is skipped.
 */
export async function recordWebhookEvent(ctx: AnnounceContext, fact: PublishedEvent): Promise<EventRow | null> {
  const transition = fact.payload as { from?: string | null; to?: string; event?: string };
  if (typeof transition.to !== 'string' || typeof transition.event !== 'string') return null;
  const announced = webhookEventOf(fact.entity, { from: transition.from ?? null, to: transition.to, event: transition.event });
  if (!announced) return null;
  const object = await presentedResource(ctx, fact.entity, fact.entityId, announced);
  // The resource is gone (a payslip discarded by a recalculation): there is nothing true left to tell.
  if (!object) return null;
  const id = newId();
  const createdAt = new Date(fact.createdAt);
  const body = {
    id,
    object: 'event',
    type: announced.type,
    created_at: createdAt.toISOString(),
    data: { object, previous_status: announced.previousStatus },
  };
  const event = await insertEventOnce(ctx.tx, { id, organization_id: ctx.organizationId, outbox_id: fact.id, type: announced.type, body, created_at: createdAt });
  if (!event) return null;
  for (const endpoint of await endpointsSubscribedTo(ctx.tx, ctx.organizationId, announced.type)) {
    await startDelivery(ctx, event.id, endpoint.id, 'webhook_dispatcher');
  }
  return event;
}

/** POST /events/{id}/redeliver: a new delivery to every endpoint subscribed now; the event and its id are the same. */
export async function redeliverWebhookEvent(ctx: AnnounceContext, eventId: string, actor: string): Promise<EventRow | null> {
  const event = await findEvent(ctx.tx, ctx.organizationId, eventId);
  if (!event) return null;
  for (const endpoint of await endpointsSubscribedTo(ctx.tx, ctx.organizationId, event.type)) {
    await startDelivery(ctx, event.id, endpoint.id, actor);
  }
  return event;
}
