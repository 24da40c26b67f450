import { setPriority } from 'node:os';
import { logOf } from '../platform/log.ts';

/**
 * Lowers this process's scheduling priority (nice) so that, on cores it shares with the API, the kernel runs the
 * API first: a running payroll slows itself rather than the reads. A process may always lower its own priority;
 * where the runtime cannot (Deno without --allow-sys), the worker runs at the usual priority and says so.
 */
export function yieldCpuToReads(niceness: number): void {
  try {
    setPriority(0, niceness);
  } catch (error) {
    logOf('service').warn({ err: error, niceness }, 'could not lower the worker\'s scheduling priority');
  }
}
