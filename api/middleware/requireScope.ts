import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import type { Scope } from '../../domain/scopes.ts';

/** A scope check that also tells the OpenAPI document which scope it demands (api/openapi/routeDocumentation.ts). */
export type ScopeCheck = MiddlewareHandler<ApiEnv> & { readonly requiredScope: Scope };

export function requireScope(scope: Scope): ScopeCheck {
  const check: MiddlewareHandler<ApiEnv> = async (c, next) => {
    if (!c.var.principal.scopes.has(scope)) {
      throw new ApiError('insufficient_scope', `This key lacks the ${scope} scope.`, { required_scope: scope });
    }
    await next();
  };
  return Object.assign(check, { requiredScope: scope });
}
