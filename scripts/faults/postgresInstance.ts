import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import { freePort } from './freePort.ts';

const run = promisify(execFile);

/** A PostgreSQL server of the drill's own: a temporary cluster on a free loopback port, trust auth. */
export interface PostgresInstance {
  /** The `postgres` database as the superuser: the drill creates its own database on it. */
  adminUrl: string;
  port: number;
  /** An immediate stop (as a crash would: no checkpoint, recovery at the next start). */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  destroy(): Promise<void>;
  /** The same, synchronously: for a process exiting in a hurry. */
  destroySync(): void;
}

/** initdb and pg_ctl of the newest PostgreSQL installed (PG_BIN overrides). */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (set PG_BIN)');
  return join(root, versions[0]!, 'bin');
}

/** PostgreSQL refuses to run as root: then every command runs as the `postgres` system user. */
const asRoot = process.getuid?.() === 0;

function command(bin: string, tool: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
}

async function pg(bin: string, tool: string, args: string[]): Promise<void> {
  await run(...command(bin, tool, args), { timeout: 60_000 });
}

export async function startPostgresInstance(): Promise<PostgresInstance> {
  const bin = postgresBin();
  const root = mkdtempSync(join(tmpdir(), 'payroll-drill-pg-'));
  const data = join(root, 'data');
  if (asRoot) {
    chmodSync(root, 0o755);
    const { uid, gid } = await postgresUser();
    chownSync(root, uid, gid);
  }
  const port = await freePort();
  const options = [
    `-p ${port}`, '-c listen_addresses=127.0.0.1', `-k ${root}`, '-c max_connections=300',
    // The OS keeps every commit (nothing here survives a machine crash anyway); a commit still waits for its WAL write.
    '-c fsync=off', '-c full_page_writes=off', '-c shared_buffers=128MB',
    // Statements counted per payment by the drill's payment phase profile, where the extension is installed.
    ...(existsSync(join(bin, '..', 'lib', 'pg_stat_statements.so')) ? ['-c shared_preload_libraries=pg_stat_statements'] : []),
  ].join(' ');
  const destroy = async () => {
    await pg(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await pg(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const start = () => pg(bin, 'pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-l', join(root, 'postgres.log'), '-o', options]);
    await start();
    return {
      adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      kill: () => pg(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']),
      start,
      destroy,
      destroySync() {
        try {
          execFileSync(...command(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']), { stdio: 'ignore', timeout: 30_000 });
        } catch {
          // not running
        }
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}
