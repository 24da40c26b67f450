import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AckPolicy, connect, type NatsConnection } from 'nats';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus, deadLetterStream, unansweredLimit } from '../../actors/bus/natsBus.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { startDeadLetterActors } from '../../actors/deadLetterActors.ts';
import { busDeadLetters } from '../../platform/payrollMetrics.ts';
import type { Bus } from '../../ports/bus.ts';
import type { PublishedEvent } from '../../ports/eventStream.ts';
import type { WorkConsumer, WorkDelivery, WorkOutcome } from '../../ports/workQueue.ts';

// No message is dropped (issue 30): a fact or a work message whose handler fails on every delivery is dead-lettered
// once its deliveries are spent, with its payload intact, recorded under its organization, and a replay delivers it
// once more to the consumer that dead-lettered it only. Before, the bus logged "deliveries spent" and the message
// was never seen again. Over real NATS (own namespace) and over the in-process bus of `npm start`.
const natsUrl = inject('natsUrl');
const spending = { maxDeliveries: 3, retryDelayMs: 50, ackWaitMs: 1_000 };

const until = async (check: () => Promise<boolean> | boolean, what: string) => {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};
const settle = () => new Promise((r) => setTimeout(r, 1_500));

interface Listed {
  counts: Record<string, number>;
  dead_letters: { id: string; status: string; subject: string; stream: string; consumer: string; error: string; deliveries: number; republished_at: string | null }[];
}

const spentCount = async (consumer: string) =>
  (await busDeadLetters.get()).values.find((v) => v.labels.consumer === consumer && v.labels.reason === 'spent')?.value ?? 0;

/** A handler that fails until told to work, and remembers every delivery it saw. */
function brokenUntilFixed() {
  const seen: { id: string; deliveryCount: number }[] = [];
  let fixed = false;
  return {
    seen,
    fix: () => void (fixed = true),
    handler: async ({ data, deliveryCount }: WorkDelivery<{ id: string }>): Promise<WorkOutcome> => {
      seen.push({ id: data.id, deliveryCount });
      if (!fixed) throw new Error(`the handler cannot take ${data.id}`);
      return 'done';
    },
  };
}

function scenario(name: string, makeBus: () => Promise<Bus>, consumerName: (consumer: string) => string) {
  describe(name, () => {
    let api: ApiHarness;
    let tenant: TenantFixture;
    const actors: WorkConsumer[] = [];
    const list = async () => (await api.admin('dead-letters', 'list', '--org', tenant.organizationId)) as unknown as Listed;
    const replay = (id: string) => api.admin('dead-letters', 'replay', '--org', tenant.organizationId, '--id', id);

    beforeAll(async () => {
      api = await createApiHarness({ bus: await makeBus() });
      tenant = await api.tenant();
      actors.push(await startDeadLetterActors(api.runtime));
    }, 60_000);
    afterAll(async () => {
      for (const actor of actors) await actor.stop();
      await api?.close();
    });

    it('dead-letters a fact whose handler throws on every delivery, payload intact, and a replay delivers it once to that consumer only', async () => {
      const broken = brokenUntilFixed();
      const bystander: string[] = [];
      const events = api.runtime.events;
      actors.push(await events.consume('picky', { entity: 'filing' }, broken.handler as never, { ...spending, concurrency: 1 }));
      actors.push(await events.consume('bystander', { entity: 'filing' }, async ({ data }) => (bystander.push(data.id), 'done'), spending));
      const consumer = consumerName('picky');
      const spentBefore = await spentCount(consumer);
      const fact = {
        id: crypto.randomUUID(),
        organizationId: tenant.organizationId,
        entity: 'filing',
        entityId: crypto.randomUUID(),
        type: 'submit',
        payload: { staff_id: 'E-1', note: 'kept as it was' },
        createdAt: new Date().toISOString(),
      } as unknown as PublishedEvent;
      await events.publish(fact);

      await until(async () => (await list()).dead_letters.length === 1, 'the spent fact recorded as a dead letter');
      const [letter] = (await list()).dead_letters;
      expect(letter).toMatchObject({ status: 'dead', consumer, deliveries: 3 });
      expect(letter!.error).toContain('deliveries spent (3)');
      expect(letter!.error).toContain(`the handler cannot take ${fact.id}`);
      expect(broken.seen).toEqual([1, 2, 3].map((deliveryCount) => ({ id: fact.id, deliveryCount })));
      expect(await spentCount(consumer)).toBe(spentBefore + 1);
      const [row] = await api.db.sql<{ data: string }[]>`select data from dead_letters where id = ${letter!.id}`;
      expect(JSON.parse(row!.data)).toEqual(fact);

      broken.fix();
      expect(await replay(letter!.id)).toMatchObject({ status: 'replayed' });
      await until(() => broken.seen.length === 4, 'the replayed fact delivered');
      await settle();
      expect(broken.seen.slice(3)).toEqual([{ id: fact.id, deliveryCount: 1 }]);
      // The other consumer of the subject had the fact, once, and does not act on the replay.
      expect(bystander).toEqual([fact.id]);
      expect((await list()).counts).toEqual({ replayed: 1 });
    });

    it('dead-letters a work message whose handler throws on every delivery, and a replay delivers it once', async () => {
      const broken = brokenUntilFixed();
      const queue = await api.bus.workQueue<{ id: string; organizationId: string; amountMinor: number }>('spent_work', spending);
      actors.push(await queue.consume(broken.handler));
      const message = { id: crypto.randomUUID(), organizationId: tenant.organizationId, amountMinor: 123_456 };
      await queue.publish(message, `work:${message.id}`);

      await until(async () => (await list()).dead_letters.some((l) => l.status === 'dead'), 'the spent message recorded as a dead letter');
      const letter = (await list()).dead_letters.find((l) => l.status === 'dead')!;
      expect(letter.deliveries).toBe(3);
      expect(letter.error).toContain(`the handler cannot take ${message.id}`);
      expect(broken.seen.map((s) => s.deliveryCount)).toEqual([1, 2, 3]);
      const [row] = await api.db.sql<{ data: string }[]>`select data from dead_letters where id = ${letter.id}`;
      expect(JSON.parse(row!.data)).toEqual(message);

      broken.fix();
      await replay(letter.id);
      await until(() => broken.seen.length === 4, 'the replayed message delivered');
      await settle();
      expect(broken.seen.slice(3)).toEqual([{ id: message.id, deliveryCount: 1 }]);
      expect((await list()).counts).toEqual({ replayed: 2 });
    });

    it('spends no last delivery on an unreachable database: the message waits for it, and is not dead-lettered', async () => {
      const seen: number[] = [];
      let outages = 0;
      const queue = await api.bus.workQueue<{ id: string; organizationId: string }>('outage_work', spending);
      actors.push(await queue.consume(async ({ deliveryCount }) => {
        seen.push(deliveryCount);
        // Every delivery up to the last meets the database down, and the last meets it twice more.
        if (deliveryCount < 3 || outages++ < 2) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return 'done';
      }));
      await queue.publish({ id: crypto.randomUUID(), organizationId: tenant.organizationId }, `outage:${crypto.randomUUID()}`);
      await until(() => seen.length === 5, 'the message handled once the database answers');
      await settle();
      // NATS tries the last delivery again in place (3, 3, 3); the in-process bus hands it back (3, 4, 5).
      expect(seen.slice(0, 3)).toEqual([1, 2, 3]);
      expect((await list()).counts).toEqual({ replayed: 2 });
    });
  });
}

