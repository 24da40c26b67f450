import { createHttpApp } from '../../service/httpApp.ts';
import type { Deployment } from '../../platform/config.ts';
import type { RateLimitPolicy } from '../../api/middleware/rateLimit.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { assembleRuntime, type RuntimeParts } from '../../service/runtime.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { runCommand } from '../../commands/context.ts';
import { doFilingWork } from '../../commands/filings/filingWork.ts';
import { scopes as allScopes } from '../../domain/scopes.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import type { Bus } from '../../ports/bus.ts';
import type { ChunkMessage } from '../../ports/chunkMessages.ts';
import type { WorkQueue } from '../../ports/workQueue.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { webhookSettings, type WebhookSettings } from '../../commands/webhooks/webhookSettings.ts';

/** A fresh data key per test file: sealed values of one file open with nothing else. */
export const testKeyring = () => loadDataKeyring(generateDataKeyBase64());

/** What a test may set of the runtime: the sync limit and chunk size, or a chunk queue standing in for the bus's. */
export type PayrollOverrides = Partial<Pick<RuntimeParts, 'syncLimit' | 'chunkSize' | 'queueOptions' | 'stuckWork' | 'filingGateway'>> & { chunkQueue?: WorkQueue<ChunkMessage> };

/** As the service configures its queue (WORK_ACK_WAIT_MS=5000), so test and worker processes agree. */
export const testQueueOptions = { ackWaitMs: 5_000, maxDeliveries: 5, retryDelayMs: 1_000 };

export interface TenantFixture {
  organizationId: string;
  memberId: string;
  keyId: string;
  token: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The real API over a fresh database, with the admin commands to make organizations and keys. */
export async function createApiHarness(
  options: {
    deployment?: Deployment;
    rateLimit?: RateLimitPolicy;
    payroll?: PayrollOverrides;
    bus?: Bus;
    /** base64 data key, when other processes (workers) must open what this one seals. */
    dataKey?: string;
    /** Webhook settings beyond the deployment's (a retry schedule in seconds). */
    webhooks?: Partial<WebhookSettings>;
    /**
     * after_each_request (default): the filing work a request committed (a paid run's returns, drafts to prepare
     * again) is done before the request returns, as the filing actor would do it, so a test reads the result next;
     * actor: left to the filing actor the test starts.
     */
    filingWork?: 'after_each_request' | 'actor';
  } = {},
) {
  const deployment = options.deployment ?? 'staging';
  const db: TestDatabase = await createTestDatabase();
  const bus = options.bus ?? createInProcessBus();
  const keyring = options.dataKey ? await loadDataKeyring(options.dataKey) : await testKeyring();
  // Built as the service builds it (service/runtime.ts), over this file's database and bus.
  const { chunkQueue, ...parts } = options.payroll ?? {};
  const assembled = await assembleRuntime({
    sql: db.sql,
    bus,
    keyring,
    queueOptions: testQueueOptions,
    syncLimit: 200,
    chunkSize: 100,
    relayPollMs: 200,
    webhooks: webhookSettings(deployment, options.webhooks),
    ...parts,
  });
  const runtime = chunkQueue ? { ...assembled, chunkQueue } : assembled;
  const app = createHttpApp({ runtime, deployment, rateLimit: options.rateLimit ?? { rate: 10_000, burst: 10_000 } });

  const admin = (...argv: string[]) => runAdminCommand(db.sql, argv, deployment) as Promise<Record<string, any>>;

  async function tenant(
    setup: { country?: string; currency?: string; kyc?: string; scopes?: readonly string[]; permissions?: readonly string[] } = {},
  ): Promise<TenantFixture> {
    const org = await admin('org', 'create', '--name', 'Test Org', '--country', setup.country ?? 'KE', '--currency',
      setup.currency ?? 'KES', '--kyc', setup.kyc ?? 'verified');
    const scopes = setup.scopes ?? allScopes;
    const permissions = setup.permissions ?? ['integrations.manage', ...allScopes];
    const member = await admin('member', 'create', '--org', org.id, '--email', `m${crypto.randomUUID().slice(0, 8)}@test.example`,
      '--permissions', permissions.join(','));
    const key = await admin('key', 'create', '--org', org.id, '--member', member.id, '--scopes', scopes.join(','));
    return { organizationId: org.id, memberId: member.id, keyId: key.id, token: key.token };
  }

  /** Does every pending filing work with the filing actor's own command (commands/filings/filingWork.ts). */
  async function doPendingFilingWork(): Promise<number> {
    const pending = await db.sql<{ id: string; organization_id: string }[]>`select id, organization_id from filing_work where done_at is null order by created_at, id`;
    for (const work of pending) await runCommand(runtime, work.organization_id, 'filing_actor', (ctx) => doFilingWork(ctx, work.id));
    return pending.length;
  }

  function request(method: string, path: string, given: RequestOptions = {}) {
    const response = send(method, path, given);
    if (method === 'GET' || (options.filingWork ?? 'after_each_request') !== 'after_each_request') return response;
    return Promise.resolve(response).then(async (answered) => {
      await doPendingFilingWork();
      return answered;
    });
  }

  function send(method: string, path: string, { token, body, headers = {} }: RequestOptions = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) (init.headers as Record<string, string>).Authorization = `Bearer ${token}`;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] ??= 'application/json';
    }
    return app.request(path.startsWith('/api/') || path === '/healthz' ? path : `/api/v1${path}`, init);
  }

  /** A request answered with JSON: its status and its body parsed, as most tests read them. */
  async function json(method: string, path: string, options: RequestOptions = {}): Promise<{ status: number; body: any }> {
    const response = await request(method, path, options);
    return { status: response.status, body: await response.json() };
  }

  return {
    db,
    app,
    bus,
    keyring,
    runtime,
    admin,
    tenant,
    request,
    json,
    doPendingFilingWork,
    async close() {
      await runtime.close();
      await bus.close();
      await db.drop();
    },
  };
}

export type ApiHarness = Awaited<ReturnType<typeof createApiHarness>>;
