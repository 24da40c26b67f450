import { resolve } from 'node:path';
import { connectDatabase, type Database } from '../db/connect.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { migrate } from '../db/migrate.ts';
import type { ServiceConfig } from './config.ts';

export interface ServiceDatabase {
  sql: Database;
  close(): Promise<void>;
}

/** DATABASE_URL, or an embedded PostgreSQL under the data directory; migrated before use. */
export async function openServiceDatabase(config: ServiceConfig, options: { migrate: boolean }): Promise<ServiceDatabase> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(resolve(config.PAYROLL_DATA_DIR, 'postgres'), config.EMBEDDED_POSTGRES_PORT);
  const sql = connectDatabase(config.DATABASE_URL ?? embedded!.url);
  if (options.migrate) await migrate(sql);
  return {
    sql,
    async close() {
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}
