import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { DateTime, errorResponses, listOf, Uuid } from '../schemas/common.ts';
import { listEnvelope, pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { listExample } from '../examples/resources.ts';
import { insertOrganizationUnit, listOrganizationUnits, type OrganizationUnitRow, type OrganizationUnitTable } from '../../db/organizationUnits.ts';

const kinds = [
  ['departments', 'department', 'Department'],
  ['positions', 'position', 'Position'],
  ['locations', 'location', 'Location'],
] as const satisfies readonly (readonly [OrganizationUnitTable, string, string])[];

const unitExample = <O extends string>(object: O, name: string, n: number) => ({
  id: `0193a1b2-0000-7000-8000-00000000010${n}`,
  object,
  name,
  created_at: '2025-07-01T09:00:00.000Z',
});
const examples = {
  department: unitExample('department', 'Finance', 1),
  position: unitExample('position', 'Payroll accountant', 2),
  location: unitExample('location', 'Nairobi', 3),
};

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
        ...operation({
          id: `create${schemaName}`,
          tag: 'Organization units',
          summary: `Create a ${object}`,
          description: `A ${object} name employees refer to by ${object}_id.`,
        }),
        middleware: [requireScope('employees.write'), idempotent] as const,
        request: {
          body: jsonBody(z.strictObject({ name: z.string().trim().min(1).max(200) }), { name: examples[object].name }),
        },
        responses: {
          201: jsonResponse(`The ${object}`, Unit, examples[object]),
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
        ...operation({ id: `list${schemaName}s`, tag: 'Organization units', summary: `List ${table}`, description: `The organization's ${table}, oldest first.` }),
        middleware: [requireScope('employees.read')] as const,
        request: { query: z.object(pageQuery) },
        responses: {
          200: jsonResponse(`A page of ${table}`, listOf(Unit, `${schemaName}List`), listExample(examples[object])),
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
