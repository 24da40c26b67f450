import type { Queryable } from '../../db/connect.ts';
import { findMember } from '../../db/members.ts';
import { insertApiKey } from '../../db/apiKeys.ts';
import { generateToken, hashSecret, type KeyEnvironment } from '../../domain/apiKeys.ts';
import { isScope, unknownNamesMessage } from '../../domain/scopes.ts';
import type { Deployment } from '../../platform/config.ts';
import { AdminError } from './adminError.ts';

export interface KeyRequest {
  org: string;
  member: string;
  scopes: string[];
  env?: KeyEnvironment;
  expiresAt?: Date;
}

/**
 * `key create` and the demo seed: a key for a member allowed to make keys, carrying a subset of the member's
 * permissions. The secret exists only in the returned token; the database keeps its SHA-256.
 */
export async function issueApiKey(sql: Queryable, request: KeyRequest, deployment: Deployment) {
  const member = await findMember(sql, request.member);
  if (!member || member.organization_id !== request.org) throw new AdminError(`no member ${request.member} in organization ${request.org}`);
  if (!member.permissions.includes('integrations.manage')) throw new AdminError('creating a key needs the integrations.manage permission');
  const unknown = request.scopes.filter((s) => !isScope(s));
  if (unknown.length) throw new AdminError(unknownNamesMessage('scopes', unknown));
  const beyond = request.scopes.filter((s) => s !== 'organization.read' && !member.permissions.includes(s));
  if (beyond.length) throw new AdminError(`a key carries a subset of its member's permissions; the member lacks: ${beyond.join(', ')}`);
  const token = generateToken(request.env ?? (deployment === 'production' ? 'live' : 'test'));
  const row = await insertApiKey(sql, {
    organization_id: request.org,
    member_id: request.member,
    key_id: token.keyId,
    secret_sha256: await hashSecret(token.secret),
    scopes: request.scopes,
    env: token.env,
    expires_at: request.expiresAt ?? null,
  });
  return { id: row.id, key_id: row.key_id, token: token.token, scopes: row.scopes, env: row.env, expires_at: row.expires_at };
}
