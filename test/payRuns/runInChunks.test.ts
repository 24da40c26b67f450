import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { kenyanEmployee, seedEmployees } from '../support/payrollFixtures.ts';
import { monthEnd } from '../support/periods.ts';
import { writePain001 } from '../../documents/paymentFile/pain001.ts';
import { paymentFileOfRun } from '../../commands/payRuns/paymentFile.ts';
import { payrollJournal, type PaymentDestinationKey } from '../../domain/accounting/payrollJournal.ts';

// Issue 31 item 2: approval, payment, the payment file and the journal walk a run a chunk at a time. With chunks of
// two, a run of seven spans four chunks (the last one short); each answer must be what the whole run gives at once.
const chunkSize = 2;
const employees = 7;
let api: ApiHarness;
let tenant: TenantFixture;
let employeeIds: string[];
const wallet = (i: number) => ({ mobile_money_provider: 'mpesa', mobile_money_number: `+25471234560${i}`, mobile_money_name: 'Wanjiru Mwangi' });
const names = ['Adébáyọ̀', 'Jürgen', 'Amina', "Siobhán", 'Émilie', 'José', 'Łukasz'];

beforeAll(async () => {
  api = await createApiHarness({ payroll: { chunkSize } });
  tenant = await api.tenant();
  employeeIds = await seedEmployees(api, tenant, employees, (i) => ({ ...kenyanEmployee(i), first_name: names[i], bank_details: wallet(i) }));
  await api.admin('org', 'set', '--org', tenant.organizationId, '--debtor-iban', 'DE89370400440532013000', '--debtor-bic', 'COBADEFFXXX');
}, 60_000);
afterAll(() => api?.close());

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });

async function calculatedRun(month: string): Promise<string> {
  const created = await call('POST', '/pay_runs', { jurisdiction: 'KE', period_start: `${month}-01`, period_end: monthEnd(month), pay_date: `${month}-28` });
  expect(created.status).toBe(201);
  expect((await call('POST', `/pay_runs/${created.body.id}/calculate`)).status).toBe(200);
  return created.body.id;
}

const paymentStates = async (runId: string) =>
  (await api.db.sql<{ payment_state: string; n: number }[]>`select payment_state, count(*)::int as n from payslips where pay_run_id = ${runId} group by 1`).map((r) => ({ ...r }));
const paymentTransitions = async (runId: string, event: string) =>
  (await api.db.sql<{ n: number }[]>`
    select count(*)::int as n from transitions t join payslips p on p.id = t.entity_id
    where p.pay_run_id = ${runId} and t.entity_type = 'payslip_payment' and t.event = ${event}`)[0]!.n;

