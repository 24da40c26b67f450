/**
 * When a failed delivery is tried again: exponential backoff from `firstRetryMs`, capped at `maxRetryMs`, with
 * full jitter on the upper half (so endpoints recovering together are not hit together), until `giveUpAfterMs`
 * after the event was first attempted. Configurable so tests run the whole schedule in seconds.
 */
export interface RetrySchedule {
  firstRetryMs: number;
  maxRetryMs: number;
  giveUpAfterMs: number;
  /** An endpoint failing without a single success this long is disabled. */
  disableEndpointAfterMs: number;
  /** One attempt's whole time: connect, send, first byte of the answer. */
  timeoutMs: number;
}

const day = 24 * 3600 * 1000;
export const defaultRetrySchedule: RetrySchedule = {
  firstRetryMs: 60_000,
  maxRetryMs: 6 * 3600 * 1000,
  giveUpAfterMs: 3 * day,
  disableEndpointAfterMs: 3 * day,
  timeoutMs: 10_000,
};

/** The time of the next attempt after `attempts` failed ones, or null once the schedule is spent. */
export function nextAttemptAt(schedule: RetrySchedule, attempts: number, firstQueuedAt: Date, now: Date, random = Math.random): Date | null {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(schedule.firstRetryMs * 2 ** exponent, schedule.maxRetryMs);
  const delay = Math.round(ceiling / 2 + random() * (ceiling / 2));
  const at = new Date(now.getTime() + delay);
  return at.getTime() - firstQueuedAt.getTime() > schedule.giveUpAfterMs ? null : at;
}
