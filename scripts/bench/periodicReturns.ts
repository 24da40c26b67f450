import process from 'node:process';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchOption, benchTenant, openBenchDatabase } from './benchDatabase.ts';
import { seedKePaidRun } from './kePaidRunSeed.ts';
import { connectDatabase, closeDatabase } from '../../db/connect.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { runCommand, type CommandPorts } from '../../commands/context.ts';
import { doFilingWork } from '../../commands/filings/filingWork.ts';

/**
 * A paid KE run's periodic returns (P10, NSSF, SHIF, housing levy) written as the filing actor writes them, in a
 * process with the worker's heap cap (package.json `worker`): N employees and a paid run seeded straight into the
 * database (payslips shaped as the engine writes them: lines, year to date, snapshots, sealed inputs), then the
 * run's filing work done once. Prints wall time, CPU time (user + system, of that process), peak heap used and
 * peak RSS of that process; the documents are written in parts (migration 061), their size is printed.
 *   npx tsx scripts/bench/periodicReturns.ts [--employees 10000] [--heap 1024]
 */
const packageFlags = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.worker!.split(' ').filter((w) => w.startsWith('--max-'));
// --heap 1024 measures what the work would take beyond the worker's cap.
const workerFlags = benchOption('heap', 0) > 0 ? packageFlags.map((f) => (f.startsWith('--max-old-space-size=') ? `--max-old-space-size=${benchOption('heap', 0)}` : f)) : packageFlags;

async function main(): Promise<void> {
  const employees = benchOption('employees', 10_000);
  const bench = await openBenchDatabase('returns', 4);
  try {
    const dataKey = generateDataKeyBase64();
    const keyring = await loadDataKeyring(dataKey);
    const { organizationId } = await benchTenant(bench.sql, ['payruns.read']);
    let started = performance.now();
    const workId = await seedKePaidRun(bench.sql, organizationId, keyring, employees);
    console.log(`periodic returns: ${employees} KE employees seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; worker heap ${workerFlags.join(' ')}; load average ${load()}`);
    started = performance.now();
    const child = spawn(process.execPath, [...workerFlags, '--import', 'tsx', fileURLToPath(import.meta.url), '--work', bench.url, dataKey, organizationId, workId], { stdio: ['ignore', 'inherit', 'inherit'] });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    console.log(`  filing work process exited ${code} after ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${load()}`);
    const [written] = await bench.sql<{ returns: number; bytes: number }[]>`
      select count(distinct filing_id)::int as returns, coalesce(sum(octet_length(text)), 0)::bigint::float8 as bytes from filing_document_parts`;
    console.log(`  returns written: ${written!.returns}, ${(written!.bytes / 1024 / 1024).toFixed(1)} MiB of documents`);
  } finally {
    await bench.drop();
  }
}

/** The filing work of the run, timed, with the process's peak heap sampled while it runs. */
async function doWork(url: string, dataKey: string, organizationId: string, workId: string): Promise<void> {
  const sql = connectDatabase(url, { max: 2 });
  const keyring = await loadDataKeyring(dataKey);
  const ports = { sql, keyring, chunkSize: 500, syncLimit: 0, webhooks: undefined, rules: undefined } as unknown as CommandPorts;
  console.log(`  filing work process: heap used before the work ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MiB`);
  let peakHeap = 0;
  const sample = () => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed));
  const sampler = setInterval(sample, 5);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const done = await runCommand(ports, organizationId, 'filing_actor', (ctx) => doFilingWork(ctx, workId));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  sample();
  clearInterval(sampler);
  const status = readFileSync('/proc/self/status', 'utf8');
  const peakRss = Math.round(Number(/VmHWM:\s+(\d+)/u.exec(status)?.[1] ?? 0) / 1024);
  console.log(`  filing work done: ${done}; ${seconds.toFixed(1)} s; CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; peak heap used ${Math.round(peakHeap / 1024 / 1024)} MiB (sampled every 5 ms); peak RSS ${peakRss} MiB`);
  await closeDatabase(sql);
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

if (process.argv[2] === '--work') await doWork(process.argv[3]!, process.argv[4]!, process.argv[5]!, process.argv[6]!);
else await main();
