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
  last_used_at: Date | null;
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

/** `expired` is judged by the database's clock, the one that decides whether a unit of rate limit is taken. */
export type AuthenticatingKey = ApiKeyRow & { organization_status: 'active' | 'suspended' | 'deactivated'; expired: boolean };

export interface RateLimitTaken {
  allowed: boolean;
  remaining: number;
  retry_after_seconds: number;
}

/** What one call took from a key's bucket for several requests: the first `granted` of them are allowed. */
export interface RateLimitUnits {
  granted: number;
  remaining: number;
  retry_after_seconds: number;
}

/**
 * The key and `units` units of its rate limit in one round trip (db/keyTakes.ts asks for one per waiting request).
 * Units are taken only when the secret's hash matches and the key is live, so a caller who knows only a key id
 * cannot spend the key's allowance. Looked up before any organization is known: runs as the service owner,
 * outside tenant scope.
 */
export async function findKeyTakingRateLimit(
  sql: Queryable,
  keyId: string,
  secretSha256: Uint8Array,
  policy: { rate: number; burst: number },
  units: number,
): Promise<(AuthenticatingKey & { rate_limit: RateLimitUnits | null }) | undefined> {
  const [row] = await sql<(AuthenticatingKey & { rate_limit: RateLimitUnits | null })[]>`
    select k.*, o.status as organization_status, e.expired,
           case when k.secret_sha256 = ${secretSha256} and k.revoked_at is null and not e.expired
                then (select to_jsonb(t) from take_rate_limit_units(k.id::text, ${policy.rate}, ${policy.burst}, ${units}) t) end as rate_limit
    from api_keys k join organizations o on o.id = k.organization_id
    cross join lateral (select coalesce(k.expires_at <= now(), false) as expired) e
    where k.key_id = ${keyId}`;
  return row;
}

export async function revokeApiKey(sql: Queryable, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await sql<ApiKeyRow[]>`
    update api_keys set revoked_at = coalesce(revoked_at, now()) where id = ${id} returning *`;
  return row;
}

/** Whether last_used_at is stale enough to write again: once a minute, so a busy key costs no extra round trip. */
export function keyUseIsStale(key: Pick<ApiKeyRow, 'last_used_at'>, now = Date.now()): boolean {
  return key.last_used_at === null || now - key.last_used_at.getTime() >= 60_000;
}

export async function markKeyUsed(sql: Queryable, id: string): Promise<void> {
  await sql`update api_keys set last_used_at = now() where id = ${id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`;
}
