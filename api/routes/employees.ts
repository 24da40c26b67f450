import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam, listOf } from '../schemas/common.ts';
import { Employee, type EmployeeBody } from '../schemas/employee.ts';
import { booleanQuery, pageQuery, updatedSinceQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { actionScopes } from '../../domain/scopes.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { findEmployeeJson, listEmployeesJson } from '../../db/employeesJson.ts';
import { jsonText } from '../jsonText.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { employeeExample, employeeUpdateExample, listExample, newEmployeeExample } from '../examples/resources.ts';
import { acknowledgeBankNameMismatch } from '../../commands/employees/acknowledgeBankNameMismatch.ts';
import { employeeUpdateBodySchema } from '../../domain/employees/writeSchema.ts';
import { employeeCreateSchema } from '../../domain/employees/employeeWriteSchemas.ts';
import { createEmployee } from '../../commands/employees/createEmployee.ts';
import { updateEmployee } from '../../commands/employees/updateEmployee.ts';
import { leavingReasons, recordLeaving } from '../../commands/employees/recordLeaving.ts';
import { calendarDateSchema } from '../../domain/calendarDate.ts';

const EmployeeList = listOf(Employee, 'EmployeeList');
const employeeResponse = (description: string) => jsonResponse(description, Employee, employeeExample);

const listRoute = createRoute({
  method: 'get',
  path: '/employees',
  ...operation({
    id: 'listEmployees',
    tag: 'Employees',
    summary: 'List employees',
    description: 'Active employees, oldest first, a page at a time (pass next_cursor as starting_after). archived=true lists the archived ones instead.',
  }),
  middleware: [requireScope('employees.read')] as const,
  request: {
    query: z.object({
      ...pageQuery,
      updated_since: updatedSinceQuery,
      archived: booleanQuery.openapi({ description: 'When true, lists archived employees instead of active ones' }),
    }),
  },
  responses: {
    200: jsonResponse('A page of employees', EmployeeList, listExample(employeeExample)),
    ...errorResponses(400, 401, 403, 429),
  },
});

const retrieveRoute = createRoute({
  method: 'get',
  path: '/employees/{id}',
  ...operation({ id: 'retrieveEmployee', tag: 'Employees', summary: 'Retrieve an employee', description: 'The read shape: write-only fields are never returned.' }),
  middleware: [requireScope('employees.read')] as const,
  request: { params: IdParam },
  responses: { 200: employeeResponse('The employee'), ...errorResponses(401, 403, 404, 429) },
});

const createEmployeeRoute = createRoute({
  method: 'post',
  path: '/employees',
  ...operation({
    id: 'createEmployee',
    tag: 'Employees',
    summary: 'Create an employee',
    description:
      'Write-only fields (tax_profile, household_composition, birthdate, phone, bank_details, statutory_ids, compensation amounts) are sealed at rest and never returned. ' +
      'tax_profile takes the fields of the jurisdiction (TaxProfile<CC>); bank_details exactly one scheme (BankDetails<Scheme>).',
  }),
  middleware: [requireScope('employees.write'), idempotent] as const,
  request: { body: jsonBody(employeeCreateSchema, newEmployeeExample) },
  responses: { 201: employeeResponse('The new employee'), ...errorResponses(400, 401, 403, 409, 422, 429) },
});

const updateEmployeeRoute = createRoute({
  method: 'patch',
  path: '/employees/{id}',
  ...operation({
    id: 'updateEmployee',
    tag: 'Employees',
    summary: 'Update an employee',
    description: 'Omitted fields are left untouched. Compensation entries close and append. jurisdiction and denomination_currency cannot change.',
  }),
  middleware: [requireScope('employees.write'), idempotent] as const,
  request: { params: IdParam, body: jsonBody(employeeUpdateBodySchema, employeeUpdateExample) },
  responses: { 200: employeeResponse('The employee'), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const acknowledgeRoute = createRoute({
  method: 'post',
  path: '/employees/{id}/bank_name_check/acknowledge',
  ...operation({
    id: 'acknowledgeBankNameMismatch',
    tag: 'Employees',
    summary: 'Acknowledge a bank name mismatch',
    description:
      "The account on file did not match the employee's name. Acknowledging it (who and when are recorded) lets payments by " +
      'rail go to it again, including the ones it held. Only a mismatch can be acknowledged (409 otherwise).',
  }),
  middleware: [requireScope(actionScopes.acknowledgeBankNameMismatch), idempotent] as const,
  request: { params: IdParam },
  responses: { 200: employeeResponse('The employee'), ...errorResponses(401, 403, 404, 409, 429) },
});

const LeaveBody = z
  .strictObject({
    leaving_date: calendarDateSchema.meta({ description: 'The last day of the employment: the run covering it pays up to it, later runs do not price the employee' }),
    reason: z.enum(leavingReasons, { error: `must be one of ${leavingReasons.join(', ')}` }).openapi({ description: 'Why the employment ended' }),
  })
  .openapi('EmployeeLeaving');

const leaveRoute = createRoute({
  method: 'post',
  path: '/employees/{id}/leave',
  ...operation({
    id: 'recordEmployeeLeaving',
    tag: 'Employees',
    summary: 'Record that an employee leaves',
    description:
      'Sets end_date to leaving_date and keeps the reason. The GB FPS of the run covering the date carries it as the leaving date. ' +
      'A date before a period the employee was already priced for is refused (422, details.fields.leaving_date names the run).',
  }),
  middleware: [requireScope('employees.write'), idempotent] as const,
  request: { params: IdParam, body: jsonBody(LeaveBody, { leaving_date: '2026-07-15', reason: 'resignation' }) },
  responses: { 200: employeeResponse('The employee, with end_date set'), ...errorResponses(400, 401, 403, 404, 422, 429) },
});

export function employeeRoutes() {
  // Kept as JSON on the employee's row (migration 019, db/employeesJson.ts): the read shape, built in one place.
  const read = async <Status extends 200 | 201>(c: Context<ApiEnv>, id: string, status: Status) => {
    const employee = isUuid(id) ? await findEmployeeJson<EmployeeBody>(c.var.db, c.var.principal.organizationId, id) : undefined;
    if (!employee) throw notFound('employee');
    return jsonText(c, employee, status);
  };

  return newRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const page = await listEmployeesJson<z.infer<typeof EmployeeList>>(c.var.db, {
        organizationId: c.var.principal.organizationId,
        limit: query.limit,
        startingAfter: query.starting_after,
        updatedSince: query.updated_since,
        archived: query.archived ?? false,
      });
      return jsonText(c, page, 200);
    })
    .openapi(retrieveRoute, async (c) => read(c, c.req.valid('param').id, 200))
    .openapi(createEmployeeRoute, async (c) => {
      // The write's one schema (shape, rules, compensation plan) checked the body; the command checks its references.
      const id = await createEmployee(c.var.command, c.req.valid('json'));
      return read(c, id, 201);
    })
    .openapi(leaveRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw notFound('employee');
      const body = c.req.valid('json');
      await recordLeaving(c.var.command, id, body.leaving_date, body.reason);
      return read(c, id, 200);
    })
    .openapi(acknowledgeRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw notFound('employee');
      await acknowledgeBankNameMismatch(c.var.command, id);
      return read(c, id, 200);
    })
    .openapi(updateEmployeeRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw notFound('employee');
      // The schema checked the shape; the command runs the write's rules against the stored employee.
      await updateEmployee(c.var.command, id, c.req.valid('json'));
      return read(c, id, 200);
    });
}
