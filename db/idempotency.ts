import type { Transaction } from './connect.ts';

export interface IdempotentResponseRow {
  organization_id: string;
  key: string;
  request_sha256: Uint8Array;
  response_status: number;
  response_headers: Record<string, string>;
  response_body: string;
}

/** How long a key is remembered (contract: 24 hours). */
const retention = '24 hours';

/** Held until the transaction ends; false when another request with this key holds it. */
export async function lockIdempotencyKey(tx: Transaction, organizationId: string, key: string): Promise<boolean> {
  const [row] = await tx<{ locked: boolean }[]>`
    select pg_try_advisory_xact_lock(hashtextextended(${`idempotency:${organizationId}:${key}`}, 0)) as locked`;
  return row!.locked;
}

export async function findIdempotentResponse(
  tx: Transaction,
  organizationId: string,
  key: string,
): Promise<IdempotentResponseRow | undefined> {
  const [row] = await tx<IdempotentResponseRow[]>`
    select organization_id, key, request_sha256, response_status, response_headers, response_body
    from idempotency_keys
    where organization_id = ${organizationId} and key = ${key} and expires_at > now()`;
  return row;
}

export async function rememberIdempotentResponse(tx: Transaction, row: IdempotentResponseRow): Promise<void> {
  await tx`
    insert into idempotency_keys (organization_id, key, request_sha256, response_status, response_headers,
                                  response_body, expires_at)
    values (${row.organization_id}, ${row.key}, ${row.request_sha256}, ${row.response_status},
            ${tx.json(row.response_headers)}, ${row.response_body}, now() + ${retention}::interval)
    on conflict (organization_id, key) do update set
      request_sha256 = excluded.request_sha256, response_status = excluded.response_status,
      response_headers = excluded.response_headers, response_body = excluded.response_body,
      created_at = now(), expires_at = excluded.expires_at`;
}
