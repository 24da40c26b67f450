import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { insertEmployee } from '../support/employeeFixtures.ts';

let api: ApiHarness;
let tenant: TenantFixture;
const active: string[] = [];
let archived: string;
let legacy: string;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant({ scopes: ['employees.read'] });
  for (let i = 0; i < 7; i++) {
    active.push(await insertEmployee(api.db.sql, tenant.organizationId, {
      first_name: `Person${i}`,
      updated_at: new Date(Date.UTC(2025, 0, 1 + i)),
    }));
  }
  archived = await insertEmployee(api.db.sql, tenant.organizationId, { archived: true });
  legacy = await insertEmployee(api.db.sql, tenant.organizationId, { first_name: 'Madonna', last_name: null });
  active.push(legacy);
});
afterAll(() => api.close());

async function list(query: string) {
  return api.json('GET', `/employees${query}`, { token: tenant.token });
}

describe('GET /employees', () => {
  it('pages through every active employee in creation order with the list envelope', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body } = await list(`?limit=3${cursor ? `&starting_after=${cursor}` : ''}`);
      expect(status).toBe(200);
      expect(body.object).toBe('list');
      expect(body.data.length).toBeLessThanOrEqual(3);
      seen.push(...body.data.map((e: { id: string }) => e.id));
      expect(body.has_more).toBe(body.next_cursor !== null);
      cursor = body.next_cursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual(active);
    expect(pages).toBe(3);
  });

  it('defaults to 25 per page', async () => {
    const { body } = await list('');
    expect(body.data.length).toBe(8);
    expect(body).toMatchObject({ has_more: false, next_cursor: null });
  });

  it('lists archived employees instead when archived=true', async () => {
    const { body } = await list('?archived=true');
    expect(body.data.map((e: { id: string }) => e.id)).toEqual([archived]);
  });

  it('filters by updated_since, inclusive', async () => {
    const { body } = await list(`?updated_since=${encodeURIComponent('2025-01-05T00:00:00Z')}`);
    expect(body.data.map((e: { first_name: string }) => e.first_name)).toEqual(['Person4', 'Person5', 'Person6', 'Madonna']);
  });

  const badQueries = ['?limit=0', '?limit=101', '?limit=abc', '?limit=2.5', '?starting_after=nope', '?archived=maybe', '?updated_since=yesterday'];
  for (const query of badQueries) {
    it(`answers 400 invalid_request with details for ${query}`, async () => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body.error.code).toBe('invalid_request');
      expect(Object.keys(body.error.details.fields).length).toBeGreaterThan(0);
    });
  }
});

describe('GET /employees/{id}', () => {
  it('returns exactly the read shape of interface 2.3', async () => {
    const response = await api.request('GET', `/employees/${active[0]}`, { token: tenant.token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'archived', 'bank_name_check', 'bank_name_checked_at', 'classification', 'created_at', 'denomination_currency',
      'department', 'end_date', 'first_name', 'full_name', 'id', 'jurisdiction', 'last_name', 'location', 'middle_name',
      'object', 'payment_currency', 'position', 'staff_id', 'start_date', 'suffix', 'title', 'updated_at',
    ]);
    expect(body).toMatchObject({ object: 'employee', full_name: 'Person0 Otieno', jurisdiction: 'KE', payment_currency: 'KES' });
  });

  it('keeps a legacy one-word name with a null last_name', async () => {
    const body = (await (await api.request('GET', `/employees/${legacy}`, { token: tenant.token })).json()) as any;
    expect(body).toMatchObject({ full_name: 'Madonna', last_name: null });
  });

  it('answers 404 not_found for an id that is not a uuid', async () => {
    const response = await api.request('GET', '/employees/not-a-uuid', { token: tenant.token });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
