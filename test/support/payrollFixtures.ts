import { withTenant } from '../../db/tenant.ts';
import { createEmployee } from '../../commands/employees/createEmployee.ts';
import type { ApiHarness, TenantFixture } from './apiHarness.ts';

/** Creates employees through the real create command, many per transaction (faster than one request each). */
export async function seedEmployees(
  api: Pick<ApiHarness, 'db' | 'keyring'>,
  tenant: TenantFixture,
  count: number,
  body: (i: number) => Record<string, unknown>,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 250) {
    await withTenant(api.db.sql, tenant.organizationId, async (tx) => {
      for (let i = start; i < Math.min(count, start + 250); i++) {
        ids.push(await createEmployee({ tx, organizationId: tenant.organizationId, keyring: api.keyring }, body(i)));
      }
    });
  }
  return ids;
}

/** A Kenyan employee on a monthly basic salary (KES minor units), employed from 2024. */
export const kenyanEmployee = (i: number, basicMinor = 8_000_000 + i * 10_000) => ({
  jurisdiction: 'KE',
  denomination_currency: 'KES',
  first_name: `Worker${i}`,
  last_name: 'Mwangi',
  staff_id: `KE-${String(i).padStart(5, '0')}`,
  start_date: '2024-01-01',
  compensation: [{ component_code: 'BASIC', amount_cents: basicMinor }],
});

export const july2025 = { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' };
