import { resolve } from 'node:path';
import { closeDatabase, connectDatabase, serviceApplicationName, type Database } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { ConfigurationError, type ServiceConfig, type ServiceRole } from '../platform/config.ts';
import { isLocalDatabase } from './backendPriority.ts';

export interface ServiceDatabase {
  /** The pool API requests use. */
  sql: Database;
  /** The actors' pool: its own where one process serves requests too (`all`), the same pool otherwise. */
  work: Database;
  /** The name the work pool's connections give PostgreSQL, to find their backends (service/backendPriority.ts). */
  workApplicationName: string;
  /** PostgreSQL runs on this machine. */
  local: boolean;
  close(): Promise<void>;
}

/**
 * DATABASE_URL, or an embedded PostgreSQL under the data directory; migrated before use. For `all`, a second pool
 * (DATABASE_WORK_POOL_SIZE) for the actors of a process that serves requests too; a worker's one pool is a work pool.
 */
export async function openServiceDatabase(config: ServiceConfig, options: { migrate: boolean; role?: ServiceRole }): Promise<ServiceDatabase> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await (await import('../db/embedded.ts')).startEmbeddedPostgres(resolve(config.PAYROLL_DATA_DIR, 'postgres'), config.EMBEDDED_POSTGRES_PORT);
  const url = config.DATABASE_URL ?? embedded!.url;
  const workApplicationName = `${serviceApplicationName} work ${process.pid}`;
  const sql = connectDatabase(url, { max: config.DATABASE_POOL_SIZE, ...(options.role === 'worker' ? { applicationName: workApplicationName } : {}) });
  try {
    if (options.migrate) await migrate(sql);
    else await sql`select 1`;
  } catch (error) {
    await sql.end({ timeout: 1 });
    await embedded?.stop();
    const where = config.DATABASE_URL ? `DATABASE_URL (${new URL(config.DATABASE_URL).host})` : 'the embedded PostgreSQL';
    throw new ConfigurationError(`cannot use the database at ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const work = options.role === 'all' ? connectDatabase(url, { max: config.DATABASE_WORK_POOL_SIZE, applicationName: workApplicationName }) : sql;
  return {
    sql,
    work,
    workApplicationName,
    local: isLocalDatabase(url),
    async close() {
      if (work !== sql) await closeDatabase(work);
      await closeDatabase(sql);
      await embedded?.stop();
    },
  };
}
