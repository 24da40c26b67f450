import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { serveHttp, type RunningServer } from '../../service/serve.ts';
import { signWebhook } from '../../domain/webhooks/signature.ts';

/** The client on Deno (the `deno` npm package): type-checked by Deno, then run against the service over HTTP. */
const root = resolve(import.meta.dirname, '../..');
const deno = resolve(root, 'node_modules/deno/deno');
let api: ApiHarness;
let tenant: TenantFixture;
let server: RunningServer;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  server = await serveHttp(api.app.fetch, 0, '127.0.0.1');
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

describe('the client on Deno', () => {
  it('type-checks under Deno', () => {
    const checked = spawnSync(deno, ['check', 'clients/typescript/src/index.ts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(checked.status, checked.stderr).toBe(0);
  });

  it('calls the service, walks a list, reads an error and verifies a webhook', async () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'pay_run.paid', created_at: new Date().toISOString(), data: { object: {} } });
    const secret = 'whsec_current';
    // Not spawnSync: the service answering it runs in this process.
    const ran = await promisify(execFile)(deno, ['run', '--allow-net', '--allow-env', '--allow-read', 'test/client/denoProgram.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        PAYROLL_API_URL: `http://127.0.0.1:${server.port}/api/v1`,
        PAYROLL_API_TOKEN: tenant.token,
        WEBHOOK_BODY: body,
        WEBHOOK_SECRET: secret,
        WEBHOOK_SIGNATURE: signWebhook([secret], body),
      },
    });
    expect(JSON.parse(ran.stdout.trim().split('\n').at(-1)!)).toEqual({
      runtime: 'deno',
      organization: tenant.organizationId,
      department: 'Deno',
      names: ['Deno'],
      error: 'not_found',
      event: 'evt_1',
    });
  });
});
