import { afterAll, describe, expect, inject, it } from 'vitest';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { connectNatsBus, type NatsBus } from '../../actors/bus/natsBus.ts';
import { DuplicateWindow } from '../../actors/bus/duplicateWindow.ts';
import { configureLog } from '../../platform/log.ts';
import { consumerFailures } from '../../platform/payrollMetrics.ts';
import type { WorkQueue } from '../../ports/workQueue.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';

// No consumer failure is swallowed: each is logged with its message id and counted; and the in-process bus
// remembers message ids for one duplicate window only, as JetStream does.
const lines: string[] = [];
configureLog({ level: 'error', destination: { write: (line: string) => void lines.push(line) } });
const logged = (consumer: string) => lines.map((line) => JSON.parse(line)).filter((l) => l.component === 'bus' && l.consumer === consumer);
const failures = async (consumer: string, stage: string) =>
  (await consumerFailures.get()).values.find((v) => v.labels.consumer === consumer && v.labels.stage === stage)?.value ?? 0;

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}

/** A handler that throws on the first delivery and finishes on the second. */
function failingOnce(seen: number[]) {
  return async ({ deliveryCount }: { deliveryCount: number }) => {
    seen.push(deliveryCount);
    if (deliveryCount === 1) throw new Error('the handler broke');
    return 'done' as const;
  };
}

async function expectFailureLoggedAndCounted(queue: WorkQueue<{ n: number }>, consumer: string, messageId: string) {
  const before = await failures(consumer, 'handler');
  const seen: number[] = [];
  const worker = await queue.consume(failingOnce(seen));
  await queue.publish({ n: 1 }, messageId);
  await until(() => seen.length === 2);
  await worker.stop();
  expect(seen).toEqual([1, 2]);
  expect((await failures(consumer, 'handler')) - before).toBe(1);
  expect(logged(consumer).map((l) => ({ message_id: l.message_id, delivery: l.delivery, msg: l.msg, error: l.err?.message }))).toEqual([
    { message_id: messageId, delivery: 1, msg: 'handler failed', error: 'the handler broke' },
  ]);
}

describe('the in-process bus', () => {
  it('logs a failed handler with the message id, counts it, and delivers the message again', async () => {
    const bus = createInProcessBus();
    const queue = await bus.workQueue<{ n: number }>('inprocess_failures', { retryDelayMs: 1 });
    await expectFailureLoggedAndCounted(queue, 'inprocess_failures', 'message-1');
    await bus.close();
  });

  it('drops a repeat within the duplicate window and takes it again after', async () => {
    let now = 0;
    const bus = createInProcessBus({ duplicateWindowMs: 1_000, clock: { now: () => now } });
    const queue = await bus.workQueue<{ n: number }>('inprocess_dedupe');
    const handled: number[] = [];
    const worker = await queue.consume(async ({ data }) => (handled.push(data.n), 'done'));
    await queue.publish({ n: 1 }, 'same');
    await queue.publish({ n: 2 }, 'same');
    now = 999;
    await queue.publish({ n: 3 }, 'same');
    now = 1_000;
    await queue.publish({ n: 4 }, 'same');
    await until(() => handled.length === 2);
    await worker.stop();
    await bus.close();
    expect(handled).toEqual([1, 4]);
  });
});

describe('the duplicate window', () => {
  it('holds one window of ids, however many were published', () => {
    let now = 0;
    const window = new DuplicateWindow(1_000, { now: () => now });
    for (let i = 0; i < 10_000; i++) {
      now = i;
      expect(window.admit(`id-${i}`)).toBe(true);
    }
    // Only the ids of the last 1,000 ms are remembered.
    expect(window.size).toBe(1_000);
    expect(window.admit('id-9500')).toBe(false);
    now = 20_000;
    expect(window.admit('id-9500')).toBe(true);
    expect(window.size).toBe(1);
  });
});

const natsUrl = inject('natsUrl');

describe.skipIf(!natsUrl)('the NATS bus', () => {
  const namespace = testNamespace();
  let bus: NatsBus;
  afterAll(async () => {
    await bus?.close();
    await deleteNamespaceStreams(natsUrl!, namespace);
  });

  it('logs a failed handler with the message id, counts it, and delivers the message again', async () => {
    bus = await connectNatsBus(natsUrl!, { namespace });
    const queue = await bus.workQueue<{ n: number }>('failures', { retryDelayMs: 10 });
    await expectFailureLoggedAndCounted(queue, `${namespace}_failures_workers`, 'message-nats-1');
  });
});
