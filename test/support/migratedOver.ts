import { readdir, readFile } from 'node:fs/promises';
import type { Transaction } from '../../db/connect.ts';
import { createEmptyTestDatabase, type TestDatabase } from './database.ts';

/**
 * A fresh database migrated up to `version` (excluded), given rows by `seed` as they were stored then, then migrated
 * by `version` alone: what a migration does to rows written before it. `seed` runs in replica mode (no foreign keys
 * to satisfy, no triggers), in the same transaction as the earlier migrations.
 */
export async function migratedOver(version: string, seed: (tx: Transaction) => Promise<void>): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  const dir = new URL('../../db/migrations/', import.meta.url);
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const migration = files.find((f) => f.startsWith(`${version}_`));
  if (!migration) throw new Error(`no migration ${version}`);
  await database.sql.begin(async (tx) => {
    for (const file of files.filter((f) => f < migration)) await tx.unsafe(await readFile(new URL(file, dir), 'utf8'));
    await tx`set local session_replication_role = replica`;
    await seed(tx);
  });
  await database.sql.begin(async (tx) => tx.unsafe(await readFile(new URL(migration, dir), 'utf8')));
  return database;
}
