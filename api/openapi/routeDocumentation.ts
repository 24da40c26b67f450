import { errorResponses } from '../schemas/common.ts';
import type { RouteConfig } from '@hono/zod-openapi';

/**
 * What the middleware of a route decides, written into its OpenAPI operation so the two cannot drift: the
 * scope `requireScope` demands (as `security` with the scope and `x-required-scope`), the Idempotency-Key
 * header `idempotent` reads, and the headers the middleware before every route sets on each response.
 * `newRouter` applies it to every route it registers.
 */
export function documentRoute<R extends RouteConfig>(route: R): R {
  const middleware = [route.middleware ?? []].flat() as object[];
  const scope = middleware.map((m) => (m as { requiredScope?: string }).requiredScope).find((s) => s !== undefined);
  const idempotent = middleware.some((m) => (m as { acceptsIdempotencyKey?: boolean }).acceptsIdempotencyKey === true);
  // Every route that takes a body can answer 413 (api/middleware/jsonBody.ts, limitBody).
  const withBodyLimit = route.request?.body && !('413' in route.responses) ? { ...route.responses, ...errorResponses(413) } : route.responses;
  const responses = Object.fromEntries(
    Object.entries(withBodyLimit).map(([status, response]) => [status, withHeaders(response as object, Number(status), idempotent)]),
  );
  return {
    ...route,
    ...(scope ? { security: [{ bearer: [scope] }], 'x-required-scope': scope } : {}),
    ...(idempotent ? { parameters: [...((route as { parameters?: unknown[] }).parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }] } : {}),
    responses,
  };
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

function withHeaders(response: object, status: number, idempotent: boolean) {
  if ('$ref' in response) return response;
  const headers: Record<string, unknown> = { 'Request-Id': header('RequestId') };
  // Authentication runs before the rate limit: a 401 has spent no allowance.
  if (status !== 401) Object.assign(headers, { 'RateLimit-Limit': header('RateLimitLimit'), 'RateLimit-Remaining': header('RateLimitRemaining') });
  if (status === 401) headers['WWW-Authenticate'] = header('WWWAuthenticate');
  if (status === 429 || status === 409) headers['Retry-After'] = header('RetryAfter');
  if (idempotent && status >= 200 && status < 300) headers['Idempotent-Replayed'] = header('IdempotentReplayed');
  const own = (response as { headers?: Record<string, unknown> }).headers;
  return { ...response, headers: { ...headers, ...own } };
}

/** The components the references above point to; registered once on the document's registry. */
export const sharedComponents = {
  parameters: {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the ' +
        'stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; ' +
        'while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
      example: 'payroll-2025-07-approve-1',
    },
  },
  headers: {
    RequestId: { description: 'Identifies this request; quote it when reporting a problem.', schema: { type: 'string', example: 'req_01932f7e8d4c7b2a9f3e5a6b7c8d9e0f' } },
    RateLimitLimit: { description: "The key's burst allowance (requests it may send at once).", schema: { type: 'integer', example: 200 } },
    RateLimitRemaining: { description: 'Requests left in the allowance now.', schema: { type: 'integer', example: 199 } },
    RetryAfter: { description: 'Seconds to wait before retrying (429 rate_limited, 409 idempotency_in_progress).', schema: { type: 'integer', example: 1 } },
    WWWAuthenticate: { description: 'Always `Bearer`.', schema: { type: 'string', example: 'Bearer' } },
    IdempotentReplayed: {
      description: '`true` when this is the stored response of an earlier request with the same Idempotency-Key; absent otherwise.',
      schema: { type: 'string', enum: ['true'] },
    },
  },
} as const;
