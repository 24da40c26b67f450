import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';

let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
});
afterAll(() => api.close());

const post = (body: unknown, headers: Record<string, string> = {}) => api.request('POST', '/employees', { token: tenant.token, body, headers });
const patch = (id: string, body: unknown) => api.request('PATCH', `/employees/${id}`, { token: tenant.token, body });
const base = { jurisdiction: 'KE', denomination_currency: 'KES' };

async function created(body: Record<string, unknown>) {
  const response = await post({ ...base, ...body });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()) as Record<string, any>;
}

async function rejected(response: Response, status = 422) {
  expect(response.status).toBe(status);
  return ((await response.json()) as { error: { code: string; message: string; details?: { fields?: Record<string, string> } } }).error;
}

const employeeCount = async () => (await api.db.sql`select count(*)::int as n from employees`)[0]!.n as number;

describe('POST /employees: names', () => {
  const names: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['splits full_name with honorific and suffix', { full_name: 'Dr Amina Wanjiru Otieno Jr' },
      { title: 'Dr', first_name: 'Amina', middle_name: 'Wanjiru', last_name: 'Otieno', suffix: 'Jr', full_name: 'Amina Wanjiru Otieno Jr' }],
    ['keeps a Yoruba name intact, NFC-normalized', { full_name: 'Alhaji Adébáyọ̀ Ọlábísí' },
      { title: 'Alhaji', first_name: 'Adébáyọ̀'.normalize('NFC'), last_name: 'Ọlábísí'.normalize('NFC'), full_name: 'Adébáyọ̀ Ọlábísí'.normalize('NFC') }],
    ['lets parts win over full_name', { full_name: 'Ignored Name', first_name: 'Nguyễn', last_name: 'Ōkubo' },
      { first_name: 'Nguyễn', last_name: 'Ōkubo', full_name: 'Nguyễn Ōkubo', title: null }],
    ['keeps a hyphenated surname', { first_name: 'Jürgen', last_name: 'Müller-Lüdenscheidt' }, { full_name: 'Jürgen Müller-Lüdenscheidt' }],
  ];
  for (const [name, body, expected] of names) {
    it(name, async () => {
      const employee = await created(body);
      expect(employee).toMatchObject(expected);
      const read = await (await api.request('GET', `/employees/${employee.id}`, { token: tenant.token })).json();
      expect(read).toEqual(employee);
    });
  }

  it('stores a decomposed name in NFC', async () => {
    const employee = await created({ first_name: 'Ade\u0301ba\u0301yo\u0323\u0300', last_name: 'Okafor' });
    expect(employee.first_name).toBe('Ade\u0301ba\u0301yo\u0323\u0300'.normalize('NFC'));
  });

  it('refuses a name without both first and last parts, creating nothing', async () => {
    const before = await employeeCount();
    const error = await rejected(await post({ ...base, full_name: 'Madonna' }));
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.details!.fields!).length).toBeGreaterThan(0);
    await rejected(await post({ ...base, first_name: 'Ada' }));
    expect(await employeeCount()).toBe(before);
  });
});

describe('POST /employees: immutables and defaults', () => {
  it('requires jurisdiction and denomination_currency', async () => {
    const error = await rejected(await post({ first_name: 'Ada', last_name: 'Obi' }));
    expect(error.details!.fields).toMatchObject({ jurisdiction: expect.any(String), denomination_currency: expect.any(String) });
  });

  it('defaults payment_currency to the denomination currency and classification to employee', async () => {
    expect(await created({ first_name: 'Ada', last_name: 'Obi' })).toMatchObject({ payment_currency: 'KES', classification: 'employee' });
    expect(await created({ first_name: 'Ada', last_name: 'Obi', payment_currency: 'USD' })).toMatchObject({ payment_currency: 'USD' });
  });

  it('refuses a jurisdiction the service does not price and a currency that is not ISO 4217', async () => {
    const error = await rejected(await post({ first_name: 'Ada', last_name: 'Obi', jurisdiction: 'FR', denomination_currency: 'XYZ' }));
    expect(Object.keys(error.details!.fields!)).toEqual(expect.arrayContaining(['jurisdiction', 'denomination_currency']));
  });

  it('answers a change of jurisdiction or denomination currency with 422 explaining it is a migration', async () => {
    const employee = await created({ first_name: 'Ada', last_name: 'Obi' });
    for (const change of [{ jurisdiction: 'NG' }, { denomination_currency: 'USD' }]) {
      const error = await rejected(await patch(employee.id, change));
      expect(Object.values(error.details!.fields!)[0]).toMatch(/migration/);
    }
    expect((await patch(employee.id, { jurisdiction: 'KE', denomination_currency: 'KES' })).status).toBe(200);
  });
});

