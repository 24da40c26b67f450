import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { runCommand, type CommandPorts } from '../../commands/context.ts';

const rollback = Symbol('rollback');

/**
 * One command per request: the key's organization's transaction, the runtime's ports and the key as the actor,
 * built once here for every route. An error response rolls back everything the request wrote, so a failed request
 * changes nothing. A GET only reads: its transaction is read only, and the response does not wait for its commit
 * (db/tenant.ts).
 */
export function tenantTransaction(ports: CommandPorts): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
    try {
      await runCommand(
        ports,
        c.var.principal.organizationId,
        `api_key:${c.var.principal.apiKeyId}`,
        async (command) => {
          c.set('command', command);
          c.set('db', command.tx);
          await next();
          if (c.error || c.res.status >= 400) throw rollback;
        },
        { readOnly, requestId: c.var.requestId, log: { request_id: c.var.requestId } },
      );
    } catch (error) {
      if (error !== rollback) throw error;
    }
  };
}
