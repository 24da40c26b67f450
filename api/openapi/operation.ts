import type { z } from '@hono/zod-openapi';
import type { Tag } from './tags.ts';

/**
 * What every operation declares besides method, path, request and responses: spread it into `createRoute`.
 * The scope and the Idempotency-Key come from the route's middleware (`requireScope`, `idempotent`), not from here.
 * test/api/openapiDocument.test.ts fails while an operation lacks any of it.
 */
export function operation(meta: { id: string; tag: Tag; summary: string; description: string }) {
  return { operationId: meta.id, tags: [meta.tag], summary: meta.summary, description: meta.description };
}

/** A JSON request body with its example (the example is type-checked against the schema). */
export function jsonBody<T extends z.ZodType>(schema: T, example: z.input<T>, description?: string) {
  return { required: true, ...(description ? { description } : {}), content: { 'application/json': { schema, example } } };
}

/** A JSON response with its example (type-checked against the schema; test/api/openapiDocument.test.ts validates it too). */
export function jsonResponse<T extends z.ZodType>(description: string, schema: T, example: z.input<T>) {
  return { description, content: { 'application/json': { schema, example } } };
}
