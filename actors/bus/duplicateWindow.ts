import { systemClock, type Clock } from '../../platform/clock.ts';

/** JetStream's duplicate window on the work queues: a message id published again within it is stored once. */
export const workQueueDuplicateWindowMs = 120_000;

/**
 * The message ids seen within the last `windowMs`, as JetStream keeps them: a repeat inside the window is dropped,
 * and an id older than the window is forgotten, so memory holds one window of ids however long the process runs.
 */
export class DuplicateWindow {
  /** Id → when first seen; a Map iterates in insertion order, so the oldest come first. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs: number = workQueueDuplicateWindowMs,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Whether `id` is new within the window (the message is kept); remembers it if so. */
  admit(id: string): boolean {
    const now = this.clock.now();
    for (const [oldest, at] of this.seen) {
      if (now - at < this.windowMs) break;
      this.seen.delete(oldest);
    }
    if (this.seen.has(id)) return false;
    this.seen.set(id, now);
    return true;
  }

  /** How many ids are remembered. */
  get size(): number {
    return this.seen.size;
  }
}
