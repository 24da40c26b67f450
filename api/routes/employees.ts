import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam, listOf } from '../schemas/common.ts';
import { Employee, presentEmployee } from '../schemas/employee.ts';
import { booleanQuery, listEnvelope, pageQuery, updatedSinceQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { findEmployee, listEmployees } from '../../db/employees.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';

const EmployeeList = listOf(Employee, 'EmployeeList');

const listRoute = createRoute({
  method: 'get',
  path: '/employees',
  summary: 'List employees',
  middleware: [requireScope('employees.read')] as const,
  request: {
    query: z.object({
      ...pageQuery,
      updated_since: updatedSinceQuery,
      archived: booleanQuery.openapi({ description: 'When true, lists archived employees instead of active ones' }),
    }),
  },
  responses: {
    200: { description: 'A page of employees', content: { 'application/json': { schema: EmployeeList } } },
    ...errorResponses(400, 401, 403, 429),
  },
});

const retrieveRoute = createRoute({
  method: 'get',
  path: '/employees/{id}',
  summary: 'Retrieve an employee',
  middleware: [requireScope('employees.read')] as const,
  request: { params: IdParam },
  responses: {
    200: { description: 'The employee', content: { 'application/json': { schema: Employee } } },
    ...errorResponses(401, 403, 404, 429),
  },
});

export function employeeRoutes() {
  return newRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const rows = await listEmployees(c.var.db, {
        organizationId: c.var.principal.organizationId,
        limit: query.limit,
        startingAfter: query.starting_after,
        updatedSince: query.updated_since,
        archived: query.archived ?? false,
      });
      return c.json(listEnvelope(rows, query.limit, presentEmployee), 200);
    })
    .openapi(retrieveRoute, async (c) => {
      const { id } = c.req.valid('param');
      const row = isUuid(id) ? await findEmployee(c.var.db, c.var.principal.organizationId, id) : undefined;
      if (!row) throw notFound('employee');
      return c.json(presentEmployee(row), 200);
    });
}
