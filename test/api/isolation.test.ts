import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { insertEmployee } from '../support/employeeFixtures.ts';
import { withTenant } from '../../db/tenant.ts';

let api: ApiHarness;
let acme: TenantFixture;
let globex: TenantFixture;
let acmeEmployee: string;
let globexEmployee: string;

beforeAll(async () => {
  api = await createApiHarness();
  acme = await api.tenant();
  globex = await api.tenant();
  acmeEmployee = await insertEmployee(api.db.sql, acme.organizationId, { first_name: 'Acme' });
  globexEmployee = await insertEmployee(api.db.sql, globex.organizationId, { first_name: 'Globex' });
});
afterAll(() => api.close());

describe('organization isolation', () => {
  it("answers another organization's employee exactly as a missing one", async () => {
    const foreign = await api.request('GET', `/employees/${globexEmployee}`, { token: acme.token });
    const missing = await api.request('GET', '/employees/01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f', { token: acme.token });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
  });

  it('lists only the key organization employees', async () => {
    const body = (await (await api.request('GET', '/employees', { token: acme.token })).json()) as { data: { id: string }[] };
    expect(body.data.map((e) => e.id)).toEqual([acmeEmployee]);
  });

  it('row-level security confines a query that forgets its organization', async () => {
    const seen = await withTenant(api.db.sql, acme.organizationId, (tx) => tx<{ id: string }[]>`select id from employees`);
    expect(seen.map((r) => r.id)).toEqual([acmeEmployee]);
    const orgs = await withTenant(api.db.sql, acme.organizationId, (tx) => tx<{ id: string }[]>`select id from organizations`);
    expect(orgs.map((r) => r.id)).toEqual([acme.organizationId]);
  });

  it("row-level security refuses writing a row into another organization", async () => {
    await expect(
      withTenant(api.db.sql, acme.organizationId, (tx) =>
        tx`insert into departments (id, organization_id, name) values (gen_random_uuid(), ${globex.organizationId}, 'Sneaky')`),
    ).rejects.toThrow(/row-level security/);
    const updated = await withTenant(api.db.sql, acme.organizationId, (tx) =>
      tx`update employees set staff_id = 'X' where id = ${globexEmployee}`);
    expect(updated.count).toBe(0);
  });

  it('without an organization set, the service role sees no tenant rows at all', async () => {
    const seen = await api.db.sql.begin(async (tx) => {
      await tx`select set_config('role', 'payroll_app', true)`;
      return tx`select id from employees`;
    });
    expect(seen.length).toBe(0);
  });
});

describe('organization status', () => {
  for (const status of ['suspended', 'deactivated'] as const) {
    it(`a ${status} organization answers 403 organization_not_operable, except GET /organization`, async () => {
      const fixture = await api.tenant();
      await api.admin('org', 'set', '--org', fixture.organizationId, '--status', status);
      const blocked = await api.request('GET', '/employees', { token: fixture.token });
      expect(blocked.status).toBe(403);
      expect(await blocked.json()).toMatchObject({ error: { code: 'organization_not_operable' } });
      const itself = await api.request('GET', '/organization', { token: fixture.token });
      expect(itself.status).toBe(200);
      expect(await itself.json()).toMatchObject({ status });
    });
  }
});
