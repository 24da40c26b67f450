import process from 'node:process';
import { createApi } from '../../api/app.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { assembleRuntime } from '../../service/runtime.ts';
import { benchOption, benchTenant, configureBenchLog, openBenchDatabase, postgresCpuMs, seedBenchEmployees } from './benchDatabase.ts';
import { payslipsOfRunLines } from '../../db/payslipsExport.ts';

/**
 * The export's own work, in this process, without HTTP (issue 31 item 4): a run's payslips written as JSON lines
 * by db/payslipsExport.ts, several rounds; this process's CPU and PostgreSQL's per payslip. What the route adds on
 * top is read.ts --export-only.
 *   npx tsx scripts/bench/exportWrite.ts [--employees 2000] [--rounds 5] [--profile]
 */
const employees = benchOption('employees', 2_000);
const rounds = benchOption('rounds', 5);
configureBenchLog();
const bench = await openBenchDatabase('export_write');
const { sql } = bench;
try {
  const keyring = await loadDataKeyring(generateDataKeyBase64());
  const tenant = await benchTenant(sql, ['payruns.run', 'payruns.read', 'payslips.read']);
  await seedBenchEmployees(sql, tenant.organizationId, keyring, employees);
  const runtime = await assembleRuntime({ sql, bus: createInProcessBus(), keyring, queueOptions: { ackWaitMs: 30_000, maxDeliveries: 5, retryDelayMs: 1_000 }, syncLimit: employees, chunkSize: 500 });
  const api = createApi({ runtime, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
  const call = async (method: string, path: string, body?: unknown) =>
    (await (await api.fetch(new Request(`http://bench/api/v1${path}`, { method, headers: { Authorization: `Bearer ${tenant.token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }))).json()) as { id: string };
  const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' });
  await call('POST', `/pay_runs/${run.id}/calculate`);
  await sql`analyze`;
  const { Session } = await import('node:inspector/promises');
  const session = process.argv.includes('--profile') ? new Session() : undefined;
  for (let round = 1; round <= rounds; round++) {
    if (session && round === rounds) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    const cpuBefore = process.cpuUsage();
    const postgresBefore = await postgresCpuMs(sql);
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    for await (const chunk of payslipsOfRunLines(sql, tenant.organizationId, run.id)) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
    }
    const wall = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const postgresCpu = (await postgresCpuMs(sql)) - postgresBefore;
    console.log(
      `round ${round}: ${lines} payslips, ${(bytes / 1e6).toFixed(1)} MB in ${wall.toFixed(0)} ms; this process ${(((cpu.user + cpu.system) / lines)).toFixed(1)} µs/payslip, ` +
        `PostgreSQL ${((postgresCpu * 1000) / lines).toFixed(1)} µs/payslip`,
    );
  }
  if (session) {
    const { profile: taken } = await session.post('Profiler.stop');
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir('.data/profiles', { recursive: true });
    await writeFile('.data/profiles/export-write.cpuprofile', JSON.stringify(taken));
    console.log('  profile: .data/profiles/export-write.cpuprofile (last round)');
  }
  await runtime.close();
} finally {
  await bench.drop();
}

