import type { Queryable } from './connect.ts';
import { newId } from '../domain/ids.ts';

export interface MemberRow {
  id: string;
  organization_id: string;
  email: string;
  permissions: string[];
  created_at: Date;
}

export async function insertMember(
  sql: Queryable,
  member: Pick<MemberRow, 'organization_id' | 'email' | 'permissions'>,
): Promise<MemberRow> {
  const [row] = await sql<MemberRow[]>`
    insert into members (id, organization_id, email, permissions)
    values (${newId()}, ${member.organization_id}, ${member.email}, ${member.permissions})
    returning *`;
  return row!;
}

export async function findMember(sql: Queryable, id: string): Promise<MemberRow | undefined> {
  const [row] = await sql<MemberRow[]>`select * from members where id = ${id}`;
  return row;
}
