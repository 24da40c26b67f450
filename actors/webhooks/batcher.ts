/** One item waiting in a batch, with how its caller learns the batch's outcome for it. */
export interface Waiting<T> {
  item: T;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Collects items into batches without a timer: the first item starts a batch at once; items arriving while it is
 * being handled make the next one. So a quiet system handles each item alone, straight away, and a busy one in
 * batches as large as what arrived meanwhile (at most `max`). `handle` settles every item it is given.
 * With `settleWithinMs`, a batch still unsettled then is given up: its items are rejected (their messages are
 * delivered again; handling is idempotent) and the next batch goes on. A statement left waiting on a connection a
 * PostgreSQL restart closed once held a consumer's every message in progress for good (docs/reliability.md).
 */
export function batcher<T>(handle: (batch: Waiting<T>[]) => Promise<void>, max = 500, settleWithinMs?: number): (item: T) => Promise<void> {
  const waiting: Waiting<T>[] = [];
  let running = false;
  const run = async () => {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, max);
      const handled = handle(batch).catch((error: unknown) => batch.forEach((w) => w.reject(error)));
      await (settleWithinMs === undefined ? handled : settledWithin(handled, batch, settleWithinMs));
    }
    running = false;
  };
  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void run();
    });
}

/** The batch handled, or its items rejected after `ms` (a late settle of an item is then without effect). */
async function settledWithin<T>(handled: Promise<void>, batch: Waiting<T>[], ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      const error = new Error(`a batch of ${batch.length} was not handled within ${ms} ms; given up, to be delivered again`);
      batch.forEach((w) => w.reject(error));
      resolve();
    }, ms);
  });
  await Promise.race([handled, givenUp]);
  clearTimeout(timer);
}

export function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
