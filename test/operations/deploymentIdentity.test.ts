import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, headers } from 'nats';
import { createApiHarness, type ApiHarness } from '../support/apiHarness.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus, deadLetterStream, deploymentHeader, NamespaceOwnedByAnotherDeployment, type NatsBus } from '../../actors/bus/natsBus.ts';
import { startPaymentActors } from '../../actors/paymentActors.ts';
import { openServiceBus } from '../../service/bus.ts';
import { readConfig } from '../../platform/config.ts';
import { refusedMessages } from '../../platform/payrollMetrics.ts';
import { deploymentIdOf } from '../../db/deploymentIdentity.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';

// Work taken by a deployment that does not own it is never lost silently (issue 30, defect 7), over real NATS.
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
const ours = crypto.randomUUID();
let bus: NatsBus;
let api: ApiHarness;
let actors: WorkConsumer | undefined;

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
  bus = await connectNatsBus(natsUrl, { namespace, deployment: ours });
  api = await createApiHarness({ bus });
}, 60_000);
afterAll(async () => {
  await actors?.stop();
  await api?.close();
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

const refused = async (reason: string) =>
  (await refusedMessages.get()).values.filter((v) => v.labels.reason === reason).reduce((sum, v) => sum + v.value, 0);
const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('deployment identity', () => {
  it('has one id per database, read at start-up', async () => {
    const id = await deploymentIdOf(api.db.sql);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await deploymentIdOf(api.db.sql)).toBe(id);
  });

  it('refuses to start a second deployment on a namespace another database already uses, in one line', async () => {
    await expect(connectNatsBus(natsUrl!, { namespace, deployment: crypto.randomUUID() })).rejects.toBeInstanceOf(NamespaceOwnedByAnotherDeployment);
    const config = readConfig({ NATS_URL: natsUrl!, NATS_NAMESPACE: namespace });
    await expect(openServiceBus(config, 'worker', crypto.randomUUID())).rejects.toThrow(
      new RegExp(`^NATS_NAMESPACE ${namespace} belongs to another deployment \\(${ours}\\), with another database`),
    );
    // Another process of the same deployment starts.
    const sameDeployment = await connectNatsBus(natsUrl!, { namespace, deployment: ours });
    await sameDeployment.close();
  });

  it("refuses, loudly, a message another deployment published, and leaves it for that deployment's workers", async () => {
    const queue = await bus.workQueue<{ n: number }>('identity_probe', { ackWaitMs: 5_000, retryDelayMs: 200 });
    const handled: number[] = [];
    const consumer = await queue.consume(async ({ data }) => {
      handled.push(data.n);
      return 'done';
    });
    try {
      const before = await refused('other_deployment');
      // Another deployment's message, as it would arrive had two deployments shared the namespace before the claim.
      const raw = await connect({ servers: natsUrl!.split(',') });
      const h = headers();
      h.set(deploymentHeader, crypto.randomUUID());
      await raw.jetstream().publish(`${namespace}_identity_probe`.replace(/_/g, ".") + ".work", new TextEncoder().encode(JSON.stringify({ n: 1 })), { headers: h });
      await raw.close();
      await queue.publish({ n: 2 }, 'ours-2');
      await until(async () => handled.includes(2) && (await refused('other_deployment')) > before, 'the refusal and our own message');
      expect(handled).toEqual([2]);
    } finally {
      await consumer.stop();
    }
  });

  it('dead-letters, logs and counts a message naming a payslip this database does not hold, never marking it done', async () => {
    actors = await startPaymentActors({ ...api.runtime, partner: api.runtime.partner!, nameCheckQueue: api.runtime.nameCheckQueue! });
    const before = await refused('unknown_record');
    const payslipId = crypto.randomUUID();
    await api.runtime.paymentQueue!.publish({ organizationId: crypto.randomUUID(), payRunId: crypto.randomUUID(), payslipId }, `send:${payslipId}`);
    const employeeId = crypto.randomUUID();
    await api.runtime.nameCheckQueue!.publish({ organizationId: crypto.randomUUID(), employeeId }, `check:${employeeId}`);
    await until(async () => (await refused('unknown_record')) >= before + 2, 'both messages refused');
    const raw = await connect({ servers: natsUrl!.split(',') });
    try {
      const manager = await raw.jetstreamManager();
      await until(async () => (await manager.streams.info(deadLetterStream(namespace)).catch(() => null))?.state.messages === 2, 'two dead letters');
      const letters = await Promise.all([1, 2].map((seq) => manager.streams.getMessage(deadLetterStream(namespace), { seq })));
      const bodies = letters.map((m) => new TextDecoder().decode(m.data));
      expect(bodies.some((b) => b.includes(payslipId))).toBe(true);
      expect(bodies.some((b) => b.includes(employeeId))).toBe(true);
    } finally {
      await raw.close();
    }
  });
});
