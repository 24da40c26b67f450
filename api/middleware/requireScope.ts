import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import type { Scope } from '../../domain/scopes.ts';

export function requireScope(scope: Scope): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!c.var.principal.scopes.has(scope)) {
      throw new ApiError('insufficient_scope', `This key lacks the ${scope} scope.`, { required_scope: scope });
    }
    await next();
  };
}