const namespace = testNamespace();
afterAll(async () => {
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

scenario(
  'spent deliveries over NATS JetStream',
  async () => {
    if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
    return connectNatsBus(natsUrl, { namespace });
  },
  (consumer) => `${namespace}_${consumer}`,
);

scenario('spent deliveries over the in-process bus', async () => createInProcessBus(), (consumer) => consumer);

describe.skipIf(!natsUrl)('a last delivery nobody answers (its worker died)', () => {
  const own = testNamespace();
  afterAll(async () => deleteNamespaceStreams(natsUrl!, own));

  /** Takes the message `times` times without answering, as workers that die holding it would. */
  async function dieHolding(raw: NatsConnection, stream: string, durable: string, times: number) {
    const consumer = await raw.jetstream().consumers.get(stream, durable);
    expect((await consumer.info()).config.ack_policy).toBe(AckPolicy.Explicit);
    for (let delivery = 1; delivery <= times; delivery++) {
      const taken = await consumer.next({ expires: 5_000 });
      expect(taken?.info.redeliveryCount).toBe(delivery);
    }
  }

  it('is run again up to twice the limit, since a worker killed or a leader lost is no fault of the message', async () => {
    const bus = await connectNatsBus(natsUrl!, { namespace: own });
    const raw = await connect({ servers: natsUrl!.split(',') });
    try {
      const queue = await bus.workQueue<{ id: string }>('unlucky', { maxDeliveries: 2, retryDelayMs: 50, ackWaitMs: 1_000 });
      await queue.publish({ id: 'unlucky' }, 'unlucky');
      await dieHolding(raw, `${own.toUpperCase()}_UNLUCKY`, `${own}_unlucky_workers`, 2);
      const seen: number[] = [];
      const worker = await queue.consume(async ({ deliveryCount }) => (seen.push(deliveryCount), 'done'));
      await until(() => seen.length === 1, 'the message run once more');
      await worker.stop();
      expect(seen).toEqual([3]);
      // Nothing on the namespace's dead letter stream (made with the first letter, so absent is none).
      const letters = await (await raw.jetstreamManager()).streams.info(deadLetterStream(own)).then((i) => i.state.messages, () => 0);
      expect(letters).toBe(0);
    } finally {
      await raw.close();
      await bus.close();
    }
  });

  it('is dead-lettered beyond twice the limit unanswered, without running the handler again', async () => {
    const bus = await connectNatsBus(natsUrl!, { namespace: own });
    const raw = await connect({ servers: natsUrl!.split(',') });
    try {
      const queue = await bus.workQueue<{ id: string }>('dying', { maxDeliveries: 2, retryDelayMs: 50, ackWaitMs: 1_000 });
      await queue.publish({ id: 'poison' }, 'poison');
      // Workers take the message and die before they answer, four times: its deliveries are spent without a word.
      await dieHolding(raw, `${own.toUpperCase()}_DYING`, `${own}_dying_workers`, unansweredLimit(2));
      const seen: number[] = [];
      const worker = await queue.consume(async ({ deliveryCount }) => (seen.push(deliveryCount), 'done'));
      const box = await bus.deadLetters();
      const letters: { data: string; deliveries: number; error: string }[] = [];
      const recorder = await box.consume(async ({ data }) => (letters.push(data), 'done'));
      await until(() => letters.length === 1, 'the unanswered message dead-lettered');
      await worker.stop();
      await recorder.stop();
      expect(seen).toEqual([]);
      expect(letters[0]).toMatchObject({ data: JSON.stringify({ id: 'poison' }), deliveries: 5 });
      expect(letters[0]!.error).toContain('no answer to 4 deliveries');
    } finally {
      await raw.close();
      await bus.close();
    }
  });
});
