import type { Queryable } from './connect.ts';
import { newId } from '../domain/ids.ts';
import { pageSize } from './pageSize.ts';

/** Departments, positions and locations: named records an employee can point at. */
export type OrganizationUnitTable = 'departments' | 'positions' | 'locations';

export interface OrganizationUnitRow {
  id: string;
  organization_id: string;
  name: string;
  created_at: Date;
}

export async function insertOrganizationUnit(
  sql: Queryable,
  table: OrganizationUnitTable,
  organizationId: string,
  name: string,
): Promise<OrganizationUnitRow> {
  const [row] = await sql<OrganizationUnitRow[]>`
    insert into ${sql(table)} (id, organization_id, name) values (${newId()}, ${organizationId}, ${name}) returning *`;
  return row!;
}

export async function listOrganizationUnits(
  sql: Queryable,
  table: OrganizationUnitTable,
  query: { organizationId: string; limit: number; startingAfter?: string },
): Promise<OrganizationUnitRow[]> {
  return sql<OrganizationUnitRow[]>`
    select * from ${sql(table)}
    where organization_id = ${query.organizationId}
      ${query.startingAfter ? sql`and id > ${query.startingAfter}` : sql``}
    order by id limit ${pageSize(sql, query.limit + 1)}`;
}
