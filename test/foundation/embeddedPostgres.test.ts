import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { startEmbeddedPostgres } from '../../db/embedded.ts';

describe('embedded PostgreSQL', () => {
  it('starts again after its parent was killed, stopping the postmaster the crash left running', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'payroll-embedded-')), 'postgres');
    const port = 54_400 + Math.floor(Math.random() * 500);
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/startEmbeddedPostgres.ts', dataDir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
    });
    const orphan = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(() => process.kill(orphan, 0)).not.toThrow(); // the crash left it running

    const restarted = await startEmbeddedPostgres(dataDir, port);
    try {
      const sql = postgres(restarted.url, { max: 1, onnotice: () => {} });
      expect((await sql`select 1 as one`)[0]).toEqual({ one: 1 });
      await sql.end();
      expect(() => process.kill(orphan, 0)).toThrow();
    } finally {
      await restarted.stop();
      await rm(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 120_000);
});
