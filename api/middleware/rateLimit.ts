import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { ApiError } from '../errors.ts';

export interface RateLimitPolicy {
  /** Sustained requests per second per key. */
  rate: number;
  /** Requests a key may send at once before the sustained rate applies. */
  burst: number;
}

/** Per-key GCRA bucket kept in PostgreSQL, so every API process draws on the same allowance. */
export function rateLimit(policy: RateLimitPolicy): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    // Taken by `authenticate`, in the round trip that found the key (db/keyTakes.ts).
    const taken = c.var.rateLimitTaken;
    if (!taken) throw new Error('rateLimit runs after authenticate, which takes the unit of every key it lets through');
    c.header('RateLimit-Limit', String(policy.burst));
    c.header('RateLimit-Remaining', String(taken.remaining));
    if (!taken.allowed) {
      throw new ApiError('rate_limited', 'Too many requests for this key; retry after the Retry-After delay.', undefined, {
        'Retry-After': String(taken.retry_after_seconds),
      });
    }
    await next();
  };
}
