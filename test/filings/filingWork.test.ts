import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { seedEmployees } from '../support/payrollFixtures.ts';
import { startFilingActors } from '../../actors/filingActors.ts';
import { runCommand } from '../../commands/context.ts';
import { doFilingWork } from '../../commands/filings/filingWork.ts';
import type { WorkConsumer } from '../../ports/workQueue.ts';

// Filing work after commit on the filing actor's queue (issue 27/28 review, items 5 and 6): paying a run leaves
// its returns to the filing actor; a change of a person's filing inputs or statutory ids prepares again only the
// drafts reporting that person, a change of employer references only that country's drafts; each once, and a
// duplicate message prepares nothing.
let api: ApiHarness;
let tenant: TenantFixture;
let grace: string;
let otieno: string;
let actors: WorkConsumer | undefined;

const kePerson = (first: string, last: string, staff: string, start: string, kraPin: string) => ({
  jurisdiction: 'KE', denomination_currency: 'KES', first_name: first, last_name: last, staff_id: staff, start_date: start,
  compensation: [{ component_code: 'BASIC', amount_cents: 8_000_000 }],
  statutory_ids: { kra_pin: kraPin, nssf_number: '2004817365', shif_number: 'CR4817365020381' },
});

beforeAll(async () => {
  api = await createApiHarness({ filingWork: 'actor' });
  tenant = await api.tenant({ country: 'KE', currency: 'KES' });
  grace = (await seedEmployees(api, tenant, 1, () => kePerson('Grace', 'Mwangi', 'KE001', '2024-01-01', 'A004812365M')))[0]!;
  // Joins in October: September's returns do not report him.
  otieno = (await seedEmployees(api, tenant, 1, () => kePerson('Brian', 'Otieno', 'KE002', '2026-10-01', 'A009265413P')))[0]!;
}, 60_000);
afterAll(async () => {
  await actors?.stop();
  await api?.close();
});

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
const pendingWork = async () => Number((await api.db.sql`select count(*)::int as n from filing_work where done_at is null`)[0]!.n);

/** Waits (no timing asserted) until the filing actor has done every filing work asked for. */
async function untilFilingWorkDone() {
  for (let i = 0; i < 600 && (await pendingWork()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await pendingWork()).toBe(0);
}

async function paidRun(month: string) {
  const run = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `${month}-01`, period_end: lastDay(month), pay_date: lastDay(month) });
  expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).body.status).toBe('calculated');
  expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).body.status).toBe('approved');
  expect((await call('POST', `/pay_runs/${run.body.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
  return run.body.id as string;
}

const returnIdsOf = async (month: string) =>
  ((await call('GET', `/filings?period_start=${month}-01`)).body.data as { id: string; type: string }[]).map((f) => f.id).sort();

/** How often each filing was prepared (its PREPARE transitions). */
async function preparations(ids: string[]): Promise<number[]> {
  const rows = await api.db.sql<{ entity_id: string; n: number }[]>`
    select entity_id, count(*)::int as n from transitions where entity_type = 'filing' and event = 'PREPARE' and entity_id = any(${ids}) group by entity_id`;
  const by = new Map(rows.map((r) => [r.entity_id, r.n]));
  return ids.map((id) => by.get(id) ?? 0);
}

let september: string[];
let october: string[];

describe('filing work on the filing actor\'s queue', () => {
  it('paying a run leaves its returns to the filing actor, which files them once after the payment committed', async () => {
    const run = await paidRun('2026-09');
    // The PAY transaction wrote no return, only the work for the actor.
    expect(await returnIdsOf('2026-09')).toEqual([]);
    const [work] = await api.db.sql`select kind, subject, done_at from filing_work where subject = ${run}`;
    expect(work).toMatchObject({ kind: 'pay_run', subject: run, done_at: null });

    // No gateway, as in production before one is configured: returns are filing work all the same.
    actors = await startFilingActors({ ...api.runtime, filingGateway: null });
    await untilFilingWorkDone();
    september = await returnIdsOf('2026-09');
    expect(september).toHaveLength(4);
    expect(await preparations(september)).toEqual([1, 1, 1, 1]);
  }, 120_000);

  it('a duplicate message, or the work delivered again, prepares nothing twice', async () => {
    const [work] = await api.db.sql<{ id: string }[]>`select id from filing_work where kind = 'pay_run'`;
    await api.runtime.filingQueue.publish({ organizationId: tenant.organizationId, workId: work!.id }, `work:${work!.id}:again`);
    expect(await runCommand(api.runtime, tenant.organizationId, 'filing_actor', (ctx) => doFilingWork(ctx, work!.id))).toBe(false);
    // The published duplicate reaches the actor too; it finds the work done.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await preparations(september)).toEqual([1, 1, 1, 1]);
    expect((await api.db.sql`select count(*)::int as n from filing_pay_runs where filing_id = any(${september})`)[0]!.n).toBe(4);
  }, 60_000);

  it("a person's filing inputs prepare again only the drafts reporting that person, once, after commit", async () => {
    await paidRun('2026-10');
    await untilFilingWorkDone();
    october = await returnIdsOf('2026-10');
    expect(october).toHaveLength(4);
    const before = { september: await preparations(september), october: await preparations(october) };

    // Any case is taken, and stored as listed.
    expect((await call('PUT', `/employees/${otieno}/filing_inputs`, { residential_status: 'resident', employee_type: 'Secondary', national_id_number: '34567890' })).status).toBe(200);
    const [stored] = await api.db.sql`select inputs from employee_filing_inputs where employee_id = ${otieno}`;
    expect(stored!.inputs).toMatchObject({ residential_status: 'RESIDENT', employee_type: 'SECONDARY' });
    await untilFilingWorkDone();
    expect(await preparations(september)).toEqual(before.september);
    expect(await preparations(october)).toEqual(before.october.map((n) => n + 1));
  }, 120_000);

  it("a changed statutory id prepares again the drafts reporting that person; an unchanged one asks for nothing", async () => {
    const before = { september: await preparations(september), october: await preparations(october) };
    const works = async () => Number((await api.db.sql`select count(*)::int as n from filing_work where kind = 'employee' and subject = ${grace}`)[0]!.n);
    const asked = await works();
    const ids = { kra_pin: 'A004812366M', nssf_number: '2004817365', shif_number: 'CR4817365020381' };
    expect((await call('PATCH', `/employees/${grace}`, { statutory_ids: ids })).status).toBe(200);
    await untilFilingWorkDone();
    expect(await works()).toBe(asked + 1);
    expect(await preparations(september)).toEqual(before.september.map((n) => n + 1));
    expect(await preparations(october)).toEqual(before.october.map((n) => n + 1));
    expect((await call('PATCH', `/employees/${grace}`, { statutory_ids: ids })).status).toBe(200);
    expect(await works()).toBe(asked + 1);
  }, 120_000);

  it("employer references prepare again that country's drafts, once each", async () => {
    const before = [...(await preparations(september)), ...(await preparations(october))];
    expect((await call('POST', '/employer_references', { jurisdiction: 'GB', paye_reference: '123/AB45678' })).status).toBe(200);
    await untilFilingWorkDone();
    expect([...(await preparations(september)), ...(await preparations(october))]).toEqual(before);
    expect((await call('POST', '/employer_references', { jurisdiction: 'KE', employer_pin: 'P051234567X', nssf_employer_number: '1234567' })).status).toBe(200);
    await untilFilingWorkDone();
    expect([...(await preparations(september)), ...(await preparations(october))]).toEqual(before.map((n) => n + 1));
  }, 120_000);
});
