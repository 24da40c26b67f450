import { Buffer } from 'node:buffer';
import type { Queryable } from './connect.ts';
import { findKeyTakingRateLimit, type AuthenticatingKey, type RateLimitTaken, type RateLimitUnits } from './apiKeys.ts';

export interface KeyTake {
  key: AuthenticatingKey | undefined;
  /** This request's unit of the key's rate limit; null when the secret did not match or the key is not live. */
  rateLimit: RateLimitTaken | null;
}

/** The requests of one key and secret: those waiting for the next lookup, while one is in flight. */
interface Line { keyId: string; secretSha256: Uint8Array; inFlight: boolean; waiting: Waiter[] }
interface Waiter { resolve: (take: KeyTake) => void; reject: (error: unknown) => void }

/** Most requests one lookup answers: a larger batch would only hold its last requests' answers longer. */
const MOST_UNITS = 64;

/**
 * Key lookups of one API process, each with its unit of rate limit. Requests presenting the same key and secret
 * while a lookup of it is in flight wait for the next one, which takes a unit for each of them in one call: a busy
 * key costs PostgreSQL one locked update of its bucket per round trip instead of one per request, and the requests
 * queued on that row's lock. Every request still sees the key as it is when its own lookup ran (revoked, expired,
 * scopes), and the bucket is shared by every process as before.
 */
export function keyTakes(sql: Queryable, policy: { rate: number; burst: number }) {
  const lines = new Map<string, Line>();

  async function send(name: string, line: Line): Promise<void> {
    const batch = line.waiting.splice(0, MOST_UNITS);
    line.inFlight = true;
    try {
      const row = await findKeyTakingRateLimit(sql, line.keyId, line.secretSha256, policy, batch.length);
      const units = row?.rate_limit ?? null;
      for (const [index, waiter] of batch.entries()) waiter.resolve({ key: row, rateLimit: units && unitOf(units, index) });
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    } finally {
      line.inFlight = false;
      if (line.waiting.length > 0) void send(name, line);
      else lines.delete(name);
    }
  }

  return function take(keyId: string, secretSha256: Uint8Array): Promise<KeyTake> {
    const name = `${keyId}.${Buffer.from(secretSha256).toString('base64')}`;
    const line = lines.get(name) ?? { keyId, secretSha256, inFlight: false, waiting: [] };
    lines.set(name, line);
    return new Promise((resolve, reject) => {
      line.waiting.push({ resolve, reject });
      if (!line.inFlight) void send(name, line);
    });
  };
}

/** The index-th request's unit: allowed while units were granted, the first request seeing the most remaining. */
function unitOf(units: RateLimitUnits, index: number): RateLimitTaken {
  return index < units.granted
    ? { allowed: true, remaining: units.remaining + (units.granted - 1 - index), retry_after_seconds: 0 }
    : { allowed: false, remaining: 0, retry_after_seconds: units.retry_after_seconds };
}
