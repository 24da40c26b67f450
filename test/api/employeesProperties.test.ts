import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';

let api: ApiHarness;
let tenant: TenantFixture;
let employeeId: string;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  const response = await api.request('POST', '/employees', {
    token: tenant.token,
    body: {
      jurisdiction: 'KE', denomination_currency: 'KES', first_name: 'Stable', last_name: 'Person', start_date: '2025-01-01',
      bank_details: { iban: 'DE89370400440532013000' }, compensation: [{ component_code: 'BASIC', amount_cents: 5_000_000 }],
    },
  });
  employeeId = ((await response.json()) as { id: string }).id;
});
afterAll(() => api.close());

const fields = [
  'jurisdiction', 'denomination_currency', 'payment_currency', 'full_name', 'first_name', 'last_name', 'title', 'suffix',
  'classification', 'staff_id', 'start_date', 'end_date', 'birthdate', 'phone', 'department_id', 'hod_id', 'tax_profile',
  'household_composition', 'bank_details', 'statutory_ids', 'compensation', 'archived', 'unknown_field', '__proto__',
];

/** Bodies shaped like employee writes with wrong values, plus anything JSON at all. */
const badBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fields), fc.jsonValue(), { minKeys: 1, maxKeys: 6 }),
  fc.record({
    bank_details: fc.dictionary(fc.constantFrom('iban', 'clabe', 'nuban', 'bank_code', 'sort_code', 'account_number', 'routing_number'), fc.string(), { minKeys: 1 }),
  }),
  fc.record({
    compensation: fc.array(fc.record({ component_code: fc.string(), amount_cents: fc.oneof(fc.integer(), fc.double()), effective_from: fc.string() }, { requiredKeys: [] })),
  }),
  fc.jsonValue(),
);

async function snapshot() {
  return JSON.stringify([
    await api.db.sql`select * from employees order by id`,
    await api.db.sql`select * from compensation_rows order by id`,
  ]);
}

describe('random bad bodies', () => {
  it('never yield a 5xx and never change a stored employee (PATCH)', async () => {
    await fc.assert(
      fc.asyncProperty(badBody, async (body) => {
        const before = await snapshot();
        const response = await api.request('PATCH', `/employees/${employeeId}`, { token: tenant.token, body: JSON.stringify(body) });
        expect(response.status).toBeLessThan(500);
        if (response.status !== 200) {
          expect([400, 422]).toContain(response.status);
          expect((await response.json()) as object).toHaveProperty('error.code');
          expect(await snapshot()).toBe(before);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never yield a 5xx and never create anything when rejected (POST)', async () => {
    await fc.assert(
      fc.asyncProperty(badBody, async (body) => {
        const before = await snapshot();
        const response = await api.request('POST', '/employees', { token: tenant.token, body: JSON.stringify(body) });
        expect(response.status).toBeLessThan(500);
        if (response.status !== 201) expect(await snapshot()).toBe(before);
      }),
      { numRuns: 150 },
    );
  });
});
