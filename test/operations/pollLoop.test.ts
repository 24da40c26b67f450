import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startPollLoop } from '../../actors/pollLoop.ts';
import { configureLog } from '../../platform/log.ts';
import { pollRoundFailures } from '../../platform/payrollMetrics.ts';

const lines: string[] = [];
configureLog({ level: 'error', destination: { write: (line: string) => void lines.push(line) } });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
}

const failuresOf = async (loop: string) => (await pollRoundFailures.get()).values.find((v) => v.labels.loop === loop)?.value ?? 0;

describe('the poll loop', () => {
  it('never runs two rounds at once, however often it is woken or however slow a round is', async () => {
    let running = 0;
    let most = 0;
    let rounds = 0;
    const loop = startPollLoop({
      name: 'test.overlap',
      pollMs: 1,
      round: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 10));
        running -= 1;
        rounds += 1;
      },
    });
    for (let i = 0; i < 20; i++) {
      loop.wake();
      await new Promise((r) => setTimeout(r, 2));
    }
    await until(() => rounds >= 3);
    await loop.stop();
    expect(most).toBe(1);
  });

  it('stops cleanly: stop waits for the round in flight, and no round starts after it', async () => {
    const gate = deferred();
    let started = 0;
    let finished = 0;
    const loop = startPollLoop({
      name: 'test.stop',
      pollMs: 1,
      round: async () => {
        started += 1;
        await gate.promise;
        finished += 1;
      },
    });
    await until(() => started === 1);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect({ started, finished }).toEqual({ started: 1, finished: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toBe(1);
  });

  it('logs and counts a failed round, then carries on', async () => {
    let rounds = 0;
    const before = await failuresOf('test.failing');
    const loop = startPollLoop({
      name: 'test.failing',
      pollMs: 1,
      round: async () => {
        rounds += 1;
        if (rounds <= 2) throw new Error(`round ${rounds} broke`);
      },
      onFailure: 'the test round failed',
    });
    await until(() => rounds >= 3);
    await loop.stop();
    expect((await failuresOf('test.failing')) - before).toBe(2);
    const logged = lines.map((line) => JSON.parse(line)).filter((l) => l.loop === 'test.failing');
    expect(logged.map((l) => [l.component, l.msg, l.err.message])).toEqual([
      ['test', 'the test round failed', 'round 1 broke'],
      ['test', 'the test round failed', 'round 2 broke'],
    ]);
  });

  it('runs again at once while more is waiting, and a safety net waits before its first round', async () => {
    const results = [true, true, false];
    let rounds = 0;
    const busy = startPollLoop({ name: 'test.again', pollMs: 60_000, round: async () => results[rounds++] ?? false, again: (more) => more });
    await until(() => rounds === 3);
    await busy.stop();

    let swept = 0;
    const sweep = startPollLoop({ name: 'test.waitFirst', pollMs: 60_000, waitFirst: true, round: async () => void (swept += 1) });
    await new Promise((r) => setTimeout(r, 20));
    expect(swept).toBe(0);
    sweep.wake();
    await until(() => swept === 1);
    await sweep.stop();
  });
});

describe('every sweep and poll goes through it', () => {
  // The one timer that is not a loop: a delivery's heartbeat to JetStream while its handler works (no round to overlap).
  const heartbeat = /setInterval\(\(\) => message\.working\(\)/;

  it('finds no setInterval loop in actors/, service/ or console/', async () => {
    const findings: string[] = [];
    for (const folder of ['actors', 'service', 'console']) {
      const entries = await readdir(folder, { withFileTypes: true, recursive: true });
      for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.ts'))) {
        const file = join(entry.parentPath, entry.name);
        (await readFile(file, 'utf8')).split('\n').forEach((line, i) => {
          if (/\bsetInterval\(/.test(line) && !heartbeat.test(line)) findings.push(`${file}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(findings).toEqual([]);
  });
});
