import { z } from '@hono/zod-openapi';
import { errorStatus, type ErrorCode } from '../errors.ts';
import { errorExamples } from '../examples/errors.ts';

export const Uuid = z.uuid().openapi({ example: '01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f' });
export const DateTime = z.string().openapi({ format: 'date-time', example: '2025-07-31T12:00:00.000Z' });
export const IsoDate = z.iso.date().openapi({ example: '2025-07-31' });

export const Money = z
  .object({
    amount_minor: z.number().int().openapi({ example: 50000, description: 'An integer of the currency\'s minor units (cents, kobo, ...)' }),
    currency: z.string().length(3).openapi({ example: 'KES', description: 'ISO 4217 code' }),
  })
  .openapi('Money');

/** The error envelope whose code is one of `codes` (an enum per response status). */
function errorEnvelope(name: string, codes: readonly [ErrorCode, ...ErrorCode[]]) {
  return z
    .object({
      error: z.object({
        code: z.enum(codes).openapi({ description: 'Stable, machine-readable; branch on it, not on message' }),
        message: z.string().openapi({ description: 'For people; may change' }),
        details: z.record(z.string(), z.unknown()).optional().openapi({
          description: 'validation_failed and invalid_request: `fields` maps each bad field (a JSON path) to the reason. insufficient_scope: `required_scope`',
        }),
      }),
    })
    .openapi(name);
}

export const ErrorEnvelope = errorEnvelope('Error', Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

export function listOf<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      object: z.literal('list'),
      data: z.array(item),
      has_more: z.boolean().openapi({ description: 'Whether more items follow this page' }),
      next_cursor: Uuid.nullable().openapi({ description: 'Pass as starting_after for the next page; null on the last page' }),
    })
    .openapi(name);
}

/** Path ids: anything that is not a uuid is simply not found (contract). */
export const IdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }),
});

const statusText = {
  400: 'Malformed request (invalid_request)',
  401: 'Authentication failure (missing_token, invalid_token, revoked, expired)',
  403: 'Scope failure (insufficient_scope) or organization_not_operable',
  404: 'Not found (not_found)',
  409: 'Conflict (invalid_transition, idempotency_in_progress with Retry-After)',
  413: 'Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines',
  422: 'Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified)',
  429: 'Too many requests (rate_limited, Retry-After in seconds)',
} as const;

type ErrorStatus = keyof typeof statusText;

// A body over the limit is malformed (invalid_request), answered with 413 so clients and proxies know why.
const codesOf = (status: ErrorStatus) =>
  (status === 413 ? ['invalid_request'] : (Object.keys(errorStatus) as ErrorCode[]).filter((code) => errorStatus[code] === status)) as [ErrorCode, ...ErrorCode[]];

const envelopes = new Map<ErrorStatus, ReturnType<typeof errorEnvelope>>();
const envelopeOf = (status: ErrorStatus) => {
  if (!envelopes.has(status)) envelopes.set(status, errorEnvelope(`Error${status}`, codesOf(status)));
  return envelopes.get(status)!;
};

/** The error responses a route can give, each with the envelope whose code is an enum of that status's codes, and an example per code. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: statusText[status],
        content: {
          'application/json': {
            schema: envelopeOf(status),
            examples: Object.fromEntries(codesOf(status).map((code) => [code, { summary: code, value: errorExamples[code] }])),
          },
        },
      },
    ]),
  );
}

export const standardErrors = [401, 403, 429] as const;
