import { createApi } from '../../api/app.ts';
import type { Deployment } from '../../api/middleware/authenticate.ts';
import type { RateLimitPolicy } from '../../api/middleware/rateLimit.ts';
import { createInProcessBus } from '../../actors/bus/inProcessBus.ts';
import { runAdminCommand } from '../../service/admin/commands.ts';
import { scopes as allScopes } from '../../domain/scopes.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';

/** A fresh data key per test file: sealed values of one file open with nothing else. */
export const testKeyring = () => loadDataKeyring(generateDataKeyBase64());

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
export async function createApiHarness(options: { deployment?: Deployment; rateLimit?: RateLimitPolicy } = {}) {
  const deployment = options.deployment ?? 'staging';
  const db: TestDatabase = await createTestDatabase();
  const bus = createInProcessBus();
  const keyring = await testKeyring();
  const app = createApi({ sql: db.sql, bus, deployment, keyring, rateLimit: options.rateLimit ?? { rate: 10_000, burst: 10_000 } });

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
    keyring,
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
