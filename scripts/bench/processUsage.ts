import process from 'node:process';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { nodeArgsOfStartScript } from '../roleStartScript.ts';

/** User + system CPU time of a process so far, in ms, from /proc (Linux); 0 once it has gone. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1000) / 100; // clock ticks of 1/100 s
}

/** The most resident memory a process has held, in MiB. */
export async function peakRssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Starts a process's peak resident memory again from what it holds now (Linux clear_refs 5), to read a phase's own peak. */
export async function resetPeakRss(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => {});
}

/** Node's flags for a process a bench starts: with BENCH_CPU_PROFILE=<dir>, a CPU profile written there when it stops. */
export function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

let built = false;

/**
 * Node's arguments for a role as its npm script starts it (`npm run api`, `npm run worker`, `npm start` for 'start'):
 * the script's heap flags and what it runs (the service compiled by scripts/build-start.ts, which runs once first).
 */
export function roleNodeArgs(role: 'api' | 'worker' | 'start'): string[] {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  if (!built && scripts[role]!.includes('scripts/build-start.ts')) {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-start.ts'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`scripts/build-start.ts failed (exit ${build.status})`);
    built = true;
  }
  return nodeArgsOfStartScript(scripts[role]!);
}

/**
 * This process's CPU time so far, in ms (Linux): the main thread apart from the others (V8's garbage-collection
 * and compiler helpers, libuv's pool, all named "node"), which process.cpuUsage() adds together.
 */
export async function threadCpuMs(): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const task of await readdir('/proc/self/task').catch(() => [] as string[])) {
    const stat = await readFile(`/proc/self/task/${task}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const name = Number(task) === process.pid ? 'main thread' : 'other threads';
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    byName.set(name, (byName.get(name) ?? 0) + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
  }
  return byName;
}

/** What each kind of thread spent between two `threadCpuMs` readings, per `count` items, largest first: "main thread 9.10, other threads 3.20". */
export function threadCpuPer(before: Map<string, number>, after: Map<string, number>, count: number): string {
  return [...after]
    .map(([name, ms]) => [name, (ms - (before.get(name) ?? 0)) / Math.max(1, count)] as const)
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(2)}`)
    .join(', ');
}
