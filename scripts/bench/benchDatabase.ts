import process from 'node:process';
import postgres from 'postgres';
import { closeDatabase, connectDatabase, type Database } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { withTenant } from '../../db/tenant.ts';
import type { DataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { sealContext, sealValue } from '../../domain/sealing/sealedValue.ts';
import { newId } from '../../domain/ids.ts';
import { cpuMs } from './processUsage.ts';
import { configureLog, logLevels, type LogLevel } from '../../platform/log.ts';

/** The log level of an API served in the benchmark's process: an access line per request written to a terminal would measure the terminal, not the API. */
export function configureBenchLog(): string {
  const level = process.env.LOG_LEVEL ?? 'warn';
  if (!(logLevels as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  configureLog({ level: level as LogLevel });
  return level;
}

/** `--name value` from the command line, as a number, or the fallback. */
export function benchOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  return args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
}

export interface BenchDatabase {
  sql: Database;
  /** For worker processes started by the benchmark. */
  url: string;
  /** Closes the connections and drops the database. */
  drop(): Promise<void>;
}

/** A new, migrated database for one benchmark run (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432). */
export async function openBenchDatabase(name: string, max = 10): Promise<BenchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `payroll_bench_${name}_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${database}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const sql = connectDatabase(url, { max });
  await migrate(sql);
  return {
    sql,
    url,
    async drop() {
      await closeDatabase(sql);
      // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN and psql afterwards.
      if (process.env.BENCH_KEEP_DATABASE) console.log(`  kept database ${database}`);
      else await admin.unsafe(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

/** A verified Kenyan organization with one member and an API key holding `scopes`. */
export async function benchTenant(sql: Database, scopes: string[], name = 'Bench Ltd'): Promise<{ organizationId: string; token: string }> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const org = (await runAdminCommand(sql, ['org', 'create', '--name', name, '--country', 'KE', '--currency', 'KES', '--kyc', 'verified'], 'staging')) as { id: string };
  const member = (await runAdminCommand(sql, ['member', 'create', '--org', org.id, '--email', `${slug}@bench.test`, '--permissions', ['integrations.manage', ...scopes].join(',')], 'staging')) as { id: string };
  const key = (await runAdminCommand(sql, ['key', 'create', '--org', org.id, '--member', member.id, '--scopes', scopes.join(',')], 'staging')) as { token: string };
  return { organizationId: org.id, token: key.token };
}

/** Employees and their sealed BASIC rows inserted in bulk: the bench measures calculate, not creation. */
export async function seedBenchEmployees(sql: Database, organizationId: string, keyring: DataKeyring, employees: number, jurisdiction: 'KE' | 'GB' = 'KE') {
  const currency = jurisdiction === 'KE' ? 'KES' : 'GBP';
  for (let start = 0; start < employees; start += 1000) {
    const people: Record<string, unknown>[] = [];
    const rows: Record<string, unknown>[] = [];
    for (let i = start; i < Math.min(employees, start + 1000); i++) {
      const id = newId();
      const rowId = newId();
      people.push({ id, organization_id: organizationId, first_name: `Worker${i}`, last_name: 'Bench', jurisdiction, denomination_currency: currency, payment_currency: currency, start_date: '2024-01-01' });
      rows.push({
        id: rowId, organization_id: organizationId, employee_id: id, component_code: 'BASIC', proratable: true, effective_from: '2024-01-01',
        sealed_amount: await sealValue(keyring, sealContext('compensation_row', rowId, 'amount_cents'), 5_000_000 + (i % 500) * 100_000),
      });
    }
    await withTenant(sql, organizationId, async (tx) => {
      await tx`insert into employees ${tx(people)}`;
      await tx`insert into compensation_rows ${tx(rows)}`;
    });
  }
}

/**
 * CPU time so far (ms) of the PostgreSQL backends connected to `sql`'s database, from /proc: 0 when PostgreSQL
 * runs elsewhere. Work a statement moves into PostgreSQL shows here, not in the API process's own CPU time.
 */
export async function postgresCpuMs(sql: Database): Promise<number> {
  const backends = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database()`;
  return (await Promise.all(backends.map(({ pid }) => cpuMs(pid)))).reduce((a, b) => a + b, 0);
}
