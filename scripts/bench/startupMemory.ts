import process from 'node:process';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDataKeyBase64 } from '../../domain/sealing/dataKeyring.ts';
import { openBenchDatabase } from './benchDatabase.ts';
import { cpuMs, peakRssMiB, roleNodeArgs } from './processUsage.ts';

/**
 * What each role holds before any work (issue 31 item 2: no process above 256 MB, and a start that leaves the
 * phases room): `npm run api`, `npm run worker` and `npm start`, each started as its npm script starts it, then its
 * resident memory, its peak so far and the CPU its start took, read from /proc once it is ready and has settled.
 *   npx tsx scripts/bench/startupMemory.ts [--settle 3]
 */
const settleSeconds = Number(process.argv[process.argv.indexOf('--settle') + 1] || 3);
const bench = await openBenchDatabase('startup_memory', 2);
const dataDir = mkdtempSync(join(tmpdir(), 'startup-memory-'));
try {
  console.log(`startup memory; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATABASE_URL: bench.url, NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', NATS_NAMESPACE: `bench_startup_${Date.now()}`,
    PAYROLL_DATA_KEY: generateDataKeyBase64(), PAYROLL_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info',
  };
  for (const role of ['api', 'worker', 'start'] as const) {
    const child = spawn(process.execPath, roleNodeArgs(role), { env: role === 'start' ? { ...env, NATS_URL: '' } : env, stdio: ['ignore', 'pipe', 'inherit'] });
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/listening on|pricing pay run chunks/.test(output)) resolve();
      });
    });
    const ready = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
    const rss = Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
    console.log(`  ${role === 'start' ? 'npm start' : `npm run ${role}`}: ${rss} MiB resident after start (peak ${await peakRssMiB(child.pid!)} MiB), start-up CPU ${Math.round(await cpuMs(child.pid!))} ms, ready in ${ready.toFixed(1)} s`);
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await bench.drop();
}
