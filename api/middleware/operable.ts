import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import { ApiError } from '../errors.ts';

/** A suspended or deactivated organization can still read itself, and nothing else (contract). */
export const requireOperableOrganization: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const { organizationStatus } = c.var.principal;
  const readingItself = c.req.method === 'GET' && c.req.path.replace(/\/+$/, '').endsWith('/api/v1/organization');
  if (organizationStatus !== 'active' && !readingItself) {
    throw new ApiError('organization_not_operable', `The organization is ${organizationStatus}; only GET /organization answers.`, {
      status: organizationStatus,
    });
  }
  await next();
};
