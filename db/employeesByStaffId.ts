import type { Queryable } from './connect.ts';

/** The organization's employees by staff id (the demo seed gives its people their filing inputs by it). */
export async function employeesByStaffId(sql: Queryable, organizationId: string, staffIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await sql<{ id: string; staff_id: string }[]>`
    select id, staff_id from employees where organization_id = ${organizationId} and staff_id = any(${[...staffIds]}::text[])`;
  return new Map(rows.map((r) => [r.staff_id, r.id]));
}
