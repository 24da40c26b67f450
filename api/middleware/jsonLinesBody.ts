import type { Context, MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import type { ApiEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { BodyTooLarge, drainBody } from './jsonBody.ts';

/** Room for 100,000 employees of about 1 kB each, with margin; the upload is streamed, never held whole. */
export const maxJsonLinesBytes = 256 * 1024 * 1024;

/** Uploads of JSON lines (POST /employee_imports), which the JSON body checks of every other route do not fit. */
export function isJsonLinesUpload(method: string, path: string): boolean {
  return method === 'POST' && path.endsWith('/employee_imports');
}

/** Wraps a body middleware so it leaves JSON-lines uploads to `requireJsonLinesBody`. */
export function exceptJsonLinesUploads(...middleware: MiddlewareHandler<ApiEnv>[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (isJsonLinesUpload(c.req.method, c.req.path)) return next();
    const run = (i: number): Promise<void> => (i === middleware.length ? next() : middleware[i]!(c, () => run(i + 1)).then(() => {}));
    await run(0);
  };
}

/**
 * One JSON object per line, sent as application/x-ndjson (or application/jsonl). A declared length over the limit
 * is refused from the header; the body itself is read by the route as a stream (`streamedUpload`).
 */
export const requireJsonLinesBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/(x-ndjson|jsonl|x-jsonlines)\s*(;|$)/i.test(type)) {
    await drainBody(c);
    throw new ApiError('invalid_request', 'Send the employees as JSON lines, with Content-Type: application/x-ndjson.', {
      content_type: type || null,
    });
  }
  const declared = c.req.header('Content-Length');
  if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined && /^\d+$/.test(declared) && Number(declared) > maxJsonLinesBytes) {
    await drainBody(c);
    throw new BodyTooLarge(maxJsonLinesBytes);
  }
  await next();
};

/**
 * The upload as text pieces, decoded as they arrive and never held whole, counted against `maxJsonLinesBytes`
 * (a body without a Content-Length is refused as soon as it passes it) and hashed for the Idempotency-Key check
 * the same way `requestFingerprint` hashes a body that is not one JSON value.
 */
export function streamedUpload(c: Context) {
  const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n`, 'utf8');
  const reader = c.req.raw.body?.getReader();
  const decoder = new TextDecoder();
  async function* pieces(): AsyncGenerator<string> {
    if (!reader) return;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxJsonLinesBytes) {
        await drainBody(c, reader);
        throw new BodyTooLarge(maxJsonLinesBytes);
      }
      hash.update(value);
      yield decoder.decode(value, { stream: true });
    }
    const tail = decoder.decode();
    if (tail) yield tail;
  }
  return {
    pieces: pieces(),
    sha256: () => new Uint8Array(hash.digest()),
    /** Reads the rest, so an answer given before the end (a refusal) reaches the client. */
    drain: () => (reader ? drainBody(c, reader) : Promise.resolve()),
  };
}
