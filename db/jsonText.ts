/** JSON text PostgreSQL serialised, branded with the shape it was built to. */
export type JsonText<Shape> = string & { readonly shape?: Shape };

/**
 * JSON PostgreSQL serialised, as the UTF-8 bytes it sent: a large body handed to the socket as a string costs its
 * UTF-8 length and encoding (about 3 ms for a page of 100 payslips, 450 KB); bytes go as they are.
 */
export type JsonBytes<Shape> = Uint8Array & { readonly shape?: Shape };

/** A timestamp as Date.prototype.toISOString writes it: UTC, milliseconds (truncated, as a JS Date keeps them). */
export const isoInstant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
