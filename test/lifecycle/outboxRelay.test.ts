import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { connectNatsBus, type NatsBus } from '../../actors/bus/natsBus.ts';
import { startOutboxRelay } from '../../actors/outboxRelay.ts';
import { withTenant } from '../../db/tenant.ts';
import { createPayRun } from '../../commands/payRuns/createPayRun.ts';
import { AfterCommit } from '../../ports/afterCommit.ts';
import { monthEnd } from '../support/periods.ts';

// The outbox relay over real NATS JetStream: a crash on either side of the publish loses and doubles nothing.
const natsUrl = inject('natsUrl');
const namespace = `test_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
let api: ApiHarness;
let bus: NatsBus;
let tenant: TenantFixture;

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222 (or a nats-server binary)');
  bus = await connectNatsBus(natsUrl, { namespace });
  // This harness's own relay must not race the crash: it polls only after the test is done with it.
  api = await createApiHarness({ bus });
  await api.runtime.outboxRelay.stop();
  tenant = await api.tenant();
}, 60_000);
afterAll(async () => {
  const manager = await bus?.connection.jetstreamManager();
  for await (const stream of manager?.streams.list() ?? []) {
    if (stream.config.name.startsWith(namespace.toUpperCase())) await manager!.streams.delete(stream.config.name);
  }
  await api?.close();
});

/** Commits pay run creations (each a transition and an outbox row) with no relay running: as if the process died next. */
async function commitWithoutPublishing(count: number, year = 2025, firstMonth = 1): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const month = String(firstMonth + i).padStart(2, '0');
    await withTenant(api.db.sql, tenant.organizationId, async (tx) => {
      const ctx = { tx, organizationId: tenant.organizationId, actor: 'admin' as const, afterCommit: new AfterCommit().add };
      const request = { jurisdiction: 'KE' as const, period_start: `${year}-${month}-01`, period_end: monthEnd(`${year}-${month}`), pay_date: `${year}-${month}-28` };
      ids.push((await createPayRun(ctx, request)).id);
    });
  }
  return ids;
}

async function streamedOutboxIds(): Promise<string[]> {
  const manager = await bus.connection.jetstreamManager();
  const stream = `${namespace.toUpperCase()}_EVENTS`;
  const info = await manager.streams.info(stream);
  const ids: string[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const message = await manager.streams.getMessage(stream, { seq });
    ids.push(message.json<{ id: string }>().id);
  }
  return ids;
}

function runCrashingRelay(): Promise<string> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/outboxCrashProcess.ts'], {
      env: { ...process.env, DATABASE_URL: api.db.url, NATS_URL: natsUrl!, NATS_NAMESPACE: namespace },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (_code, signal) => resolve(`${signal ?? ''} ${output}`));
  });
}

describe('the outbox relay after a crash', () => {
  it('publishes every committed event exactly once, whether the crash came before or after the publish', async () => {
    // Crash between commit and publish: five transitions committed, no relay ran.
    const runs = await commitWithoutPublishing(5);
    const committed = await api.db.sql<{ id: string }[]>`select id from outbox where published_at is null order by id`;
    expect(committed).toHaveLength(5);

    // A relay publishes them all, then is killed before it could mark them published.
    const crashed = await runCrashingRelay();
    expect(crashed).toMatch(/^SIGKILL published 5/);
    expect(await api.db.sql`select id from outbox where published_at is null order by id`).toHaveLength(5);

    // On restart a relay publishes them again, under the same ids, and marks them.
    const restarted = startOutboxRelay(api.db.sql, await bus.events(), { pollMs: 60_000 });
    await restarted.drain();
    await restarted.stop();
    expect(await api.db.sql`select id from outbox where published_at is null`).toHaveLength(0);

    const streamed = await streamedOutboxIds();
    expect(streamed.sort()).toEqual(committed.map((row) => row.id).sort());
    const [events] = await api.db.sql`select count(distinct entity_id)::int as runs from outbox`;
    expect(events!.runs).toBe(runs.length);
  }, 60_000);
});

describe('the outbox relay publishing a batch', () => {
  const pendingIds = async () => (await api.db.sql<{ id: string }[]>`select id from outbox where published_at is null order by id`).map((row) => row.id);

  it('has every publish of the batch awaiting its acknowledgement at once, stored in the outbox order', async () => {
    await commitWithoutPublishing(6, 2024);
    const pending = await pendingIds();
    expect(pending.length).toBeGreaterThanOrEqual(6);
    const events = await bus.events();
    const before = new Set(await streamedOutboxIds());
    let inFlight = 0;
    let most = 0;
    const counting = { ...events, publish: async (event: Parameters<typeof events.publish>[0]) => {
      most = Math.max(most, ++inFlight);
      try {
        await events.publish(event);
      } finally {
        inFlight -= 1;
      }
    } };
    const relay = startOutboxRelay(api.db.sql, counting, { pollMs: 60_000 });
    await relay.stop();
    await relay.drain();
    // One acknowledgement after another, at most one was ever in flight.
    expect(most).toBe(pending.length);
    expect(await pendingIds()).toEqual([]);
    expect((await streamedOutboxIds()).filter((id) => !before.has(id))).toEqual(pending);
  }, 60_000);

  it('leaves every row of a batch pending when one publish fails, and stores each once when published again', async () => {
    await commitWithoutPublishing(6, 2024, 7);
    const pending = await pendingIds();
    const events = await bus.events();
    const before = new Set(await streamedOutboxIds());
    // The others of the batch reach the stream; one is refused.
    const refusing = { ...events, publish: async (event: Parameters<typeof events.publish>[0]) => {
      if (event.id === pending[2]) throw new Error('no quorum');
      await events.publish(event);
    } };
    const failing = startOutboxRelay(api.db.sql, refusing, { pollMs: 60_000 });
    await failing.stop();
    await expect(failing.drain()).rejects.toThrow('no quorum');
    expect(await pendingIds()).toEqual(pending);

    const relay = startOutboxRelay(api.db.sql, events, { pollMs: 60_000 });
    await relay.stop();
    await relay.drain();
    expect(await pendingIds()).toEqual([]);
    // Once each: the rows that got out before are stored once under their ids (the refused one after them).
    const stored = (await streamedOutboxIds()).filter((id) => !before.has(id));
    expect(stored.sort()).toEqual([...pending].sort());
  }, 60_000);
});
