import process from 'node:process';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpuProfileArgs } from './processUsage.ts';

/** A worker process from the TypeScript source (scripts/start.ts worker), resolved once it prices pay run chunks. */
export function startBenchWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cpuProfileArgs(), '--import', 'tsx', 'scripts/start.ts', 'worker'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.on('data', (chunk: Buffer) => { if (process.env.BENCH_VERBOSE) process.stdout.write(chunk); if (chunk.toString().includes('pricing pay run chunks')) resolve(child); });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}
