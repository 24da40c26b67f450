import process from 'node:process';
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { createApi } from '../../api/app.ts';
import { serveHttp } from '../../service/serve.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { assembleRuntime } from '../../service/runtime.ts';
import { benchOption, benchTenant, configureBenchLog, openBenchDatabase } from './benchDatabase.ts';
import { cpuMs, peakRssMiB } from './processUsage.ts';
import { startBenchWorker } from './benchWorker.ts';
import { benchImportLine } from './importLine.ts';

/**
 * Onboarding at scale (issue 16 item 5): one POST /employee_imports of N employees as JSON lines (Kenyan, each
 * with a phone, bank details, a tax profile and two compensation components, so every row seals like a real
 * one), timed from the request to `completed`, with W worker processes writing the chunks over NATS JetStream.
 * Prints the 202's latency, the total wall time, rows/s, and the CPU time of the API and of the workers.
 *   npx tsx scripts/bench/import.ts [--employees 100000] [--workers 2] [--concurrency 2]
 * Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432) and NATS (NATS_URL or 127.0.0.1:4222).
 */
const option = benchOption;
const employees = option('employees', 100_000);
const workerCount = option('workers', 2);

configureBenchLog();
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const bench = await openBenchDatabase('import');
const { sql, url } = bench;
const workers: ChildProcess[] = [];

try {
  const dataKey = generateDataKeyBase64();
  const keyring = await loadDataKeyring(dataKey);
  const tenant = await benchTenant(sql, ['employees.read', 'employees.write']);

  const namespace = `bench_import_${Date.now()}`;
  const bus = await connectNatsBus(natsUrl, { namespace });
  const queueOptions = { ackWaitMs: 30_000, maxDeliveries: 5, retryDelayMs: 1_000 };
  const runtime = await assembleRuntime({ sql, bus, keyring, queueOptions, syncLimit: 200, chunkSize: 500 });
  const api = createApi({ runtime, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
  const server = await serveHttp(api.fetch, 0);
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NATS_URL: natsUrl, NATS_NAMESPACE: namespace, PAYROLL_DATA_KEY: dataKey, WORKER_CONCURRENCY: String(option('concurrency', 2)) };
  for (let i = 0; i < workerCount; i++) workers.push(await startBenchWorker(env));

  const lines: string[] = [];
  for (let i = 0; i < employees; i++) lines.push(benchImportLine(i));
  const body = lines.join('\n');
  console.log(`import of ${employees} employees (${(body.length / 1e6).toFixed(1)} MB of JSON lines), ${workerCount} workers; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const workerCpuBefore = await Promise.all(workers.map((w) => cpuSeconds(w.pid!)));
  const databaseCpuBefore = await backendCpuSeconds();
  const apiCpuBefore = process.cpuUsage();
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/employee_imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tenant.token}`, 'Content-Type': 'application/x-ndjson', 'Idempotency-Key': `bench-${Date.now()}` },
    body,
  });
  const accepted = (await response.json()) as { id: string };
  const acceptedMs = performance.now() - started;
  if (response.status !== 202) throw new Error(`unexpected ${response.status} ${JSON.stringify(accepted)}`);
  let progress = accepted as unknown as { completed: boolean; rows_done: number; rows_failed: number };
  while (!progress.completed) {
    await new Promise((r) => setTimeout(r, 200));
    progress = (await (await fetch(`http://127.0.0.1:${server.port}/api/v1/employee_imports/${accepted.id}`, { headers: { Authorization: `Bearer ${tenant.token}` } })).json()) as typeof progress;
  }
  const seconds = (performance.now() - started) / 1000;
  const apiCpu = process.cpuUsage(apiCpuBefore);
  const workerCpu = (await Promise.all(workers.map((w) => cpuSeconds(w.pid!)))).map((after, i) => after - workerCpuBefore[i]!);
  const databaseCpuAfter = await backendCpuSeconds();
  const databaseCpu = [...databaseCpuAfter].reduce((sum, [pid, after]) => sum + after - (databaseCpuBefore.get(pid) ?? 0), 0);
  const [stored] = await sql`select count(*)::int as n from employees`;
  if (progress.rows_failed !== 0 || stored!.n !== employees) throw new Error(`unexpected ${JSON.stringify(progress)}, ${stored!.n} stored`);
  console.log(`  202 after ${acceptedMs.toFixed(0)} ms; all ${employees} written in ${seconds.toFixed(1)} s: ${(employees / seconds).toFixed(0)} employees/s (target 100,000 in <= 60 s)`);
  console.log(`  CPU: API process ${((apiCpu.user + apiCpu.system) / 1e6).toFixed(1)} s, workers ${workerCpu.map((s) => `${s.toFixed(1)} s`).join(' + ')}` +
    ` = ${((workerCpu.reduce((a, b) => a + b, 0) * 1e6) / employees).toFixed(0)} µs of worker CPU per employee`);
  const totalCpu = (apiCpu.user + apiCpu.system) / 1e6 + workerCpu.reduce((a, b) => a + b, 0) + databaseCpu;
  console.log(`  PostgreSQL backends of this database ${databaseCpu.toFixed(1)} s CPU (${((databaseCpu * 1e6) / employees).toFixed(0)} µs per employee); ` +
    `all processes ${totalCpu.toFixed(1)} s, so ${(totalCpu / 2).toFixed(1)} s on two free cores; load average now ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const peaks = await Promise.all(workers.map((w) => peakRssMiB(w.pid!)));
  console.log(`  worker peak RSS: ${peaks.map((p) => `${p} MiB`).join(', ')}; API process peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
  await server.close();
  await runtime.close();
  await bus.close();
} finally {
  for (const worker of workers) worker.kill('SIGTERM');
  await bench.drop();
}

/** CPU seconds of each PostgreSQL backend serving this database (the API's and the workers' connections). */
async function backendCpuSeconds(): Promise<Map<number, number>> {
  const rows = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database()`;
  const cpu = await Promise.all(rows.map((r) => cpuSeconds(r.pid).catch(() => 0)));
  return new Map(rows.map((r, i) => [r.pid, cpu[i]!]));
}

async function cpuSeconds(pid: number): Promise<number> {
  return (await cpuMs(pid)) / 1000;
}
