import process from 'node:process';
import { describe, expect, it } from 'vitest';
import { stopOnSignal } from '../../service/stopOnSignal.ts';

// A worker in the middle of a long job (the returns of 100,000 people) ignored SIGTERM for minutes (issue 31 bench).
describe('stopOnSignal', () => {
  const signalled = (stop: () => Promise<void>, graceSeconds: number) =>
    new Promise<{ code: number; after: number }>((done) => {
      const started = performance.now();
      stopOnSignal({ stop }, 'worker', graceSeconds, (code) => done({ code, after: performance.now() - started }));
      process.emit('SIGTERM', 'SIGTERM');
    });

  it('exits 0 once the work in hand has ended', async () => {
    let stopped = false;
    const exit = await signalled(async () => {
      await new Promise((r) => setTimeout(r, 50));
      stopped = true;
    }, 5);
    expect(exit.code).toBe(0);
    expect(stopped).toBe(true);
  });

  it('exits 1 after the grace period when the work in hand does not end', async () => {
    const exit = await signalled(() => new Promise<void>(() => {}), 0.2);
    expect(exit.code).toBe(1);
    expect(exit.after).toBeGreaterThanOrEqual(150);
  });
});
