import { z } from '@hono/zod-openapi';

/** limit and starting_after, shared by every list endpoint (interface 4.1). */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(25).openapi({ description: '1 to 100, default 25' }),
  starting_after: z.uuid().optional().openapi({ description: 'next_cursor of the previous page' }),
};

/** updated_since: an ISO 8601 date-time (or a date, read as its UTC midnight). */
export const updatedSinceQuery = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((value) => new Date(value))
  .refine((date) => date.getUTCFullYear() >= 1, 'must be in year 0001 or later')
  .optional()
  .openapi({ type: 'string', format: 'date-time' });

export const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional()
  .openapi({ type: 'boolean' });

/** Rows come back with one extra row when another page exists. */
export function listEnvelope<Row extends { id: string }, Item>(rows: Row[], limit: number, present: (row: Row) => Item) {
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return {
    object: 'list' as const,
    data: page.map(present),
    has_more: hasMore,
    next_cursor: hasMore ? page[page.length - 1]!.id : null,
  };
}
