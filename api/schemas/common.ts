import { z } from '@hono/zod-openapi';

export const Uuid = z.uuid().openapi({ example: '01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f' });
export const DateTime = z.string().openapi({ format: 'date-time', example: '2025-07-31T12:00:00.000Z' });
export const IsoDate = z.iso.date().openapi({ example: '2025-07-31' });

export const Money = z
  .object({
    amount_minor: z.number().int().openapi({ example: 50000 }),
    currency: z.string().length(3).openapi({ example: 'KES' }),
  })
  .openapi('Money');

export const ErrorEnvelope = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'validation_failed' }),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .openapi('Error');

export function listOf<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      object: z.literal('list'),
      data: z.array(item),
      has_more: z.boolean(),
      next_cursor: Uuid.nullable(),
    })
    .openapi(name);
}

/** Path ids: anything that is not a uuid is simply not found (contract). */
export const IdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }),
});

const statusText: Record<number, string> = {
  400: 'Malformed request (invalid_request)',
  401: 'Authentication failure (missing_token, invalid_token, revoked, expired)',
  403: 'Scope failure (insufficient_scope) or organization_not_operable',
  404: 'Not found (not_found)',
  409: 'Conflict (invalid_transition, idempotency_in_progress with Retry-After)',
  422: 'Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified)',
  429: 'Too many requests (rate_limited, Retry-After in seconds)',
};

/** The error responses a route can give, each with the error envelope. */
export function errorResponses(...statuses: (keyof typeof statusText)[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: statusText[status]!, content: { 'application/json': { schema: ErrorEnvelope } } },
    ]),
  );
}

export const standardErrors = [401, 403, 429] as const;
