import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import type { Database } from '../../db/connect.ts';
import { withTenant } from '../../db/tenant.ts';
import { AfterCommit } from '../../ports/afterCommit.ts';
import { logOf } from '../../platform/log.ts';

const rollback = Symbol('rollback');

/**
 * One transaction per request, scoped to the key's organization. An error response rolls back
 * everything the request wrote, so a failed request changes nothing. A GET only reads: its transaction is
 * read only, and the response does not wait for its commit (db/tenant.ts).
 */
export function tenantTransaction(sql: Database): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const after = new AfterCommit();
    c.set('afterCommit', after.add);
    const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
    try {
      await withTenant(
        sql,
        c.var.principal.organizationId,
        async (tx) => {
          c.set('db', tx);
          await next();
          if (c.error || c.res.status >= 400) throw rollback;
        },
        { readOnly },
      );
    } catch (error) {
      if (error !== rollback) throw error;
      return;
    }
    await after.run((error) => logOf('api').error({ request_id: c.var.requestId, err: error }, 'after commit'));
  };
}
