import type { components } from './generated/schema.ts';

export type WebhookEvent = components['schemas']['Event'];

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** How far the header's `t` may be from this clock; 300 s, as the contract advises. */
  toleranceSeconds?: number;
  /** This clock, in unix seconds (for tests). */
  now?: number;
}

/** Why a delivery was refused: say 400 to the sender and do not act on it. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
  constructor(
    readonly reason: 'missing_header' | 'malformed_header' | 'stale_timestamp' | 'no_matching_signature',
    message: string,
  ) {
    super(message);
  }
}

const encoder = new TextEncoder();

/**
 * Checks a delivery's `Payroll-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` and
 * answers the event it carries. `secrets` holds every secret you accept: during a rotation, the new one and the
 * previous one, since the service signs with both for 24 h (one `v1=` each). Pass the body exactly as received,
 * before any JSON parsing. Web Crypto only, so it runs on Node, Deno, Bun, browsers and edge runtimes.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secrets: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const header = signatureHeader(headers);
  if (header === null) throw new WebhookSignatureError('missing_header', 'no Payroll-Signature header');
  const parsed = parseSignature(header);
  if (!parsed) throw new WebhookSignatureError('malformed_header', 'Payroll-Signature must read t=<unix seconds>,v1=<64 hex>[,v1=...]');
  const tolerance = options.toleranceSeconds ?? 300;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - parsed.timestamp) > tolerance) {
    throw new WebhookSignatureError('stale_timestamp', `t is more than ${tolerance} s away from this clock`);
  }
  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const signed = concat(encoder.encode(`${parsed.timestamp}.`), body);
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    for (const signature of parsed.signatures) {
      // subtle.verify compares in constant time.
      if (await crypto.subtle.verify('HMAC', key, signature, signed)) return JSON.parse(new TextDecoder().decode(body)) as WebhookEvent;
    }
  }
  throw new WebhookSignatureError('no_matching_signature', 'no v1 signature matches the body under the given secrets');
}

function signatureHeader(headers: WebhookHeaders): string | null {
  if (headers instanceof Headers) return headers.get('Payroll-Signature');
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'payroll-signature');
  const value = name === undefined ? undefined : headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? null);
}

function parseSignature(header: string): { timestamp: number; signatures: Uint8Array<ArrayBuffer>[] } | null {
  if (header.length > 4096) return null;
  let timestamp: number | null = null;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return null;
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      signatures.push(Uint8Array.from(value.match(/../g)!, (byte) => parseInt(byte, 16)));
    }
    // Another scheme (a later v2) is skipped, so this keeps working while the service adds one.
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
