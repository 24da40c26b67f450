import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { runCommand } from '../../commands/context.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { priceEmployees } from '../../commands/payRuns/priceEmployees.ts';
import { inputsOfPayslip } from '../../commands/payRuns/payslipInputs.ts';
import { sealContext, sealValueNow } from '../../domain/sealing/sealedValue.ts';
import { SealingError } from '../../domain/sealing/sealingError.ts';
import { migratedOver } from '../support/migratedOver.ts';

// What priced each payslip is sealed once per chunk (migration 073): every payslip names its chunk's seal, which
// opens to exactly its inputs; a chunk priced twice, a recalculation and a row written before 073 keep that true.
let api: ApiHarness;
let tenant: TenantFixture;
let employeeIds: string[];

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const inputsOf = (payslipId: string) => runCommand(api.runtime, tenant.organizationId, 'admin', (ctx) => inputsOfPayslip(ctx, payslipId));

async function storedOf(runId: string) {
  const payslips = await api.db.sql<{ id: string; employee_id: string; sealed_inputs: string | null; inputs_id: string | null }[]>`
    select id, employee_id, sealed_inputs, inputs_id from payslips where pay_run_id = ${runId} order by employee_id`;
  const seals = await api.db.sql<{ id: string; organization_id: string; sealed: string }[]>`
    select id, organization_id, sealed from payslip_inputs where pay_run_id = ${runId} order by id`;
  return { payslips, seals };
}

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  employeeIds = await seedEmployees(api, tenant, 5, (i) => ({
    ...kenyanEmployee(i, 10_000_000 + i * 100_000), birthdate: `1980-0${i + 1}-15`, tax_profile: { pension_contributions_minor: 20_000 * i },
  }));
}, 60_000);
afterAll(() => api?.close());

describe('what priced a payslip', () => {
  it('is sealed once per chunk, opens to each payslip its own inputs, and is written once however often the chunk is priced', async () => {
    const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-01-01', period_end: '2025-01-31', pay_date: '2025-01-31' });
    expect(run.status).toBe(201);
    const price = (ids: string[]) => runCommand(api.runtime, tenant.organizationId, 'calculator', async (ctx) =>
      priceEmployees(ctx, (await findPayRun(ctx.tx, tenant.organizationId, run.body.id))!, ids));
    expect(await price(employeeIds.slice(0, 3))).toBe(3);
    expect(await price(employeeIds.slice(3))).toBe(2);
    expect(await price(employeeIds.slice(0, 3))).toBe(0); // delivered again: nothing written, no second seal

    const { payslips, seals } = await storedOf(run.body.id);
    expect(seals).toHaveLength(2);
    expect(seals.every((s) => s.organization_id === tenant.organizationId)).toBe(true);
    expect(payslips.map((p) => p.sealed_inputs)).toEqual([null, null, null, null, null]);
    const chunkOf = new Map(payslips.map((p) => [p.employee_id, p.inputs_id]));
    expect(new Set(employeeIds.slice(0, 3).map((id) => chunkOf.get(id)))).toEqual(new Set([seals[0]!.id]));
    expect(new Set(employeeIds.slice(3).map((id) => chunkOf.get(id)))).toEqual(new Set([seals[1]!.id]));
    for (const seal of seals) {
      expect(seal.sealed).toMatch(/^v1\./);
      expect(seal.sealed).not.toContain('1980-0'); // no birthdate in clear
    }

    for (const payslip of payslips) {
      const i = employeeIds.indexOf(payslip.employee_id);
      expect(await inputsOf(payslip.id)).toEqual({
        classification: 'employee',
        birthdate: `1980-0${i + 1}-15`,
        taxProfile: expect.objectContaining({ pension_contributions_minor: 20_000 * i }),
        household: { dependants: 0, medical_scheme_dependants: 0 },
        employmentEnd: null,
        components: [{ code: 'BASIC', amountMinor: 10_000_000 + i * 100_000 }],
        payFrequency: 'monthly',
      });
    }
  });

  it('goes with its payslips when a recalculation replaces them', async () => {
    const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-02-01', period_end: '2025-02-28', pay_date: '2025-02-28' });
    expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).status).toBe(200);
    const first = await storedOf(run.body.id);
    expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).status).toBe(200);
    const again = await storedOf(run.body.id);
    expect(again.seals).toHaveLength(1);
    expect(again.seals[0]!.id).not.toBe(first.seals[0]!.id);
    expect(new Set(again.payslips.map((p) => p.inputs_id))).toEqual(new Set([again.seals[0]!.id]));
    const orphans = await api.db.sql`select 1 from payslip_inputs i where not exists (select from payslips p where p.inputs_id = i.id)`;
    expect(orphans).toHaveLength(0);
  });

  it('is still read from a payslip written before, which sealed its own, and a payslip holds exactly one of the two', async () => {
    const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2025-03-01', period_end: '2025-03-31', pay_date: '2025-03-31' });
    expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).status).toBe(200);
    const [payslip] = (await storedOf(run.body.id)).payslips;
    const before = { classification: 'employee', birthdate: '1970-01-01', components: [{ code: 'BASIC', amountMinor: 1 }] };
    const own = sealValueNow(api.keyring, sealContext('payslip', payslip!.id, 'inputs'), before);
    await expect(api.db.sql`update payslips set sealed_inputs = ${own} where id = ${payslip!.id}`).rejects.toThrow(/payslips_inputs_sealed/);
    await expect(api.db.sql`update payslips set inputs_id = null where id = ${payslip!.id}`).rejects.toThrow(/payslips_inputs_sealed/);
    await api.db.sql`update payslips set sealed_inputs = ${own}, inputs_id = null where id = ${payslip!.id}`;
    expect(await inputsOf(payslip!.id)).toEqual(before);
    expect(await inputsOf('01900000-0000-7000-8000-00000000dead')).toBeUndefined();

    // A chunk's seal opens only as its own row's: copied under another payslip_inputs id, it does not authenticate.
    const [other] = (await storedOf(run.body.id)).payslips.slice(1);
    const [seal] = (await storedOf(run.body.id)).seals;
    const copy = '01900000-0000-7000-8000-00000000c0de';
    await api.db.sql`insert into payslip_inputs (id, organization_id, pay_run_id, sealed) values (${copy}, ${tenant.organizationId}, ${run.body.id}, ${seal!.sealed})`;
    await api.db.sql`update payslips set inputs_id = ${copy} where id = ${other!.id}`;
    await expect(inputsOf(other!.id)).rejects.toBeInstanceOf(SealingError);
  });
});

