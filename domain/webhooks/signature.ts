import { createHmac, timingSafeEqual } from 'node:crypto';
import { Buffer } from 'node:buffer';

/**
 * `Payroll-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (contract "Webhooks"),
 * one `v1=` per live secret during a rotation's overlap. The whole secret string, as UTF-8, is the key.
 * No Hono, no service code: receivers import `verifyWebhook` from the package.
 */
export const signatureHeader = 'Payroll-Signature';

export function signatureOf(secret: string, timestamp: number, rawBody: string | Uint8Array): string {
  const hmac = createHmac('sha256', Buffer.from(secret, 'utf8'));
  hmac.update(`${timestamp}.`);
  hmac.update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody);
  return hmac.digest('hex');
}

/** The header for a body signed now with every live secret (newest first). */
export function signWebhook(secrets: readonly string[], rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureOf(secret, timestamp, rawBody)}`)].join(',');
}

export type WebhookVerification =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'malformed_header' | 'stale_timestamp' | 'no_matching_signature'; message: string };

export interface VerifyOptions {
  /** How far `t` may be from the receiver's clock; 300 s by default, as the contract advises. */
  toleranceSeconds?: number;
  /** The receiver's clock, in unix seconds (tests). */
  now?: number;
}

/**
 * Checks a delivery as a receiver must: the header's shape, then its timestamp, then that one `v1=` is the HMAC
 * of `"<t>.<raw body>"` under one of `secrets` (pass both during your own rotation). Says which check failed.
 */
export function verifyWebhook(
  secrets: string | readonly string[],
  header: string | null | undefined,
  rawBody: string | Uint8Array,
  options: VerifyOptions = {},
): WebhookVerification {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed_header', message: 'Payroll-Signature must read t=<unix seconds>,v1=<64 hex>[,v1=...]' };
  const tolerance = options.toleranceSeconds ?? 300;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - parsed.timestamp) > tolerance) {
    return { ok: false, reason: 'stale_timestamp', message: `t is more than ${tolerance} s away from this clock` };
  }
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    const expected = Buffer.from(signatureOf(secret, parsed.timestamp, rawBody), 'hex');
    if (parsed.signatures.some((candidate) => timingSafeEqual(candidate, expected))) return { ok: true, timestamp: parsed.timestamp };
  }
  return { ok: false, reason: 'no_matching_signature', message: 'no v1 signature matches the body under the given secrets' };
}

function parseSignatureHeader(header: string | null | undefined): { timestamp: number; signatures: Buffer[] } | null {
  if (typeof header !== 'string' || header.length > 4096) return null;
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return null;
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      signatures.push(Buffer.from(value, 'hex'));
    }
    // Other schemes (a future v2) are skipped, so a receiver keeps working while we add one.
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}
