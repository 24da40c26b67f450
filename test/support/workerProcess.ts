import { spawn, type ChildProcess } from 'node:child_process';

/** `npm run worker` as its own process (node directly, so a kill reaches the worker itself). */
export function startWorkerProcess(env: Record<string, string>): { process: ChildProcess; output: () => string; ready: Promise<void> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', 'worker'], {
    // LOG_LEVEL info: the start-up line, a log line, says when the worker is ready (logs are silent under vitest).
    env: { ...process.env, WORK_ACK_WAIT_MS: '5000', WORKER_CONCURRENCY: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('pricing pay run chunks')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}:\n${output}`)));
  });
  return { process: child, output: () => output, ready };
}

export async function stopWorkerProcess(worker: { process: ChildProcess }, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (worker.process.exitCode !== null || worker.process.signalCode !== null) return;
  const exited = new Promise((resolve) => worker.process.once('exit', resolve));
  worker.process.kill(signal);
  await exited;
}
