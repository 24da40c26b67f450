import type { Queryable } from './connect.ts';
import type { EmployeeListQuery } from './employees.ts';
import { isoInstant, type JsonText } from './jsonText.ts';

/**
 * The employee read shape of commands/presenters/employee.ts, key for key and value for value, as columns for
 * row_to_json: a page is serialised by PostgreSQL instead of parsed into 100 objects and serialised again.
 * full_name is deriveFullName (domain/employees/names.ts): the non-empty parts joined by one space.
 * Dates go through ::text, as postgres.js receives them for presentEmployee.
 * test/employees/employeeJson.test.ts holds the two to the same bytes.
 */
const employeeColumns = `
  e.id, 'employee'::text as object, e.staff_id,
  concat_ws(' ', nullif(e.first_name, ''), nullif(e.middle_name, ''), nullif(e.last_name, ''), nullif(e.suffix, '')) as full_name,
  e.title, e.first_name, e.middle_name, e.last_name, e.suffix, e.classification, e.jurisdiction,
  e.denomination_currency, e.payment_currency, e.start_date::text as start_date, e.end_date::text as end_date, e.archived,
  e.bank_name_check, ${isoInstant('e.bank_name_checked_at')} as bank_name_checked_at,
  d.name as department, p.name as position, l.name as location,
  ${isoInstant('e.created_at')} as created_at, ${isoInstant('e.updated_at')} as updated_at`;

const employeeJoins = `
  from employees e
  left join departments d on d.id = e.department_id
  left join positions p on p.id = e.position_id
  left join locations l on l.id = e.location_id`;

/**
 * A page of employees as the list envelope's JSON text (api/pagination.ts listEnvelope over presentEmployee),
 * in one statement: the page, whether another follows, and the cursor.
 */
export async function listEmployeesJson<Shape>(sql: Queryable, query: EmployeeListQuery): Promise<JsonText<Shape>> {
  const [page] = await sql<{ data: string; has_more: boolean; next_cursor: string | null }[]>`
    with fetched as (
      select ${sql.unsafe(employeeColumns)}
      ${sql.unsafe(employeeJoins)}
      where e.organization_id = ${query.organizationId} and e.archived = ${query.archived}
        ${query.startingAfter ? sql`and e.id > ${query.startingAfter}` : sql``}
        ${query.updatedSince ? sql`and e.updated_at >= ${query.updatedSince}` : sql``}
      order by e.id
      limit ${query.limit + 1}
    ), shown as (
      select * from fetched order by id limit ${query.limit}
    )
    select coalesce((select array_to_json(array_agg(row_to_json(s) order by s.id)) from shown s)::text, '[]') as data,
           (select count(*) from fetched) > ${query.limit} as has_more,
           case when (select count(*) from fetched) > ${query.limit} then (select id from shown order by id desc limit 1) end as next_cursor`;
  const cursor = page!.next_cursor === null ? 'null' : JSON.stringify(page!.next_cursor);
  return `{"object":"list","data":${page!.data},"has_more":${page!.has_more},"next_cursor":${cursor}}`;
}

/** One employee's read shape as JSON text, or undefined when the organization has no such employee. */
export async function findEmployeeJson<Shape>(sql: Queryable, organizationId: string, id: string): Promise<JsonText<Shape> | undefined> {
  const [row] = await sql<{ employee: string }[]>`
    select row_to_json(s)::text as employee
    from (select ${sql.unsafe(employeeColumns)} ${sql.unsafe(employeeJoins)} where e.organization_id = ${organizationId} and e.id = ${id}) s`;
  return row?.employee;
}
