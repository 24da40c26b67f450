import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { ApiError } from '../errors.ts';

/** A body that is not JSON is a malformed request (400), caught before any validation or idempotency check. */
export const requireJsonBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const text = await c.req.text();
  if (text.trim() === '') return next();
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    throw new ApiError('invalid_request', 'The body must be JSON, sent with Content-Type: application/json.', {
      content_type: type || null,
    });
  }
  try {
    JSON.parse(text);
  } catch {
    throw new ApiError('invalid_request', 'The body is not valid JSON.');
  }
  await next();
};
