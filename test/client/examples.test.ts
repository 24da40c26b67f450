import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/apiHarness.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { startPayRunActors } from '../../service/runtime.ts';
import { serveHttp, type RunningServer } from '../../service/serve.ts';

/**
 * Every program under examples/, run as a reader runs it (`npx tsx examples/<name>.ts`), against the real service
 * over HTTP with its actors running, on an organization made by `demo seed`: each must exit 0 and say what it did.
 */
const root = resolve(import.meta.dirname, '../..');
const examples = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.ts') && f !== 'connect.ts');
let api: ApiHarness;
let actors: Awaited<ReturnType<typeof startPayRunActors>>;
let server: RunningServer;
let seed: { token: string; organization_id: string };
let output: string;
const ran = new Set<string>();

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

function start(example: string, args: string[] = [], env: Record<string, string> = {}) {
  ran.add(example);
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [join('examples', example), ...args], {
    cwd: root,
    env: { ...process.env, PAYROLL_API_URL: `http://127.0.0.1:${server.port}/api/v1`, PAYROLL_API_TOKEN: seed.token, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => child.on('close', (code) => done({ code, stdout, stderr })));
  return { exited, stdout: () => stdout, kill: () => child.kill() };
}

async function run(example: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = await start(example, args, env).exited;
  expect(result.code, `${example}:\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

beforeAll(async () => {
  api = await createApiHarness();
  actors = await startPayRunActors(api.runtime, { concurrency: 1, sweepIntervalMs: 500 });
  server = await serveHttp(api.app.fetch, 0, '127.0.0.1');
  seed = (await runAdminCommand(api.db.sql, ['demo', 'seed'], 'staging', { openKeyring: async () => api.keyring, port: server.port })) as typeof seed;
  output = mkdtempSync(join(tmpdir(), 'examples-'));
}, 60_000);
afterAll(async () => {
  await actors?.stop();
  await server?.close();
  await api?.close();
  rmSync(output, { recursive: true, force: true });
});

describe('the examples, against the service with a demo organization', () => {
  it('onboard-employees.ts creates employees one by one and by import', async () => {
    const printed = await run('onboard-employees.ts');
    expect(printed.match(/^created /gm)).toHaveLength(2);
    expect(printed).toMatch(/refused as expected: 422 validation_failed .*start_date/);
    expect(printed).toMatch(/import \S+: 3 of 3 rows done, 0 failed/);
    const { body } = await api.json('GET', '/employees?limit=100', { token: seed.token });
    const names = body.data.map((e: any) => `${e.first_name} ${e.last_name}`);
    for (const name of ['Wanjiru Kamau', 'Otieno Odhiambo', 'Achieng Njoroge', 'Baraka Mwangi', 'Chebet Kiptoo']) expect(names).toContain(name);
    expect(names).not.toContain('No Date');
  }, 60_000);

  let runId: string;
  it('run-payroll.ts runs the month through approve and pay by rail, while receive-webhooks.ts verifies its events', async () => {
    const port = await freePort();
    const receiver = start('receive-webhooks.ts', [], { PORT: String(port), WEBHOOK_EVENTS: '3' });
    for (let i = 0; !receiver.stdout().includes('listening on'); i++) {
      if (i > 200) throw new Error(`receive-webhooks.ts did not start: ${receiver.stdout()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const printed = await run('run-payroll.ts', ['KE']);
    expect(printed).toMatch(/^calculated: \d+ payslips, gross KES [\d,]+\.\d\d/m);
    expect(printed).toMatch(/^approved at /m);
    expect(printed).toMatch(/^paid at /m);
    runId = /PAYROLL_RUN_ID=(\S+)/.exec(printed)![1]!;
    const { body: stored } = await api.json('GET', `/pay_runs/${runId}`, { token: seed.token });
    expect(stored).toMatchObject({ status: 'paid', jurisdiction: 'KE' });

    const received = await receiver.exited;
    expect(received.code, received.stdout + received.stderr).toBe(0);
    expect(received.stdout).toMatch(/^verified pay_run\.calculated \S+ for /m);
    expect(received.stdout).toContain('rotated the secret');
    expect(received.stdout).toContain('3 events verified; endpoint removed');
    expect(received.stdout).not.toContain('refused a delivery');
  }, 120_000);

  it('follow-payments.ts waits until every payment has settled', async () => {
    const printed = await run('follow-payments.ts', [runId], { FOLLOW_TIMEOUT_MS: '90000' });
    expect(printed).toMatch(/every payment has settled \(1 held for a name check\)/);
    expect(printed).toMatch(/ arrived/);
    expect(printed).toMatch(/ refused \(/);
    const { body } = await api.json('GET', `/pay_runs/${runId}/payslips?limit=100`, { token: seed.token });
    expect(body.data.filter((p: any) => p.payment_status.state === 'sent')).toEqual([]);
  }, 120_000);

  it('download-documents.ts writes every payslip PDF and the pain.001 file', async () => {
    const printed = await run('download-documents.ts', [runId], { OUTPUT_DIR: output });
    const files = readdirSync(join(output, runId));
    const pdfs = files.filter((f) => f.endsWith('.pdf'));
    const { body: runRead } = await api.json('GET', `/pay_runs/${runId}`, { token: seed.token });
    expect(pdfs).toHaveLength(runRead.payslip_count);
    expect(printed).toContain(`${runRead.payslip_count} payslip PDFs`);
    for (const pdf of pdfs) expect(readFileSync(join(output, runId, pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    const xml = readFileSync(join(output, runId, 'pain001.xml'), 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    const served = await api.request('GET', `/pay_runs/${runId}/payment_file`, { token: seed.token });
    expect(xml).toBe(await served.text());
  }, 60_000);

  it('gb-mid-year-starter.ts prices a starter cumulatively from the P45 opening balances', async () => {
    const printed = await run('gb-mid-year-starter.ts');
    expect(printed).toMatch(/opening balances for \d{4}-\d\d \(from \d{4}-04-06\) stored, tax month \d+/);
    // HMRC's cumulative calculation by hand (Tables A, code 1257L: £1,048.26 free pay a month; 20% basic rate):
    // the P45's £1,750 pay and £140 tax for each earlier month, plus £3,250 this month.
    const m = Number(/tax month (\d+)/.exec(printed)![1]);
    const taxablePounds = Math.floor((175_000 * (m - 1) + 325_000 - 104_826 * m) / 100);
    const pence = taxablePounds * 20 - 14_000 * (m - 1);
    const expected = `GBP ${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
    expect(printed).toContain(`starter's payslip: gross GBP 3,250.00, tax ${expected}`);
    expect(printed).toMatch(new RegExp(`^ {2}PAYE ${expected.replace('.', '\\.')}$`, 'm'));
    expect(printed).toContain('the starter is priced cumulatively from the P45');
  }, 60_000);

  it('has run every program in examples/', () => {
    expect([...ran].sort()).toEqual(examples.sort());
  });
});
