import type { Queryable } from './connect.ts';
import type { KeyEnvironment } from '../domain/apiKeys.ts';
import { newId } from '../domain/ids.ts';

export interface ApiKeyRow {
  id: string;
  organization_id: string;
  member_id: string;
  key_id: string;
  secret_sha256: Uint8Array;
  scopes: string[];
  env: KeyEnvironment;
  expires_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

export async function insertApiKey(
  sql: Queryable,
  key: Pick<ApiKeyRow, 'organization_id' | 'member_id' | 'key_id' | 'secret_sha256' | 'scopes' | 'env' | 'expires_at'>,
): Promise<ApiKeyRow> {
  const [row] = await sql<ApiKeyRow[]>`
    insert into api_keys (id, organization_id, member_id, key_id, secret_sha256, scopes, env, expires_at)
    values (${newId()}, ${key.organization_id}, ${key.member_id}, ${key.key_id}, ${key.secret_sha256},
            ${key.scopes}, ${key.env}, ${key.expires_at})
    returning *`;
  return row!;
}

export type AuthenticatingKey = ApiKeyRow & { organization_status: 'active' | 'suspended' | 'deactivated' };

/** Looked up before any organization is known: runs as the service owner, outside tenant scope. */
export async function findKeyForAuthentication(sql: Queryable, keyId: string): Promise<AuthenticatingKey | undefined> {
  const [row] = await sql<AuthenticatingKey[]>`
    select k.*, o.status as organization_status
    from api_keys k join organizations o on o.id = k.organization_id
    where k.key_id = ${keyId}`;
  return row;
}

export async function revokeApiKey(sql: Queryable, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await sql<ApiKeyRow[]>`
    update api_keys set revoked_at = coalesce(revoked_at, now()) where id = ${id} returning *`;
  return row;
}

/** A used key says so at most once a minute, so authentication does not write on every request. */
export async function markKeyUsed(sql: Queryable, id: string): Promise<void> {
  await sql`update api_keys set last_used_at = now() where id = ${id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`;
}
