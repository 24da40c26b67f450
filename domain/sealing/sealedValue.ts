import { createCipheriv, createDecipheriv } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { fromBase64 } from './base64url.ts';
import { randomBytesFromPool } from '../randomPool.ts';
import type { DataKeyring } from './dataKeyring.ts';
import { SealingError } from './sealingError.ts';

/**
 * Sealed form of a write-only field: `v1.<key id>.<iv>.<ciphertext with GCM tag>`, base64url parts.
 * AES-256-GCM with a random 96-bit IV per seal. The additional authenticated data binds the
 * ciphertext to its record and field (and to the version and key id), so a value copied to
 * another row or column, or relabelled with another key id, fails to open.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** `employee:<id>:bank_details`: where a sealed value is allowed to live. */
export function sealContext(record: string, id: string, field: string): string {
  return `${record}:${id}:${field}`;
}

function additionalData(keyId: string, context: string): Buffer {
  return Buffer.from(`${VERSION}.${keyId}.${context}`, 'utf8');
}

export async function sealValue(keyring: DataKeyring, context: string, value: unknown): Promise<string> {
  return sealValueNow(keyring, context, value);
}

/**
 * `sealValue` without the promise, for sealing in bulk (an import chunk). node:crypto's AES-256-GCM with a
 * 16-byte tag appended to the ciphertext is exactly what WebCrypto's encrypt returns, so `openSealedValue`
 * (WebCrypto) opens it unchanged.
 */
export function sealValueNow(keyring: DataKeyring, context: string, value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('only JSON values can be sealed');
  return sealBytesNow(keyring, context, json);
}

/** Seals bytes, or a string as UTF-8, in `sealValueNow`'s layout: what `openBytesNow` opens. */
export function sealBytesNow(keyring: DataKeyring, context: string, plaintext: Uint8Array | string): string {
  const keyId = keyring.activeKeyId;
  const key = keyring.sealingKey(keyId);
  if (key === undefined) throw new SealingError('unknown_key', `active key ${keyId} is missing from the keyring`);
  const iv = randomBytesFromPool(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(keyId, context));
  const encrypted = typeof plaintext === 'string' ? cipher.update(plaintext, 'utf8') : cipher.update(plaintext);
  const sealed = Buffer.concat([encrypted, cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${keyId}.${Buffer.from(iv.buffer).toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The id of the key a sealed value was sealed with (to find values still under a retired key). */
export function sealedKeyId(sealed: string): string {
  return parseSealed(sealed).keyId;
}

export async function openSealedValue(keyring: DataKeyring, context: string, sealed: string): Promise<unknown> {
  return openSealedValueNow(keyring, context, sealed);
}

/**
 * `openSealedValue` without the promise: node:crypto's AES-256-GCM, synchronous, about a seventh of WebCrypto's
 * cost per value (WebCrypto hops to the thread pool for each decrypt), and the calculator opens several values per
 * employee. Opens what WebCrypto sealed and what `sealValueNow` seals: the same format.
 */
export function openSealedValueNow(keyring: DataKeyring, context: string, sealed: string): unknown {
  return JSON.parse(decoder.decode(openBytesNow(keyring, context, sealed)));
}

/** The bytes `sealBytesNow` sealed, once they authenticate for `context`. */
export function openBytesNow(keyring: DataKeyring, context: string, sealed: string): Uint8Array {
  const { keyId, iv, ciphertext } = parseSealed(sealed);
  const key = keyring.sealingKey(keyId);
  if (key === undefined) {
    throw new SealingError(
      'unknown_key',
      `value in ${context} was sealed with data key ${keyId}, which is not in the keyring (known: ${keyring.keyIds.join(', ')}); add the retired PAYROLL_DATA_KEY back as a previous key`,
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(keyId, context));
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - TAG_BYTES));
    const plaintext = decipher.update(ciphertext.subarray(0, ciphertext.length - TAG_BYTES));
    // GCM's final only checks the tag: it adds no bytes to the plaintext.
    decipher.final();
    return plaintext;
  } catch {
    throw new SealingError('not_authentic', `sealed value does not authenticate for ${context}: altered, or sealed for another record or field`);
  }
}

/** Re-seals under the active key; the caller writes the result back during a key rotation. */
export async function resealValue(keyring: DataKeyring, context: string, sealed: string): Promise<string> {
  if (sealedKeyId(sealed) === keyring.activeKeyId) return sealed;
  return sealValue(keyring, context, await openSealedValue(keyring, context, sealed));
}

/** What `sealValueNow` and WebCrypto's sealer wrote: 16 characters of IV, at least 16 bytes (22 characters) of ciphertext. */
const asSealed = /^v1\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;

function parseSealed(sealed: string): { keyId: string; iv: Uint8Array; ciphertext: Uint8Array } {
  // The layout every sealer writes, checked at once and decoded without copies; anything else the long way.
  const written = asSealed.exec(sealed);
  if (written !== null && written[3]!.length % 4 !== 1) {
    return { keyId: written[1]!, iv: Buffer.from(written[2]!, 'base64url'), ciphertext: Buffer.from(written[3]!, 'base64url') };
  }
  const parts = sealed.split('.');
  if (parts.length !== 4) throw new SealingError('malformed', 'sealed value must have four dot-separated parts');
  const [version = '', keyId = '', ivText = '', cipherText = ''] = parts;
  if (version !== VERSION) throw new SealingError('unsupported_version', `sealed value version ${version.slice(0, 8)} is not supported`);
  const iv = fromBase64(ivText);
  const ciphertext = fromBase64(cipherText);
  if (!/^[A-Za-z0-9_-]{12}$/.test(keyId) || iv === undefined || iv.length !== IV_BYTES || ciphertext === undefined || ciphertext.length < 16) {
    throw new SealingError('malformed', 'sealed value is not in the v1 layout');
  }
  return { keyId, iv, ciphertext };
}
