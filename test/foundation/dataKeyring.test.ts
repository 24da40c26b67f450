import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDataKeyring } from '../../service/dataKeyring.ts';
import { readConfig } from '../../platform/config.ts';
import { generateDataKeyBase64 } from '../../domain/sealing/dataKeyring.ts';
import { openSealedValue, sealValue } from '../../domain/sealing/sealedValue.ts';

describe('PAYROLL_DATA_KEY', () => {
  it('production refuses to start without it', async () => {
    await expect(openDataKeyring(readConfig({ PAYROLL_ENV: 'production' }))).rejects.toThrow(/PAYROLL_DATA_KEY is required in production/);
  });

  it('staging makes one on first start, keeps it under the data directory, and uses the same one after', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'payroll-key-'));
    const first = await openDataKeyring(readConfig({ PAYROLL_DATA_DIR: dir }));
    const file = join(dir, 'staging-data-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(atob((await readFile(file, 'utf8')).trim()).length).toBe(32);
    const sealed = await sealValue(first, 'employee:x:phone', '+254712345678');
    const second = await openDataKeyring(readConfig({ PAYROLL_DATA_DIR: dir }));
    expect(await openSealedValue(second, 'employee:x:phone', sealed)).toBe('+254712345678');
  });

  it('opens what a retired key sealed when it is listed in PAYROLL_DATA_KEY_PREVIOUS', async () => {
    const old = generateDataKeyBase64();
    const sealed = await sealValue(await openDataKeyring(readConfig({ PAYROLL_DATA_KEY: old })), 'employee:y:birthdate', '1990-01-01');
    const rotated = await openDataKeyring(readConfig({ PAYROLL_DATA_KEY: generateDataKeyBase64(), PAYROLL_DATA_KEY_PREVIOUS: old }));
    expect(await openSealedValue(rotated, 'employee:y:birthdate', sealed)).toBe('1990-01-01');
    const withoutOld = await openDataKeyring(readConfig({ PAYROLL_DATA_KEY: generateDataKeyBase64() }));
    await expect(openSealedValue(withoutOld, 'employee:y:birthdate', sealed)).rejects.toThrow(/not in the keyring/);
  });

  it('refuses a key that is not base64 of 32 bytes, and a bad configuration value', async () => {
    await expect(openDataKeyring(readConfig({ PAYROLL_DATA_KEY: 'c2hvcnQ=' }))).rejects.toThrow(/32 bytes/);
    expect(() => readConfig({ PAYROLL_ENV: 'prod' })).toThrow(/PAYROLL_ENV/);
  });
});
