import { Buffer } from 'node:buffer';
import type { Queryable } from './connect.ts';
import type { EmployeeListQuery } from './employees.ts';
import type { JsonBytes, JsonText } from './jsonText.ts';
import { pageSize } from './pageSize.ts';

const listOpen = Buffer.from('{"object":"list","data":[');
const comma = Buffer.from(',');

/**
 * A page of employees as the list envelope's JSON (api/pagination.ts listEnvelope): each employee's read shape,
 * built in one place, is kept on its row (`read_json`, migration 019), so the page is those texts joined, as the
 * bytes PostgreSQL sent. They are joined here, not by string_agg: aggregating 60 KB cost PostgreSQL more than
 * reading the rows. `archived` is written into the statement like the page size (db/pageSize.ts).
 */
export async function listEmployeesJson<Shape>(sql: Queryable, query: EmployeeListQuery): Promise<JsonBytes<Shape>> {
  const rows = (await sql`
    select e.id, e.read_json from employees e
    where e.organization_id = ${query.organizationId} and e.archived = ${sql.unsafe(query.archived ? 'true' : 'false')}
      ${query.startingAfter ? sql`and e.id > ${query.startingAfter}` : sql``}
      ${query.updatedSince ? sql`and e.updated_at >= ${query.updatedSince}` : sql``}
    order by e.id
    limit ${pageSize(sql, query.limit + 1)}`.raw()) as unknown as [Buffer, Buffer][];
  const hasMore = rows.length > query.limit;
  const shown = hasMore ? rows.slice(0, query.limit) : rows;
  const parts: Uint8Array[] = [listOpen];
  for (const [i, [, employee]] of shown.entries()) {
    if (i > 0) parts.push(comma);
    parts.push(employee);
  }
  const cursor = hasMore ? `"${shown.at(-1)![0].toString()}"` : 'null';
  parts.push(Buffer.from(`],"has_more":${hasMore},"next_cursor":${cursor}}`));
  return Buffer.concat(parts);
}

/** One employee's read shape as JSON text, or undefined when the organization has no such employee. */
export async function findEmployeeJson<Shape>(sql: Queryable, organizationId: string, id: string): Promise<JsonText<Shape> | undefined> {
  const [row] = await sql<{ read_json: string }[]>`select read_json from employees where organization_id = ${organizationId} and id = ${id}`;
  return row?.read_json;
}
