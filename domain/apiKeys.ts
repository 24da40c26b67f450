import { createHash } from 'node:crypto';

/**
 * API key tokens: `pay_<env>_<key_id>_<secret>`. key_id is 16 lowercase base32 characters,
 * the secret 43 base64url characters (32 random bytes). Only SHA-256 of the secret is stored:
 * the secret has 256 bits of entropy, so a slow hash would add nothing.
 */
export type KeyEnvironment = 'live' | 'test';

export interface ParsedToken {
  env: KeyEnvironment;
  keyId: string;
  secret: string;
}

const tokenPattern = /^pay_(live|test)_([a-z2-7]{16})_([A-Za-z0-9_-]{43})$/;

export function parseToken(token: string): ParsedToken | null {
  const match = tokenPattern.exec(token);
  if (!match) return null;
  return { env: match[1] as KeyEnvironment, keyId: match[2]!, secret: match[3]! };
}

export function generateToken(env: KeyEnvironment): ParsedToken & { token: string } {
  const keyId = base32(crypto.getRandomValues(new Uint8Array(10)));
  const secret = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { env, keyId, secret, token: `pay_${env}_${keyId}_${secret}` };
}

/** Synchronous on purpose: WebCrypto's digest hops to the thread pool, which cost more than the hash on every request. */
export async function hashSecret(secret: string): Promise<Uint8Array> {
  return new Uint8Array(createHash('sha256').update(secret, 'utf8').digest());
}

/** Compares every byte whatever the first difference, so timing reveals nothing about the stored hash. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

const base32Alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
