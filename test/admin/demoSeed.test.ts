import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createApiHarness, type ApiHarness } from '../support/apiHarness.ts';
import { AdminError, runAdminCommand } from '../../commands/admin/commands.ts';
import { serveHttp, type RunningServer } from '../../service/serve.ts';
import { demoMonth, utcToday } from '../../commands/admin/demo/demoMonth.ts';
import { demoRoster } from '../../commands/admin/demo/roster.ts';
import { payeeAccountIdentifier } from '../../commands/admin/demo/paymentOutcomes.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import { generateDataKeyBase64, loadDataKeyring } from '../../domain/sealing/dataKeyring.ts';
import type { BankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';
import { jurisdictions } from '../../domain/jurisdictions.ts';
import { permissions, scopes } from '../../domain/scopes.ts';
import { employeeFilingInputCatalog, employerReferenceCatalog } from '../../domain/filings/filingFieldCatalog.ts';

let api: ApiHarness;
let server: RunningServer;
let seed: Record<string, any>;
const month = demoMonth(utcToday());

const seedDemo = (deployment: 'staging' | 'production' = 'staging') =>
  runAdminCommand(api.db.sql, ['demo', 'seed'], deployment, { openKeyring: async () => api.keyring, port: server.port }) as Promise<
    Record<string, any>
  >;

const call = (method: string, path: string, token: string = seed.token) => api.json(method, path, { token });

async function listAll(path: string, token?: string): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  do {
    const page = await call('GET', `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&starting_after=${cursor}` : ''}`, token);
    expect(page.status).toBe(200);
    rows.push(...page.body.data);
    cursor = page.body.next_cursor;
  } while (cursor);
  return rows;
}

beforeAll(async () => {
  api = await createApiHarness();
  // A real HTTP server over the same app, so the printed curl lines can be run as printed.
  server = await serveHttp(api.app.fetch, 0);
  seed = await seedDemo();
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

describe('npm run admin -- demo seed', () => {
  it('prints the organization, member, a key shown once, counts per jurisdiction and three request lines', () => {
    expect(Object.keys(seed).sort()).toEqual(['employees', 'key_id', 'member_id', 'month', 'organization_id', 'token', 'try_it']);
    expect(seed.token).toMatch(new RegExp(`^pay_test_${seed.key_id}_[A-Za-z0-9_-]{43}$`));
    expect(Object.keys(seed.employees).sort()).toEqual([...jurisdictions].sort());
    for (const jurisdiction of jurisdictions) expect(seed.employees[jurisdiction]).toBeGreaterThanOrEqual(4);
    expect(seed.try_it).toHaveLength(3);
    for (const line of seed.try_it) {
      expect(line).toContain(`http://localhost:${server.port}/api/v1/`);
      expect(line).toContain(`Bearer ${seed.token}`);
    }
  });

  it('makes a verified organization, a member with every permission and a key with every scope', async () => {
    const [org] = await api.db.sql`select kyc_status, status from organizations where id = ${seed.organization_id}`;
    expect(org).toEqual({ kyc_status: 'verified', status: 'active' });
    const [member] = await api.db.sql`select permissions from members where id = ${seed.member_id}`;
    expect([...member!.permissions].sort()).toEqual([...permissions].sort());
    const [key] = await api.db.sql`select scopes, env from api_keys where key_id = ${seed.key_id}`;
    expect(key).toEqual({ scopes: [...scopes], env: 'test' });
    expect((await call('GET', '/organization')).body).toMatchObject({ id: seed.organization_id, kyc_status: 'verified' });
  });

  it('has employees in every jurisdiction, each readable through the API with the printed key', async () => {
    const employees = await listAll('/employees');
    expect(employees).toHaveLength(Object.values(seed.employees as Record<string, number>).reduce((a, b) => a + b, 0));
    for (const jurisdiction of jurisdictions) {
      expect(employees.filter((e) => e.jurisdiction === jurisdiction)).toHaveLength(seed.employees[jurisdiction]);
    }
    for (const listed of employees) {
      const read = await call('GET', `/employees/${listed.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(listed);
      expect(read.body.department_id).not.toBeNull();
      expect(read.body.position_id).not.toBeNull();
      expect(read.body.location_id).not.toBeNull();
    }
    expect(employees.filter((e) => e.classification === 'contractor').length).toBeGreaterThanOrEqual(3);
    expect(employees.filter((e) => e.start_date === month.mid_month).length).toBeGreaterThanOrEqual(3);
    const departments = await listAll('/departments');
    expect(departments.map((d) => d.name)).toContain('Engineering');
    expect(await listAll('/locations')).toHaveLength(jurisdictions.length);
  });

  it("gives Kenya a monthly pay schedule from next month, so this month's run stays the README's to make", async () => {
    const schedules = await listAll('/pay_schedules');
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ jurisdiction: 'KE', frequency: 'monthly', first_period_start: month.next_period_start, pay_date_rule: { kind: 'last_working_day' } });
    const upcoming = await call('GET', `/pay_schedules/${schedules[0].id}/upcoming`);
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.data[0].period_start).toBe(month.next_period_start);
    expect(upcoming.body.data[0].period_start > month.period_end).toBe(true);
  });

  it('stores bank details whose endings give the payment simulator 0, 9 and 8 in every jurisdiction', async () => {
    const rows = await api.db.sql<{ id: string; jurisdiction: string; sealed_bank_details: string }[]>`
      select id, jurisdiction, sealed_bank_details from employees where organization_id = ${seed.organization_id}`;
    for (const jurisdiction of jurisdictions) {
      const endings: string[] = [];
      for (const row of rows.filter((r) => r.jurisdiction === jurisdiction)) {
        const details = (await openSealedValue(api.keyring, sealContext('employee', row.id, 'bank_details'), row.sealed_bank_details)) as BankDetails;
        endings.push(payeeAccountIdentifier(details).slice(-1));
      }
      expect(endings.filter((d) => '098'.includes(d)).sort(), jurisdiction).toEqual(['0', '8', '9']);
    }
  });

  it('calculates a pay run of the current month in each jurisdiction, with a payslip for everyone employed in it', async () => {
    const employees = await listAll('/employees');
    for (const team of demoRoster) {
      const { jurisdiction } = team;
      const created = await api.request('POST', '/pay_runs', {
        token: seed.token,
        body: { jurisdiction, period_start: month.period_start, period_end: month.period_end, pay_date: month.pay_date },
      });
      expect(created.status, jurisdiction).toBe(201);
      const run = (await created.json()) as any;
      const calculated = await call('POST', `/pay_runs/${run.id}/calculate`);
      expect(calculated.status, JSON.stringify(calculated.body)).toBe(200);
      expect(calculated.body).toMatchObject({ status: 'calculated', payslip_count: seed.employees[jurisdiction] });

      const payslips = await listAll(`/pay_runs/${run.id}/payslips`);
      const ids = employees.filter((e) => e.jurisdiction === jurisdiction).map((e) => e.id).sort();
      expect(payslips.map((p) => p.employee_id).sort(), jurisdiction).toEqual(ids);
      for (const payslip of payslips) {
        const employee = employees.find((e) => e.id === payslip.employee_id)!;
        const person = team.people.find((p) => p.employee.staff_id === employee.staff_id)!;
        const monthly = person.employee.compensation!.reduce((sum, c) => sum + c.amount_cents, 0);
        expect(payslip.gross.amount_minor, employee.staff_id).toBeGreaterThan(0);
        expect(payslip.net.amount_minor).toBe(payslip.gross.amount_minor - payslip.employee_deductions.amount_minor);
        // A mid-month joiner is paid for the days from the 15th on; everyone else for the whole month.
        if (person.starts === 'mid-month') expect(payslip.gross.amount_minor).toBeLessThan(monthly);
        else expect(payslip.gross.amount_minor).toBe(monthly);
        // Singapore withholds no income tax from pay; every other salaried demo person earns above the tax threshold.
        if (jurisdiction !== 'SG' && employee.classification === 'employee') expect(payslip.tax.amount_minor, employee.staff_id).toBeGreaterThan(0);
        if (employee.classification === 'contractor') {
          expect(payslip.line_items.map((l: any) => l.code)).toContain('CONTRACT_FEE');
        }
      }
    }
  });

  it("pays this month's KE run by rail after approval, and its payment file is ready (the debtor account is seeded)", async () => {
    const runs = await call('GET', '/pay_runs?limit=100');
    const ke = runs.body.data.find((run: any) => run.jurisdiction === 'KE');
    expect((await call('POST', `/pay_runs/${ke.id}/approve`)).body.status).toBe('approved');
    const file = await api.request('GET', `/pay_runs/${ke.id}/payment_file`, { token: seed.token });
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('<IBAN>DE89370400440532013000</IBAN>');
    const paid = await api.request('POST', `/pay_runs/${ke.id}/pay`, { token: seed.token, body: { method: 'payment_rail' } });
    expect(paid.status).toBe(200);
  });

  it('gives the ZA team every input its EMP201 and EMP501 need, each of the catalogue\'s form', async () => {
    const [refs] = await api.db.sql<{ paye_reference: string; refs: Record<string, string> }[]>`select paye_reference, refs from employer_references where organization_id = ${seed.organization_id} and jurisdiction = 'ZA'`;
    const held: Record<string, string> = { ...refs!.refs, paye_reference: refs!.paye_reference };
    for (const field of employerReferenceCatalog.ZA) expect([field.key, field.problem(held[field.key] ?? '')]).toEqual([field.key, null]);
    const inputs = await api.db.sql<{ inputs: Record<string, string> }[]>`
      select i.inputs from employee_filing_inputs i join employees e on e.id = i.employee_id where e.organization_id = ${seed.organization_id} and e.jurisdiction = 'ZA'`;
    expect(inputs).toHaveLength(seed.employees.ZA);
    for (const { inputs: given } of inputs) for (const field of employeeFilingInputCatalog.ZA) expect(field.problem(given[field.key] ?? '')).toBeNull();
  });

  it('gives the SG and NG teams what their filings need: employer references and every employee\'s filing inputs', async () => {
    const refs = await api.db.sql`select jurisdiction, refs from employer_references where organization_id = ${seed.organization_id} order by jurisdiction`;
    expect(refs.find((r) => r.jurisdiction === 'SG')!.refs).toMatchObject({ uen: '201912345K', cpf_submission_number: '201912345KPTE01', iras_authorised_phone: '61234567' });
    expect(refs.find((r) => r.jurisdiction === 'NG')!.refs).toMatchObject({ employer_tin: '12345678-0001', pencom_employer_code: 'PR0000012345' });
    const inputs = await api.db.sql`
      select e.staff_id, i.inputs from employee_filing_inputs i join employees e on e.id = i.employee_id
      where i.organization_id = ${seed.organization_id} and (e.staff_id like 'SG-%' or e.staff_id like 'NG-%') order by e.staff_id`;
    const byStaff = Object.fromEntries(inputs.map((r) => [r.staff_id, r.inputs]));
    for (const id of ['NG-001', 'NG-002', 'NG-003', 'NG-004', 'NG-C01']) expect(Object.keys(byStaff[id] ?? {}).sort(), id).toEqual(['pension_fund_administrator', 'state_of_residence']);
    for (const id of ['SG-001', 'SG-002', 'SG-003', 'SG-004']) expect(Object.keys(byStaff[id] ?? {}).sort(), id).toEqual(['nationality_code', 'sex']);
  });

  it('makes a second, separate organization when run again, whose printed lines work as printed', async () => {
    const second = await seedDemo();
    expect(second.organization_id).not.toBe(seed.organization_id);
    const theirs = await listAll('/employees', second.token);
    const ours = new Set((await listAll('/employees')).map((e) => e.id));
    expect(theirs).toHaveLength(ours.size);
    expect(theirs.some((e) => ours.has(e.id))).toBe(false);

    const run = promisify(execFile);
    const { stdout } = await run('bash', ['-ec', second.try_it.join('\necho\n')]);
    const [list, created, calculated] = stdout.split('\n').filter(Boolean);
    expect(JSON.parse(list!).data).toHaveLength(theirs.length);
    expect(created).toMatch(/^pay run [0-9a-f-]{36}$/);
    expect(JSON.parse(calculated!)).toMatchObject({ status: 'calculated', jurisdiction: 'KE', payslip_count: second.employees.KE });
  });

  it('refuses to run in production, creating nothing', async () => {
    const organizations = async () => (await api.db.sql<{ count: number }[]>`select count(*)::int as count from organizations`)[0]!.count;
    const before = await organizations();
    const attempt = seedDemo('production');
    await expect(attempt).rejects.toBeInstanceOf(AdminError);
    await expect(attempt).rejects.toThrow(/staging only/);
    expect(await organizations()).toBe(before);
  });

  it('runs as a command, sealing with the service data key and printing the configured port; production refuses', async () => {
    const run = promisify(execFile);
    const dataKey = generateDataKeyBase64();
    const env = { ...process.env, DATABASE_URL: api.db.url, PAYROLL_ENV: 'staging', PAYROLL_DATA_KEY: dataKey, PORT: '9123' };
    const printed = JSON.parse((await run('npx', ['tsx', 'scripts/admin.ts', 'demo', 'seed'], { env })).stdout);
    expect(printed.try_it[0]).toContain('http://localhost:9123/api/v1/employees');
    const [row] = await api.db.sql<{ id: string; sealed_bank_details: string }[]>`
      select id, sealed_bank_details from employees where organization_id = ${printed.organization_id} limit 1`;
    const opened = await openSealedValue(await loadDataKeyring(dataKey), sealContext('employee', row!.id, 'bank_details'), row!.sealed_bank_details);
    expect(opened).toHaveProperty('scheme');

    const refused = await run('npx', ['tsx', 'scripts/admin.ts', 'demo', 'seed'], { env: { ...env, PAYROLL_ENV: 'production' } }).catch((e) => e);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/staging only/);
  });
});
