import process from 'node:process';
import postgres from 'postgres';
import { connectDatabase, type Database } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';
import { runAdminCommand } from '../../service/admin/commands.ts';

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
      await sql.end();
      await admin.unsafe(`drop database if exists ${database} with (force)`);
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
