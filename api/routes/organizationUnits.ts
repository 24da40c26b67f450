import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { DateTime, errorResponses, listOf, Uuid } from '../schemas/common.ts';
import { listEnvelope, pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { insertOrganizationUnit, listOrganizationUnits, type OrganizationUnitRow, type OrganizationUnitTable } from '../../db/organizationUnits.ts';

const kinds = [
  ['departments', 'department', 'Department'],
  ['positions', 'position', 'Position'],
  ['locations', 'location', 'Location'],
] as const satisfies readonly (readonly [OrganizationUnitTable, string, string])[];

/** POST and GET /departments, /positions, /locations (contract): names employees can refer to by id. */
export function organizationUnitRoutes() {
  const router = newRouter();
  for (const [table, object, schemaName] of kinds) {
    const Unit = z
      .object({ id: Uuid, object: z.literal(object), name: z.string(), created_at: DateTime })
      .openapi(schemaName);
    const present = (row: OrganizationUnitRow) => ({
      id: row.id,
      object,
      name: row.name,
      created_at: row.created_at.toISOString(),
    });
    router.openapi(
      createRoute({
        method: 'post',
        path: `/${table}`,
        summary: `Create a ${object}`,
        middleware: [requireScope('employees.write'), idempotent] as const,
        request: {
          body: {
            required: true,
            content: { 'application/json': { schema: z.strictObject({ name: z.string().trim().min(1).max(200) }) } },
          },
        },
        responses: {
          201: { description: `The ${object}`, content: { 'application/json': { schema: Unit } } },
          ...errorResponses(400, 401, 403, 409, 422, 429),
        },
      }),
      async (c) => {
        const row = await insertOrganizationUnit(c.var.db, table, c.var.principal.organizationId, c.req.valid('json').name);
        return c.json(present(row), 201);
      },
    );
    router.openapi(
      createRoute({
        method: 'get',
        path: `/${table}`,
        summary: `List ${table}`,
        middleware: [requireScope('employees.read')] as const,
        request: { query: z.object(pageQuery) },
        responses: {
          200: { description: `A page of ${table}`, content: { 'application/json': { schema: listOf(Unit, `${schemaName}List`) } } },
          ...errorResponses(400, 401, 403, 429),
        },
      }),
      async (c) => {
        const query = c.req.valid('query');
        const rows = await listOrganizationUnits(c.var.db, table, {
          organizationId: c.var.principal.organizationId,
          limit: query.limit,
          startingAfter: query.starting_after,
        });
        return c.json(listEnvelope(rows, query.limit, present), 200);
      },
    );
  }
  return router;
}
