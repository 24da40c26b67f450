import { createRoute } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses } from '../schemas/common.ts';
import { Organization, presentOrganization } from '../schemas/organization.ts';
import { findOrganization } from '../../db/organizations.ts';
import { notFound } from '../errors.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { jsonResponse, operation } from '../openapi/operation.ts';
import { organizationExample } from '../examples/resources.ts';

const getOrganization = createRoute({
  method: 'get',
  path: '/organization',
  ...operation({
    id: 'retrieveOrganization',
    tag: 'Organization',
    summary: 'The organization the key belongs to',
    description: 'Also the way to check that a key and environment are wired correctly. Its scope, organization.read, is implied by every key.',
  }),
  middleware: [requireScope('organization.read')] as const,
  responses: {
    200: jsonResponse('The organization', Organization, organizationExample),
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
