import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, july2025, seedEmployees, seedJoinerAndIbanEmployees } from '../support/payrollFixtures.ts';
import { withTenant } from '../../db/tenant.ts';
import { findPayslip, listPayslipsOfRun, type StoredLineItem } from '../../db/payslips.ts';
import { insertPayslips, type NewPayslip, type PayslipRunFacts } from '../../db/payslipWrites.ts';
import { findPayslipJson, listPayslipsOfRunJson } from '../../db/payslipsJson.ts';
import { payslipsOfRunLines } from '../../db/payslipsExport.ts';
import type { RuleSet } from '../../db/ruleSets.ts';
import { listEnvelope } from '../../api/pagination.ts';
import { presentPayslip } from '../../commands/presenters/payslip.ts';
import { providerNames } from '../../domain/employees/bankDetails/maskedDestination.ts';
import { newId } from '../../domain/ids.ts';

// PostgreSQL builds the payslip pages and payslips (db/payslipsJson.ts); presentPayslip over the rows
// db/payslips.ts reads (lines expanded in JavaScript) is the reference, byte for byte.
let api: ApiHarness;
let tenant: TenantFixture;
let other: TenantFixture;
const runs: Record<'KE' | 'GB' | 'crafted', string> = { KE: '', GB: '', crafted: '' };
let otherRun: string;

const call = (token: string, method: string, path: string, body?: unknown) => api.json(method, path, { token, body });

/** A rule set and payslips written as no calculation would, to reach every corner of the read shape. */
function craftedRuleSet(): RuleSet {
  return {
    id: newId(),
    manifestHash: null,
    jurisdiction: 'KE',
    refs: ['KE/paye@2023-07-01#344c1f3d2e33', 'KE/shif@2024-10-01#d6cf1bf3cb17', 'KE/"quoted"\\ref'],
    lines: [
      ['BASIC', 'earning', 'Basic salary'],
      ['PAYE', 'deduction', 'Income tax (PAYE) – "marginal" \\ ü'],
      ['SHIF', 'deduction', null],
      ['NOTE', 'informational', 'tab\there\nline\u0001\u007f\u2028'],
    ],
  };
}

const line = (overrides: Partial<StoredLineItem>): StoredLineItem => ({
  code: 'BASIC', kind: 'earning', description: 'Basic salary', amount_minor: 0, base_minor: 0, rate_applied: null, rule_version_ref: null, ...overrides,
});

const destinations = [
  { scheme: 'mobile_money', institution: 'mpesa', account_ending: '5678' },
  { scheme: 'mobile_money', institution: 'constructor', account_ending: '0001' },
  { scheme: 'mobile_money', institution: 'some_new_wallet', account_ending: '0002' },
  { scheme: 'mobile_money', institution: null, account_ending: '0003' },
  { scheme: 'iban', institution: 'GB', account_ending: '5432' },
  { scheme: 'iban', institution: '', account_ending: '5433' },
  { scheme: 'iban', institution: null, account_ending: '5434' },
  { scheme: 'clabe', institution: '002', account_ending: '1234' },
  { scheme: 'clabe', institution: null, account_ending: '1235' },
  { scheme: 'nuban', institution: '058', account_ending: '7890' },
  { scheme: 'aba', institution: '021000021', account_ending: '6789' },
  { scheme: 'sort_code', institution: '12-34-56', account_ending: '4321' },
  { scheme: 'canadian', institution: '001-00011', account_ending: '9876' },
  ...Object.keys(providerNames).map((slug, i) => ({ scheme: 'mobile_money', institution: slug, account_ending: `10${i}0` })),
] as const;

