import { z } from '@hono/zod-openapi';
import { DateTime, Uuid } from './common.ts';
import type { WebhookEndpointRow } from '../../db/webhookEndpoints.ts';
import type { EventRow } from '../../db/events.ts';
import type { DeliveryAttemptRow, WebhookDeliveryRow } from '../../db/webhookDeliveries.ts';
import { webhookEventTypes } from '../../machines/webhookEvents.ts';
import { webhookDeliveryStates } from '../../machines/webhookDelivery.ts';

const EventType = z.enum(webhookEventTypes).openapi({ example: 'pay_run.calculated' });
const exampleUrl = 'https://hooks.example.com/payroll';

export const WebhookEndpoint = z
  .object({
    id: Uuid,
    object: z.literal('webhook_endpoint'),
    url: z.string().openapi({ example: exampleUrl }),
    events: z.array(EventType).openapi({ description: 'The event types sent to this endpoint' }),
    description: z.string().nullable().openapi({ example: 'Ledger sync' }),
    disabled: z.boolean().openapi({ description: 'Nothing is sent while true: disabled by a client, or by 3 days of failed deliveries' }),
    disabled_reason: z.string().nullable().openapi({ description: 'Why the endpoint stopped receiving: a client disabled it, or every delivery failed for 3 days' }),
    disabled_at: DateTime.nullable().openapi({ description: 'When it was disabled; null while enabled' }),
    created_at: DateTime,
    updated_at: DateTime,
  })
  .openapi('WebhookEndpoint');

export const WebhookEndpointWithSecret = WebhookEndpoint.extend({
  secret: z.string().openapi({
    description: 'whsec_ and 43 base64url characters; the whole string, as UTF-8, is the HMAC-SHA256 key. Shown once.',
    example: 'whsec_3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  }),
}).openapi('WebhookEndpointWithSecret');

const events = z.array(EventType).min(1, 'must name at least one event type').max(webhookEventTypes.length).openapi({ description: 'The event types to send to this endpoint' });
const url = z.string().min(1, 'must be an absolute https URL').max(2048, 'must be at most 2048 characters');
const description = z.string().max(500, 'must be at most 500 characters').nullable();

export const NewWebhookEndpoint = z
  .strictObject({ url, events, description: description.optional() })
  .openapi('NewWebhookEndpoint', { example: { url: exampleUrl, events: ['pay_run.calculated', 'pay_run.paid'], description: 'Ledger sync' } });

export const WebhookEndpointChange = z
  .strictObject({
    url: url.optional(),
    events: events.optional(),
    description: description.optional(),
    disabled: z.boolean().optional().openapi({ description: 'true stops deliveries; false enables the endpoint again and forgets its failures' }),
  })
  .openapi('WebhookEndpointChange', { example: { disabled: false } });

export const DeletedWebhookEndpoint = z
  .object({ id: Uuid, object: z.literal('webhook_endpoint'), deleted: z.literal(true) })
  .openapi('DeletedWebhookEndpoint');

export const Event = z
  .object({
    id: Uuid.openapi({ description: 'The same on every delivery of the event: deduplicate on it' }),
    object: z.literal('event'),
    type: EventType.openapi({ description: 'What happened, as resource.change' }),
    created_at: DateTime.openapi({ description: 'When the change it announces committed' }),
    data: z.object({
      object: z.record(z.string(), z.unknown()).openapi({ description: 'The resource as the API returns it (pay_run, payslip or employee), in the status the event announces' }),
      previous_status: z.string().nullable().optional().openapi({ description: "The resource's status before the change, to order events without relying on arrival order", example: 'calculating' }),
    }),
  })
  .openapi('Event');

export const DeliveryAttempt = z
  .object({
    id: Uuid,
    object: z.literal('webhook_delivery_attempt'),
    delivery_id: Uuid,
    endpoint_id: Uuid,
    attempted_at: DateTime.openapi({ description: 'When the request was sent' }),
    duration_ms: z.number().int().openapi({ description: 'Until the receiver answered or the attempt gave up (10 s at most)' }),
    response_status: z.number().int().nullable().openapi({ description: "The receiver's HTTP status; null when it never answered", example: 500 }),
    error: z.string().nullable().openapi({ example: 'timeout' }),
  })
  .openapi('WebhookDeliveryAttempt');

export const Delivery = z
  .object({
    id: Uuid,
    object: z.literal('webhook_delivery'),
    endpoint_id: Uuid,
    status: z.enum(webhookDeliveryStates).openapi({ description: 'As the delivery machine moves it (docs/machines/webhookDelivery.md)' }),
    attempts: z.number().int().openapi({ description: 'Attempts made so far' }),
    next_attempt_at: DateTime.nullable().openapi({ description: 'When the next attempt is due; null once delivered or failed' }),
    created_at: DateTime,
  })
  .openapi('WebhookDelivery');

export const EventWithDeliveries = Event.extend({
  deliveries: z.array(Delivery).openapi({ description: 'One per endpoint it was sent to (a redelivery adds one)' }),
  delivery_attempts: z.array(DeliveryAttempt).openapi({ description: 'Every attempt, oldest first' }),
}).openapi('EventWithDeliveries');

export function presentWebhookEndpoint(row: WebhookEndpointRow): z.infer<typeof WebhookEndpoint> {
  return {
    id: row.id,
    object: 'webhook_endpoint',
    url: row.url,
    events: row.events as z.infer<typeof EventType>[],
    description: row.description,
    disabled: row.disabled,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const presentEvent = (row: EventRow) => row.body as z.infer<typeof Event>;

export function presentEventWithDeliveries(row: EventRow, deliveries: WebhookDeliveryRow[], attempts: DeliveryAttemptRow[]): z.infer<typeof EventWithDeliveries> {
  return {
    ...presentEvent(row),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      object: 'webhook_delivery' as const,
      endpoint_id: d.endpoint_id,
      status: d.status,
      attempts: d.attempts,
      next_attempt_at: d.next_attempt_at?.toISOString() ?? null,
      created_at: d.created_at.toISOString(),
    })),
    delivery_attempts: attempts.map((a) => ({
      id: a.id,
      object: 'webhook_delivery_attempt' as const,
      delivery_id: a.delivery_id,
      endpoint_id: a.endpoint_id,
      attempted_at: a.attempted_at.toISOString(),
      duration_ms: a.duration_ms,
      response_status: a.response_status,
      error: a.error,
    })),
  };
}
