import { inject } from 'vitest';
import postgres from 'postgres';
import { closeDatabase, connectDatabase, type Database } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';

export interface TestDatabase {
  url: string;
  sql: Database;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file, so files run in parallel without seeing each other. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  await migrate(database.sql);
  return database;
}

/** A fresh database with nothing in it, not even the migrations (test/support/migratedOver.ts applies them in steps). */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `payroll_test_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const sql = connectDatabase(url);
  return {
    url,
    sql,
    async drop() {
      await closeDatabase(sql);
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
