/**
 * Whether an error means PostgreSQL could not be reached or is shutting down, rather than that a statement failed:
 * the client should retry later (503), not report a bug (500). Codes from Node's sockets, postgres.js's connection
 * errors, and PostgreSQL's class 08 (connection exception) and 57P0x (operator intervention).
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'));
}
