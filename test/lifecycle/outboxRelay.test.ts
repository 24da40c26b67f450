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
async function commitWithoutPublishing(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const month = String(i + 1).padStart(2, '0');
    await withTenant(api.db.sql, tenant.organizationId, async (tx) => {
      const ctx = { tx, organizationId: tenant.organizationId, actor: 'admin' as const, afterCommit: new AfterCommit().add };
      const request = { jurisdiction: 'KE' as const, period_start: `2025-${month}-01`, period_end: monthEnd(`2025-${month}`), pay_date: `2025-${month}-28` };
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
