import type { Queryable } from './connect.ts';
import { newId } from '../domain/ids.ts';

export interface OrganizationRow {
  id: string;
  name: string;
  country_code: string | null;
  default_currency: string;
  status: 'active' | 'suspended' | 'deactivated';
  kyc_status: 'not_started' | 'pending' | 'verified' | 'rejected';
  created_at: Date;
  updated_at: Date;
}

export async function insertOrganization(
  sql: Queryable,
  org: Pick<OrganizationRow, 'name' | 'country_code' | 'default_currency'> & Partial<Pick<OrganizationRow, 'kyc_status'>>,
): Promise<OrganizationRow> {
  const [row] = await sql<OrganizationRow[]>`
    insert into organizations (id, name, country_code, default_currency, kyc_status)
    values (${newId()}, ${org.name}, ${org.country_code}, ${org.default_currency}, ${org.kyc_status ?? 'not_started'})
    returning *`;
  return row!;
}

export async function updateOrganization(
  sql: Queryable,
  id: string,
  change: Partial<Pick<OrganizationRow, 'status' | 'kyc_status'>>,
): Promise<OrganizationRow | undefined> {
  const [row] = await sql<OrganizationRow[]>`
    update organizations set
      status = coalesce(${change.status ?? null}, status),
      kyc_status = coalesce(${change.kyc_status ?? null}, kyc_status),
      updated_at = now()
    where id = ${id}
    returning *`;
  return row;
}

export async function findOrganization(sql: Queryable, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await sql<OrganizationRow[]>`select * from organizations where id = ${id}`;
  return row;
}
