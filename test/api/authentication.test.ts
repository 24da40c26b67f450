import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';

let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness({ deployment: 'staging' });
  tenant = await api.tenant({ scopes: ['employees.read'] });
});
afterAll(() => api.close());

async function errorOf(response: Response) {
  return { status: response.status, ...((await response.json()) as { error: { code: string; message: string; details?: any } }).error };
}

describe('authentication (interface 5, contract "Keys")', () => {
  const cases: [string, () => Record<string, string>, string][] = [
    ['no Authorization header', () => ({}), 'missing_token'],
    ['a Basic scheme', () => ({ Authorization: 'Basic dXNlcjpwYXNz' }), 'missing_token'],
    ['Bearer with nothing after it', () => ({ Authorization: 'Bearer ' }), 'missing_token'],
    ['a malformed token', () => ({ Authorization: 'Bearer not-a-key' }), 'invalid_token'],
    ['an unknown key id', () => ({ Authorization: `Bearer pay_test_aaaaaaaaaaaaaaaa_${'A'.repeat(43)}` }), 'invalid_token'],
    ['a right key id with a wrong secret', () => ({ Authorization: `Bearer ${tenant.token.slice(0, -4)}AAAA` }), 'invalid_token'],
  ];
  for (const [name, headers, code] of cases) {
    it(`answers 401 ${code} for ${name}, with WWW-Authenticate and a Request-Id`, async () => {
      const response = await api.request('GET', '/organization', { headers: headers() });
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(response.headers.get('Request-Id')).toMatch(/^req_[0-9a-f]{32}$/);
      expect(await errorOf(response)).toMatchObject({ status: 401, code });
    });
  }

  it('accepts a valid key and answers with its organization', async () => {
    const response = await api.request('GET', '/organization', { token: tenant.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: tenant.organizationId, object: 'organization', kyc_status: 'verified' });
  });

  it('refuses a live key on staging with invalid_token naming the right environment', async () => {
    const live = await api.admin('key', 'create', '--org', tenant.organizationId, '--member', tenant.memberId, '--scopes',
      'employees.read', '--env', 'live');
    const error = await errorOf(await api.request('GET', '/organization', { token: live.token }));
    expect(error).toMatchObject({ status: 401, code: 'invalid_token' });
    expect(error.message).toContain('production');
  });

  it('answers revoked for a revoked key', async () => {
    const key = await api.admin('key', 'create', '--org', tenant.organizationId, '--member', tenant.memberId, '--scopes', 'employees.read');
    expect((await api.request('GET', '/organization', { token: key.token })).status).toBe(200);
    await api.admin('key', 'revoke', '--key', key.id);
    expect(await errorOf(await api.request('GET', '/organization', { token: key.token }))).toMatchObject({ status: 401, code: 'revoked' });
  });

  it('answers expired for a key past its expires_at, and accepts one not yet expired', async () => {
    const past = await api.admin('key', 'create', '--org', tenant.organizationId, '--member', tenant.memberId, '--scopes',
      'employees.read', '--expires-at', '2020-01-01T00:00:00Z');
    expect(await errorOf(await api.request('GET', '/organization', { token: past.token }))).toMatchObject({ status: 401, code: 'expired' });
    const future = await api.admin('key', 'create', '--org', tenant.organizationId, '--member', tenant.memberId, '--scopes',
      'employees.read', '--expires-at', '2999-01-01T00:00:00Z');
    expect((await api.request('GET', '/organization', { token: future.token })).status).toBe(200);
  });

  it('judges expiry by the database clock: answers expired, not a 500, when this process\'s clock is behind it', async () => {
    const expiresAt = new Date(Date.now() - 60_000).toISOString();
    const key = await api.admin('key', 'create', '--org', tenant.organizationId, '--member', tenant.memberId, '--scopes', 'employees.read', '--expires-at', expiresAt);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 3_600_000 });
    try {
      expect(await errorOf(await api.request('GET', '/organization', { token: key.token }))).toMatchObject({ status: 401, code: 'expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 403 insufficient_scope naming the scope a key lacks', async () => {
    const key = await api.admin('key', 'create', '--org', tenant.organizationId, '--member', tenant.memberId, '--scopes', 'payruns.read');
    expect((await api.request('GET', '/organization', { token: key.token })).status).toBe(200); // organization.read is implied
    const error = await errorOf(await api.request('GET', '/employees', { token: key.token }));
    expect(error).toMatchObject({ status: 403, code: 'insufficient_scope', details: { required_scope: 'employees.read' } });
  });
});

describe('a production deployment', () => {
  let production: ApiHarness;
  beforeAll(async () => {
    production = await createApiHarness({ deployment: 'production' });
  });
  afterAll(() => production.close());

  it('issues live keys by default, accepts them, and refuses test keys naming staging', async () => {
    const fixture = await production.tenant();
    expect(fixture.token).toMatch(/^pay_live_[a-z2-7]{16}_[A-Za-z0-9_-]{43}$/);
    expect((await production.request('GET', '/organization', { token: fixture.token })).status).toBe(200);
    const test = await production.admin('key', 'create', '--org', fixture.organizationId, '--member', fixture.memberId, '--scopes',
      'employees.read', '--env', 'test');
    const error = await errorOf(await production.request('GET', '/organization', { token: test.token }));
    expect(error).toMatchObject({ status: 401, code: 'invalid_token' });
    expect(error.message).toContain('staging');
  });
});
