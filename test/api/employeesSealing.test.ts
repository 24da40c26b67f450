import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import { configureLog } from '../../platform/log.ts';

let api: ApiHarness;
let tenant: TenantFixture;
const logged: string[] = [];
const originals = { log: console.log, error: console.error, warn: console.warn, info: console.info };

// Values distinctive enough that finding one anywhere can only mean it leaked.
const secrets = {
  iban: 'GB33BUKB20201555555555',
  phone: '+254712345678',
  birthdate: '1987-03-14',
  kra_pin: 'A123456789Z',
  amount: 987_654_321,
  premiums: 4_321_987,
};
const needles = ['GB33BUKB20201555555555', 'BUKB2020', '712345678', '1987-03-14', 'A123456789Z', '987654321', '4321987'];

beforeAll(async () => {
  for (const level of ['log', 'error', 'warn', 'info'] as const) console[level] = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  // The service's structured log at its most verbose, read as it would be written.
  configureLog({ level: 'trace', destination: { write: (line: string) => void logged.push(line) } });
  api = await createApiHarness();
  tenant = await api.tenant();
});
afterAll(async () => {
  Object.assign(console, originals);
  await api.close();
  configureLog({});
});

describe('write-only fields are sealed and never shown', () => {
  let employeeId: string;
  const bodies: string[] = [];

  it('accepts them on create and update without returning them', async () => {
    const create = await api.request('POST', '/employees', {
      token: tenant.token,
      body: {
        jurisdiction: 'KE', denomination_currency: 'KES', first_name: 'Wanjiru', last_name: 'Kamau',
        birthdate: secrets.birthdate, phone: '0712 345 678', bank_details: { iban: secrets.iban },
        statutory_ids: { kra_pin: secrets.kra_pin.toLowerCase() },
        tax_profile: { insurance_premiums_minor: secrets.premiums },
        compensation: [{ component_code: 'BASIC', amount_cents: secrets.amount }],
      },
    });
    expect(create.status).toBe(201);
    bodies.push(await create.text());
    employeeId = JSON.parse(bodies[0]!).id;
    const update = await api.request('PATCH', `/employees/${employeeId}`, { token: tenant.token, body: { phone: secrets.phone } });
    bodies.push(await update.text());
    bodies.push(await (await api.request('GET', `/employees/${employeeId}`, { token: tenant.token })).text());
    bodies.push(await (await api.request('GET', '/employees', { token: tenant.token })).text());
    for (const body of bodies) for (const needle of needles) expect(body).not.toContain(needle);
  });

  it('stores only ciphertexts: no value appears anywhere in the database rows', async () => {
    const rows = [
      ...(await api.db.sql`select * from employees where id = ${employeeId}`),
      ...(await api.db.sql`select * from compensation_rows where employee_id = ${employeeId}`),
      ...(await api.db.sql`select * from idempotency_keys`),
    ];
    const text = JSON.stringify(rows);
    for (const needle of needles) expect(text).not.toContain(needle);
  });

  it('opens with the data key, normalized, and only for its own record and field', async () => {
    const [row] = await api.db.sql`select * from employees where id = ${employeeId}`;
    const open = (field: string, column: string) => openSealedValue(api.keyring, sealContext('employee', employeeId, field), row![column]);
    expect(await open('phone', 'sealed_phone')).toBe(secrets.phone);
    expect(await open('bank_details', 'sealed_bank_details')).toMatchObject({ iban: secrets.iban });
    expect(await open('statutory_ids', 'sealed_statutory_ids')).toMatchObject({ values: { kra_pin: secrets.kra_pin }, tax_identifier_key: 'kra_pin' });
    expect(await open('birthdate', 'sealed_birthdate')).toBe(secrets.birthdate);
    await expect(openSealedValue(api.keyring, sealContext('employee', employeeId, 'phone'), row!.sealed_bank_details)).rejects.toThrow();
    const [comp] = await api.db.sql`select id, sealed_amount from compensation_rows where employee_id = ${employeeId}`;
    expect(await openSealedValue(api.keyring, sealContext('compensation_row', comp!.id, 'amount_cents'), comp!.sealed_amount)).toBe(secrets.amount);
  });

  it('never echoes a rejected value in an error', async () => {
    const bad = { iban: 'GB33BUKB20201555555556' };
    const response = await api.request('PATCH', `/employees/${employeeId}`, {
      token: tenant.token,
      body: { bank_details: bad, phone: '+2547123', statutory_ids: { kra_pin: 'A12345678' } },
    });
    expect(response.status).toBe(422);
    const text = await response.text();
    for (const needle of ['GB33BUKB20201555555556', '2547123', 'A12345678']) expect(text).not.toContain(needle);
  });

  it('never appears in a log line or in the OpenAPI document', async () => {
    const doc = await (await api.request('GET', '/api/v1/openapi.json')).text();
    expect(logged.filter((line) => line.includes('"msg":"request"') && line.includes('/api/v1/employees')).length).toBeGreaterThan(2);
    for (const needle of needles) {
      expect(doc).not.toContain(needle);
      for (const line of logged) expect(line).not.toContain(needle);
    }
  });
});
