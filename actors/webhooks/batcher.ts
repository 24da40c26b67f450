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
 */
export function batcher<T>(handle: (batch: Waiting<T>[]) => Promise<void>, max = 500): (item: T) => Promise<void> {
  const waiting: Waiting<T>[] = [];
  let running = false;
  const run = async () => {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, max);
      await handle(batch).catch((error: unknown) => batch.forEach((w) => w.reject(error)));
    }
    running = false;
  };
  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void run();
    });
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
