import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { withTenant } from '../../db/tenant.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { applyPayRunEvent } from '../../commands/payRuns/payRunLifecycle.ts';
import { configureLog } from '../../platform/log.ts';
import { AfterCommit } from '../../ports/afterCommit.ts';
import { monthEnd } from '../support/periods.ts';

// The kernel every lifecycle goes through: snapshot restored, transition logged, outbox written, all or nothing.
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  await seedEmployees(api, tenant, 3, (i) => kenyanEmployee(i));
});
afterAll(() => api?.close());

const call = (method: string, path: string, token = tenant.token) => api.json(method, path, { token });

async function newRun(month: string, fixture = tenant) {
  const response = await api.request('POST', '/pay_runs', {
    token: fixture.token,
    body: { jurisdiction: 'KE', period_start: `${month}-01`, period_end: monthEnd(month), pay_date: `${month}-28` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const outboxOf = (id: string) =>
  api.db.sql<{ event_type: string; payload: any }[]>`select event_type, payload from outbox where entity_id = ${id} order by id`;
const transitionsOf = (id: string) =>
  api.db.sql<{ from_state: string | null; to_state: string; event: string; details: any }[]>`
    select from_state, to_state, event, details from transitions where entity_id = ${id} order by id`;

describe('the lifecycle kernel', () => {
  it('logs every transition once and writes the same fact to the outbox, in order', async () => {
    const id = await newRun('2025-01');
    expect((await call('POST', `/pay_runs/${id}/calculate`)).body.status).toBe('calculated');
    expect(await transitionsOf(id)).toEqual([
      { from_state: null, to_state: 'draft', event: 'CREATE', details: null },
      { from_state: 'draft', to_state: 'calculated', event: 'CALCULATE', details: null },
    ]);
    const outbox = await outboxOf(id);
    expect(outbox.map((row) => row.event_type)).toEqual(['create', 'calculate']);
    expect(outbox[1]!.payload).toMatchObject({ from: 'draft', to: 'calculated', event: 'CALCULATE', actor: `api_key:${tenant.keyId}` });
  });

  it('restores a run from its snapshot: a tampered status column decides nothing, and the mismatch is reported', async () => {
    const id = await newRun('2025-02');
    await call('POST', `/pay_runs/${id}/calculate`);
    // Someone writes the mirror by hand: the run looks like a draft to SQL, but its snapshot says calculated.
    await api.db.sql`update pay_runs set status = 'paid' where id = ${id}`;
    expect((await call('GET', `/pay_runs/${id}`)).body.status).toBe('calculated');

    const warnings: string[] = [];
    configureLog({ level: 'warn', destination: { write: (line: string) => void warnings.push(line) } });
    let approved: Awaited<ReturnType<typeof findPayRun>>;
    try {
      approved = await withTenant(api.db.sql, tenant.organizationId, async (tx) => {
        const run = (await findPayRun(tx, tenant.organizationId, id, { lock: true }))!;
        return applyPayRunEvent({ ...api.runtime, tx, organizationId: tenant.organizationId, actor: 'admin', afterCommit: () => {} }, run, { type: 'APPROVE' }, 'admin');
      });
    } finally {
      configureLog({});
    }
    expect(approved!.status).toBe('approved');
    const last = (await transitionsOf(id)).at(-1)!;
    expect(last).toMatchObject({ from_state: 'calculated', to_state: 'approved', details: { status_mirror_was: 'paid' } });
    expect(warnings.map((w) => JSON.parse(w))).toContainEqual(
      expect.objectContaining({ level: 'warn', component: 'kernel', msg: 'status mirror differs from snapshot', entity_id: id, mirror: 'paid', snapshot: 'calculated' }),
    );
  });

  it('leaves no transition and no outbox row when the transaction rolls back', async () => {
    const id = await newRun('2025-03');
    const before = { transitions: (await transitionsOf(id)).length, outbox: (await outboxOf(id)).length };
    const after = new AfterCommit();
    await expect(
      withTenant(api.db.sql, tenant.organizationId, async (tx) => {
        const run = (await findPayRun(tx, tenant.organizationId, id, { lock: true }))!;
        const ctx = { ...api.runtime, tx, organizationId: tenant.organizationId, actor: 'admin' as const, afterCommit: after.add };
        const event = { type: 'CALCULATE', employeeIds: [], syncLimit: 200, kycStatus: 'verified' } as const;
        await applyPayRunEvent(ctx, run, event, 'admin');
        throw new Error('the request failed after the transition');
      }),
    ).rejects.toThrow('after the transition');
    expect((await transitionsOf(id)).length).toBe(before.transitions);
    expect((await outboxOf(id)).length).toBe(before.outbox);
    expect((await call('GET', `/pay_runs/${id}`)).body.status).toBe('draft');
  });

  it('refuses what the machine cannot take with 409 invalid_transition, offering only actions with an endpoint', async () => {
    const id = await newRun('2025-04');
    await call('POST', `/pay_runs/${id}/calculate`);
    const outbox = (await outboxOf(id)).length;
    // A client cannot send PRICING_SUCCEEDED; the refusal names only what it can do.
    const refused = await withTenant(api.db.sql, tenant.organizationId, async (tx) => {
      const run = (await findPayRun(tx, tenant.organizationId, id, { lock: true }))!;
      return applyPayRunEvent({ ...api.runtime, tx, organizationId: tenant.organizationId, actor: 'admin', afterCommit: () => {} }, run, { type: 'PRICING_SUCCEEDED', calculation: 1 }, 'admin')
        .then(() => null, (error: { reason: string; details: unknown }) => error);
    });
    expect(refused).toMatchObject({ reason: 'invalid_transition', details: { status: 'calculated', allowed: ['calculate', 'approve'] } });
    expect((await outboxOf(id)).length).toBe(outbox);
  });

  it('refuses an unverified organization through the machine guard, writing nothing', async () => {
    const pending = await api.tenant({ kyc: 'pending' });
    const id = await newRun('2025-05', pending);
    const response = await call('POST', `/pay_runs/${id}/calculate`, pending.token);
    expect(response).toMatchObject({ status: 422, body: { error: { code: 'kyc_not_verified', details: { kyc_status: 'pending' } } } });
    expect((await outboxOf(id)).map((row) => row.event_type)).toEqual(['create']);
  });

  it('relays committed outbox rows to the events stream and marks them published', async () => {
    const events = await api.runtime.bus.events();
    const heard = new Map<string, string[]>();
    const consumer = await events.consume('kernel_test', { entity: 'pay_run' }, async ({ data }) => {
      heard.set(data.entityId, [...(heard.get(data.entityId) ?? []), `${data.type}:${data.payload.to}`]);
      return 'done';
    });
    try {
      const id = await newRun('2025-06');
      await call('POST', `/pay_runs/${id}/calculate`);
      for (let i = 0; i < 100 && (heard.get(id)?.length ?? 0) < 2; i++) await new Promise((r) => setTimeout(r, 50));
      expect(heard.get(id)).toEqual(['create:draft', 'calculate:calculated']);
      const [row] = await api.db.sql`select count(*)::int as n from outbox where entity_id = ${id} and published_at is null`;
      expect(row!.n).toBe(0);
    } finally {
      await consumer.stop();
    }
  });
});
