import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './connect.ts';

const migrationsDir = new URL('./migrations/', import.meta.url);

/**
 * Applies the ordered SQL files of db/migrations once each, recording them in schema_migrations.
 * An advisory lock lets several processes start at once without racing.
 */
const migrationFiles = async () => (await readdir(migrationsDir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();

/** Migration files this code has that the database has not applied (readiness waits for none). */
export async function pendingMigrations(sql: Database): Promise<string[]> {
  const [table] = await sql<{ exists: boolean }[]>`select to_regclass('schema_migrations') is not null as exists`;
  const done = table!.exists ? new Set((await sql<{ version: string }[]>`select version from schema_migrations`).map((r) => r.version)) : new Set();
  return (await migrationFiles()).filter((f) => !done.has(f));
}

export async function migrate(sql: Database): Promise<string[]> {
  const files = await migrationFiles();
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(7215001)`;
    await tx`create table if not exists schema_migrations (
      version text primary key, applied_at timestamptz not null default now())`;
    const done = new Set((await tx<{ version: string }[]>`select version from schema_migrations`).map((r) => r.version));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.unsafe(await readFile(new URL(file, migrationsDir), 'utf8'));
      await tx`insert into schema_migrations (version) values (${file})`;
      applied.push(file);
    }
    return applied;
  });
}
