import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'nats';
import { startNatsCluster, type NatsCluster } from '../../scripts/faults/natsCluster.ts';
import { connectNatsBus, type NatsBus } from '../../actors/bus/natsBus.ts';
import type { WorkConsumer, WorkQueue } from '../../ports/workQueue.ts';

// The bus on a three-node JetStream cluster (loopback, its own nats-server processes): streams with three
// replicas (NATS_STREAM_REPLICAS), and a work queue that loses nothing while its stream leader is killed.
// Issue 30's full drill (the service's processes on this cluster under faults) is faultDrill.test.ts.
let cluster: NatsCluster;
let bus: NatsBus;

beforeAll(async () => {
  cluster = await startNatsCluster(3);
  bus = await connectNatsBus(cluster.url, { namespace: 'drill', deployment: crypto.randomUUID(), replicas: 3 });
}, 60_000);
afterAll(async () => {
  await bus?.close().catch(() => {});
  await cluster?.stop();
});

async function publishUntilStored(queue: WorkQueue<{ n: number }>, n: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await queue.publish({ n }, `drill-${n}`);
    } catch (error) {
      if (attempt > 200) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('a three-node NATS cluster', () => {
  it('keeps every message of a replicated work queue while the stream leader is down', async () => {
    const queue = await bus.workQueue<{ n: number }>('work', { ackWaitMs: 2_000, retryDelayMs: 100, maxDeliveries: 100 });
    const admin = await connect({ servers: cluster.url.split(',') });
    const manager = await admin.jetstreamManager();
    const info = await manager.streams.info('DRILL_WORK');
    expect(info.config.num_replicas).toBe(3);
    expect(info.cluster?.replicas).toHaveLength(2);

    const handled = new Map<number, number>();
    const consumer: WorkConsumer = await queue.consume(async ({ data }) => {
      handled.set(data.n, (handled.get(data.n) ?? 0) + 1);
      return 'done';
    }, { concurrency: 4 });
    const until = async (count: number) => {
      for (let i = 0; i < 600 && handled.size < count; i++) await new Promise((r) => setTimeout(r, 100));
    };
    try {
      for (let n = 0; n < 100; n++) await publishUntilStored(queue, n);
      await until(100);
      const leader = cluster.nodes.find((node) => node.name === info.cluster?.leader)!;
      await leader.kill();
      const down = Date.now();
      for (let n = 100; n < 200; n++) await publishUntilStored(queue, n);
      await new Promise((r) => setTimeout(r, Math.max(0, 3_000 - (Date.now() - down))));
      await leader.start();
      await until(200);
      expect(handled.size).toBe(200);
      // Delivery is at least once: an ack lost with the leader comes back, and the handlers' own idempotence
      // (the database) makes it harmless. Nothing published is lost, nothing unpublished appears.
      expect([...handled.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    } finally {
      await consumer.stop();
      await admin.close();
    }
  }, 120_000);
});
