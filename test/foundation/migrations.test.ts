import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { migrate } from '../../db/migrate.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('migrations', () => {
  it('records every migration file once, in order, and a second run applies nothing', async () => {
    const files = (await readdir(new URL('../../db/migrations/', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
    const recorded = await db.sql<{ version: string }[]>`select version from schema_migrations order by version`;
    expect(recorded.map((r) => r.version)).toEqual(files);
    expect(await migrate(db.sql)).toEqual([]);
  });

  it('lets several processes migrate at once', async () => {
    expect(await Promise.all([migrate(db.sql), migrate(db.sql), migrate(db.sql)])).toEqual([[], [], []]);
  });

  it('puts row-level security on every table that holds organization data', async () => {
    const tables = await db.sql<{ relname: string; relrowsecurity: boolean }[]>`
      select c.relname, c.relrowsecurity from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace and a.attname = 'organization_id'`;
    const unprotected = tables.filter((t) => !t.relrowsecurity && t.relname !== 'api_keys').map((t) => t.relname);
    expect(tables.length).toBeGreaterThan(5);
    expect(unprotected).toEqual([]);
  });
});