/** Crafted payslips with the currency each is in: a write takes one run's currency, so each is written apart. */
function craftedPayslips(set: RuleSet, employeeIds: string[]): { currency: string; payslip: NewPayslip }[] {
  const [paye, shif] = set.refs;
  return employeeIds.map((employeeId, i) => ({ currency: i % 3 === 0 ? 'KES' : 'USD', payslip: {
    id: newId(),
    employee_id: employeeId,
    gross_minor: 5_000_000 + i,
    net_minor: 4_000_000 - i,
    employee_deductions_minor: 1_000_000 + i,
    employer_cost_minor: i === 1 ? 0 : 75_000,
    tax_minor: 824_585,
    payment_minor: i % 2 === 0 ? 4_000_000 : 3_100,
    payment_currency: i % 2 === 0 ? 'KES' : 'USD',
    fx_rate_used: i % 2 === 0 ? null : '0.0077519379844961',
    line_items: [
      line({ amount_minor: 2_500_000, base_minor: 5_000_000, ...(i % 2 ? { proration: { days_paid: 16, days_in_period: 31 } } : {}) }),
      line({ code: 'PAYE', kind: 'deduction', description: 'Income tax (PAYE) – "marginal" \\ ü', amount_minor: 824_585, base_minor: 4_487_500, rate_applied: '30%', rule_version_ref: paye!, rate_kind: 'marginal' }),
      line({ code: 'SHIF', kind: 'deduction', description: null, amount_minor: 137_500, base_minor: 5_000_000, rate_applied: '2.75%', rule_version_ref: shif!, rate_kind: 'flat' }),
      // A retro line: its reference written out, outside the rule set.
      line({ code: 'RETRO_BASIC', kind: 'earning', description: 'Arrears for June "2025"', amount_minor: -12_345, base_minor: 0, rule_version_ref: `payslip:${newId()}`, proration: { days_paid: 3, days_in_period: 30 } }),
      // A one-off item: not in the catalogue, no reference.
      line({ code: 'BONUS\u00e9', kind: 'earning', description: 'Bonus — «Q2»', amount_minor: 100, base_minor: 100 }),
      // In the catalogue but with a reference the rule set does not hold.
      line({ code: 'NOTE', kind: 'informational', description: 'tab\there\nline\u0001\u007f\u2028', amount_minor: 0, base_minor: 0, rate_applied: '1.5%', rule_version_ref: 'KE/other@2020-01-01#0', rate_kind: 'flat' }),
    ].slice(0, i === 2 ? 0 : 6),
    ytd_before: {} as NewPayslip['ytd_before'],
    ytd_after: {} as NewPayslip['ytd_after'],
    employee_snapshot: {
      full_name: `Crafted ${i}`,
      staff_id: null,
      classification: 'employee',
      department: null,
      position: null,
      ...(i % 4 === 1 ? { identifiers: [{ label: 'KRA PIN', value: 'A*******89Z' }] } : {}),
      ...(i % 4 === 1 || i % 5 === 0
        ? { statutory_facts: [{ label: 'Tax code', value: '1257L "W1"' }, { label: 'Note\\', value: 'ü\n\u0002 \u2028 ••' }] }
        : {}),
      // Older payslips have no payment_destination at all; later ones null or a masked destination.
      ...(i === 0 ? {} : { payment_destination: (i === 3 ? null : destinations[i % destinations.length]) as never }),
    },
  } }));
}

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  other = await api.tenant();
  // KE: a joiner paid to an M-Pesa wallet (a prorated BASIC), one paid to an IBAN with a KRA PIN, then three with no account.
  await seedJoinerAndIbanEmployees(api, tenant);
  await seedEmployees(api, tenant, 3, (i) => kenyanEmployee(3 + i));
  // GB: the NI category, tax code and the rest of the clerk's facts.
  await seedEmployees(api, tenant, 2, (i) => ({
    jurisdiction: 'GB', denomination_currency: 'GBP', first_name: 'Isla', last_name: `MacLeod ${i}`, staff_id: `GB-0000${i}`, start_date: '2024-01-01',
    tax_profile: { tax_code: i ? '1257L' : 'S1257L', ni_category: 'A', student_loan_plans: i ? [] : ['plan_4', 'postgraduate'], pension_arrangement: 'relief_at_source' },
    statutory_ids: { nino: 'AB123456C' },
    bank_details: { iban: 'GB82 WEST 1234 5698 7654 32' },
    compensation: [{ component_code: 'BASIC', amount_cents: 500_000 }],
  }));
  for (const [key, body] of [['KE', july2025], ['GB', { jurisdiction: 'GB', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-31' }]] as const) {
    const created = await call(tenant.token, 'POST', '/pay_runs', body);
    runs[key] = created.body.id;
    expect((await call(tenant.token, 'POST', `/pay_runs/${runs[key]}/calculate`)).status).toBe(200);
  }
  // A run holding crafted payslips: employees of its own, so each (run, employee) is new.
  const crafted = await call(tenant.token, 'POST', '/pay_runs', { ...july2025, period_start: '2025-08-01', period_end: '2025-08-31', pay_date: '2025-08-28' });
  runs.crafted = crafted.body.id;
  const employeeIds = await seedEmployees(api, tenant, 25, (i) => kenyanEmployee(100 + i));
  const set = craftedRuleSet();
  const facts = (currency: string): PayslipRunFacts => ({
    organization_id: tenant.organizationId, pay_run_id: runs.crafted, calculation: 1, currency,
    tax_year_start: '2025-01-01', period_start: '2025-07-01', period_end: '2025-07-31', organization_snapshot: { name: 'Test Org', country_code: 'KE' },
  });
  const payslips = craftedPayslips(set, employeeIds);
  await withTenant(api.db.sql, tenant.organizationId, async (tx) => {
    for (const currency of ['KES', 'USD']) {
      await insertPayslips(tx, set, facts(currency), payslips.filter((p) => p.currency === currency).map((p) => p.payslip), { id: newId(), sealed: 'sealed' });
    }
  });
  // Payment states with their times (microseconds, which a JS Date truncates) and notes.
  await api.db.sql`
    update payslips set payment_state = 'sent', sent_at = '2025-08-28 09:15:02.123456+03', payment_note = 'Batch "A" \ 1'
    where pay_run_id = ${runs.crafted} and gross_minor % 3 = 1`;
  await api.db.sql`
    update payslips set payment_state = 'arrived', sent_at = '2025-08-28 06:00:00+00', settled_at = '2025-08-29 23:59:59.999999+00',
      updated_at = '2025-08-30 00:00:00.0005+00', created_at = '1999-12-31 23:59:59.9999+00'
    where pay_run_id = ${runs.crafted} and gross_minor % 3 = 2`;
  // As migration 014 left payslips written before it: lines as jsonb writes them (spaces, keys in jsonb's order).
  await api.db.sql`update payslips set lines = lines::jsonb::json where pay_run_id = ${runs.crafted} and gross_minor % 4 = 3`;
  otherRun = (await call(other.token, 'POST', '/pay_runs', july2025)).body.id;
});
afterAll(() => api.close());

type PageQuery = { limit: number; startingAfter?: string };
const reference = (runId: string, query: PageQuery) =>
  withTenant(api.db.sql, tenant.organizationId, async (tx) => JSON.stringify(listEnvelope(await listPayslipsOfRun(tx, runId, query), query.limit, presentPayslip)));
const built = async (runId: string, query: PageQuery, organizationId = tenant.organizationId) => {
  const bytes = await withTenant(api.db.sql, organizationId, (tx) => listPayslipsOfRunJson(tx, organizationId, runId, query), { readOnly: true });
  return bytes && Buffer.from(bytes).toString('utf8');
};

describe('payslip pages built by PostgreSQL', () => {
  it('are the bytes presentPayslip and the list envelope give, page after page, for KE, GB and crafted payslips', async () => {
    for (const runId of Object.values(runs)) {
      let startingAfter: string | undefined;
      const seen: string[] = [];
      for (;;) {
        const query = { limit: 2, startingAfter };
        const text = await built(runId, query);
        expect(text).toBe(await reference(runId, query));
        const page = JSON.parse(text!) as { data: { id: string }[]; has_more: boolean; next_cursor: string | null };
        seen.push(...page.data.map((p) => p.id));
        if (!page.has_more) break;
        startingAfter = page.next_cursor!;
      }
      const [stored] = await api.db.sql<{ count: number }[]>`select count(*)::int from payslips where pay_run_id = ${runId}`;
      expect(seen).toHaveLength(stored!.count);
      expect(seen).toEqual([...seen].sort());
    }
  });

  it('match for whole pages, a page of one, the end of the list and a run with no payslips', async () => {
    for (const runId of Object.values(runs)) {
      for (const query of [{ limit: 100 }, { limit: 1 }, { limit: 25 }]) expect(await built(runId, query)).toBe(await reference(runId, query));
    }
    const [last] = await api.db.sql<{ id: string }[]>`select max(id::text) as id from payslips where pay_run_id = ${runs.crafted}`;
    expect(await built(runs.crafted, { limit: 10, startingAfter: last!.id })).toBe(await reference(runs.crafted, { limit: 10, startingAfter: last!.id }));
    const empty = (await call(tenant.token, 'POST', '/pay_runs', { ...july2025, period_start: '2025-09-01', period_end: '2025-09-30', pay_date: '2025-09-28' })).body.id;
    expect(await built(empty, { limit: 10 })).toBe('{"object":"list","data":[],"has_more":false,"next_cursor":null}');
  });

  it('cover what the crafted run set out to reach', async () => {
    const text = (await built(runs.crafted, { limit: 100 }))!;
    const page = JSON.parse(text) as { data: any[] };
    const lines = page.data.flatMap((p) => p.line_items);
    expect(lines.some((l) => l.proration?.days_paid === 3 && l.rule_version_ref.startsWith('payslip:'))).toBe(true);
    expect(lines.some((l) => l.rate_kind === 'marginal')).toBe(true);
    expect(page.data.some((p) => p.line_items.length === 0)).toBe(true);
    expect(page.data.some((p) => p.fx_rate_used === null) && page.data.some((p) => p.fx_rate_used !== null)).toBe(true);
    expect(page.data.map((p) => p.payment_destination?.printed)).toEqual(expect.arrayContaining([
      'M-Pesa wallet ••••5678', 'constructor wallet ••••0001', 'some new wallet wallet ••••0002', ' wallet ••••0003', 'IBAN GB ••••5432',
      'IBAN ••••5433', 'CLABE, bank null ••••1235', 'Institution and transit 001-00011 ••••9876',
    ]));
    expect(page.data.some((p) => p.payment_status.state === 'arrived' && p.payment_status.settled_at === '2025-08-29T23:59:59.999Z')).toBe(true);
    expect(text).toContain('"statutory_facts":[{"label":"KRA PIN","value":"A*******89Z"},{"label":"Tax code"');
    const [migrated] = await api.db.sql<{ spaced: number }[]>`select count(*)::int as spaced from payslips where pay_run_id = ${runs.crafted} and lines::text like '%, %'`;
    expect(migrated!.spaced).toBeGreaterThan(0);
    const gb = JSON.parse((await built(runs.GB, { limit: 100 }))!) as { data: any[] };
    expect(gb.data[0].statutory_facts.map((f: any) => f.label)).toContain('NI category');
  });

  it('is undefined for a run of another organization or none at all', async () => {
    expect(await built(otherRun, { limit: 10 })).toBeUndefined();
    expect(await built(runs.KE, { limit: 10 }, other.organizationId)).toBeUndefined();
    expect(await built(newId(), { limit: 10 })).toBeUndefined();
  });
});

describe('one payslip built by PostgreSQL', () => {
  it('is the bytes presentPayslip gives, and only within the organization', async () => {
    const ids = await api.db.sql<{ id: string }[]>`select id from payslips`;
    expect(ids.length).toBeGreaterThan(25);
    for (const { id } of ids) {
      const text = await withTenant(api.db.sql, tenant.organizationId, (tx) => findPayslipJson(tx, tenant.organizationId, id), { readOnly: true });
      const row = await withTenant(api.db.sql, tenant.organizationId, (tx) => findPayslip(tx, tenant.organizationId, id));
      expect(Buffer.from(text!).toString('utf8')).toBe(JSON.stringify(presentPayslip(row!)));
    }
    expect(await withTenant(api.db.sql, other.organizationId, (tx) => findPayslipJson(tx, other.organizationId, ids[0]!.id))).toBeUndefined();
    expect(await withTenant(api.db.sql, other.organizationId, (tx) => findPayslipJson(tx, tenant.organizationId, ids[0]!.id))).toBeUndefined();
  });
});

describe('the export written by the API (db/payslipsExport.ts)', () => {
  const exported = async (runId: string, batch: number, organizationId = tenant.organizationId) => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of payslipsOfRunLines(api.db.sql, organizationId, runId, batch)) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  };

  it("writes each payslip as presentPayslip's bytes and the page's entry, for KE, GB and crafted payslips, across batches", async () => {
    for (const runId of Object.values(runs)) {
      const query = { limit: 100 };
      const rows = await withTenant(api.db.sql, tenant.organizationId, (tx) => listPayslipsOfRun(tx, runId, query));
      const presented = rows.map((row) => `${JSON.stringify(presentPayslip(row))}\n`).join('');
      expect(rows.length).toBeGreaterThan(0);
      for (const batch of [500, 3, 1]) {
        const text = await exported(runId, batch);
        expect(text).toBe(presented);
        // The page PostgreSQL writes (every payslip of the run on it) is these lines as its entries, byte for byte.
        expect(`{"object":"list","data":[${text.slice(0, -1).split('\n').join(',')}],"has_more":false,"next_cursor":null}`).toBe(await built(runId, query));
      }
    }
  });

  it('is empty for a run with no payslips and for another organization', async () => {
    expect(await exported(otherRun, 500, other.organizationId)).toBe('');
    expect(await exported(runs.crafted, 500, other.organizationId)).toBe('');
  });
});

describe('the routes', () => {
  it('answer the built bytes as JSON, 404 for an unknown or foreign run or payslip, 400 for a bad cursor', async () => {
    const page = await api.request('GET', `/pay_runs/${runs.crafted}/payslips?limit=3`, { token: tenant.token });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await page.text();
    expect(text).toBe(await reference(runs.crafted, { limit: 3 }));
    const id = (JSON.parse(text) as { data: { id: string }[] }).data[0]!.id;
    const one = await api.request('GET', `/payslips/${id}`, { token: tenant.token });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual((JSON.parse(text) as { data: unknown[] }).data[0]);
    for (const path of [`/pay_runs/${otherRun}/payslips`, `/pay_runs/${newId()}/payslips`, '/pay_runs/not-a-uuid/payslips']) {
      const missing = await call(tenant.token, 'GET', path);
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('not_found');
    }
    expect((await call(other.token, 'GET', `/payslips/${id}`)).status).toBe(404);
    expect((await call(tenant.token, 'GET', `/payslips/${newId()}`)).status).toBe(404);
    expect((await call(tenant.token, 'GET', `/pay_runs/${runs.crafted}/payslips?starting_after=nope`)).status).toBe(400);
  });
});
