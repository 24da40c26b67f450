import { createApi } from '../../api/app.ts';
import type { Deployment } from '../../api/middleware/authenticate.ts';
import type { RateLimitPolicy } from '../../api/middleware/rateLimit.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { runAdminCommand } from '../../service/admin/commands.ts';
import { scopes as allScopes } from '../../domain/scopes.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import type { Bus } from '../../actors/bus/bus.ts';
import { openChunkQueue } from '../../actors/payRunWorkers.ts';
import type { PayrollServices } from '../../api/payrollServices.ts';
import { loadRulesEngine } from '../../rules-wasm/host/engine.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';

/** A fresh data key per test file: sealed values of one file open with nothing else. */
export const testKeyring = () => loadDataKeyring(generateDataKeyBase64());

/** The pay run services over a bus: the statutory engine, the chunk queue, the sync limit of the interface. */
export async function testPayrollServices(bus: Bus, overrides: Partial<Omit<PayrollServices, 'keyring'>> = {}) {
  return {
    rules: await loadRulesEngine(),
    chunkQueue: await openChunkQueue(bus, testQueueOptions),
    syncLimit: 200,
    chunkSize: 100,
    ...overrides,
  };
}

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
    payroll?: Partial<Omit<PayrollServices, 'keyring'>>;
    bus?: Bus;
    /** base64 data key, when other processes (workers) must open what this one seals. */
    dataKey?: string;
  } = {},
) {
  const deployment = options.deployment ?? 'staging';
  const db: TestDatabase = await createTestDatabase();
  const bus = options.bus ?? createInProcessBus();
  const keyring = options.dataKey ? await loadDataKeyring(options.dataKey) : await testKeyring();
  const payroll = await testPayrollServices(bus, options.payroll);
  const app = createApi({ sql: db.sql, bus, deployment, keyring, payroll, rateLimit: options.rateLimit ?? { rate: 10_000, burst: 10_000 } });

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

  function request(method: string, path: string, { token, body, headers = {} }: RequestOptions = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) (init.headers as Record<string, string>).Authorization = `Bearer ${token}`;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] ??= 'application/json';
    }
    return app.request(path.startsWith('/api/') || path === '/healthz' ? path : `/api/v1${path}`, init);
  }

  return {
    db,
    app,
    bus,
    keyring,
    payroll,
    admin,
    tenant,
    request,
    async close() {
      await bus.close();
      await db.drop();
    },
  };
}

export type ApiHarness = Awaited<ReturnType<typeof createApiHarness>>;
