import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors.ts';

/** The largest body any request of this API needs, with room to spare (an employee with its history). */
export const maxBodyBytes = 1024 * 1024;

const limit = bodyLimit({
  maxSize: maxBodyBytes,
  onError: () => {
    throw new ApiError('invalid_request', `The body is larger than ${maxBodyBytes} bytes.`, { max_bytes: maxBodyBytes });
  },
});

/**
 * A body over the limit is refused before it is read into memory. Nothing reads a GET's or HEAD's body, so it
 * is not looked at: looking (`c.req.raw.body`) makes @hono/node-server build a whole web Request per request.
 */
export const limitBodySize: MiddlewareHandler<ApiEnv> = (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));

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
    throw new ApiError('invalid_request', 'The body is not valid JSON.', { body: 'is not valid JSON' });
  }
  await next();
};
