import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { runCommand } from '../../commands/context.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { priceEmployees } from '../../commands/payRuns/priceEmployees.ts';
import { newId } from '../../domain/ids.ts';

// Migration 065 dropped payslips' foreign keys: the calculation itself must name only a run, employees and a rule
// set that exist, and only its own organization's. A chunk's ids come from a message, so they are not trusted.
let api: ApiHarness;
let ours: TenantFixture;
let theirs: TenantFixture;
let ourIds: string[];
let theirIds: string[];

beforeAll(async () => {
  api = await createApiHarness();
  ours = await api.tenant();
  theirs = await api.tenant();
  ourIds = await seedEmployees(api, ours, 3, kenyanEmployee);
  theirIds = await seedEmployees(api, theirs, 2, kenyanEmployee);
}, 60_000);
afterAll(() => api?.close());

describe('payslips without foreign keys', () => {
  it('are written only for the organization’s own employees, under a run and a rule set that exist', async () => {
    const created = await api.json('POST', '/pay_runs', {
      token: ours.token,
      body: { jurisdiction: 'KE', period_start: '2025-06-01', period_end: '2025-06-30', pay_date: '2025-06-27' },
    });
    expect(created.status).toBe(201);
    const runId = created.body.id as string;
    const strangers = [...theirIds, newId()];
    const written = await runCommand(api.runtime, ours.organizationId, 'calculator', async (ctx) =>
      priceEmployees(ctx, (await findPayRun(ctx.tx, ours.organizationId, runId))!, [...strangers, ...ourIds]),
    );
    expect(written).toBe(ourIds.length);
    const rows = await api.db.sql<{ employee_id: string; employee_of: string | null; run_of: string | null; rule_set: string | null }[]>`
      select p.employee_id, e.organization_id as employee_of, r.organization_id as run_of, s.id as rule_set
      from payslips p
      left join employees e on e.id = p.employee_id
      left join pay_runs r on r.id = p.pay_run_id
      left join rule_sets s on s.id = p.rule_set_id
      where p.pay_run_id = ${runId} or p.employee_id = any(${strangers}::uuid[])`;
    expect(rows.map((row) => row.employee_id).sort()).toEqual([...ourIds].sort());
    for (const row of rows) {
      expect(row.employee_of).toBe(ours.organizationId);
      expect(row.run_of).toBe(ours.organizationId);
      expect(row.rule_set).not.toBeNull();
    }
  });
});
