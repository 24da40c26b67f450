/** Examples of the webhook endpoint and event routes; see resources.ts. */
import { payRunExample } from './resources.ts';

const ids = {
  endpoint: '0193a1b2-0000-7000-8000-000000000008',
  event: '0193a1b2-0000-7000-8000-000000000009',
  delivery: '0193a1b2-0000-7000-8000-00000000000a',
  attempt: '0193a1b2-0000-7000-8000-00000000000b',
  secondAttempt: '0193a1b2-0000-7000-8000-00000000000c',
} as const;
const at = '2025-07-25T09:30:00.000Z';

export const newWebhookEndpointExample = {
  url: 'https://hooks.example.com/payroll',
  events: ['pay_run.calculated' as const, 'pay_run.paid' as const],
  description: 'Ledger sync',
};

export const webhookEndpointChangeExample = { events: ['pay_run.paid' as const], disabled: false };

export const webhookEndpointExample = {
  id: ids.endpoint,
  object: 'webhook_endpoint' as const,
  url: newWebhookEndpointExample.url,
  events: newWebhookEndpointExample.events,
  description: 'Ledger sync',
  disabled: false,
  disabled_reason: null,
  disabled_at: null,
  created_at: at,
  updated_at: at,
};

// Not a real secret: the shape only.
export const webhookEndpointWithSecretExample = { ...webhookEndpointExample, secret: `whsec_${'A'.repeat(43)}` };

export const deletedWebhookEndpointExample = { id: ids.endpoint, object: 'webhook_endpoint' as const, deleted: true as const };

export const eventExample = {
  id: ids.event,
  object: 'event' as const,
  type: 'pay_run.calculated' as const,
  created_at: at,
  data: { object: payRunExample('calculated') as Record<string, unknown>, previous_status: 'draft' },
};

export const eventWithDeliveriesExample = {
  ...eventExample,
  deliveries: [{
    id: ids.delivery, object: 'webhook_delivery' as const, endpoint_id: ids.endpoint, status: 'delivered' as const, attempts: 2,
    next_attempt_at: null, created_at: at,
  }],
  delivery_attempts: [
    { id: ids.attempt, object: 'webhook_delivery_attempt' as const, delivery_id: ids.delivery, endpoint_id: ids.endpoint, attempted_at: at, duration_ms: 10_000, response_status: null, error: 'timeout' },
    { id: ids.secondAttempt, object: 'webhook_delivery_attempt' as const, delivery_id: ids.delivery, endpoint_id: ids.endpoint, attempted_at: '2025-07-25T09:30:41.000Z', duration_ms: 84, response_status: 200, error: null },
  ],
};
