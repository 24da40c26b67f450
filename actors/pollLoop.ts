export interface PollLoop {
  /** Runs a round now rather than at the end of the wait. */
  wake(): void;
  /** Ends the loop once the round under way is done. */
  stop(): Promise<void>;
}

/**
 * Runs `round` until stopped: again at once while `again(result)` says more is waiting, otherwise after
 * `pollMs` or when woken. The poll catches work of processes that cannot wake this one; a round that throws
 * is reported and the next one comes after the wait.
 */
export function startPollLoop<T>(options: {
  pollMs: number;
  round: () => Promise<T>;
  again: (result: T) => boolean;
  onError: (error: unknown) => void;
}): PollLoop {
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
    while (running) {
      requested = false;
      let more = false;
      try {
        more = options.again(await options.round());
      } catch (error) {
        if (running) options.onError(error);
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
