import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64url } from '../../domain/sealing/base64url.ts';
import { dataKeyId, generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { openSealedValue, resealValue, sealContext, sealedKeyId, sealValue, sealValueNow } from '../../domain/sealing/sealedValue.ts';
import { SealingError } from '../../domain/sealing/sealingError.ts';

// Fixed test keys (not secrets): 32 bytes of 0x01 and 0x02.
const KEY_A = btoa(String.fromCharCode(...new Uint8Array(32).fill(1)));
const KEY_B = btoa(String.fromCharCode(...new Uint8Array(32).fill(2)));
const bank = sealContext('employee', '0b9c2f6e-3f0a-4c53-9a57-6f1b1c0f8d11', 'bank_details');

async function expectSealingError(promise: Promise<unknown>, code: SealingError['code']): Promise<SealingError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SealingError);
  expect((error as SealingError).code).toBe(code);
  return error as SealingError;
}

function flipCharacter(text: string, at: number): string {
  const char = text[at];
  return text.slice(0, at) + (char === 'A' ? 'B' : 'A') + text.slice(at + 1);
}

describe('sealing', () => {
  it.each([
    [{ scheme: 'iban', iban: 'GB29NWBK60161331926819' }],
    ['+254712345678'],
    [{ tax_code: '1257L', ni_category: 'A', week1_month1: false }],
    [25_000_000],
    ['Adébáyọ̀ Ọbásanjọ́'],
    [null],
  ])('round-trips %j', async (value) => {
    const keyring = await loadDataKeyring(KEY_A);
    const sealed = await sealValue(keyring, bank, value);
    expect(await openSealedValue(keyring, bank, sealed)).toEqual(value);
  });

  it('is compact: version, key id, 96-bit iv, ciphertext, all base64url', async () => {
    const keyring = await loadDataKeyring(KEY_A);
    const sealed = await sealValue(keyring, bank, { iban: 'GB29NWBK60161331926819' });
    const [version, keyId, iv, ciphertext, ...rest] = sealed.split('.');
    expect(version).toBe('v1');
    expect(keyId).toBe(keyring.activeKeyId);
    expect(iv).toMatch(/^[A-Za-z0-9_-]{16}$/); // 12 bytes
    expect(ciphertext).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(rest).toEqual([]);
    expect(sealed).not.toContain('GB29');
  });

  it('seals with node:crypto exactly what WebCrypto sealed: each opens the other', async () => {
    const keyring = await loadDataKeyring(KEY_A);
    const raw = Uint8Array.from(atob(KEY_A), (c) => c.charCodeAt(0));
    const webKey = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    const additionalData = new TextEncoder().encode(`v1.${keyring.activeKeyId}.${bank}`);
    const value = { iban: 'GB29NWBK60161331926819', holder: 'Adébáyọ̀' };

    const [, , ivText, cipherText] = sealValueNow(keyring, bank, value).split('.');
    const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(ivText!)!, additionalData }, webKey, fromBase64(cipherText!)!);
    expect(JSON.parse(new TextDecoder().decode(opened))).toEqual(value);

    // A value sealed as sealValue did before it moved to node:crypto.
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const before = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, webKey, new TextEncoder().encode(JSON.stringify(value))));
    expect(await openSealedValue(keyring, bank, `v1.${keyring.activeKeyId}.${toBase64url(iv)}.${toBase64url(before)}`)).toEqual(value);
  });

  it('never repeats an IV across many seals drawn from the random pool', async () => {
    const keyring = await loadDataKeyring(KEY_A);
    const ivs = Array.from({ length: 2_000 }, () => sealValueNow(keyring, bank, 1).split('.')[2]);
    expect(new Set(ivs).size).toBe(2_000);
  });

  it('uses a fresh IV every time', async () => {
    const keyring = await loadDataKeyring(KEY_A);
    const seals = await Promise.all(Array.from({ length: 20 }, () => sealValue(keyring, bank, 'same')));
    expect(new Set(seals.map((sealed) => sealed.split('.')[2])).size).toBe(20);
  });

  it('derives the key id from the key: stable, short, different per key', async () => {
    const a1 = await loadDataKeyring(KEY_A);
    const a2 = await loadDataKeyring(KEY_A);
    const b = await loadDataKeyring(KEY_B);
    expect(a1.activeKeyId).toBe(a2.activeKeyId);
    expect(a1.activeKeyId).not.toBe(b.activeKeyId);
    expect(a1.activeKeyId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await dataKeyId(new Uint8Array(32).fill(1))).toBe(a1.activeKeyId);
  });

  it('detects tampering with the ciphertext or the IV', async () => {
    const keyring = await loadDataKeyring(KEY_A);
    const sealed = await sealValue(keyring, bank, { iban: 'GB29NWBK60161331926819' });
    const [version, keyId, iv, ciphertext] = sealed.split('.') as [string, string, string, string];
    await expectSealingError(openSealedValue(keyring, bank, [version, keyId, iv, flipCharacter(ciphertext, 3)].join('.')), 'not_authentic');
    await expectSealingError(openSealedValue(keyring, bank, [version, keyId, flipCharacter(iv, 0), ciphertext].join('.')), 'not_authentic');
    await expectSealingError(openSealedValue(keyring, bank, [version, keyId, iv, ciphertext.slice(0, -4)].join('.')), 'not_authentic');
  });

  it('binds a ciphertext to its record and field: it cannot be moved to another row or column', async () => {
    const keyring = await loadDataKeyring(KEY_A);
    const sealed = await sealValue(keyring, bank, { iban: 'GB29NWBK60161331926819' });
    await expectSealingError(openSealedValue(keyring, sealContext('employee', 'another-employee', 'bank_details'), sealed), 'not_authentic');
    await expectSealingError(openSealedValue(keyring, sealContext('employee', '0b9c2f6e-3f0a-4c53-9a57-6f1b1c0f8d11', 'statutory_ids'), sealed), 'not_authentic');
  });

  it('rotates: the new active key seals, the retired key still opens, resealing moves values over', async () => {
    const old = await loadDataKeyring(KEY_A);
    const sealedUnderOld = await sealValue(old, bank, 'GB29NWBK60161331926819');

    const rotated = await loadDataKeyring(KEY_B, [KEY_A]);
    expect(rotated.activeKeyId).not.toBe(old.activeKeyId);
    expect(await openSealedValue(rotated, bank, sealedUnderOld)).toBe('GB29NWBK60161331926819');
    expect(sealedKeyId(await sealValue(rotated, bank, 'x'))).toBe(rotated.activeKeyId);

    const resealed = await resealValue(rotated, bank, sealedUnderOld);
    expect(sealedKeyId(resealed)).toBe(rotated.activeKeyId);
    expect(await openSealedValue(await loadDataKeyring(KEY_B), bank, resealed)).toBe('GB29NWBK60161331926819');
    expect(await resealValue(rotated, bank, resealed)).toBe(resealed);
  });

  it('opening with an unknown key id is a clear error naming the id, not the key', async () => {
    const sealed = await sealValue(await loadDataKeyring(KEY_A), bank, 'x');
    const error = await expectSealingError(openSealedValue(await loadDataKeyring(KEY_B), bank, sealed), 'unknown_key');
    expect(error.message).toContain(sealedKeyId(sealed));
    expect(error.message).toContain('not in the keyring');
    expect(error.message).not.toContain(KEY_A);
  });

  it('a relabelled key id fails even when the relabelled key exists', async () => {
    const keyring = await loadDataKeyring(KEY_B, [KEY_A]);
    const sealed = await sealValue(await loadDataKeyring(KEY_A), bank, 'x');
    const parts = sealed.split('.');
    parts[1] = keyring.activeKeyId;
    await expectSealingError(openSealedValue(keyring, bank, parts.join('.')), 'not_authentic');
  });

  it.each([
    ['not sealed at all', 'malformed'],
    ['v1.a.b', 'malformed'],
    ['v2.AAAAAAAAAAAA.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA', 'unsupported_version'],
    ['v1.short.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA', 'malformed'],
    ['v1.AAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA', 'malformed'],
  ] as const)('refuses %s as %s', async (sealed, code) => {
    await expectSealingError(openSealedValue(await loadDataKeyring(KEY_A), bank, sealed), code);
  });

  it.each([
    ['', 'empty'],
    [btoa('too short'), '9 bytes'],
    [toBase64url(new Uint8Array(33)), '33 bytes'],
    ['not base64 at all!', 'not base64'],
  ])('refuses PAYROLL_DATA_KEY %j (%s) without echoing it', async (key) => {
    const error = await expectSealingError(loadDataKeyring(key), 'invalid_key');
    expect(error.message).toBe('PAYROLL_DATA_KEY must be base64 of exactly 32 bytes');
  });

  it('accepts the key as standard base64 or base64url', async () => {
    const key = generateDataKeyBase64();
    const standard = await loadDataKeyring(key);
    const url = await loadDataKeyring(key.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    expect(url.activeKeyId).toBe(standard.activeKeyId);
  });

  it('decodes base64 as atob did: either alphabet, padded or not, and refuses what is not base64', () => {
    const byAtob = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    for (let length = 0; length < 40; length += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      const standard = btoa(String.fromCharCode(...bytes));
      for (const text of [standard, standard.replace(/=+$/, ''), toBase64url(bytes), ` ${toBase64url(bytes)}\n`]) {
        expect(fromBase64(text)).toEqual(byAtob(text.trim().padEnd(Math.ceil(text.trim().length / 4) * 4, '=')));
        expect(fromBase64(text)).toEqual(bytes);
      }
    }
    for (const text of ['A', 'AAAAA', 'AA.A', 'AA AA', 'AA*A', 'AA=A', 'ÄAAA', 'v1.AAAA']) expect(fromBase64(text)).toBeUndefined();
  });
});
