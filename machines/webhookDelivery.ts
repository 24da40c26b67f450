import { assign, setup } from 'xstate';
import { stateNames, statesTagged, type StateOf } from './lifecycle.ts';

/**
 * One event's delivery to one endpoint (contract "Webhooks"). Pure: the dispatcher makes an attempt, then tells
 * the machine how it went; when the next attempt is due (exponential backoff with jitter, up to 3 days) travels
 * in the event, decided by the dispatcher's schedule. `retryAt: null` means the schedule is spent.
 */
export type WebhookDeliveryEvent =
  | { type: 'ATTEMPT_SUCCEEDED'; at: string }
  | { type: 'ATTEMPT_FAILED'; at: string; retryAt: string | null }
  /** The endpoint was disabled or deleted: nothing more is sent to it. */
  | { type: 'ENDPOINT_GONE'; reason: string };

export interface WebhookDeliveryContext {
  attempts: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export const webhookDeliveryMachine = setup({
  types: { context: {} as WebhookDeliveryContext, events: {} as WebhookDeliveryEvent },
  guards: {
    willRetry: ({ event }) => event.type === 'ATTEMPT_FAILED' && event.retryAt !== null,
  },
  actions: {
    recordSuccess: assign(({ context, event }) => ({
      attempts: context.attempts + 1,
      nextAttemptAt: null,
      deliveredAt: event.type === 'ATTEMPT_SUCCEEDED' ? event.at : null,
    })),
    scheduleRetry: assign(({ context, event }) => ({
      attempts: context.attempts + 1,
      nextAttemptAt: event.type === 'ATTEMPT_FAILED' ? event.retryAt : null,
    })),
    recordLastFailure: assign(({ context }) => ({ attempts: context.attempts + 1, nextAttemptAt: null })),
    stopTrying: assign({ nextAttemptAt: null }),
  },
}).createMachine({
  id: 'webhookDelivery',
  initial: 'pending',
  context: { attempts: 0, nextAttemptAt: null, deliveredAt: null },
  states: {
    pending: {
      tags: ['awaitingAttempt'],
      on: {
        ATTEMPT_SUCCEEDED: { target: 'delivered', actions: 'recordSuccess' },
        ATTEMPT_FAILED: [
          { guard: 'willRetry', target: 'retrying', actions: 'scheduleRetry' },
          { target: 'failed', actions: 'recordLastFailure' },
        ],
        ENDPOINT_GONE: { target: 'failed', actions: 'stopTrying' },
      },
    },
    retrying: {
      tags: ['awaitingAttempt'],
      on: {
        ATTEMPT_SUCCEEDED: { target: 'delivered', actions: 'recordSuccess' },
        ATTEMPT_FAILED: [
          { guard: 'willRetry', target: 'retrying', reenter: true, actions: 'scheduleRetry' },
          { target: 'failed', actions: 'recordLastFailure' },
        ],
        ENDPOINT_GONE: { target: 'failed', actions: 'stopTrying' },
      },
    },
    delivered: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type WebhookDeliveryState = StateOf<typeof webhookDeliveryMachine>;
export const webhookDeliveryStates = stateNames(webhookDeliveryMachine);
/** Deliveries the dispatcher still has to attempt. */
export const awaitingAttemptStates = statesTagged(webhookDeliveryMachine, 'awaitingAttempt');

/** No endpoint moves one delivery: the dispatcher does (a redelivery is a new delivery). */
export const webhookDeliveryClientActions = {} as const;
/** Deliveries an operator looks at: the last attempt failed and it waits to retry, or it was given up. */
export const failedDeliveryStates: readonly WebhookDeliveryState[] = webhookDeliveryStates.filter((state) => state === 'retrying' || state === 'failed');

/** Where a delivery ends when the endpoint took it (the record pages count them per event). */
export const deliveredStates: readonly WebhookDeliveryState[] = webhookDeliveryStates.filter((state) => state === 'delivered');
