import { toBase64url } from '../sealing/base64url.ts';

/** `whsec_` and 43 base64url characters (32 random bytes), contract "Webhooks". */
export function newWebhookSecret(): string {
  return `whsec_${toBase64url(crypto.getRandomValues(new Uint8Array(32)))}`;
}

/** How long a rotated-out secret keeps signing beside the new one. */
export const rotationOverlapMs = 24 * 3600 * 1000;
