import { resolve } from 'node:path';
import { closeDatabase, connectDatabase, type Database } from '../db/connect.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { migrate } from '../db/migrate.ts';
import { ConfigurationError, type ServiceConfig } from '../platform/config.ts';

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
  try {
    if (options.migrate) await migrate(sql);
    else await sql`select 1`;
  } catch (error) {
    await sql.end({ timeout: 1 });
    await embedded?.stop();
    const where = config.DATABASE_URL ? `DATABASE_URL (${new URL(config.DATABASE_URL).host})` : 'the embedded PostgreSQL';
    throw new ConfigurationError(`cannot use the database at ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    sql,
    async close() {
      await closeDatabase(sql);
      await embedded?.stop();
    },
  };
}