describe('migration 073 over payslips written before it', () => {
  it('keeps their own seals without reading them all, and checks every later write of them', async () => {
    const [org, run, slip, ruleSet] = ['01900000-0000-7000-8000-000000000001', '01900000-0000-7000-8000-000000000010', '01900000-0000-7000-8000-000000000100', '01900000-0000-7000-8000-000000000030'];
    const database = await migratedOver('073', async (tx) => {
      await tx`insert into organizations (id, name, country_code, default_currency) values (${org}, 'Old Ltd', 'KE', 'KES')`;
      await tx`insert into rule_sets (id, refs) values (${ruleSet}, '{KE/paye}')`;
      await tx`insert into pay_runs (id, organization_id, jurisdiction, currency, period_start, period_end, pay_date, as_of_date, status, machine_snapshot)
               values (${run}, ${org}, 'KE', 'KES', '2025-07-01', '2025-07-31', '2025-07-28', '2025-07-31', 'calculated', '{}')`;
      await tx`insert into payslips (id, organization_id, pay_run_id, employee_id, calculation, currency, gross_minor, net_minor, employee_deductions_minor,
          employer_cost_minor, tax_minor, payment_minor, payment_currency, rule_set_id, lines, tax_year_start, period_start, period_end, ytd_before, ytd_after,
          employee_snapshot, organization_snapshot, sealed_inputs)
        values (${slip}, ${org}, ${run}, ${org}, 1, 'KES', 100, 90, 10, 0, 0, 90, 'KES', ${ruleSet}, '[]', '2025-01-01', '2025-07-01', '2025-07-31', '{}', '{}', '{}', '{}', 'v1.sealed')`;
    });
    try {
      const { sql } = database;
      expect(await sql`select sealed_inputs, inputs_id from payslips`).toEqual([{ sealed_inputs: 'v1.sealed', inputs_id: null }]);
      const [constraint] = await sql`select convalidated from pg_constraint where conname = 'payslips_inputs_sealed'`;
      expect(constraint).toEqual({ convalidated: false }); // added without a scan of the table
      await expect(sql`update payslips set sealed_inputs = null`).rejects.toThrow(/payslips_inputs_sealed/);
    } finally {
      await database.drop();
    }
  });
});
