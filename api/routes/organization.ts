import { createRoute } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses } from '../schemas/common.ts';
import { Organization, presentOrganization } from '../schemas/organization.ts';
import { findOrganization } from '../../db/organizations.ts';
import { notFound } from '../errors.ts';

const getOrganization = createRoute({
  method: 'get',
  path: '/organization',
  summary: 'The organization the key belongs to',
  description: 'Also the way to check that a key and environment are wired correctly. Implied by every key.',
  responses: {
    200: { description: 'The organization', content: { 'application/json': { schema: Organization } } },
    ...errorResponses(401, 429),
  },
});

export function organizationRoutes() {
  return newRouter().openapi(getOrganization, async (c) => {
    const row = await findOrganization(c.var.db, c.var.principal.organizationId);
    if (!row) throw notFound('organization');
    return c.json(presentOrganization(row), 200);
  });
}