describe('POST /employees: identifiers', () => {
  it('refuses a bank identifier whose check digit fails, naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ iban: 'GB82WEST12345698765433' }, 'bank_details.iban'],
      [{ clabe: '032180000118359718' }, 'bank_details.clabe'],
      [{ routing_number: '011000029', account_number: '12345678' }, 'bank_details.routing_number'],
    ];
    for (const [bank_details, field] of cases) {
      const error = await rejected(await post({ ...base, first_name: 'Ada', last_name: 'Obi', bank_details }));
      expect(Object.keys(error.details!.fields!)).toContain(field);
    }
  });

  it('accepts valid bank details of any scheme, and never returns them', async () => {
    const employee = await created({ first_name: 'Ada', last_name: 'Obi', bank_details: { iban: 'GB82 WEST 1234 5698 7654 32' } });
    expect(JSON.stringify(employee)).not.toMatch(/WEST|iban|bank_details/);
  });

  it('refuses an impossible phone number and an unknown tax_profile field for the jurisdiction', async () => {
    const error = await rejected(await post({ ...base, first_name: 'Ada', last_name: 'Obi', phone: '+254 12', tax_profile: { tax_code: '1257L' } }));
    expect(Object.keys(error.details!.fields!)).toEqual(expect.arrayContaining(['phone', 'tax_profile.tax_code']));
  });
});

describe('organization units', () => {
  it('creates departments, positions and locations, lists them, and shows their names on employees', async () => {
    const ids: Record<string, string> = {};
    for (const [path, name] of [['departments', 'Finance'], ['positions', 'Accountant'], ['locations', 'Nairobi']] as const) {
      const response = await api.request('POST', `/${path}`, { token: tenant.token, body: { name } });
      expect(response.status).toBe(201);
      ids[path] = ((await response.json()) as { id: string }).id;
      const list = (await (await api.request('GET', `/${path}`, { token: tenant.token })).json()) as { data: { name: string }[] };
      expect(list.data.map((d) => d.name)).toContain(name);
    }
    const employee = await created({
      first_name: 'Ada', last_name: 'Obi', department_id: ids.departments, position_id: ids.positions, location_id: ids.locations,
    });
    expect(employee).toMatchObject({ department: 'Finance', position: 'Accountant', location: 'Nairobi' });
  });

  it("refuses an id that names no record of the organization", async () => {
    const other = await api.tenant();
    const foreign = (await (await api.request('POST', '/departments', { token: other.token, body: { name: 'Theirs' } })).json()) as { id: string };
    const error = await rejected(await post({ ...base, first_name: 'Ada', last_name: 'Obi', department_id: foreign.id, hod_id: crypto.randomUUID() }));
    expect(error.details!.fields).toMatchObject({ department_id: expect.stringMatching(/no such department/), hod_id: expect.any(String) });
  });
});

describe('PATCH /employees/{id}', () => {
  it('leaves omitted fields untouched and moves updated_at only on a real change', async () => {
    const employee = await created({ first_name: 'Ada', last_name: 'Obi', staff_id: 'E-1', start_date: '2025-01-01' });
    const same = (await (await patch(employee.id, { staff_id: 'E-1', first_name: 'Ada' })).json()) as Record<string, unknown>;
    expect(same).toEqual(employee);
    const changed = (await (await patch(employee.id, { staff_id: 'E-2' })).json()) as Record<string, any>;
    expect(changed).toMatchObject({ staff_id: 'E-2', first_name: 'Ada', last_name: 'Obi', start_date: '2025-01-01' });
    expect(changed.updated_at > employee.updated_at).toBe(true);
  });

  it('sending the same write-only value again is not a change', async () => {
    const employee = await created({ first_name: 'Ada', last_name: 'Obi', tax_profile: { disability_exemption: true } });
    const again = (await (await patch(employee.id, { tax_profile: { disability_exemption: true } })).json()) as Record<string, unknown>;
    expect(again.updated_at).toBe(employee.updated_at);
    const changed = (await (await patch(employee.id, { tax_profile: { disability_exemption: false } })).json()) as Record<string, any>;
    expect(changed.updated_at > employee.updated_at).toBe(true);
  });

  it('archives and unarchives', async () => {
    const employee = await created({ first_name: 'Ada', last_name: 'Obi' });
    expect(await (await patch(employee.id, { archived: true })).json()).toMatchObject({ archived: true });
    const archived = (await (await api.request('GET', '/employees?archived=true&limit=100', { token: tenant.token })).json()) as { data: { id: string }[] };
    expect(archived.data.map((e) => e.id)).toContain(employee.id);
    expect(await (await patch(employee.id, { archived: false })).json()).toMatchObject({ archived: false });
  });

  it('answers not_found for an unknown or foreign employee', async () => {
    const other = await api.tenant();
    const theirs = (await (await api.request('POST', '/employees', { token: other.token, body: { ...base, first_name: 'T', last_name: 'H' } })).json()) as { id: string };
    expect((await rejected(await patch(theirs.id, { staff_id: 'X' }), 404)).code).toBe('not_found');
    expect((await rejected(await patch('nope', { staff_id: 'X' }), 404)).code).toBe('not_found');
  });
});

