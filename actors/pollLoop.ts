import { logOf } from '../platform/log.ts';
import { pollRoundFailures } from '../platform/payrollMetrics.ts';

export interface PollLoop {
  /** Runs a round now rather than at the end of the wait. */
  wake(): void;
  /** Ends the loop, once the round under way (if any) is done. */
  stop(): Promise<void>;
}

export interface PollLoopOptions<T> {
  /** `<component>.<loop>` (`coordinator.sweep`): the component logs the failures, the whole name labels the metric. */
  name: string;
  pollMs: number;
  round: () => Promise<T>;
  /** More is waiting: the next round follows at once. */
  again?: (result: T) => boolean;
  /** A safety net waits one interval before its first round; a worker starts at once. */
  waitFirst?: boolean;
  /** What a failed round leaves behind, for its log line. */
  onFailure?: string;
}

/**
 * The one way the service polls or sweeps: one round at a time (never two at once, however slow a round is),
 * again at once while `again(result)` says more is waiting, otherwise after `pollMs` or when woken. A round that
 * throws is logged and counted (payroll_poll_round_failures_total) and the next comes after the wait.
 */
export function startPollLoop<T>(options: PollLoopOptions<T>): PollLoop {
  const [component = options.name] = options.name.split('.');
  let running = true;
  let requested = false;
  let wakeUp: (() => void) | null = null;

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const loop = (async () => {
    if (options.waitFirst) await sleep();
    while (running) {
      requested = false;
      let more = false;
      try {
        const result = await options.round();
        more = options.again?.(result) ?? false;
      } catch (error) {
        pollRoundFailures.inc({ loop: options.name });
        logOf(component, { loop: options.name }).error({ err: error }, options.onFailure ?? 'round failed');
      }
      if (running && !more && !requested) await sleep();
    }
  })();

  return {
    wake() {
      requested = true;
      wakeUp?.();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
