import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

/** One `scripts/start.ts` process of the drill (the API or a worker), in a process group of its own. */
export interface ServiceProcess {
  name: string;
  role: 'api' | 'worker';
  pid: number;
  /** Its METRICS_PORT: the drill scrapes its counters. */
  metricsPort: number;
  ready: Promise<void>;
  running(): boolean;
  /** The last lines it wrote (JSON log lines), for a failure's report. */
  tail(): string;
  /** Signals its whole group and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** SIGKILLs its group without waiting: for a process exiting in a hurry. */
  killNow(): void;
}

const readyLine = { api: 'listening on', worker: 'pricing pay run chunks' } as const;

export function startServiceProcess(name: string, role: 'api' | 'worker', env: Record<string, string>, metricsPort: number): ServiceProcess {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', role], {
    env: { ...process.env, LOG_FORMAT: 'json', LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'warn', ...env, METRICS_PORT: String(metricsPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own group: a kill reaches anything it started, and the drill's clean-up can kill the group by id.
    detached: true,
  });
  // DRILL_LOG_DIR keeps every process's whole log, one file each, for a drill that went wrong.
  const file = process.env.DRILL_LOG_DIR ? createWriteStream(join(process.env.DRILL_LOG_DIR, `${name}.log`)) : null;
  const keep = (chunk: Buffer) => {
    file?.write(chunk);
    output = (output + chunk.toString()).slice(-20_000);
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    // The start-up line is logged at info; the drill runs at warn, so it waits for the port instead.
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    void exited.then(() => reject(new Error(`${name} exited before it was ready:\n${output}`)));
    void (async () => {
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const ok = await fetch(`http://127.0.0.1:${metricsPort}/readyz`).then((r) => r.ok, () => false);
        if (ok) return resolve();
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
  });
  ready.catch(() => undefined);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    role,
    pid: child.pid!,
    metricsPort,
    ready,
    running,
    tail: () => output,
    killNow() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone already
      }
    },
    async stop(signal = 'SIGTERM') {
      if (!running()) return;
      try {
        process.kill(-child.pid!, signal);
      } catch {
        return;
      }
      const deadline = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // gone already
        }
      }, 15_000);
      await exited;
      clearTimeout(deadline);
    },
  };
}

/** A process's counters from its /metrics, summed by metric name and the labels asked for (null: unreachable). */
export async function scrapeCounters(metricsPort: number): Promise<Map<string, number> | null> {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(3_000) }).then((r) => (r.ok ? r.text() : null), () => null);
  if (text === null) return null;
  const counters = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(payroll_\w+_total)(\{[^}]*\})?\s+([0-9.eE+-]+)$/.exec(line);
    if (match) counters.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return counters;
}
