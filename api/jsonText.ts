import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JsonBytes, JsonText } from '../db/jsonText.ts';

/**
 * A JSON body PostgreSQL already serialised, sent as it is: with the headers `c.json` would set, and typed as
 * the shape it was built to, so the route's declared response still checks the handler.
 */
export function jsonText<Shape, Status extends ContentfulStatusCode>(c: Context, text: JsonText<Shape> | JsonBytes<Shape>, status: Status) {
  return c.body(text as string | Uint8Array<ArrayBuffer>, status, { 'Content-Type': 'application/json' }) as unknown as Response & TypedResponse<Shape, Status, 'json'>;
}
