import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import { importEmployeeChunk } from '../../commands/employees/importEmployeeChunk.ts';
import { withTenant } from '../../db/tenant.ts';
import { readFileSync } from 'node:fs';
import { newId } from '../../domain/ids.ts';

// An import chunk's rows go in as one JSON parameter per table (db/employeeWrites.ts) and each row's read text is
// built by employee_read_json (migration 069): what is stored and served must be what was sent, character for
// character, and its read text byte for byte the one migration 019's SQL function built.
let api: ApiHarness;
let tenant: TenantFixture;
beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
  const sql019 = readFileSync(new URL('../../db/migrations/019_employee_read_json.sql', import.meta.url), 'utf8');
  const definition = /create function employee_read_json\(e employees\)[\s\S]*?\n\$\$;/.exec(sql019)![0];
  await api.db.sql.unsafe(definition.replace('employee_read_json(', 'employee_read_json_019('));
});
afterAll(() => api.close());

describe('an imported chunk', () => {
  it('stores names as sent and serves the read text of the employee with its department, position and location', async () => {
    const units = { department_id: newId(), position_id: newId(), location_id: newId() };
    await api.db.sql`insert into departments (id, organization_id, name) values (${units.department_id}, ${tenant.organizationId}, ${'R&D "Lab" \\ ü'})`;
    await api.db.sql`insert into positions (id, organization_id, name) values (${units.position_id}, ${tenant.organizationId}, 'Clerk\tII')`;
    await api.db.sql`insert into locations (id, organization_id, name) values (${units.location_id}, ${tenant.organizationId}, 'Nairobi')`;
    const names = [
      { first_name: 'Zoë "Zee"', last_name: 'Brontë\\Smith', title: 'Dr', staff_id: 'tab\there' },
      { first_name: '李', middle_name: 'Văn', last_name: '王', suffix: 'III', staff_id: 'x\u2028y' },
    ];
    const lines = names.map((name, i) => JSON.stringify({ jurisdiction: 'KE', denomination_currency: 'KES', start_date: '2024-02-29', ...name, ...(i === 0 ? units : {}),
      compensation: [{ component_code: 'BASIC', amount_cents: 1_000_000 + i }] }));
    const accepted = (await (await api.request('POST', '/employee_imports', { token: tenant.token, body: lines.join('\n'), headers: { 'Content-Type': 'application/x-ndjson' } })).json()) as { id: string };
    // Written here rather than by an importer actor, so the test reads the chunk's own outcome.
    const wrote = await withTenant(api.db.sql, tenant.organizationId, (tx) => importEmployeeChunk({ tx, organizationId: tenant.organizationId, keyring: api.keyring }, accepted.id, 0));
    expect(wrote).toBe(true);

    const stored = await api.db.sql<{ id: string; first_name: string; last_name: string; staff_id: string; read_json: string }[]>`
      select id, first_name, last_name, staff_id, read_json from employees where organization_id = ${tenant.organizationId} `;
    stored.sort((a, b) => names.findIndex((n) => n.first_name === a.first_name) - names.findIndex((n) => n.first_name === b.first_name));
    expect(stored.map(({ first_name, last_name, staff_id }) => ({ first_name, last_name, staff_id }))).toEqual(
      names.map(({ first_name, last_name, staff_id }) => ({ first_name, last_name, staff_id })),
    );
    const [as019] = await api.db.sql`select count(*)::int as n from employees e where organization_id = ${tenant.organizationId} and read_json = employee_read_json_019(e)`;
    expect(as019!.n).toBe(names.length);
    expect(JSON.parse(stored[0]!.read_json)).toMatchObject({ department: 'R&D "Lab" \\ ü', position: 'Clerk\tII', location: 'Nairobi', full_name: 'Zoë "Zee" Brontë\\Smith' });
    const compensation = await api.db.sql`select employee_id from compensation_rows where organization_id = ${tenant.organizationId}`;
    expect(compensation.map((c) => c.employee_id).sort()).toEqual(stored.map((s) => s.id).sort());
  });
});

describe('an imported row holding a lone UTF-16 surrogate', () => {
  it('is written with U+FFFD in its place, as POST /employees writes it, and the rest of its chunk with it', async () => {
    const other = await api.tenant();
    const lines = ['{"jurisdiction":"KE","denomination_currency":"KES","first_name":"Amina\\ud800","last_name":"Otieno"}', '{"jurisdiction":"KE","denomination_currency":"KES","first_name":"Kofi","last_name":"Mensah"}'];
    const accepted = (await (await api.request('POST', '/employee_imports', { token: other.token, body: lines.join('\n'), headers: { 'Content-Type': 'application/x-ndjson' } })).json()) as { id: string };
    await withTenant(api.db.sql, other.organizationId, (tx) => importEmployeeChunk({ tx, organizationId: other.organizationId, keyring: api.keyring }, accepted.id, 0));
    const stored = await api.db.sql<{ first_name: string }[]>`select first_name from employees where organization_id = ${other.organizationId} order by last_name`;
    expect(stored.map((s) => s.first_name)).toEqual(['Kofi', 'Amina\ufffd']);
  });
});
