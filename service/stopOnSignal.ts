import process from 'node:process';
import { logOf } from '../platform/log.ts';

/**
 * On SIGTERM or SIGINT, stops the service and exits: 0 once its work in hand has ended, 1 if it has not within
 * `graceSeconds`. Unfinished work was not acknowledged, so the bus delivers it again and its transaction rolls
 * back: a stop never waits on a long job (a worker writing the returns of 100,000 people held a deploy for minutes).
 */
export function stopOnSignal(service: { stop(): Promise<void> }, role: string, graceSeconds: number, exit: (code: number) => void = (code) => process.exit(code)): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        logOf('service').warn({ role, grace_seconds: graceSeconds }, 'stopping: the work in hand did not end within the grace period; it is left to be delivered again');
        exit(1);
      }, graceSeconds * 1000).unref();
      service.stop().then(() => exit(0), () => exit(1));
    });
  }
}
