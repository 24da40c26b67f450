import { findEvent } from '../../db/events.ts';
import { findWebhookEndpoint, liveEndpointSecrets, updateWebhookEndpoint, type WebhookEndpointRow } from '../../db/webhookEndpoints.ts';
import { awaitingDeliveriesOfEndpoint, findDelivery, insertDeliveryAttempt, type WebhookDeliveryRow } from '../../db/webhookDeliveries.ts';
import { newId } from '../../domain/ids.ts';
import { openSealedValue } from '../../domain/sealing/sealedValue.ts';
import { nextAttemptAt } from '../../domain/webhooks/retrySchedule.ts';
import type { AnnounceContext } from '../lifecycle/announce.ts';
import { applyDeliveryEvent } from './deliveryLifecycle.ts';
import type { EndpointContext } from './manageEndpoints.ts';
import { secretSealContext } from './manageEndpoints.ts';

/** What one attempt needs: the endpoint's address, the exact body, the secrets signing it. */
export interface PreparedAttempt {
  delivery: WebhookDeliveryRow;
  url: string;
  body: string;
  secrets: string[];
}

/**
 * Reads what an attempt sends, or stops the delivery when its endpoint is disabled or gone. Null: nothing to send.
 * Secrets are opened here, in memory for the attempt only, never logged.
 */
export async function prepareAttempt(ctx: EndpointContext, deliveryId: string): Promise<PreparedAttempt | null> {
  const delivery = await findDelivery(ctx.tx, deliveryId, { lock: true });
  if (!delivery || delivery.next_attempt_at === null) return null;
  const endpoint = await findWebhookEndpoint(ctx.tx, ctx.organizationId, delivery.endpoint_id);
  const event = await findEvent(ctx.tx, ctx.organizationId, delivery.event_id);
  if (!endpoint || endpoint.disabled || !event) {
    await applyDeliveryEvent(ctx, delivery, { type: 'ENDPOINT_GONE', reason: endpoint?.disabled ? 'endpoint disabled' : 'endpoint deleted' }, 'webhook_dispatcher');
    return null;
  }
  const sealed = await liveEndpointSecrets(ctx.tx, endpoint.id);
  const secrets = await Promise.all(sealed.map(async (s) => String(await openSealedValue(ctx.keyring, secretSealContext(s.id), s.sealed_secret))));
  return { delivery, url: endpoint.url, body: JSON.stringify(event.body), secrets };
}

export interface AttemptOutcome {
  attemptedAt: Date;
  durationMs: number;
  /** The receiver's HTTP status, when it answered. */
  responseStatus: number | null;
  /** Why no 2xx came back: timeout, refused address, connection error (never the body we sent). */
  error: string | null;
}

const succeeded = (o: AttemptOutcome) => o.responseStatus !== null && o.responseStatus >= 200 && o.responseStatus < 300;

/**
 * Records an attempt and moves the delivery: delivered, a retry on the schedule, or failed once it is spent. An
 * endpoint that has not had one success for the whole disabling window is disabled, saying why, and its other
 * waiting deliveries stop.
 */
export async function recordAttempt(ctx: EndpointContext, deliveryId: string, outcome: AttemptOutcome): Promise<WebhookDeliveryRow | null> {
  // Endpoint first, then delivery: the order disabling an endpoint takes them in.
  const unlocked = await findDelivery(ctx.tx, deliveryId);
  if (!unlocked) return null;
  const endpoint = await findWebhookEndpoint(ctx.tx, ctx.organizationId, unlocked.endpoint_id, { lock: true });
  const delivery = await findDelivery(ctx.tx, deliveryId, { lock: true });
  if (!delivery || delivery.next_attempt_at === null) return null;
  await insertDeliveryAttempt(ctx.tx, {
    id: newId(),
    organization_id: ctx.organizationId,
    delivery_id: delivery.id,
    event_id: delivery.event_id,
    endpoint_id: delivery.endpoint_id,
    attempted_at: outcome.attemptedAt,
    duration_ms: Math.round(outcome.durationMs),
    response_status: outcome.responseStatus,
    error: outcome.error,
  });
  const at = new Date();
  if (succeeded(outcome)) {
    if (endpoint?.failing_since) await updateWebhookEndpoint(ctx.tx, endpoint.id, { failing_since: null });
    return applyDeliveryEvent(ctx, delivery, { type: 'ATTEMPT_SUCCEEDED', at: at.toISOString() }, 'webhook_dispatcher');
  }
  const schedule = ctx.webhooks.schedule;
  const retryAt = nextAttemptAt(schedule, delivery.attempts + 1, delivery.created_at, at);
  const moved = await applyDeliveryEvent(ctx, delivery, { type: 'ATTEMPT_FAILED', at: at.toISOString(), retryAt: retryAt?.toISOString() ?? null }, 'webhook_dispatcher');
  if (endpoint && !endpoint.disabled) await trackFailure(ctx, endpoint, outcome.attemptedAt, at);
  return moved;
}

async function trackFailure(ctx: EndpointContext, endpoint: WebhookEndpointRow, attemptedAt: Date, now: Date): Promise<void> {
  const failingSince = endpoint.failing_since ?? attemptedAt;
  if (now.getTime() - failingSince.getTime() < ctx.webhooks.schedule.disableEndpointAfterMs) {
    if (!endpoint.failing_since) await updateWebhookEndpoint(ctx.tx, endpoint.id, { failing_since: failingSince });
    return;
  }
  const days = ctx.webhooks.schedule.disableEndpointAfterMs / (24 * 3600 * 1000);
  await updateWebhookEndpoint(ctx.tx, endpoint.id, {
    disabled: true,
    disabled_at: now,
    disabled_reason: `every delivery failed since ${failingSince.toISOString()} (${days >= 1 ? `${Math.round(days)} days` : 'the whole disabling window'}); fix the receiver and PATCH disabled: false`,
  });
  await stopWaitingDeliveries(ctx, endpoint.id);
}

async function stopWaitingDeliveries(ctx: AnnounceContext, endpointId: string): Promise<void> {
  for (const waiting of await awaitingDeliveriesOfEndpoint(ctx.tx, endpointId)) {
    await applyDeliveryEvent(ctx, waiting, { type: 'ENDPOINT_GONE', reason: 'endpoint disabled after failing continuously' }, 'webhook_dispatcher');
  }
}
