import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { july2025 } from '../support/payrollFixtures.ts';
import { LiveCounts, type StateCounts } from '../../console/liveCounts.ts';

let api: ApiHarness;
let tenant: TenantFixture;
let other: TenantFixture;
let live: LiveCounts;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  other = await api.tenant();
  live = new LiveCounts(api.db.sql, async (listener) => (await api.bus.events()).watch(listener), 50);
});
afterAll(async () => {
  await live?.stop();
  await api?.close();
});

const createRun = (token: string, period = july2025) =>
  api.request('POST', '/pay_runs', { token, body: period, headers: { 'Idempotency-Key': crypto.randomUUID() } });

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
}

it('sends an organization\'s recounted states when its records move, and nothing of another organization', async () => {
  const mine: StateCounts[] = [];
  const theirs: StateCounts[] = [];
  const stopMine = await live.subscribe(tenant.organizationId, ['payRun'], (c) => mine.push(c));
  const stopTheirs = await live.subscribe(other.organizationId, ['payRun', 'bankNameCheck'], (c) => theirs.push(c));
  expect((await createRun(tenant.token)).status).toBe(201);
  await until(() => mine.length > 0);
  expect(mine.at(-1)).toEqual({ payRun: { draft: 1 } });
  expect(theirs).toEqual([]);
  stopMine();
  stopTheirs();
});

it('keeps a newer watch of an organization when an older page unsubscribes late, or twice', async () => {
  const stale = await live.subscribe(tenant.organizationId, ['payRun'], () => {});
  stale();
  const seen: StateCounts[] = [];
  const current = await live.subscribe(tenant.organizationId, ['payRun'], (c) => seen.push(c));
  stale();
  expect((await createRun(tenant.token, { ...july2025, period_start: '2025-08-01', period_end: '2025-08-31', pay_date: '2025-08-28' })).status).toBe(201);
  await until(() => seen.length > 0);
  expect(seen.at(-1)).toEqual({ payRun: { draft: 2 } });
  current();
});
