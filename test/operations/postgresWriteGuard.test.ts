import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { guardedConnectionSource } from '../../platform/postgresWriteGuard.ts';

// Found by the fault drill (docs/reliability.md): PostgreSQL restarted, and worker processes died of postgres.js
// writing to a null socket from a timer (porsager/postgres#1208). scripts/start.ts registers the driver guard.
// Each case runs in a child process, so a crash is an exit code and a missing `alive` here.
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

async function run(guard: boolean): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/driverWriteProcess.ts'], {
    env: { ...process.env, DATABASE_URL: db.url, GUARD: guard ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

describe("postgres.js's write to a closed connection", () => {
  it('applies to the installed driver (a release that changed the code needs the guard looked at again)', () => {
    const entry = createRequire(import.meta.url).resolve('postgres');
    const source = readFileSync(join(entry.slice(0, entry.lastIndexOf('/cjs/')), 'src', 'connection.js'), 'utf8');
    const guarded = guardedConnectionSource(source);
    expect(guarded).not.toBe(source);
    expect(guarded).toContain("error(Errors.connection('CONNECTION_CLOSED', options, socket))");
  });

  it('kills the process unguarded when the backend of a transaction dies: the defect is still in the driver', async () => {
    const { code, output } = await run(false);
    // Mostly the deferred write's TypeError; under load the closed socket's error can escape first. Either way
    // the driver, not the script, ends the process.
    expect(output).toMatch(/node_modules\/postgres\/src\/connection\.js/);
    expect(output).toMatch(/TypeError: Cannot read properties of null \(reading 'write'\)|Error: write CONNECTION_CLOSED/);
    expect(output).not.toMatch(/^alive/m);
    expect(code).not.toBe(0);
  });

  it('guarded, the transaction fails with CONNECTION_CLOSED and the process and its pool live on', async () => {
    const { code, output } = await run(true);
    expect(output).toMatch(/^failed CONNECTION_CLOSED$/m);
    expect(output).not.toContain('TypeError');
    expect(output).toMatch(/^alive 1$/m);
    expect(code).toBe(0);
  });
});
