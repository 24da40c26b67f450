import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { duplicateJsonKey } from '../../domain/duplicateJsonKeys.ts';

/** The largest body any request of this API needs, with room to spare (an employee with its history). */
export const maxBodyBytes = 1024 * 1024;

/** Past this much, an over-long body is no longer read to its end: the connection is closed instead. */
export const mostDrainedBytes = 64 * 1024 * 1024;

/** 413 with the error envelope (code invalid_request: the body is malformed in being too long). */
export class BodyTooLarge extends ApiError {
  constructor(maxBytes: number) {
    super('invalid_request', `The body is larger than ${maxBytes} bytes.`, { max_bytes: maxBytes });
  }
  override get status() {
    return 413 as const;
  }
}

/**
 * Reads and drops the rest of a refused body, so the client, still sending, reads the 413 instead of seeing the
 * socket closed under it. Past `mostDrainedBytes` it stops, and the answer says the connection closes.
 */
export async function drainBody(c: Context, reader?: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let seen = 0;
  const body = reader ?? c.req.raw.body?.getReader();
  if (!body) return;
  for (;;) {
    const { done, value } = await body.read().catch(() => ({ done: true, value: undefined }));
    if (done) return;
    seen += value?.byteLength ?? 0;
    if (seen > mostDrainedBytes) {
      c.header('Connection', 'close');
      await body.cancel().catch(() => {});
      return;
    }
  }
}

/**
 * Refuses a body over `maxBytes` before it is held in memory: by its Content-Length when it has one, else by
 * counting the chunks as they arrive. Either way the refused body is drained before the 413 goes out.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined && /^\d+$/.test(declared)) {
      if (Number(declared) <= maxBytes) return next();
      await drainBody(c);
      throw new BodyTooLarge(maxBytes);
    }
    const reader = c.req.raw.body?.getReader();
    if (!reader) return next();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await drainBody(c, reader);
        throw new BodyTooLarge(maxBytes);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: new Blob(chunks as BlobPart[]), duplex: 'half' } as RequestInit);
    await next();
  };
}

const limit = limitBody(maxBodyBytes);

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
  const repeated = duplicateJsonKey(text);
  if (repeated !== null) {
    throw new ApiError('invalid_request', `The body gives the key ${repeated} twice: send each key once.`, { duplicate_key: repeated });
  }
  await next();
};
