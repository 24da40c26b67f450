import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { startEmployeeImporter } from '../../actors/employeeImporter.ts';
import { kenyanEmployee, july2025 } from '../support/payrollFixtures.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { writeMissingMasks } from '../../db/employeeWrites.ts';

// A payslip prints where net pay goes and the statutory ids, masked. Those masks are written beside the seals
// (migration 072), so calculating opens neither the bank details nor the statutory ids; an employee written before
// the masks existed is still printed the same, from the opened seals.
let api: ApiHarness;
let tenant: TenantFixture;
let importer: { stop(): Promise<void> };

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  importer = await startEmployeeImporter(api.runtime, { concurrency: 1, sweepIntervalMs: 200 });
});
afterAll(async () => {
  await importer.stop();
  await api.close();
});

const wallet = { mobile_money_provider: 'mpesa', mobile_money_number: '+254712345678', mobile_money_name: 'Wanjiru Mwangi' };
const walletShown = { scheme: 'mobile_money', institution: 'mpesa', account_ending: '5678' };
const ibanShown = { scheme: 'iban', institution: 'GB', account_ending: '5432' };
const kraShown = { identifiers: [{ label: 'KRA PIN', value: '*******789Z' }], ni_number: null };

async function create(body: Record<string, unknown>): Promise<string> {
  const response = await api.request('POST', '/employees', { token: tenant.token, body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function masksOf(id: string) {
  const [row] = await api.db.sql`select masked_payment_destination, masked_statutory_ids from employees where id = ${id}`;
  return row;
}

let runId: string | undefined;

/** Each employee's payslip as served (the run calculated again each time): where net pay goes, the identifiers printed. */
async function calculatedPayslips(): Promise<Map<string, { payment_destination: unknown; identifiers: unknown }>> {
  if (!runId) runId = ((await (await api.request('POST', '/pay_runs', { token: tenant.token, body: july2025 })).json()) as { id: string }).id;
  expect((await api.request('POST', `/pay_runs/${runId}/calculate`, { token: tenant.token })).status).toBe(200);
  const page = (await (await api.request('GET', `/pay_runs/${runId}/payslips?limit=100`, { token: tenant.token })).json()) as { data: any[] };
  expect(page.data.length).toBeGreaterThan(0);
  const stored = await api.db.sql<{ employee_id: string; identifiers: unknown }[]>`
    select employee_id, employee_snapshot -> 'identifiers' as identifiers from payslips where pay_run_id = ${runId}`;
  const identifiers = new Map(stored.map((s) => [s.employee_id, s.identifiers]));
  return new Map(page.data.map((p) => [p.employee_id, { payment_destination: p.payment_destination, identifiers: identifiers.get(p.employee_id) ?? null }]));
}

describe('masks kept beside the seals', () => {
  let walletId: string;
  let ibanId: string;
  let bareId: string;

  it('are written with the seals by POST /employees, and nothing when nothing is sealed', async () => {
    walletId = await create({ ...kenyanEmployee(1), bank_details: wallet, statutory_ids: { kra_pin: 'A123456789Z' } });
    ibanId = await create({ ...kenyanEmployee(2), bank_details: { iban: 'GB82 WEST 1234 5698 7654 32' } });
    bareId = await create(kenyanEmployee(3));
    expect(await masksOf(walletId)).toEqual({ masked_payment_destination: walletShown, masked_statutory_ids: kraShown });
    expect(await masksOf(ibanId)).toEqual({ masked_payment_destination: ibanShown, masked_statutory_ids: null });
    expect(await masksOf(bareId)).toEqual({ masked_payment_destination: null, masked_statutory_ids: null });
  });

  it('are never part of the employee as read', async () => {
    const read = (await (await api.request('GET', `/employees/${walletId}`, { token: tenant.token })).json()) as Record<string, unknown>;
    expect(JSON.stringify(read)).not.toMatch(/masked|5678|789Z/);
  });

  it('follow a PATCH of the sealed field, and only of it', async () => {
    const patch = (id: string, body: Record<string, unknown>) => api.request('PATCH', `/employees/${id}`, { token: tenant.token, body });
    expect((await patch(ibanId, { bank_details: wallet, statutory_ids: { kra_pin: 'P051234567Q' } })).status).toBe(200);
    expect(await masksOf(ibanId)).toEqual({
      masked_payment_destination: walletShown,
      masked_statutory_ids: { identifiers: [{ label: 'KRA PIN', value: '*******567Q' }], ni_number: null },
    });
    expect((await patch(ibanId, { bank_details: null })).status).toBe(200);
    expect(await masksOf(ibanId)).toMatchObject({ masked_payment_destination: null, masked_statutory_ids: { ni_number: null } });
    expect((await patch(walletId, { first_name: 'Renamed' })).status).toBe(200);
    expect(await masksOf(walletId)).toEqual({ masked_payment_destination: walletShown, masked_statutory_ids: kraShown });
  });

  it('are written by an import as by POST /employees', async () => {
    const line = JSON.stringify({ ...kenyanEmployee(4), staff_id: 'KE-IMPORT-4', bank_details: wallet, statutory_ids: { kra_pin: 'A123456789Z' } });
    const accepted = (await (await api.request('POST', '/employee_imports', {
      token: tenant.token, body: `${line}\n`, headers: { 'Content-Type': 'application/x-ndjson' },
    })).json()) as { id: string };
    let imported: { id: string } | undefined;
    for (let i = 0; i < 200 && !imported; i++) {
      [imported] = await api.db.sql<{ id: string }[]>`select id from employees where staff_id = 'KE-IMPORT-4' and organization_id = ${tenant.organizationId}`;
      if (!imported) await new Promise((r) => setTimeout(r, 50));
    }
    expect(accepted.id).toEqual(expect.any(String));
    expect(await masksOf(imported!.id)).toEqual({ masked_payment_destination: walletShown, masked_statutory_ids: kraShown });
  });

  it('print on the payslip as the opened seals did, which are opened for an employee written before the masks', async () => {
    const withMasks = await calculatedPayslips();
    expect(withMasks.get(walletId)).toEqual({ payment_destination: { ...walletShown, printed: 'M-Pesa wallet ••••5678' }, identifiers: kraShown.identifiers });
    expect(withMasks.get(bareId)).toEqual({ payment_destination: null, identifiers: null });
    // As a row written before migration 072 holds them.
    await api.db.sql`update employees set masked_payment_destination = null, masked_statutory_ids = null where organization_id = ${tenant.organizationId}`;
    expect(await calculatedPayslips()).toEqual(withMasks);
  });

  it('are written for employees saved before them by `employees write-masks`, once', async () => {
    // Still as migration 072 left earlier rows (the test before nulled them).
    expect(await masksOf(walletId)).toEqual({ masked_payment_destination: null, masked_statutory_ids: null });
    const writeMasks = () => runAdminCommand(api.db.sql, ['employees', 'write-masks'], 'staging', { openKeyring: async () => api.keyring });
    // The wallet, the imported and the IBAN employee (its statutory ids: its bank details were cleared); the bare one
    // has no seals.
    expect(await writeMasks()).toEqual({ employees_masked: 3 });
    expect(await masksOf(walletId)).toEqual({ masked_payment_destination: walletShown, masked_statutory_ids: kraShown });
    expect(await masksOf(bareId)).toEqual({ masked_payment_destination: null, masked_statutory_ids: null });
    expect(await writeMasks()).toEqual({ employees_masked: 0 });
  });

  it('are not written from a seal a later write replaced', async () => {
    await api.db.sql`update employees set masked_payment_destination = null where id = ${walletId}`;
    const stale = { id: walletId, sealedBankDetails: 'v1.replaced-meanwhile', destination: ibanShown as never, sealedStatutoryIds: null, statutoryIds: null };
    await writeMissingMasks(api.db.sql, [stale]);
    expect((await masksOf(walletId))!.masked_payment_destination).toBeNull();
    await runAdminCommand(api.db.sql, ['employees', 'write-masks'], 'staging', { openKeyring: async () => api.keyring });
    expect((await masksOf(walletId))!.masked_payment_destination).toEqual(walletShown);
  });

  it('are what the payslip prints: the calculation does not open the seals they stand for', async () => {
    // Masks that differ from the seals (only this test writes such a row) show which one the payslip printed.
    const shown = { scheme: 'mobile_money', institution: 'mpesa', account_ending: '0000' };
    const ids = { identifiers: [{ label: 'KRA PIN', value: '*******000Z' }], ni_number: null };
    await api.db.sql`update employees set masked_payment_destination = ${api.db.sql.json(shown)}, masked_statutory_ids = ${api.db.sql.json(ids)} where id = ${walletId}`;
    const payslip = (await calculatedPayslips()).get(walletId)!;
    expect(payslip).toEqual({ payment_destination: { ...shown, printed: 'M-Pesa wallet ••••0000' }, identifiers: ids.identifiers });
  });
});
