import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { deleteNamespaceStreams, testNamespace } from '../support/natsNamespace.ts';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../actors/webhookDispatcher.ts';
import { connectDatabase, type Database } from '../../db/connect.ts';
import { calculatedRuns } from './calculatedRuns.ts';
import { until } from './receiver.ts';

// Found by reading the fault drill's one lost run (26 of 756 events never delivered): a fact heard while PostgreSQL
// restarts fails to be recorded on every delivery, one retry delay apart, and after the consumer's fifth the stream
// never delivers it again, so its event and deliveries are never recorded. PostgreSQL is made unreachable here by a
// TCP relay in front of the real server that refuses connections while "down".
const natsUrl = inject('natsUrl');
const namespace = testNamespace();
let api: ApiHarness;
let tenant: TenantFixture;
let dispatcher: WebhookDispatcher | undefined;
let relay: PostgresRelay;
let relayedSql: Database;

/** A TCP relay to PostgreSQL that can be taken down (refusing connections, cutting open ones) and brought back. */
interface PostgresRelay {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
}

async function postgresRelay(target: { host: string; port: number }): Promise<PostgresRelay> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async down() {
      const closing = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
      server = null;
    },
    up: listen,
  };
}

beforeAll(async () => {
  if (!natsUrl) throw new Error('these tests need NATS with JetStream on 127.0.0.1:4222');
  api = await createApiHarness({ bus: await connectNatsBus(natsUrl, { namespace }), webhooks: { pollMs: 50 } });
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 1, (i) => kenyanEmployee(i));
  const url = new URL(api.db.url);
  relay = await postgresRelay({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(relay.port);
  relayedSql = connectDatabase(url.toString(), { max: 4 });
}, 60_000);
afterAll(async () => {
  await dispatcher?.stop();
  await relayedSql?.end({ timeout: 1 });
  await api?.close();
  if (natsUrl) await deleteNamespaceStreams(natsUrl, namespace);
});

describe('webhook facts heard while PostgreSQL is unreachable', () => {
  it('are recorded once it answers again, however many retry delays the outage lasts', async () => {
    const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
    await call('POST', '/webhook_endpoints', { url: 'http://127.0.0.1:9/outage', events: ['pay_run.calculated'] });
    const run = await calculatedRuns(() => api, 2024)(tenant.token);
    await api.runtime.outboxRelay.drain();
    const [fact] = await api.db.sql<{ id: string }[]>`
      select id from outbox where entity_id = ${run.id} and event_type = 'calculate'`;

    // The dispatcher reaches PostgreSQL only through the relay; the fact is already on the stream when it starts.
    await relayedSql`select 1`;
    await relay.down();
    dispatcher = await startWebhookDispatcher({ ...api.runtime, sql: relayedSql });
    // Longer than the webhook consumer's five deliveries one retry delay (1 s) apart: a PostgreSQL restart's length.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await relay.up();

    const recorded = await until(async () => {
      const rows = await api.db.sql<{ deliveries: number }[]>`
        select count(d.id)::int as deliveries from events e join webhook_deliveries d on d.event_id = e.id
        where e.outbox_id = ${fact!.id} group by e.id`;
      return rows[0];
    }, 'the event of the fact heard during the outage', 30_000);
    expect(recorded.deliveries).toBe(1);
  }, 90_000);
});
