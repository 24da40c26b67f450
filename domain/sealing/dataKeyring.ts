import { createSecretKey, type KeyObject } from 'node:crypto';
import { fromBase64, toBase64url } from './base64url.ts';
import { SealingError } from './sealingError.ts';

/** AES-256-GCM keys by id: the active key seals, every key opens what it sealed. */
export interface DataKeyring {
  readonly activeKeyId: string;
  readonly keyIds: readonly string[];
  key(id: string): CryptoKey | undefined;
  /**
   * The same key for node:crypto's synchronous AES-GCM, which seals in about a seventh of WebCrypto's CPU
   * (no promise and thread-pool hop per value): what an import of 100,000 employees (500,000 values) needs.
   */
  sealingKey(id: string): KeyObject | undefined;
}

const KEY_BYTES = 32;
const KEY_ID_LABEL = new TextEncoder().encode('payroll-data-key-id:v1:');

/**
 * A key's id is derived from the key itself (first 9 bytes of a labelled SHA-256, 12 base64url
 * characters), so rotating needs no extra configuration and an id reveals nothing usable about the key.
 */
export async function dataKeyId(rawKey: Uint8Array<ArrayBuffer>): Promise<string> {
  const labelled = new Uint8Array(KEY_ID_LABEL.length + rawKey.length);
  labelled.set(KEY_ID_LABEL, 0);
  labelled.set(rawKey, KEY_ID_LABEL.length);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', labelled));
  return toBase64url(digest.slice(0, 9));
}

function decodeKey(base64: string, name: string): Uint8Array<ArrayBuffer> {
  const raw = fromBase64(base64);
  if (raw === undefined || raw.length !== KEY_BYTES) throw new SealingError('invalid_key', `${name} must be base64 of exactly ${KEY_BYTES} bytes`);
  return raw;
}

/**
 * Builds the keyring from `PAYROLL_DATA_KEY` (active) and the keys it replaced, newest first.
 * Keys are imported non-extractable.
 */
export async function loadDataKeyring(activeKeyBase64: string, previousKeysBase64: readonly string[] = []): Promise<DataKeyring> {
  const keys = new Map<string, CryptoKey>();
  const sealingKeys = new Map<string, KeyObject>();
  const ids: string[] = [];
  const all = [activeKeyBase64, ...previousKeysBase64];
  for (const [index, base64] of all.entries()) {
    const raw = decodeKey(base64, index === 0 ? 'PAYROLL_DATA_KEY' : `previous data key #${index}`);
    const id = await dataKeyId(raw);
    if (keys.has(id)) continue;
    keys.set(id, await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']));
    sealingKeys.set(id, createSecretKey(raw));
    ids.push(id);
  }
  const activeKeyId = ids[0];
  if (activeKeyId === undefined) throw new SealingError('invalid_key', 'no active data key');
  return { activeKeyId, keyIds: ids, key: (id) => keys.get(id), sealingKey: (id) => sealingKeys.get(id) };
}

/** A fresh random key, base64, for staging's generated key and for tests. */
export function generateDataKeyBase64(): string {
  const raw = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return btoa(String.fromCharCode(...raw));
}
