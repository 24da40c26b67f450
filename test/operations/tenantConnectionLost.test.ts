import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

// Found by the fault drill (docs/reliability.md): a PostgreSQL restart killed worker processes. A tenant
// transaction whose connection died was rolled back and released on that dead connection; postgres.js then wrote
// to a null socket on a later tick, an uncaught TypeError. In a child process, so a crash is an exit code here.
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('a tenant transaction whose connection dies', () => {
  it('fails with an error the caller catches, and the process and its pool live on', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/tenantConnectionKilledProcess.ts'], {
      env: { ...process.env, DATABASE_URL: db.url, ORGANIZATION_ID: crypto.randomUUID() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(output).not.toContain('TypeError');
    expect(output).toMatch(/^failed (CONNECTION_CLOSED|57P01)$/m);
    expect(output).toMatch(/^alive 1$/m);
    expect(code).toBe(0);
  });
});
