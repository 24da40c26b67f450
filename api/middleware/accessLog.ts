import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { ApiEnv } from '../env.ts';
import { logOf } from '../../platform/log.ts';
import { httpRequestDuration } from '../../platform/payrollMetrics.ts';
import { secondsSince } from '../../platform/metrics.ts';

/**
 * One access line and one latency observation per request. The route is the matched pattern
 * (`/api/v1/pay_runs/:pay_run_id/approve`), never the raw path; the key is named by its id, never its token.
 */
export const accessLog: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const route = matchedRoute(c);
    const status = c.res.status;
    const seconds = secondsSince(started);
    httpRequestDuration.observe({ method: c.req.method, route, status: String(status) }, seconds);
    const principal = c.get('principal');
    logOf('api').info(
      {
        request_id: c.get('requestId'),
        method: c.req.method,
        route,
        status,
        duration_ms: Math.round(seconds * 100_000) / 100,
        organization_id: principal?.organizationId,
        key_id: principal?.apiKeyId,
      },
      'request',
    );
  }
};

/** The pattern of the handler that answered (not a middleware's `*`); `unmatched` when none did. */
function matchedRoute(c: Parameters<MiddlewareHandler<ApiEnv>>[0]): string {
  const handlers = matchedRoutes(c).filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'));
  return handlers.at(-1)?.path ?? 'unmatched';
}
