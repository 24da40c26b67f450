import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from 'nats';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus, deadLetterStream } from '../../actors/bus/natsBus.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { startPaymentActors } from '../../actors/paymentActors.ts';
import { startDeadLetterActors } from '../../actors/deadLetterActors.ts';
import { republishDeadLetter } from '../../commands/operations/republishDeadLetter.ts';
import { withTenant } from '../../db/tenant.ts';
import { runCommand } from '../../commands/context.ts';
import type { Bus } from '../../ports/bus.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';

// Dead letters (issue 30 item 7, issue 34 item 3): recorded under their organization, listed, and replayed exactly
// once, over real NATS (own namespace, streams deleted at the end) and over the in-process bus of `npm start`.
const natsUrl = inject('natsUrl');

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

interface Listed {
  counts: Record<string, number>;
  dead_letters: { id: string; status: string; subject: string; stream: string; consumer: string; error: string; deliveries: number; dead_lettered_at: string; record: { entity: string; id: string } | null; republished_at: string | null; decided_by: string | null }[];
}

function scenario(name: string, makeBus: () => Promise<Bus>, published: (api: ApiHarness) => Promise<number>) {
  describe(name, () => {
    let api: ApiHarness;
    let tenant: TenantFixture;
    let actors: WorkConsumer[] = [];
    const list = async () => (await api.admin('dead-letters', 'list', '--org', tenant.organizationId)) as unknown as Listed;

    beforeAll(async () => {
      api = await createApiHarness({ bus: await makeBus() });
      tenant = await api.tenant();
      actors = [
        await startPaymentActors({ ...api.runtime, partner: api.runtime.partner!, nameCheckQueue: api.runtime.nameCheckQueue! }),
        await startDeadLetterActors(api.runtime),
      ];
    }, 60_000);
    afterAll(async () => {
      for (const actor of actors) await actor.stop();
      await api?.close();
    });

    it('records a message naming an unknown payslip under its organization, with where it came from and why', async () => {
      const payslipId = crypto.randomUUID();
      await api.runtime.paymentQueue.publish({ organizationId: tenant.organizationId, payRunId: crypto.randomUUID(), payslipId }, `send:${payslipId}`);
      await until(async () => (await list()).dead_letters.length === 1, 'the dead letter recorded');
      const [letter] = (await list()).dead_letters;
      expect(letter).toMatchObject({ status: 'dead', record: { entity: 'payslip', id: payslipId }, deliveries: 1, decided_by: null, republished_at: null });
      expect(letter!.error).toContain(payslipId);
      expect(letter!.stream.toLowerCase()).toContain('payments');
      expect(letter!.consumer.toLowerCase()).toContain('payments');
      expect((await list()).counts).toEqual({ dead: 1 });
      // Its machine's first transition is logged and announced like every other record's.
      const logged = await withTenant(api.db.sql, tenant.organizationId, (tx) => tx`select event, to_state, actor from transitions where entity_id = ${letter!.id}`);
      expect(logged).toEqual([{ event: 'CREATE', to_state: 'dead', actor: 'dead_letter_recorder' }]);
    });

    it('replays it once: the message goes back on its subject one time, and the consumer handles it again', async () => {
      const [letter] = (await list()).dead_letters;
      const before = await published(api);
      const replayed = await api.admin('dead-letters', 'replay', '--org', tenant.organizationId, '--id', letter!.id);
      expect(replayed).toMatchObject({ id: letter!.id, status: 'replayed', decided_by: 'admin' });
      // The payment actor handles the replayed message as it did the first: the payslip is still unknown here.
      await until(async () => (await list()).dead_letters.length === 2, 'the replayed message dead-lettered again');
      const after = await list();
      expect(after.dead_letters.find((l) => l.id === letter!.id)?.republished_at).not.toBeNull();
      expect(after.counts).toEqual({ dead: 1, replayed: 1 });
      expect(await published(api)).toBe(before + 1);

      // A second replay is refused by the machine, and a redelivered replay fact publishes nothing.
      await expect(api.admin('dead-letters', 'replay', '--org', tenant.organizationId, '--id', letter!.id)).rejects.toThrow(/replayed dead letter cannot replay/);
      const box = await api.bus.deadLetters();
      expect(await runCommand(api.runtime, tenant.organizationId, 'admin', (ctx) => republishDeadLetter(ctx, box, letter!.id))).toBe(false);
      expect(await published(api)).toBe(before + 1);
      // A crash between the publish and its stamp publishes again under the same id: the queue keeps it once.
      const [row] = await withTenant(api.db.sql, tenant.organizationId, (tx) => tx<{ subject: string; stream: string; consumer: string; data: string }[]>`select subject, stream, consumer, data from dead_letters where id = ${letter!.id}`);
      await box.replay(row!, `replay:${letter!.id}`);
      expect(await published(api)).toBe(before + 1);
      const transitions = await withTenant(api.db.sql, tenant.organizationId, (tx) => tx`select event, from_state, to_state, actor from transitions where entity_id = ${letter!.id} order by at`);
      expect(transitions.map((t) => `${t.event}:${t.from_state}->${t.to_state}:${t.actor}`)).toEqual(['CREATE:null->dead:dead_letter_recorder', 'REPLAY:dead->replayed:admin']);
    });

    it('discards the other with a reason, and another organization finds neither', async () => {
      const letter = (await list()).dead_letters.find((l) => l.status === 'dead')!;
      expect(await api.admin('dead-letters', 'discard', '--org', tenant.organizationId, '--id', letter.id, '--reason', 'the payslip is not ours')).toMatchObject({ status: 'discarded' });
      const other = await api.tenant();
      await expect(api.admin('dead-letters', 'replay', '--org', other.organizationId, '--id', letter.id)).rejects.toThrow(/no dead letter/);
      expect(await api.admin('dead-letters', 'list', '--org', other.organizationId)).toEqual({ counts: {}, dead_letters: [] });
    });
  });
}

const namespace = testNamespace();
afterAll(async () => {
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

scenario(
  'dead letters over NATS JetStream',
  async () => {
    if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
    return connectNatsBus(natsUrl, { namespace });
  },
  // Every publish on the payments stream moves its last sequence (a work queue forgets what was acknowledged).
  async () => {
    const raw = await connect({ servers: natsUrl!.split(',') });
    try {
      const manager = await raw.jetstreamManager();
      const letters = await manager.streams.info(deadLetterStream(namespace));
      expect(letters.state.messages).toBeGreaterThan(0);
      return (await manager.streams.info(`${namespace.toUpperCase()}_PAYMENTS`)).state.last_seq;
    } finally {
      await raw.close();
    }
  },
);

scenario('dead letters over the in-process bus', async () => createInProcessBus(), async (api) => {
  // Whatever was published is waiting, in a handler, or acknowledged: a duplicate the queue kept would show at once.
  const figures = (await api.bus.queueFigures()).find((s) => s.stream === 'payments')!.consumers[0]!;
  return figures.acknowledged + figures.pending + figures.ackPending;
});
