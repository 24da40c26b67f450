import type { Deployment } from '../../platform/config.ts';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import type { Database } from '../../db/connect.ts';
import { ApiError } from '../errors.ts';
import { constantTimeEqual, hashSecret, parseToken, type KeyEnvironment } from '../../domain/apiKeys.ts';
import { keyUseIsStale, markKeyUsed } from '../../db/apiKeys.ts';
import { keyTakes } from '../../db/keyTakes.ts';
import type { RateLimitPolicy } from './rateLimit.ts';


const keyEnvironmentOf: Record<Deployment, KeyEnvironment> = { production: 'live', staging: 'test' };

/**
 * Bearer authentication (interface section 5): every failure is a 401 with its own code. The key's unit of
 * rate limit is taken in the same round trip (db/keyTakes.ts) and left for `rateLimit` to answer.
 */
export function authenticate(sql: Database, deployment: Deployment, ratePolicy: RateLimitPolicy): MiddlewareHandler<ApiEnv> {
  const take = keyTakes(sql, ratePolicy);
  return async (c, next) => {
    const header = c.req.header('Authorization');
    if (!header || !/^Bearer\s+\S/i.test(header)) {
      throw unauthorized('missing_token', 'Send the API key as "Authorization: Bearer <API_KEY>".');
    }
    const parsed = parseToken(header.replace(/^Bearer\s+/i, '').trim());
    if (!parsed) throw unauthorized('invalid_token', 'The API key is not valid.');
    const expected = keyEnvironmentOf[deployment];
    if (parsed.env !== expected) {
      const right = parsed.env === 'live' ? 'production' : 'staging';
      throw unauthorized('invalid_token', `This is a ${parsed.env} key; this is the ${deployment} environment. Use it against ${right}.`);
    }
    const secretSha256 = await hashSecret(parsed.secret);
    const { key, rateLimit } = await take(parsed.keyId, secretSha256);
    if (!key || key.env !== parsed.env || !constantTimeEqual(key.secret_sha256, secretSha256)) {
      throw unauthorized('invalid_token', 'The API key is not valid.');
    }
    if (key.revoked_at) throw unauthorized('revoked', 'The API key has been revoked.');
    if (key.expired) throw unauthorized('expired', 'The API key has expired.');
    if (keyUseIsStale(key)) await markKeyUsed(sql, key.id);
    c.set('principal', {
      organizationId: key.organization_id,
      apiKeyId: key.id,
      scopes: new Set(['organization.read', ...key.scopes]),
      organizationStatus: key.organization_status,
    });
    if (rateLimit) c.set('rateLimitTaken', rateLimit);
    await next();
  };
}

function unauthorized(code: 'missing_token' | 'invalid_token' | 'revoked' | 'expired', message: string) {
  return new ApiError(code, message, undefined, { 'WWW-Authenticate': 'Bearer' });
}
