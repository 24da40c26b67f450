import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors.ts';

/** The largest body any request of this API needs, with room to spare (an employee with its history). */
export const maxBodyBytes = 1024 * 1024;

/** A body over the limit is refused before it is read into memory. */
export const limitBodySize = bodyLimit({
  maxSize: maxBodyBytes,
  onError: () => {
    throw new ApiError('invalid_request', `The body is larger than ${maxBodyBytes} bytes.`, { max_bytes: maxBodyBytes });
  },
});

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
