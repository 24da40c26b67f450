import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import type { Database } from '../../db/connect.ts';
import { withTenant } from '../../db/tenant.ts';

const rollback = Symbol('rollback');

/**
 * One transaction per request, scoped to the key's organization. An error response rolls back
 * everything the request wrote, so a failed request changes nothing.
 */
export function tenantTransaction(sql: Database): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    try {
      await withTenant(sql, c.var.principal.organizationId, async (tx) => {
        c.set('db', tx);
        await next();
        if (c.error || c.res.status >= 400) throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
  };
}