describe('compensation: close and append', () => {
  const rows = (employeeId: string) => api.db.sql<{ component_code: string; effective_from: string; effective_to: string | null }[]>`
    select component_code, effective_from, effective_to from compensation_rows where employee_id = ${employeeId}
    order by component_code, effective_from`;

  it('closes the open row at the new effective_from and appends, never rewriting', async () => {
    const employee = await created({
      first_name: 'Ada', last_name: 'Obi', start_date: '2025-01-01',
      compensation: [{ component_code: 'BASIC', amount_cents: 10_000_000 }, { component_code: 'HOUSING', amount_cents: 2_000_000 }],
    });
    const [before] = await api.db.sql`select sealed_amount from compensation_rows where employee_id = ${employee.id} and component_code = 'BASIC'`;
    expect((await patch(employee.id, { compensation: [{ component_code: 'BASIC', amount_cents: 12_000_000, effective_from: '2025-07-01' }] })).status).toBe(200);
    expect(await rows(employee.id)).toEqual([
      { component_code: 'BASIC', effective_from: '2025-01-01', effective_to: '2025-07-01' },
      { component_code: 'BASIC', effective_from: '2025-07-01', effective_to: null },
      { component_code: 'HOUSING', effective_from: '2025-01-01', effective_to: null },
    ]);
    const [after] = await api.db.sql`select sealed_amount from compensation_rows where employee_id = ${employee.id} and effective_from = '2025-01-01' and component_code = 'BASIC'`;
    expect(after).toEqual(before);
  });

  it('refuses an effective_from not after the open row start, and one missing when a row is open', async () => {
    const employee = await created({
      first_name: 'Ada', last_name: 'Obi', start_date: '2025-03-01', compensation: [{ component_code: 'BASIC', amount_cents: 100 }],
    });
    const notAfter = await rejected(await patch(employee.id, { compensation: [{ component_code: 'BASIC', amount_cents: 200, effective_from: '2025-03-01' }] }));
    expect(notAfter.details!.fields!['compensation[0].effective_from']).toMatch(/after 2025-03-01/);
    const missing = await rejected(await patch(employee.id, { compensation: [{ component_code: 'BASIC', amount_cents: 200 }] }));
    expect(Object.keys(missing.details!.fields!)).toEqual(['compensation[0].effective_from']);
    expect(await rows(employee.id)).toHaveLength(1);
  });

  it('the database itself refuses rewriting or deleting a compensation row', async () => {
    const employee = await created({ first_name: 'Ada', last_name: 'Obi', compensation: [{ component_code: 'BASIC', amount_cents: 100 }] });
    await expect(api.db.sql`update compensation_rows set effective_from = '2000-01-01' where employee_id = ${employee.id}`).rejects.toThrow(/append-only/);
    await expect(api.db.sql`delete from compensation_rows where employee_id = ${employee.id}`).rejects.toThrow(/append-only/);
  });

  it('refuses an unknown component code or a fractional amount', async () => {
    const error = await rejected(await post({ ...base, first_name: 'A', last_name: 'B', compensation: [{ component_code: 'SALARY', amount_cents: 1.5 }] }));
    expect(Object.keys(error.details!.fields!)).toEqual(expect.arrayContaining(['compensation[0].component_code', 'compensation[0].amount_cents']));
  });
});

describe('idempotency on employee writes', () => {
  it('replays POST /employees with the same key and creates one employee', async () => {
    const before = await employeeCount();
    const body = { ...base, first_name: 'Idem', last_name: 'Potent' };
    const first = await post(body, { 'Idempotency-Key': 'create-idem-1' });
    const second = await post(body, { 'Idempotency-Key': 'create-idem-1' });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await employeeCount()).toBe(before + 1);
    const reuse = await post({ ...body, first_name: 'Other' }, { 'Idempotency-Key': 'create-idem-1' });
    expect((await rejected(reuse)).code).toBe('idempotency_key_reuse');
  });
});

describe('scopes', () => {
  it('needs employees.write to create or update', async () => {
    const reader = await api.tenant({ scopes: ['employees.read'] });
    const response = await api.request('POST', '/employees', { token: reader.token, body: { ...base, first_name: 'A', last_name: 'B' } });
    expect((await rejected(response, 403)).code).toBe('insufficient_scope');
  });
});
