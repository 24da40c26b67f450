import { webhookDeliveryClientActions, webhookDeliveryMachine, type WebhookDeliveryContext, type WebhookDeliveryEvent } from '../../machines/webhookDelivery.ts';
import { insertDeliveries, insertDelivery, saveDeliveries, saveDelivery, type WebhookDeliveryRow } from '../../db/webhookDeliveries.ts';
import { newId } from '../../domain/ids.ts';
import { applyEvent, startLifecycle, type Lifecycle } from '../lifecycle/applyEvent.ts';
import { applyEventsToEach, startLifecycleEach } from '../lifecycle/applyEventToEach.ts';
import type { AnnounceContext } from '../context.ts';

/** The delivery machine as the kernel drives it: one record per event and endpoint. */
export const webhookDeliveryLifecycle = {
  entity: 'webhook_delivery',
  machine: webhookDeliveryMachine,
  clientActions: webhookDeliveryClientActions,
  mirrorOf: (delivery) => delivery.status,
  save: (ctx, delivery, state, snapshot, context: WebhookDeliveryContext) =>
    saveDelivery(ctx.tx, delivery.id, { status: state, snapshot, attempts: context.attempts, nextAttemptAt: context.nextAttemptAt }),
  async saveEach(ctx, decided) {
    await saveDeliveries(
      ctx.tx,
      decided.map((d) => {
        const context = d.context as WebhookDeliveryContext;
        return { id: d.row.id, status: d.to, snapshot: d.snapshot, attempts: context.attempts, nextAttemptAt: context.nextAttemptAt };
      }),
    );
  },
  effects: {},
  detailsOf: (event) =>
    event.type === 'ATTEMPT_FAILED' ? { retry_at: event.retryAt } : event.type === 'ENDPOINT_GONE' ? { reason: event.reason } : null,
} satisfies Lifecycle<typeof webhookDeliveryMachine, WebhookDeliveryRow, AnnounceContext, never>;

/** A new delivery of an event to an endpoint, due now. */
export function startDelivery(ctx: AnnounceContext, eventId: string, endpointId: string, actor: string): Promise<WebhookDeliveryRow> {
  return startLifecycle(webhookDeliveryLifecycle, ctx, (state, snapshot) =>
    insertDelivery(ctx.tx, { id: newId(), organization_id: ctx.organizationId, event_id: eventId, endpoint_id: endpointId, status: state as WebhookDeliveryRow['status'], machine_snapshot: snapshot }),
  actor);
}

/** Many new deliveries (a batch of events, each to its subscribed endpoints), due now, written set-wise. */
export function startDeliveries(ctx: AnnounceContext, pairs: { eventId: string; endpointId: string }[], actor: string): Promise<WebhookDeliveryRow[]> {
  if (pairs.length === 0) return Promise.resolve([]);
  return startLifecycleEach(webhookDeliveryLifecycle, ctx, (state, snapshot) =>
    insertDeliveries(ctx.tx, pairs.map((p) => ({
      id: newId(), organization_id: ctx.organizationId, event_id: p.eventId, endpoint_id: p.endpointId, status: state as WebhookDeliveryRow['status'], machine_snapshot: snapshot,
    }))),
  actor);
}

export function applyDeliveryEvent(ctx: AnnounceContext, delivery: WebhookDeliveryRow, event: WebhookDeliveryEvent, actor: string) {
  return applyEvent(webhookDeliveryLifecycle, ctx, delivery, event, actor);
}

/** Each delivery its own event (a batch of attempt outcomes); deliveries the machine refuses are returned untouched. */
export function applyDeliveryEvents(ctx: AnnounceContext, items: { row: WebhookDeliveryRow; event: WebhookDeliveryEvent }[], actor: string) {
  return applyEventsToEach(webhookDeliveryLifecycle, ctx, items, actor);
}
