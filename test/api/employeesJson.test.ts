import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { withTenant } from '../../db/tenant.ts';
import { findEmployee, type EmployeeListQuery, type EmployeeRow } from '../../db/employees.ts';
import { findEmployeeJson, listEmployeesJson } from '../../db/employeesJson.ts';
import { listEnvelope } from '../../api/pagination.ts';
import { Employee } from '../../api/schemas/employee.ts';
import { deriveFullName } from '../../domain/employees/names.ts';
import { newId } from '../../domain/ids.ts';

// The employee read shape is built once, by employee_read_json (migration 019), and kept on each row
// (db/employeesJson.ts serves it). The reference: the documented keys (the Employee schema's, in its order),
// each valued from the row's columns, so a key in one and not the other fails here.
let db: TestDatabase;
const organizationId = newId();
const otherOrganizationId = newId();
const ids: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const { sql } = db;
  await sql`insert into organizations (id, name, default_currency) values (${organizationId}, 'Json Ltd', 'KES'), (${otherOrganizationId}, 'Other Ltd', 'KES')`;
  const department = newId();
  await sql`insert into departments (id, organization_id, name) values (${department}, ${organizationId}, ${'R&D "Lab" \\ ü'})`;
  const location = newId();
  await sql`insert into locations (id, organization_id, name) values (${location}, ${organizationId}, 'Nairobi')`;
  const people = [
    { first_name: 'Amina', middle_name: null, last_name: 'Otieno', title: 'Dr', suffix: null, staff_id: 'S-1' },
    { first_name: 'Zoë "Zee"', middle_name: '', last_name: 'Brontë\\Smith', title: null, suffix: 'Jr.', staff_id: null },
    { first_name: 'Nguyễn', middle_name: 'Văn', last_name: null, title: null, suffix: null, staff_id: 'tab\there' },
    { first_name: '李', middle_name: 'line\nbreak', last_name: '王', title: 'Mx', suffix: 'III', staff_id: '\u0001\u007f\u2028' },
    { first_name: 'Kofi', middle_name: null, last_name: 'Mensah', title: null, suffix: null, staff_id: null },
  ];
  for (const [i, person] of people.entries()) {
    const id = newId();
    ids.push(id);
    await sql`
      insert into employees (id, organization_id, staff_id, title, first_name, middle_name, last_name, suffix, classification, jurisdiction,
        denomination_currency, payment_currency, start_date, end_date, bank_name_check, bank_name_checked_at, department_id, location_id,
        created_at, updated_at)
      values (${id}, ${organizationId}, ${person.staff_id}, ${person.title}, ${person.first_name}, ${person.middle_name}, ${person.last_name},
        ${person.suffix}, ${i === 1 ? 'contractor' : 'employee'}, 'KE', 'KES', ${i === 2 ? 'USD' : 'KES'}, ${i === 4 ? null : '2024-02-29'},
        ${i === 0 ? '2025-12-31' : null}, ${i === 3 ? 'mismatch' : null},
        ${i === 3 ? sql`'2025-07-01 23:59:59.999999+03'::timestamptz` : null}, ${i % 2 ? department : null}, ${i === 0 ? location : null},
        ${sql`'2024-01-01 00:00:00.0005+00'::timestamptz`} + ${i} * interval '1 hour 1.234567 second', now())`;
  }
  await sql`insert into employees (id, organization_id, first_name, last_name, jurisdiction, denomination_currency, payment_currency, archived)
            values (${newId()}, ${organizationId}, 'Old', 'Hand', 'KE', 'KES', 'KES', true), (${newId()}, ${otherOrganizationId}, 'Else', 'Where', 'KE', 'KES', 'KES', false)`;
  ids.sort();
});
afterAll(() => db.drop());

/** An employee as the documented read shape, from its columns: JSON.stringify writes it as the API must. */
function documented(row: EmployeeRow): Record<string, unknown> {
  const value = (key: string): unknown => {
    switch (key) {
      case 'object':
        return 'employee';
      case 'full_name':
        return deriveFullName(row);
      case 'bank_name_checked_at':
      case 'created_at':
      case 'updated_at':
        return row[key]?.toISOString() ?? null;
      default:
        return row[key as keyof EmployeeRow];
    }
  };
  return Object.fromEntries(Object.keys(Employee.shape).map((key) => [key, value(key)]));
}
const presented = async (organization: string, id: string) =>
  JSON.stringify(documented((await withTenant(db.sql, organization, (tx) => findEmployee(tx, organization, id)))!));

const reference = (query: EmployeeListQuery) =>
  withTenant(db.sql, organizationId, async (tx) => {
    const rows = await tx<{ id: string }[]>`
      select id from employees
      where organization_id = ${query.organizationId} and archived = ${query.archived}
        ${query.startingAfter ? tx`and id > ${query.startingAfter}` : tx``} ${query.updatedSince ? tx`and updated_at >= ${query.updatedSince}` : tx``}
      order by id limit ${query.limit + 1}`;
    const employees = await Promise.all(rows.map(async ({ id }) => documented((await findEmployee(tx, organizationId, id))!) as { id: string }));
    return JSON.stringify(listEnvelope(employees, query.limit, (employee) => employee));
  });
