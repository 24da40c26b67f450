import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { streamedUpload } from './jsonLinesBody.ts';
import { constantTimeEqual } from '../../domain/apiKeys.ts';
import { canonicalJson } from '../../domain/canonicalJson.ts';
import { findIdempotentResponse, lockIdempotencyKey, rememberIdempotentResponse } from '../../db/idempotency.ts';

const rememberedHeaders = ['content-type', 'location'];

/**
 * Idempotency-Key (interface 4.1, contract "Limits"). Runs inside the request's tenant transaction: the
 * stored response commits with the request's own writes, and a transaction-scoped advisory lock makes a
 * concurrent request with the same key answer 409 instead of acting twice. Only successful responses are
 * remembered: a rejected request changed nothing, so retrying it with the same key may act.
 */
const replayOrRemember: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const key = idempotencyKeyOf(c);
  if (key === undefined) return next();
  const fingerprint = requestFingerprint(c.req.method, c.req.path, await c.req.text());
  if (await replayed(c, key, () => Promise.resolve(fingerprint))) return;
  await next();
  await remember(c, key, fingerprint);
};

/**
 * The same for an upload the route streams (POST /employee_imports): the body is hashed as the route reads it,
 * and read here only to compare with a response already remembered under the key.
 */
const replayOrRememberUpload: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const key = idempotencyKeyOf(c);
  if (key === undefined) return next();
  const fingerprintNow = async () => {
    const upload = streamedUpload(c);
    for await (const _ of upload.pieces);
    return upload.sha256();
  };
  if (await replayed(c, key, fingerprintNow)) return;
  await next();
  if (c.error || c.res.status < 200 || c.res.status >= 300) return;
  const fingerprint = c.var.uploadSha256;
  if (!fingerprint) throw new Error('a streamed upload route must set uploadSha256');
  await remember(c, key, fingerprint);
};

function idempotencyKeyOf(c: Context<ApiEnv>): string | undefined {
  const key = c.req.header('Idempotency-Key');
  if (key !== undefined && (key.length === 0 || key.length > 255)) {
    throw new ApiError('invalid_request', 'Idempotency-Key must be 1 to 255 characters.', { header: 'Idempotency-Key' });
  }
  return key;
}

/** Takes the key's lock; when a response is remembered under it, answers it again (or 422 for another request). */
async function replayed(c: Context<ApiEnv>, key: string, fingerprintOf: () => Promise<Uint8Array>): Promise<boolean> {
  const tx = c.var.db;
  const organizationId = c.var.principal.organizationId;
  if (!(await lockIdempotencyKey(tx, organizationId, key))) {
    throw new ApiError('idempotency_in_progress', 'A request with this Idempotency-Key is still in progress.', undefined, {
      'Retry-After': '1',
    });
  }
  const stored = await findIdempotentResponse(tx, organizationId, key);
  if (!stored) return false;
  if (!constantTimeEqual(stored.request_sha256, await fingerprintOf())) {
    throw new ApiError('idempotency_key_reuse', 'This Idempotency-Key was already used for a different request.', {
      idempotency_key: key,
    });
  }
  const headers = new Headers(stored.response_headers);
  headers.set('Idempotent-Replayed', 'true');
  c.res = new Response(stored.response_body, { status: stored.response_status, headers });
  return true;
}

async function remember(c: Context<ApiEnv>, key: string, fingerprint: Uint8Array): Promise<void> {
  if (c.error || c.res.status < 200 || c.res.status >= 300) return;
  const headers: Record<string, string> = {};
  for (const name of rememberedHeaders) {
    const value = c.res.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  await rememberIdempotentResponse(c.var.db, {
    organization_id: c.var.principal.organizationId,
    key,
    request_sha256: fingerprint,
    response_status: c.res.status,
    response_headers: headers,
    response_body: await c.res.clone().text(),
  });
}

/** The middleware; its mark puts the Idempotency-Key header on the route's OpenAPI operation. */
export const idempotent = Object.assign(replayOrRemember, { acceptsIdempotencyKey: true as const });
export const idempotentUpload = Object.assign(replayOrRememberUpload, { acceptsIdempotencyKey: true as const });

/**
 * Same method, path and JSON body (key order and spacing aside) is the same request. Hashed with node:crypto
 * straight from the string: encoding a 38 MB import upload and digesting it through WebCrypto took ~1.3 s.
 */
export function requestFingerprint(method: string, path: string, body: string): Uint8Array {
  let canonicalBody = body;
  try {
    if (body.trim() !== '') canonicalBody = canonicalJson(JSON.parse(body));
  } catch {
    // not JSON: the raw text is the body
  }
  return new Uint8Array(createHash('sha256').update(`${method} ${path}\n`, 'utf8').update(canonicalBody, 'utf8').digest());
}
