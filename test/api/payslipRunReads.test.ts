import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, july2025, seedEmployees } from '../support/payrollFixtures.ts';
import { createApi } from '../../api/app.ts';
import { connectDatabase, closeDatabase } from '../../db/connect.ts';
import { withTenant } from '../../db/tenant.ts';
import { payslipPageOfRunJson } from '../../db/payslipsJson.ts';

// Reading a whole run (issue 31 item 4): pages with a strong ETag answered 304 without being built, and the
// streamed export whose lines are the pages' entries, byte for byte.
const employees = 2_345;
let api: ApiHarness;
let tenant: TenantFixture;
let other: TenantFixture;
let runId: string;

beforeAll(async () => {
  api = await createApiHarness({ payroll: { syncLimit: 5_000 } });
  tenant = await api.tenant();
  other = await api.tenant();
  await seedEmployees(api, tenant, employees, (i) => kenyanEmployee(i));
  runId = (await api.json('POST', '/pay_runs', { token: tenant.token, body: july2025 })).body.id;
  const calculated = await api.json('POST', `/pay_runs/${runId}/calculate`, { token: tenant.token });
  expect(calculated.status).toBe(200);
  expect(calculated.body.payslip_count).toBe(employees);
}, 600_000);
afterAll(() => api.close());

const get = (path: string, headers: Record<string, string> = {}, token = tenant.token) => api.request('GET', path, { token, headers });

