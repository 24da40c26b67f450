import type { CommandContext } from '../context.ts';
import { liveSecretsOfEndpoints, lockWebhookEndpoints, updateWebhookEndpoint, type WebhookEndpointRow } from '../../db/webhookEndpoints.ts';
import { awaitingDeliveriesOfEndpoint, findDelivery, insertDeliveryAttempts, lockDeliveries, type ClaimedDelivery, type WebhookDeliveryRow } from '../../db/webhookDeliveries.ts';
import type { Queryable } from '../../db/connect.ts';
import type { DataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { newId } from '../../domain/ids.ts';
import { openSealedValue } from '../../domain/sealing/sealedValue.ts';
import { nextAttemptAt } from '../../domain/webhooks/retrySchedule.ts';
import type { WebhookDeliveryEvent } from '../../machines/webhookDelivery.ts';
import type { AnnounceContext } from '../context.ts';
import { applyDeliveryEvent, applyDeliveryEvents } from './deliveryLifecycle.ts';
import { secretSealContext } from './manageEndpoints.ts';

/** What one attempt needs: the endpoint's address, the exact body, the secrets signing it. */
export interface PreparedAttempt {
  delivery: ClaimedDelivery;
  url: string;
  body: string;
  secrets: string[];
}

/**
 * What the claimed deliveries send (their address and body came with the claim), with the secrets of their
 * endpoints read in one statement and opened once per endpoint, in memory for the attempts only, never logged.
 * Deliveries whose endpoint is disabled or gone are returned apart, to be stopped.
 */
export async function prepareAttempts(
  sql: Queryable,
  keyring: DataKeyring,
  claimed: ClaimedDelivery[],
): Promise<{ ready: PreparedAttempt[]; unavailable: { delivery: ClaimedDelivery; reason: string }[] }> {
  const unavailable = claimed.flatMap((d) => (d.endpoint_unavailable || d.url === null || d.body === null ? [{ delivery: d, reason: d.endpoint_unavailable ?? 'endpoint deleted' }] : []));
  const sendable = claimed.filter((d) => !unavailable.some((u) => u.delivery === d));
  const sealed = await liveSecretsOfEndpoints(sql, [...new Set(sendable.map((d) => d.endpoint_id))]);
  const opened = new Map<string, Promise<string[]>>();
  const secretsOf = (endpointId: string) => {
    let secrets = opened.get(endpointId);
    if (!secrets) {
      secrets = Promise.all(sealed.filter((s) => s.endpoint_id === endpointId).map(async (s) => String(await openSealedValue(keyring, secretSealContext(s.id), s.sealed_secret))));
      opened.set(endpointId, secrets);
    }
    return secrets;
  };
  const ready = await Promise.all(
    sendable.map(async (delivery) => ({ delivery, url: delivery.url!, body: JSON.stringify(delivery.body), secrets: await secretsOf(delivery.endpoint_id) })),
  );
  return { ready, unavailable };
}

/** A claimed delivery whose endpoint was disabled or deleted meanwhile: nothing is sent, it stops, saying why. */
export async function stopUnavailableDelivery(ctx: AnnounceContext, deliveryId: string, reason: string): Promise<void> {
  const delivery = await findDelivery(ctx.tx, deliveryId, { lock: true });
  if (!delivery || delivery.next_attempt_at === null) return;
  await applyDeliveryEvent(ctx, delivery, { type: 'ENDPOINT_GONE', reason }, 'webhook_dispatcher');
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
 * Records a batch of attempts (one organization's) and moves each delivery through its machine: delivered, a
 * retry on the schedule, or failed once it is spent; a handful of statements for the whole batch. An endpoint
 * that has not had one success for the whole disabling window is disabled, saying why, and its other waiting
 * deliveries stop. A delivery no longer waiting (stopped meanwhile) keeps its attempt and does not move.
 */
export async function recordAttempts(ctx: CommandContext, attempts: { deliveryId: string; outcome: AttemptOutcome }[]): Promise<WebhookDeliveryRow[]> {
  if (attempts.length === 0) return [];
  // Endpoints first, then deliveries, each in id order: the order disabling an endpoint takes them in.
  const endpointIds = await endpointsOfDeliveries(ctx.tx, attempts.map((a) => a.deliveryId));
  const endpoints = new Map((await lockWebhookEndpoints(ctx.tx, ctx.organizationId, endpointIds)).map((e) => [e.id, e]));
  const deliveries = new Map((await lockDeliveries(ctx.tx, attempts.map((a) => a.deliveryId))).map((d) => [d.id, d]));
  const waiting = attempts.filter((a) => deliveries.get(a.deliveryId)?.next_attempt_at != null);
  await insertDeliveryAttempts(
    ctx.tx,
    waiting.map(({ deliveryId, outcome }) => {
      const delivery = deliveries.get(deliveryId)!;
      return {
        id: newId(),
        organization_id: ctx.organizationId,
        delivery_id: delivery.id,
        event_id: delivery.event_id,
        endpoint_id: delivery.endpoint_id,
        attempted_at: outcome.attemptedAt,
        duration_ms: Math.round(outcome.durationMs),
        response_status: outcome.responseStatus,
        error: outcome.error,
      };
    }),
  );
  const at = new Date();
  const schedule = ctx.webhooks.schedule;
  const items = waiting.map(({ deliveryId, outcome }): { row: WebhookDeliveryRow; event: WebhookDeliveryEvent } => {
    const row = deliveries.get(deliveryId)!;
    if (succeeded(outcome)) return { row, event: { type: 'ATTEMPT_SUCCEEDED', at: at.toISOString() } };
    const retryAt = nextAttemptAt(schedule, row.attempts + 1, row.created_at, at);
    return { row, event: { type: 'ATTEMPT_FAILED', at: at.toISOString(), retryAt: retryAt?.toISOString() ?? null } };
  });
  const { moved } = await applyDeliveryEvents(ctx, items, 'webhook_dispatcher');
  // Per endpoint: one success clears its run of failures; only failures carry the run on (from the earliest).
  for (const endpoint of endpoints.values()) {
    const outcomes = waiting.filter((a) => deliveries.get(a.deliveryId)!.endpoint_id === endpoint.id).map((a) => a.outcome);
    if (outcomes.length === 0) continue;
    if (outcomes.some(succeeded)) {
      if (endpoint.failing_since) await updateWebhookEndpoint(ctx.tx, endpoint.id, { failing_since: null });
    } else if (!endpoint.disabled) {
      const firstFailure = new Date(Math.min(...outcomes.map((o) => o.attemptedAt.getTime())));
      await trackFailure(ctx, endpoint, firstFailure, at);
    }
  }
  return moved.map((m) => m.row);
}

async function endpointsOfDeliveries(sql: Queryable, deliveryIds: string[]): Promise<string[]> {
  const rows = await sql<{ endpoint_id: string }[]>`select distinct endpoint_id from webhook_deliveries where id = any(${deliveryIds}::uuid[])`;
  return rows.map((r) => r.endpoint_id);
}

/** One attempt (see `recordAttempts`). */
export async function recordAttempt(ctx: CommandContext, deliveryId: string, outcome: AttemptOutcome): Promise<WebhookDeliveryRow | null> {
  const [moved] = await recordAttempts(ctx, [{ deliveryId, outcome }]);
  return moved ?? null;
}

async function trackFailure(ctx: CommandContext, endpoint: WebhookEndpointRow, attemptedAt: Date, now: Date): Promise<void> {
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
