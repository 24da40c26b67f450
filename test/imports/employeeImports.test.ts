import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { startEmployeeImporter } from '../../actors/employeeImporter.ts';
import { importEmployeeChunk } from '../../commands/employees/importEmployeeChunk.ts';
import { withTenant } from '../../db/tenant.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';

let api: ApiHarness;
let tenant: TenantFixture;
let importer: { stop(): Promise<void> };

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  importer = await startEmployeeImporter(api.runtime, { concurrency: 2, sweepIntervalMs: 200 });
});
afterAll(async () => {
  await importer.stop();
  await api.close();
});

const jsonLines = { 'Content-Type': 'application/x-ndjson' };
const upload = (text: string, headers: Record<string, string> = {}) =>
  api.request('POST', '/employee_imports', { token: tenant.token, body: text, headers: { ...jsonLines, ...headers } });
const employeeCount = async () => (await api.db.sql`select count(*)::int as n from employees where organization_id = ${tenant.organizationId}`)[0]!.n as number;
const person = (i: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ jurisdiction: 'KE', denomination_currency: 'KES', first_name: `Wanjiru${i}`, last_name: 'Kamau', staff_id: `S${i}`, ...extra });

async function finished(id: string): Promise<Record<string, any>> {
  for (let i = 0; i < 200; i++) {
    const body = (await (await api.request('GET', `/employee_imports/${id}`, { token: tenant.token })).json()) as Record<string, any>;
    if (body.completed) return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

describe('POST /employee_imports', () => {
  it('writes the good rows, lists each bad row with its line number and field as POST /employees would', async () => {
    const badShape = { jurisdiction: 'KE', denomination_currency: 'KES', first_name: 'Ada', last_name: 'Obi', phone: '+254 12', tax_profile: { tax_code: '1257L' } };
    const lines = [
      person(1, { compensation: [{ component_code: 'BASIC', amount_cents: 10_000_000 }], bank_details: { iban: 'GB82 WEST 1234 5698 7654 32' } }),
      '',
      '{"jurisdiction": "KE", ',
      JSON.stringify(badShape),
      person(2, { department_id: '01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f' }),
      person(3),
    ];
    const before = await employeeCount();
    const response = await upload(lines.join('\n') + '\n');
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as Record<string, any>;
    expect(accepted).toMatchObject({ object: 'employee_import', rows_total: 5 });
    expect(response.headers.get('Location')).toBe(`/api/v1/employee_imports/${accepted.id}`);

    const done = await finished(accepted.id);
    expect(done).toMatchObject({ rows_total: 5, rows_done: 5, rows_failed: 3, completed: true, has_more_errors: false });
    expect(done.completed_at).toEqual(expect.any(String));
    const direct = (await (await api.request('POST', '/employees', { token: tenant.token, body: badShape })).json()) as Record<string, any>;
    expect(done.errors).toEqual([
      { row: 3, fields: { body: 'is not valid JSON' } },
      { row: 4, fields: direct.error.details.fields },
      { row: 5, fields: { department_id: 'no such department in this organization' } },
    ]);
    expect(Object.keys(done.errors[1].fields)).toEqual(expect.arrayContaining(['phone', 'tax_profile.tax_code']));
    expect(await employeeCount()).toBe(before + 2);

    // Written as POST /employees writes them: defaults, the name split, sealed fields that open, compensation rows.
    const [first] = await api.db.sql`select * from employees where staff_id = 'S1' and organization_id = ${tenant.organizationId}`;
    const listed = (await (await api.request('GET', `/employees/${first!.id}`, { token: tenant.token })).json()) as Record<string, any>;
    expect(listed).toMatchObject({ first_name: 'Wanjiru1', last_name: 'Kamau', classification: 'employee', payment_currency: 'KES' });
    const bank = await openSealedValue(api.keyring, sealContext('employee', first!.id, 'bank_details'), first!.sealed_bank_details);
    expect(bank).toMatchObject({ iban: 'GB82WEST12345698765432' });
    const comp = await api.db.sql`select component_code, effective_to from compensation_rows where employee_id = ${first!.id}`;
    expect(comp).toEqual([{ component_code: 'BASIC', effective_to: null }]);
  });

  it('imports nothing twice when the same file is posted again with the same Idempotency-Key', async () => {
    const text = [person(10), person(11), person(12)].join('\n');
    const before = await employeeCount();
    const first = await upload(text, { 'Idempotency-Key': 'import-1' });
    const firstBody = (await first.json()) as Record<string, any>;
    await finished(firstBody.id);
    const again = await upload(text, { 'Idempotency-Key': 'import-1' });
    expect(again.status).toBe(202);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as Record<string, any>).id).toBe(firstBody.id);
    await new Promise((r) => setTimeout(r, 300));
    expect(await employeeCount()).toBe(before + 3);
    expect((await api.db.sql`select count(*)::int as n from employee_imports where organization_id = ${tenant.organizationId} and id = ${firstBody.id}`)[0]!.n).toBe(1);
  });

  it('writes a chunk once whatever the redeliveries, and nothing of a chunk whose transaction died mid-way', async () => {
    await importer.stop();
    try {
      const before = await employeeCount();
      const accepted = (await (await upload([person(20), person(21)].join('\n'))).json()) as Record<string, any>;
      const ctx = (tx: any) => ({ tx, organizationId: tenant.organizationId, keyring: api.keyring });
      // A crash after the rows went in but before commit: nothing stays, the chunk is still pending.
      await expect(
        withTenant(api.db.sql, tenant.organizationId, async (tx) => {
          expect(await importEmployeeChunk(ctx(tx), accepted.id, 0)).toBe(true);
          throw new Error('worker died');
        }),
      ).rejects.toThrow('worker died');
      expect(await employeeCount()).toBe(before);
      // The redelivery writes it; every later delivery finds it done.
      const deliveries = await Promise.all([0, 1, 2].map(() => withTenant(api.db.sql, tenant.organizationId, (tx) => importEmployeeChunk(ctx(tx), accepted.id, 0))));
      expect(deliveries.filter(Boolean)).toHaveLength(1);
      expect(await employeeCount()).toBe(before + 2);
    } finally {
      importer = await startEmployeeImporter(api.runtime, { concurrency: 2, sweepIntervalMs: 200 });
    }
  });

  it('still writes a chunk stored before migration 016, as "<row>\\t<json>" lines, with its row numbers', async () => {
    await importer.stop();
    try {
      const importId = '01932f7e-8d4c-7b2a-9f3e-000000000016';
      const before = await employeeCount();
      await api.db.sql`insert into employee_imports (id, organization_id, rows_total, chunk_count) values (${importId}, ${tenant.organizationId}, 2, 1)`;
      await api.db.sql`insert into employee_import_chunks (organization_id, import_id, chunk, first_row, row_count, lines)
                       values (${tenant.organizationId}, ${importId}, 0, 2, 2, ${`2\t${person(50)}\n4\t{"jurisdiction": "KE"}`})`;
      const ctx = (tx: any) => ({ tx, organizationId: tenant.organizationId, keyring: api.keyring });
      expect(await withTenant(api.db.sql, tenant.organizationId, (tx) => importEmployeeChunk(ctx(tx), importId, 0))).toBe(true);
      const done = (await (await api.request('GET', `/employee_imports/${importId}`, { token: tenant.token })).json()) as Record<string, any>;
      expect(done).toMatchObject({ rows_done: 2, rows_failed: 1, completed: true });
      expect(done.errors.map((e: { row: number }) => e.row)).toEqual([4]);
      expect(await employeeCount()).toBe(before + 1);
    } finally {
      importer = await startEmployeeImporter(api.runtime, { concurrency: 2, sweepIntervalMs: 200 });
    }
  });

  it('refuses what is not JSON lines, an empty file and one over 100,000 rows, creating nothing', async () => {
    const importCount = async () => (await api.db.sql`select count(*)::int as n from employee_imports where organization_id = ${tenant.organizationId}`)[0]!.n as number;
    const importsBefore = await importCount();
    const wrongType = await api.request('POST', '/employee_imports', { token: tenant.token, body: person(30) });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ error: { code: 'invalid_request' } });
    const declaredTooLarge = await upload(person(31), { 'Content-Length': String(256 * 1024 * 1024 + 1) });
    expect(declaredTooLarge.status).toBe(413);
    expect(await declaredTooLarge.json()).toMatchObject({ error: { code: 'invalid_request', details: { max_bytes: 256 * 1024 * 1024 } } });
    const empty = await upload('\n\n');
    expect(empty.status).toBe(422);
    const tooMany = await upload('{}\n'.repeat(100_001));
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toMatchObject({ error: { code: 'validation_failed', details: { fields: { body: expect.stringMatching(/100000/) } } } });
    expect(await importCount()).toBe(importsBefore);
  });

  it('needs employees.write to post and answers 404 for an import of another organization', async () => {
    const reader = await api.tenant({ scopes: ['employees.read'] });
    const refused = await api.request('POST', '/employee_imports', { token: reader.token, body: person(40), headers: jsonLines });
    expect(refused.status).toBe(403);
    const mine = (await (await upload(person(41))).json()) as Record<string, any>;
    expect((await api.request('GET', `/employee_imports/${mine.id}`, { token: reader.token })).status).toBe(404);
    expect((await api.request('GET', '/employee_imports/not-a-uuid', { token: tenant.token })).status).toBe(404);
  });
});
