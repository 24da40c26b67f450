import { defaultRetrySchedule, type RetrySchedule } from '../../domain/webhooks/retrySchedule.ts';
import { rotationOverlapMs } from '../../domain/webhooks/secret.ts';
import type { AddressPolicy } from './deliveryAddress.ts';
import { minimumEventRetentionDays } from '../../platform/config.ts';

/** How webhooks behave in this deployment: where they may go, when they are retried, how long a rotation overlaps. */
export interface WebhookSettings extends AddressPolicy {
  schedule: RetrySchedule;
  rotationOverlapMs: number;
  /** Attempts under way at once to one endpoint, per process. */
  perEndpointConcurrency: number;
  /** Attempts under way at once to one organization's endpoints, per process. */
  perOrganizationConcurrency: number;
  /** Attempts under way at once, per process. */
  concurrency: number;
  /** How often the dispatcher looks for due retries. */
  pollMs: number;
  /** Events older than this are purged with their deliveries (never one still waiting for an attempt). */
  eventRetentionMs: number;
  /** How often the dispatcher purges; a purge runs batch after batch until nothing old is left. */
  purgeIntervalMs: number;
  /** Events purged per statement, so a purge never holds many locks or one long transaction. */
  purgeBatchSize: number;
}

const day = 24 * 3600 * 1000;

export function webhookSettings(deployment: 'staging' | 'production', overrides: Partial<WebhookSettings> = {}): WebhookSettings {
  return {
    loopbackOnly: deployment === 'staging',
    schedule: defaultRetrySchedule,
    rotationOverlapMs,
    perEndpointConcurrency: 4,
    perOrganizationConcurrency: 16,
    concurrency: 64,
    pollMs: 1_000,
    eventRetentionMs: minimumEventRetentionDays * day,
    purgeIntervalMs: 3600 * 1000,
    purgeBatchSize: 1_000,
    ...overrides,
  };
}
