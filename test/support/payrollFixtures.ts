import { withTenant } from '../../db/tenant.ts';
import { createEmployee } from '../../commands/employees/createEmployee.ts';
import { checkedBy, employeeCreateSchema } from '../../domain/employees/employeeWriteSchemas.ts';
import { invalidFields } from '../../domain/rejection.ts';
import type { ApiHarness, TenantFixture } from './apiHarness.ts';

/** Creates employees through the create schema and command, many per transaction (faster than one request each). */
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
        const checked = checkedBy(employeeCreateSchema, body(i));
        if (!checked.ok) throw invalidFields(checked.fields);
        ids.push(await createEmployee({ tx, organizationId: tenant.organizationId, keyring: api.keyring }, checked.value));
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

/**
 * The two Kenyan employees a clerk's checks start from: KE-00001 joins on 16 July 2025 and is paid to an M-Pesa
 * wallet (a prorated BASIC in July); KE-00002 works the whole month, paid to an IBAN, with a KRA PIN.
 */
export async function seedJoinerAndIbanEmployees(api: Pick<ApiHarness, 'db' | 'keyring'>, tenant: TenantFixture): Promise<void> {
  await seedEmployees(api, tenant, 1, () => ({
    ...kenyanEmployee(1, 15_000_000), start_date: '2025-07-16',
    bank_details: { mobile_money_provider: 'mpesa', mobile_money_number: '+254712345678', mobile_money_name: 'Wanjiru Mwangi' },
  }));
  await seedEmployees(api, tenant, 1, () => ({
    ...kenyanEmployee(2, 15_000_000), bank_details: { iban: 'GB82 WEST 1234 5698 7654 32' }, statutory_ids: { kra_pin: 'A123456789Z' },
  }));
}

export const july2025 = { jurisdiction: 'KE', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-28' };
