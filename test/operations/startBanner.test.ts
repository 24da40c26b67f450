import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

// Every line the service writes to standard output is JSON, the start-up line too (issue 30, defect 6).
let db: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'banner-'));
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await db?.drop();
});

describe('start-up line', () => {
  it('is a JSON log line with the port, like every other line', async () => {
    const { VITEST: _vitest, LOG_FORMAT: _format, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...env, DATABASE_URL: db.url, NATS_URL: '', PORT: '0', LOG_LEVEL: 'info', PAYROLL_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    try {
      for (let i = 0; i < 240 && !/listening on/.test(output); i++) await new Promise((r) => setTimeout(r, 250));
      const lines = output.trim().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      const banner = lines.map((line) => JSON.parse(line)).find((line) => /listening on/.test(line.msg));
      expect(banner).toMatchObject({ level: expect.anything(), role: 'all', deployment: 'staging', port: expect.any(Number), url: expect.stringMatching(/^http:\/\/localhost:\d+\/api\/v1$/) });
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }, 90_000);
});
