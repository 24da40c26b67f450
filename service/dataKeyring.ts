import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateDataKeyBase64, loadDataKeyring, type DataKeyring } from '../domain/sealing/dataKeyring.ts';
import type { ServiceConfig } from '../platform/config.ts';

/**
 * PAYROLL_DATA_KEY (with PAYROLL_DATA_KEY_PREVIOUS during a rotation). Production refuses to start without it;
 * staging makes one on first start and keeps it under the data directory.
 */
export async function openDataKeyring(config: ServiceConfig): Promise<DataKeyring> {
  const previous = config.PAYROLL_DATA_KEY_PREVIOUS?.split(',').map((k) => k.trim()).filter(Boolean) ?? [];
  if (config.PAYROLL_DATA_KEY) return loadDataKeyring(config.PAYROLL_DATA_KEY, previous);
  if (config.PAYROLL_ENV === 'production') {
    throw new Error('PAYROLL_DATA_KEY is required in production (base64 of 32 bytes): write-only fields are encrypted with it');
  }
  return loadDataKeyring(await stagingDataKey(config.PAYROLL_DATA_DIR), previous);
}

async function stagingDataKey(dataDir: string): Promise<string> {
  const file = join(dataDir, 'staging-data-key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const key = generateDataKeyBase64();
    await writeFile(file, `${key}\n`, { flag: 'wx', mode: 0o600 }).catch(async () => undefined);
    await chmod(file, 0o600);
    return (await readFile(file, 'utf8')).trim();
  }
}