const built = async (query: EmployeeListQuery) =>
  new TextDecoder().decode(await withTenant(db.sql, organizationId, (tx) => listEmployeesJson(tx, query), { readOnly: true }));

describe('employee pages serialised by PostgreSQL', () => {
  it('are the bytes presentEmployee and the list envelope give, page after page', async () => {
    const pages: string[] = [];
    let startingAfter: string | undefined;
    for (;;) {
      const query = { organizationId, limit: 2, startingAfter, archived: false };
      const text = await built(query);
      expect(text).toBe(await reference(query));
      pages.push(text);
      const page = JSON.parse(text) as { data: { id: string }[]; has_more: boolean; next_cursor: string | null };
      if (!page.has_more) break;
      startingAfter = page.next_cursor!;
    }
    expect(pages).toHaveLength(3);
    expect(pages.flatMap((p) => (JSON.parse(p) as { data: { id: string }[] }).data.map((e) => e.id))).toEqual(ids);
  });

  it('match for a whole page, archived employees, updated_since and an empty page', async () => {
    for (const query of [
      { organizationId, limit: 100, archived: false },
      { organizationId, limit: 5, archived: false },
      { organizationId, limit: 25, archived: true },
      { organizationId, limit: 25, archived: false, updatedSince: new Date(Date.now() + 86_400_000) },
      { organizationId, limit: 25, archived: false, startingAfter: ids.at(-1)! },
    ]) {
      expect(await built(query)).toBe(await reference(query));
    }
    expect(JSON.parse(await built({ organizationId, limit: 25, archived: false, startingAfter: ids.at(-1)! }))).toEqual({ object: 'list', data: [], has_more: false, next_cursor: null });
  });

  it('follow every write of the row and of the names it shows (the text kept on the row, migration 019)', async () => {
    const [first, second] = ids as [string, string];
    const [row] = await db.sql<{ department_id: string }[]>`select department_id from employees where id = ${second}`;
    const department = row!.department_id;
    const position = newId();
    await withTenant(db.sql, organizationId, async (tx) => {
      await tx`update employees set first_name = 'Renamed', middle_name = 'Q', updated_at = now() where id = ${first}`;
      await tx`update employees set bank_name_check = 'close', bank_name_checked_at = '2026-01-02 03:04:05.678901+00' where id = ${second}`;
      await tx`update departments set name = 'Research' where id = ${department}`;
      await tx`insert into positions (id, organization_id, name) values (${position}, ${organizationId}, 'Analyst')`;
      await tx`update employees set position_id = ${position} where id = ${second}`;
      await tx`update positions set name = 'Senior Analyst' where id = ${position}`;
      await tx`update locations set name = 'Mombasa' where organization_id = ${organizationId}`;
    });
    // A writer whose session prints dates and times otherwise (an operator's psql) writes the same text.
    await db.sql.begin(async (tx) => {
      await tx`set local datestyle = 'SQL, DMY'`;
      await tx`set local timezone = 'Pacific/Chatham'`;
      await tx`update employees set end_date = '2026-03-31', updated_at = '2026-02-03 04:05:06.789+00' where id = ${second}`;
    });
    for (const id of [first, second]) expect(await withTenant(db.sql, organizationId, (tx) => findEmployeeJson(tx, organizationId, id))).toBe(await presented(organizationId, id));
    expect(JSON.parse((await withTenant(db.sql, organizationId, (tx) => findEmployeeJson(tx, organizationId, second)))!)).toMatchObject({
      department: 'Research', position: 'Senior Analyst', bank_name_check: 'close', bank_name_checked_at: '2026-01-02T03:04:05.678Z', end_date: '2026-03-31', updated_at: '2026-02-03T04:05:06.789Z',
    });
    const page = await built({ organizationId, limit: 100, archived: false });
    expect(page).toBe(await reference({ organizationId, limit: 100, archived: false }));
    expect((JSON.parse(page) as { data: { location: string | null }[] }).data.map((e) => e.location).filter(Boolean)).toEqual(['Mombasa']);
  });

  it('retrieve one employee as documented, and only within the organization', async () => {
    for (const id of ids) {
      const text = await withTenant(db.sql, organizationId, (tx) => findEmployeeJson(tx, organizationId, id));
      expect(text).toBe(await presented(organizationId, id));
      expect(Object.keys(Employee.strict().parse(JSON.parse(text!)))).toEqual(Object.keys(Employee.shape));
    }
    expect(await withTenant(db.sql, otherOrganizationId, (tx) => findEmployeeJson(tx, organizationId, ids[0]!))).toBeUndefined();
  });
});