/** Every page of the run at `limit`, as the bytes served, with their tags. */
async function pages(limit: number) {
  const out: { text: string; tag: string; ids: string[]; hasMore: boolean; cursor: string | null }[] = [];
  let after = '';
  for (;;) {
    const response = await get(`/pay_runs/${runId}/payslips?limit=${limit}${after ? `&starting_after=${after}` : ''}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const page = JSON.parse(text) as { data: { id: string }[]; has_more: boolean; next_cursor: string | null };
    out.push({ text, tag: response.headers.get('ETag')!, ids: page.data.map((p) => p.id), hasMore: page.has_more, cursor: page.next_cursor });
    if (!page.has_more) return out;
    after = page.next_cursor!;
  }
}

describe('GET /pay_runs/{id}/payslips.ndjson', () => {
  it("streams every payslip of the run, one per line, the same bytes as the pages' entries in the same order", async () => {
    const response = await get(`/pay_runs/${runId}/payslips.ndjson`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/x-ndjson');
    const text = await response.text();
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n');
    expect(lines).toHaveLength(employees);
    expect(new Set(lines.map((line) => (JSON.parse(line) as { id: string }).id)).size).toBe(employees);
    // Each page rebuilt from its lines is the page served, byte for byte.
    const served = await pages(100);
    expect(served).toHaveLength(Math.ceil(employees / 100));
    for (const [i, page] of served.entries()) {
      const entries = lines.slice(i * 100, i * 100 + 100);
      const rebuilt = `{"object":"list","data":[${entries.join(',')}],"has_more":${page.hasMore},"next_cursor":${page.cursor === null ? 'null' : `"${page.cursor}"`}}`;
      expect(rebuilt).toBe(page.text);
    }
  });

  it('answers 404 for an unknown run, a malformed id and another organization\'s run, and 403 without payslips.read', async () => {
    expect((await get('/pay_runs/01890000-0000-7000-8000-000000000000/payslips.ndjson')).status).toBe(404);
    expect((await get('/pay_runs/nope/payslips.ndjson')).status).toBe(404);
    expect((await get(`/pay_runs/${runId}/payslips.ndjson`, {}, other.token)).status).toBe(404);
    const reader = await api.tenant({ scopes: ['payruns.read'] });
    const refused = await get(`/pay_runs/${runId}/payslips.ndjson`, {}, reader.token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBeTruthy();
  });

  it('gives its connection back when the client stops reading halfway', async () => {
    const response = await get(`/pay_runs/${runId}/payslips.ndjson`);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel();
    // The export's transaction is rolled back and its connection released: nothing of this database stays in one.
    for (;;) {
      const [open] = await api.db.sql<{ count: number }[]>`
        select count(*)::int as count from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`;
      if (open!.count === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    // And the pool still serves a whole export.
    const again = await (await get(`/pay_runs/${runId}/payslips.ndjson`)).text();
    expect(again.split('\n')).toHaveLength(employees + 1);
  });
});

describe('ETag on GET /pay_runs/{id}/payslips', () => {
  it('answers 304 with the same tag and no body while the page is unchanged, and 200 for another tag', async () => {
    const path = `/pay_runs/${runId}/payslips?limit=100`;
    const first = await get(path);
    const tag = first.headers.get('ETag')!;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const body = await first.text();
    const again = await get(path);
    expect(again.headers.get('ETag')).toBe(tag);
    expect(await again.text()).toBe(body);
    for (const header of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const notModified = await get(path, { 'If-None-Match': header });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('ETag')).toBe(tag);
      expect(await notModified.text()).toBe('');
    }
    const changedTag = await get(path, { 'If-None-Match': '"something-else"' });
    expect(changedTag.status).toBe(200);
    expect(await changedTag.text()).toBe(body);
    // Another limit or cursor is another page, with another tag.
    expect((await get(`/pay_runs/${runId}/payslips?limit=99`)).headers.get('ETag')).not.toBe(tag);
    expect((await get(path, { 'If-None-Match': tag }, other.token)).status).toBe(404);
  });

  it("changes a page's tag when a payslip on it moves on (a payment), and only that page's", async () => {
    const [firstPage, secondPage] = await pages(100);
    const moved = firstPage!.ids[7]!;
    await api.db.sql`update payslips set payment_state = 'sent', sent_at = now() where id = ${moved}`;
    const path = `/pay_runs/${runId}/payslips?limit=100`;
    const stale = await get(path, { 'If-None-Match': firstPage!.tag });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('ETag')).not.toBe(firstPage!.tag);
    const text = await stale.text();
    expect(text).not.toBe(firstPage!.text);
    expect((JSON.parse(text) as { data: { id: string; payment_status: string }[] }).data[7]!.id).toBe(moved);
    expect((await get(`${path}&starting_after=${firstPage!.cursor}`, { 'If-None-Match': secondPage!.tag })).status).toBe(304);
  });

  it('serves a page it built before from the row versions alone, the same bytes and tag, and builds it again once a payslip on it moves on', async () => {
    const statements: string[] = [];
    const sql = connectDatabase(api.db.url, { max: 2, onQuery: (query) => statements.push(query) });
    const built = () => statements.some((statement) => statement.includes('rule_set_texts') || statement.includes('json_array_elements'));
    try {
      const app = createApi({ runtime: { ...api.runtime, sql }, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
      const path = `/api/v1/pay_runs/${runId}/payslips?limit=50`;
      const headers = { Authorization: `Bearer ${tenant.token}` };
      const first = await app.request(path, { headers });
      const body = await first.text();
      expect(built()).toBe(true);
      statements.length = 0;
      const again = await app.request(path, { headers });
      expect(again.status).toBe(200);
      expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
      expect(await again.text()).toBe(body);
      expect(statements.some((statement) => statement.includes('xmin'))).toBe(true);
      expect(built()).toBe(false);
      // Another organization asking for the run gets 404, not the kept page.
      expect((await app.request(path, { headers: { Authorization: `Bearer ${other.token}` } })).status).toBe(404);

      const moved = (JSON.parse(body) as { data: { id: string }[] }).data[3]!.id;
      await api.db.sql`update payslips set payment_state = 'sent', sent_at = now() where id = ${moved}`;
      statements.length = 0;
      const rebuilt = await app.request(path, { headers });
      expect(built()).toBe(true);
      expect(rebuilt.headers.get('ETag')).not.toBe(first.headers.get('ETag'));
      const text = await rebuilt.text();
      expect((JSON.parse(text) as { data: { id: string; payment_status: { state: string } }[] }).data[3]!.payment_status.state).toBe('sent');
      const direct = await withTenant(api.db.sql, tenant.organizationId, (tx) => payslipPageOfRunJson(tx, tenant.organizationId, runId, { limit: 50 }), { readOnly: true });
      expect(text).toBe(Buffer.from(direct!.body).toString());
      expect(rebuilt.headers.get('ETag')).toBe(direct!.tag);
    } finally {
      await closeDatabase(sql);
    }
  });

  it('answers 304 from the row versions alone: the page is not built', async () => {
    const statements: string[] = [];
    const sql = connectDatabase(api.db.url, { max: 2, onQuery: (query) => statements.push(query) });
    try {
      const app = createApi({ runtime: { ...api.runtime, sql }, deployment: 'staging', rateLimit: { rate: 1e6, burst: 1e6 } });
      const path = `/api/v1/pay_runs/${runId}/payslips?limit=100`;
      const headers = { Authorization: `Bearer ${tenant.token}` };
      const tag = (await app.request(path, { headers })).headers.get('ETag')!;
      statements.length = 0;
      const response = await app.request(path, { headers: { ...headers, 'If-None-Match': tag } });
      expect(response.status).toBe(304);
      expect(statements.some((statement) => statement.includes('xmin'))).toBe(true);
      // The page's SQL expands the line items against the rule set's texts; the 304 never sends it.
      expect(statements.some((statement) => statement.includes('rule_set_texts') || statement.includes('json_array_elements'))).toBe(false);
    } finally {
      await closeDatabase(sql);
    }
  });
});
