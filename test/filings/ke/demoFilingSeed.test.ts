import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../../support/apiHarness.ts';
import { runAdminCommand } from '../../../commands/admin/commands.ts';

// `demo seed` gives the Kenyan and Ghanaian demo teams what their returns need (issue 28, "demo seed"): a past
// month's run paid for each leaves every KE and GH return ready, nothing blocking it.
let api: ApiHarness;
let seed: Record<string, any>;

beforeAll(async () => {
  api = await createApiHarness();
  seed = (await runAdminCommand(api.db.sql, ['demo', 'seed'], 'staging', { openKeyring: async () => api.keyring, port: 8080 })) as Record<string, any>;
}, 120_000);
afterAll(async () => api?.close());

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: seed.token, body });

describe('the demo organization', () => {
  it.each([['KE', ['ke_ahl', 'ke_nssf', 'ke_p10', 'ke_shif']], ['GH', ['gh_paye', 'gh_ssnit']]] as const)('files %s returns with nothing missing', async (jurisdiction, types) => {
    const run = await call('POST', '/pay_runs', { jurisdiction, period_start: '2026-08-01', period_end: '2026-08-31', pay_date: '2026-08-31' });
    expect(run.status).toBe(201);
    expect((await call('POST', `/pay_runs/${run.body.id}/calculate`)).body.status).toBe('calculated');
    expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).body.status).toBe('approved');
    expect((await call('POST', `/pay_runs/${run.body.id}/pay`, { method: 'employer_bank' })).status).toBe(200);
    const filings = ((await call('GET', '/filings?period_start=2026-08-01&limit=100')).body.data as any[]).filter((f) => f.jurisdiction === jurisdiction);
    expect(filings.map((f) => f.type).sort()).toEqual([...types]);
    for (const filing of filings) expect(filing).toMatchObject({ status: 'ready', blocked_by: [] });
    expect(filings.every((f) => f.totals.employees > 0)).toBe(true);
  }, 120_000);
});
