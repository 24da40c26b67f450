import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { serveHttp, type RunningServer } from '../../service/serve.ts';
import { createHttpApp } from '../../service/httpApp.ts';

// Over a real socket: a body over the limit gets a 413 envelope the client can read, never a closed connection
// (issue 30, defect 3).
let api: ApiHarness;
let tenant: TenantFixture;
let server: RunningServer;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  const app = createHttpApp({ runtime: api.runtime, deployment: 'staging', rateLimit: { rate: 1000, burst: 1000 } });
  server = await serveHttp(app.fetch, 0, '127.0.0.1');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await api?.close();
});

/** Sends the body in 64 kB pieces, as a client on a network would, and reads whatever answer comes. */
function post(path: string, body: string, chunked = false): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${tenant.token}`, 'Content-Type': 'application/json' };
    if (!chunked) headers['Content-Length'] = String(Buffer.byteLength(body));
    const req = httpRequest({ host: '127.0.0.1', port: server.port, method: 'POST', path: `/api/v1${path}`, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      res.on('error', (error) => resolve({ error: String(error) }));
    });
    req.on('error', (error) => resolve({ error: String(error) }));
    const bytes = Buffer.from(body);
    let at = 0;
    const write = () => {
      while (at < bytes.length) {
        const piece = bytes.subarray(at, at + 65_536);
        at += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const employee = (staffId: string) => JSON.stringify({ jurisdiction: 'KE', denomination_currency: 'KES', first_name: 'Big', last_name: 'Body', staff_id: staffId, compensation: [] });

describe('bodies over the limit', () => {
  it.each([
    ['a 1 MB staff_id', '/employees', employee('x'.repeat(1024 * 1024)), false],
    ['a 1 MB jurisdiction', '/pay_runs', JSON.stringify({ jurisdiction: 'K'.repeat(1024 * 1024), period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-31' }), false],
    ['a 20 MB staff_id', '/employees', employee('x'.repeat(20 * 1024 * 1024)), false],
    ['a 20 MB staff_id, chunked', '/employees', employee('x'.repeat(20 * 1024 * 1024)), true],
  ])('answers %s with a 413 envelope the client reads', async (_what, path, body, chunked) => {
    const answer = await post(path, body, chunked);
    expect(answer).toMatchObject({ status: 413 });
    const envelope = JSON.parse((answer as { body: string }).body);
    expect(envelope).toEqual({ error: { code: 'invalid_request', message: expect.stringMatching(/larger than/), details: { max_bytes: 1024 * 1024 } } });
  }, 60_000);

  it('still answers a body within the limit', async () => {
    const answer = await post('/employees', employee('KE-1'));
    expect(answer).toMatchObject({ status: 201 });
  });
});
