import process from 'node:process';
import { spawn } from 'node:child_process';
import { Hono } from 'hono';
import { createApi } from '../../api/app.ts';
import { serveHttp } from '../../service/serve.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { assembleRuntime } from '../../service/runtime.ts';
import { benchOption, benchTenant, openBenchDatabase, seedBenchEmployees } from './benchDatabase.ts';

/**
 * Reads (issue 16 item 4): req/s and p50/p95 for GET /employees?limit=100, GET /pay_runs/{id}/payslips?limit=100
 * and GET /organization with C concurrent keep-alive clients (one key, rate limit raised), next to a bare Hono
 * route served by the same process (the ceiling). The client runs in its own process (loadClient.ts); the
 * server's CPU time per request is printed too, since wall figures swing with the machine's load.
 *   npx tsx scripts/bench/read.ts [--employees 10000] [--concurrency 16] [--seconds 5]
 */
const option = benchOption;
const employees = option('employees', 10_000);
const concurrency = option('concurrency', 16);
const seconds = option('seconds', 5);

const bench = await openBenchDatabase('read');
const { sql } = bench;

try {
  const keyring = await loadDataKeyring(generateDataKeyBase64());
  const tenant = await benchTenant(sql, ['payruns.run', 'payruns.read', 'employees.read', 'payslips.read']);
  await seedBenchEmployees(sql, tenant.organizationId, keyring, employees);

  // Every payslip priced in the request: the bench reads them, it does not time their calculation.
  const runtime = await assembleRuntime({ sql, bus: createInProcessBus(), keyring, queueOptions: { ackWaitMs: 30_000, maxDeliveries: 5, retryDelayMs: 1_000 }, syncLimit: employees, chunkSize: 500 });
  const api = createApi({ runtime, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
  const server = await serveHttp(api.fetch, 0);
  const bare = new Hono().get('/bare', (c) => c.json({ object: 'organization', id: tenant.organizationId }));
  const bareServer = await serveHttp(bare.fetch, 0);
  const base = `http://127.0.0.1:${server.port}/api/v1`;
  const call = async (method: string, path: string, body?: unknown) =>
    (await (await fetch(`${base}${path}`, { method, headers: { Authorization: `Bearer ${tenant.token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as { id: string; status: string };
  const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' });
  const calculated = await call('POST', `/pay_runs/${run.id}/calculate`);
  if (calculated.status !== 'calculated') throw new Error(`pay run not calculated: ${JSON.stringify(calculated)}`);

  const load = await loadAverage();
  console.log(`reads: ${employees} employees, ${concurrency} concurrent clients, ${seconds} s each; load average ${load}`);
  const targets: [string, string, string][] = [
    ['bare Hono route (ceiling)', `http://127.0.0.1:${bareServer.port}/bare`, '-'],
    ['GET /organization', `${base}/organization`, tenant.token],
    ['GET /employees?limit=100', `${base}/employees?limit=100`, tenant.token],
    ['GET /pay_runs/{id}/payslips?limit=100', `${base}/pay_runs/${run.id}/payslips?limit=100`, tenant.token],
  ];
  for (const [name, target, token] of targets) {
    await drive(target, token, 4, 1); // warm-up: JIT, connections, prepared statements
    const cpuBefore = process.cpuUsage();
    const result = await drive(target, token, concurrency, seconds);
    const cpu = process.cpuUsage(cpuBefore);
    const serverCpuPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests);
    console.log(
      `${name.padEnd(40)} ${(result.requests / result.seconds).toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(6)} ms  p95 ${String(result.p95).padStart(6)} ms  ` +
        `server CPU ${serverCpuPerRequest.toFixed(2)} ms/req${result.errors ? `  ERRORS ${result.errors}: ${result.firstError}` : ''}`,
    );
  }
  await server.close();
  await bareServer.close();
  await runtime.close();
} finally {
  await bench.drop();
}

interface LoadResult { requests: number; seconds: number; errors: number; firstError: string; p50: number; p95: number }

function drive(target: string, token: string, clients: number, duration: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/loadClient.ts', target, token, String(clients), String(duration)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!) as LoadResult) : reject(new Error(`load client exited with ${code}`))));
  });
}

async function loadAverage(): Promise<string> {
  const { loadavg } = await import('node:os');
  return loadavg().map((l) => l.toFixed(1)).join(' ');
}