describe('a run larger than a chunk', () => {
  it('approves and reopens every payment, each once, across chunks', async () => {
    const runId = await calculatedRun('2025-03');
    expect((await call('POST', `/pay_runs/${runId}/approve`)).status).toBe(200);
    expect(await paymentStates(runId)).toEqual([{ payment_state: 'not_sent', n: employees }]);
    expect(await paymentTransitions(runId, 'APPROVE')).toBe(employees);
    expect((await call('POST', `/pay_runs/${runId}/reopen`)).status).toBe(200);
    expect(await paymentTransitions(runId, 'REOPEN')).toBe(employees);
    expect((await call('POST', `/pay_runs/${runId}/approve`)).status).toBe(200);
    const paid = await call('POST', `/pay_runs/${runId}/pay`, { method: 'employer_bank' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await paymentStates(runId)).toEqual([{ payment_state: 'paid_by_employer', n: employees }]);
  });

  it('publishes one send message per payment of a run paid by rail', async () => {
    const runId = await calculatedRun('2025-04');
    expect((await call('POST', `/pay_runs/${runId}/approve`)).status).toBe(200);
    const sent: string[] = [];
    const consumer = await api.runtime.paymentQueue!.consume(async ({ data }) => {
      if (data.payRunId === runId) sent.push(data.payslipId);
      return 'done';
    });
    try {
      expect((await call('POST', `/pay_runs/${runId}/pay`, { method: 'payment_rail' })).status).toBe(200);
      for (let i = 0; i < 100 && sent.length < employees; i++) await new Promise((r) => setTimeout(r, 50));
      const ids = (await api.db.sql<{ id: string }[]>`select id from payslips where pay_run_id = ${runId} order by id`).map((r) => r.id);
      expect([...sent].sort()).toEqual(ids);
    } finally {
      await consumer.stop();
    }
  });

  it('streams the payment file the whole run gives at once, byte for byte', async () => {
    const runId = await calculatedRun('2025-05');
    expect((await call('POST', `/pay_runs/${runId}/approve`)).status).toBe(200);
    const response = await api.request('GET', `/pay_runs/${runId}/payment_file`, { token: tenant.token });
    expect(response.status).toBe(200);
    const streamed = await response.text();

    const run = (await call('GET', `/pay_runs/${runId}`)).body;
    const [organization] = await api.db.sql<{ name: string }[]>`select name from organizations where id = ${tenant.organizationId}`;
    const rows = await api.db.sql<{ id: string; employee_id: string; payment_minor: number; payment_currency: string; full_name: string }[]>`
      select id, employee_id, payment_minor, payment_currency, employee_snapshot ->> 'full_name' as full_name from payslips where pay_run_id = ${runId}`;
    expect(rows).toHaveLength(employees);
    const whole = writePain001({
      run: { id: runId, pay_date: run.pay_date },
      organization: { name: organization!.name },
      debtor: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      createdAt: run.approved_at,
      payments: rows.map((row) => ({
        payslipId: row.id,
        employeeId: row.employee_id,
        fullName: row.full_name,
        amountMinor: Number(row.payment_minor),
        currency: row.payment_currency,
        bankDetails: { scheme: 'mobile_money' as const, ...wallet(employeeIds.indexOf(row.employee_id)) },
      })),
    });
    expect(streamed).toBe(whole);
    expect(streamed.match(/<CdtTrfTxInf>/g)).toHaveLength(employees);
  });

  it('gives its snapshot connection back when the file is abandoned before its first piece or half way', async () => {
    const runId = await calculatedRun('2025-08');
    expect((await call('POST', `/pay_runs/${runId}/approve`)).status).toBe(200);
    const ctx = { ...api.runtime, organizationId: tenant.organizationId };
    for (let i = 0; i < 12; i++) {
      const pieces = await paymentFileOfRun(ctx, runId);
      if (i % 2 === 1) for (let k = 0; k < 3; k++) await pieces.next();
      await pieces.return(undefined);
    }
    const [open] = await api.db.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`;
    expect(open!.n).toBe(0);
    expect((await api.request('GET', `/pay_runs/${runId}/payment_file`, { token: tenant.token })).status).toBe(200);
  });

  it('refuses the file before any byte when a payee of a later chunk has no account', async () => {
    const runId = await calculatedRun('2025-06');
    expect((await call('POST', `/pay_runs/${runId}/approve`)).status).toBe(200);
    const [last] = await api.db.sql<{ employee_id: string }[]>`select employee_id from payslips where pay_run_id = ${runId} order by id desc limit 1`;
    const [sealed] = await api.db.sql<{ sealed_bank_details: string }[]>`select sealed_bank_details from employees where id = ${last!.employee_id}`;
    await api.db.sql`update employees set sealed_bank_details = null where id = ${last!.employee_id}`;
    try {
      const refused = await call('GET', `/pay_runs/${runId}/payment_file`);
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toContain(`Employee ${last!.employee_id} has no bank details`);
    } finally {
      await api.db.sql`update employees set sealed_bank_details = ${sealed!.sealed_bank_details} where id = ${last!.employee_id}`;
    }
  });

  it('journals the run as the whole run posted at once', async () => {
    const runId = await calculatedRun('2025-07');
    const journal = await call('GET', `/pay_runs/${runId}/journal`);
    expect(journal.status).toBe(200);
    const payslips = (await call('GET', `/pay_runs/${runId}/payslips?limit=100`)).body.data as any[];
    expect(payslips).toHaveLength(employees);
    const snapshots = new Map(
      (await api.db.sql<{ id: string; department: string | null; scheme: string | null }[]>`
        select id, employee_snapshot ->> 'department' as department, employee_snapshot -> 'payment_destination' ->> 'scheme' as scheme
        from payslips where pay_run_id = ${runId}`).map((row) => [row.id, row]),
    );
    const whole = payrollJournal(
      'KE',
      payslips.map((p) => ({
        department: snapshots.get(p.id)!.department,
        destination: (snapshots.get(p.id)!.scheme ?? 'none') as PaymentDestinationKey,
        net_minor: p.net.amount_minor,
        lines: p.line_items.map((l: any) => ({ code: l.code, kind: l.kind, amount_minor: l.amount.amount_minor })),
      })),
      { lines: {}, destinations: {}, xero_tax_rate: null },
    );
    const { lines, total_debit_minor, total_credit_minor, balanced, missing_mappings } = journal.body;
    expect({ lines, total_debit_minor, total_credit_minor, balanced, missing_mappings }).toEqual(JSON.parse(JSON.stringify(whole)));
    expect(balanced).toBe(true);
  });
});
