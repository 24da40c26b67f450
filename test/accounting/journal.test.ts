import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { runAdminCommand } from '../../commands/admin/commands.ts';
import { demoMonth, utcToday } from '../../commands/admin/demo/demoMonth.ts';
import { jurisdictions } from '../../domain/jurisdictions.ts';
import { scopes } from '../../domain/scopes.ts';
import { payrollJournal } from '../../domain/accounting/payrollJournal.ts';

let api: ApiHarness;
let seed: Record<string, any>;
const month = demoMonth(utcToday());
/** Every demo jurisdiction's run, paid. */
const paidRuns = new Map<string, any>();

const call = (method: string, path: string, body?: unknown, token: string = seed.token) => api.json(method, path, { token, body });

/** Minimal RFC 4180 reading of the files we write (quoted fields may hold commas). */
function csvRows(text: string): string[][] {
  return text.trimEnd().split('\r\n').map((row) => [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')));
}
/** The files write every fraction digit of the currency, so dropping the point gives minor units: no float. */
const minor = (decimal: string) => (decimal === '' ? 0 : Number.parseInt(decimal.replace('.', ''), 10));

beforeAll(async () => {
  api = await createApiHarness();
  seed = (await runAdminCommand(api.db.sql, ['demo', 'seed'], 'staging', { openKeyring: async () => api.keyring, port: 8080 })) as Record<string, any>;
  for (const jurisdiction of jurisdictions) {
    const created = await call('POST', '/pay_runs', { jurisdiction, period_start: month.period_start, period_end: month.period_end, pay_date: month.pay_date });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect((await call('POST', `/pay_runs/${id}/calculate`)).status).toBe(200);
    expect((await call('POST', `/pay_runs/${id}/approve`)).status).toBe(200);
    const paid = await call('POST', `/pay_runs/${id}/pay`, { method: 'employer_bank' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    paidRuns.set(jurisdiction, paid.body);
  }
}, 120_000);
afterAll(() => api?.close());

describe('GET /pay_runs/{id}/journal', () => {
  it('balances every paid run of the demo data, names each missing account, and covers gross, employer costs and net', async () => {
    for (const [jurisdiction, run] of paidRuns) {
      const { status, body } = await call('GET', `/pay_runs/${run.id}/journal`);
      expect(status, jurisdiction).toBe(200);
      expect(body.balanced, jurisdiction).toBe(true);
      expect(body.total_debit_minor).toBe(body.total_credit_minor);
      const sum = (category: string, side: 'debit_minor' | 'credit_minor') =>
        body.lines.filter((l: any) => l.category === category).reduce((s: number, l: any) => s + l[side] - l[side === 'debit_minor' ? 'credit_minor' : 'debit_minor'], 0);
      expect(sum('gross_pay', 'debit_minor'), jurisdiction).toBe(run.totals.gross.amount_minor);
      expect(sum('employer_cost', 'debit_minor'), jurisdiction).toBe(run.totals.employer_cost.amount_minor);
      expect(sum('employer_cost_liability', 'credit_minor'), jurisdiction).toBe(run.totals.employer_cost.amount_minor);
      expect(sum('deduction', 'credit_minor'), jurisdiction).toBe(run.totals.employee_deductions.amount_minor);
      expect(sum('net_pay', 'credit_minor'), jurisdiction).toBe(run.totals.net.amount_minor);
      // demo seed maps a chart of accounts: every line posts to an account, nothing is missing.
      expect(body.lines.every((l: any) => typeof l.account === 'string'), jurisdiction).toBe(true);
      expect(body.missing_mappings, jurisdiction).toEqual([]);
      // Gross pay is split by cost centre: the demo teams have several departments.
      const departments = new Set(body.lines.filter((l: any) => l.category === 'gross_pay').map((l: any) => l.department));
      expect(departments.size, jurisdiction).toBeGreaterThan(1);
    }
  });

  it('shows each statutory liability by its authority', async () => {
    const ke = (await call('GET', `/pay_runs/${paidRuns.get('KE').id}/journal`)).body;
    expect(ke.lines.find((l: any) => l.line_code === 'PAYE')).toMatchObject({ category: 'deduction', authority: 'KRA' });
    expect(ke.lines.find((l: any) => l.line_code === 'NSSF_TIER_I_EMPLOYER' && l.category === 'employer_cost_liability')).toMatchObject({ authority: 'NSSF' });
    const gb = (await call('GET', `/pay_runs/${paidRuns.get('GB').id}/journal`)).body;
    expect(gb.lines.find((l: any) => l.line_code === 'NI_EMPLOYER' && l.category === 'employer_cost_liability')).toMatchObject({ authority: 'HMRC' });
    const za = (await call('GET', `/pay_runs/${paidRuns.get('ZA').id}/journal`)).body;
    expect(za.lines.find((l: any) => l.line_code === 'UIF_EMPLOYER' && l.category === 'employer_cost_liability')).toMatchObject({ authority: 'SARS' });
  });

  it('writes Xero and QuickBooks Online import files that balance', async () => {
    for (const [jurisdiction, run] of paidRuns) {
      const journal = (await call('GET', `/pay_runs/${run.id}/journal`)).body;
      const xero = await api.request('GET', `/pay_runs/${run.id}/journal?format=xero_csv`, { token: seed.token });
      expect(xero.status).toBe(200);
      expect(xero.headers.get('content-type')).toContain('text/csv');
      const [xeroHeader, ...xeroRows] = csvRows(await xero.text());
      expect(xeroHeader).toEqual(['*Narration', '*Date', 'Description', '*AccountCode', '*TaxRate', '*Amount', 'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2']);
      expect(xeroRows).toHaveLength(journal.lines.length);
      const [y, m, d] = run.pay_date.split('-');
      expect(new Set(xeroRows.map((r) => r[1]))).toEqual(new Set([`${d}/${m}/${y}`]));
      // Integer minor units summed: a debit is positive, a credit negative, and the journal nets to zero.
      expect(xeroRows.reduce((s, r) => s + minor(r[5]!), 0), jurisdiction).toBe(0);

      const qbo = await api.request('GET', `/pay_runs/${run.id}/journal?format=quickbooks_online_csv`, { token: seed.token });
      expect(qbo.status).toBe(200);
      const [qboHeader, ...qboRows] = csvRows(await qbo.text());
      expect(qboHeader).toEqual(['Journal No', 'Journal Date', 'Account Name', 'Debits', 'Credits', 'Description', 'Name', 'Class']);
      expect(new Set(qboRows.map((r) => r[1]))).toEqual(new Set([`${m}/${d}/${y}`]));
      const debits = qboRows.reduce((s, r) => s + minor(r[3]!), 0);
      const credits = qboRows.reduce((s, r) => s + minor(r[4]!), 0);
      expect(debits).toBe(credits);
      expect(debits).toBe(journal.total_debit_minor);
    }
  });

  it('names each missing account instead of guessing, and refuses the files until it is mapped', async () => {
    const demoMap = (await call('GET', '/accounting/accounts')).body;
    const { ['KE.PAYE']: _payeOfKenya, ...lines } = demoMap.lines;
    const put = await api.json('PUT', '/accounting/accounts', {
      token: seed.token, headers: { 'Idempotency-Key': 'map-1' }, body: { lines, destinations: demoMap.destinations, xero_tax_rate: 'Tax Exempt' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ object: 'ledger_accounts', lines, xero_tax_rate: 'Tax Exempt' });
    const id = paidRuns.get('KE').id;
    const journal = (await call('GET', `/pay_runs/${id}/journal`)).body;
    expect(journal.balanced).toBe(true);
    expect(journal.missing_mappings).toEqual([{ field: 'lines.PAYE.liability_account', reason: 'line PAYE has no liability account' }]);
    expect(journal.lines.find((l: any) => l.line_code === 'PAYE').account).toBeNull();
    for (const format of ['xero_csv', 'quickbooks_online_csv']) {
      const refused = await call('GET', `/pay_runs/${id}/journal?format=${format}`);
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(refused.body.error.details.fields['lines.PAYE.liability_account']).toContain('PAYE');
    }
    // A plain code maps it for every jurisdiction that has no account of its own for it.
    const fixed = await call('PUT', '/accounting/accounts', { lines: { ...lines, PAYE: { liability_account: '2200 KRA' } }, destinations: demoMap.destinations, xero_tax_rate: 'Tax Exempt' });
    expect(fixed.status).toBe(200);
    expect((await call('GET', `/pay_runs/${id}/journal`)).body.lines.find((l: any) => l.line_code === 'PAYE').account).toBe('2200 KRA');
    expect((await call('GET', `/pay_runs/${paidRuns.get('GB').id}/journal`)).body.lines.find((l: any) => l.line_code === 'PAYE').account).toBe('2200 HMRC');
  });

  it('answers 409 for a draft run, 404 for another organization\'s run, 403 without the scope', async () => {
    const draft = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: '2024-01-01', period_end: '2024-01-31', pay_date: '2024-01-31' });
    const refused = await call('GET', `/pay_runs/${draft.body.id}/journal`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('invalid_transition');

    const other: TenantFixture = await api.tenant();
    const foreign = await call('GET', `/pay_runs/${paidRuns.get('KE').id}/journal`, undefined, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');
    expect((await call('GET', '/pay_runs/not-a-uuid/journal')).status).toBe(404);

    const reader = await api.tenant({ scopes: ['payruns.read'] });
    const put = await call('PUT', '/accounting/accounts', { lines: {}, destinations: {} }, reader.token);
    expect(put.status).toBe(403);
    expect(put.body.error).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'payruns.approve' } });
    const noRead = await api.tenant({ scopes: scopes.filter((s) => s !== 'payruns.read') });
    expect((await call('GET', `/pay_runs/${paidRuns.get('KE').id}/journal`, undefined, noRead.token)).status).toBe(403);
    // The other organization's map is its own: still empty.
    expect((await call('GET', '/accounting/accounts', undefined, other.token)).body).toMatchObject({ lines: {}, destinations: {}, updated_at: null });
  });

  it('refuses a bad map with 422 naming the field, and keeps the map it had', async () => {
    const before = (await call('GET', '/accounting/accounts')).body;
    for (const body of [
      { lines: { 'not a code': { expense_account: '6000' } }, destinations: {} },
      { lines: { PAYE: { liability_account: '' } }, destinations: {} },
      { lines: {}, destinations: { cheque: '2100' } },
      { lines: { PAYE: { account: '2210' } }, destinations: {} },
    ]) {
      const refused = await call('PUT', '/accounting/accounts', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(Object.keys(refused.body.error.details.fields).length).toBeGreaterThan(0);
    }
    expect((await call('GET', '/accounting/accounts')).body).toEqual(before);
  });
});

describe('payrollJournal', () => {
  const map = { lines: { BASIC: { expense_account: '6000' }, PAYE: { liability_account: '2210' } }, destinations: { iban: '2100' }, xero_tax_rate: null };

  it('swaps the side of a negative total (a reversal) and still balances', () => {
    const journal = payrollJournal('KE', [
      { department: 'Sales', destination: 'iban', net_minor: -800, lines: [{ code: 'BASIC', kind: 'earning', amount_minor: -1000 }, { code: 'PAYE', kind: 'deduction', amount_minor: -200 }] },
    ], map);
    expect(journal.lines.find((l) => l.line_code === 'BASIC')).toMatchObject({ debit_minor: 0, credit_minor: 1000 });
    expect(journal.lines.find((l) => l.category === 'net_pay')).toMatchObject({ debit_minor: 800, credit_minor: 0 });
    expect(journal.balanced).toBe(true);
    expect(journal.missing_mappings).toEqual([]);
  });

  it('reports an unbalanced input as unbalanced rather than forcing it', () => {
    const journal = payrollJournal('KE', [{ department: null, destination: 'iban', net_minor: 900, lines: [{ code: 'BASIC', kind: 'earning', amount_minor: 1000 }] }], map);
    expect(journal.balanced).toBe(false);
    expect(journal.total_debit_minor - journal.total_credit_minor).toBe(100);
  });

  it('names each unmapped account once, whatever the number of payslips using it', () => {
    const payslip = { department: 'Ops', destination: 'mobile_money' as const, net_minor: 0, lines: [{ code: 'NSSF', kind: 'employer_cost' as const, amount_minor: 5 }] };
    const journal = payrollJournal('KE', [payslip, payslip], map);
    expect(journal.missing_mappings.map((m) => m.field)).toEqual(['lines.NSSF.expense_account', 'lines.NSSF.liability_account']);
  });
});
