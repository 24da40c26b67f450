import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { withTenant } from '../../db/tenant.ts';

let api: ApiHarness;
let tenant: TenantFixture;
const policy = { rate: 0.5, burst: 2 };

beforeAll(async () => {
  api = await createApiHarness({ rateLimit: policy });
  tenant = await api.tenant();
});
afterAll(() => api.close());

describe('the read path in fewer round trips', () => {
  it("runs a tenant transaction's first query as payroll_app with the organization already set", async () => {
    const [seen] = await withTenant(api.runtime.sql, tenant.organizationId, (tx) =>
      tx<{ role: string; organization: string }[]>`select current_user as role, current_setting('app.organization_id', true) as organization`,
    );
    expect(seen).toEqual({ role: 'payroll_app', organization: tenant.organizationId });
  });

  it('spends no rate limit on a wrong secret for a real key id', async () => {
    const [prefix, env, keyId] = tenant.token.split('_');
    const wrong = `${prefix}_${env}_${keyId}_${'x'.repeat(43)}`;
    for (let i = 0; i < 5; i++) {
      const refused = await api.request('GET', '/organization', { token: wrong });
      expect(refused.status).toBe(401);
    }
    const first = await api.request('GET', '/organization', { token: tenant.token });
    expect(first.status).toBe(200);
    expect(first.headers.get('RateLimit-Remaining')).toBe('1');
    expect((await api.request('GET', '/organization', { token: tenant.token })).status).toBe(200);
    expect((await api.request('GET', '/organization', { token: tenant.token })).status).toBe(429);
  });
});
