import { describe, expect, it } from 'vitest';
import { batcher } from '../../actors/webhooks/batcher.ts';

// The webhook consumer records facts in batches; one batch whose recording never settled (a statement left on a
// connection a PostgreSQL restart closed) held every message in progress for good (docs/reliability.md, "Open").
describe('batcher', () => {
  it('handles items arriving while a batch runs as the next batch', async () => {
    const batches: number[][] = [];
    const record = batcher<number>(async (batch) => {
      batches.push(batch.map((w) => w.item));
      await new Promise((r) => setTimeout(r, 20));
      batch.forEach((w) => w.resolve());
    });
    await Promise.all([1, 2, 3].map(record));
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('gives up a batch not settled in time: its items are rejected and the next batch is handled', async () => {
    const handled: number[][] = [];
    const record = batcher<number>(async (batch) => {
      handled.push(batch.map((w) => w.item));
      if (batch[0]!.item === 1) return new Promise<void>(() => {}); // never settles
      batch.forEach((w) => w.resolve());
    }, 10, 200);
    const first = record(1);
    const second = record(2);
    await expect(first).rejects.toThrow(/not handled within 200 ms/);
    await expect(second).resolves.toBeUndefined();
    expect(handled).toEqual([[1], [2]]);
  });

  it('without a limit waits for the batch however long it takes', async () => {
    let release = () => {};
    const record = batcher<number>((batch) => new Promise<void>((resolve) => (release = () => (batch.forEach((w) => w.resolve()), resolve()))));
    let settled = false;
    const first = record(1).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false);
    release();
    await first;
    expect(settled).toBe(true);
  });
});
