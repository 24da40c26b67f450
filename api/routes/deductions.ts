import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { newRouter } from '../router.ts';
import { errorResponses, IsoDate, listOf } from '../schemas/common.ts';
import { Deduction, DeductionChange, NewDeduction, percentToBasisPoints, presentDeduction } from '../schemas/deduction.ts';
import { listEnvelope, pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { listExample } from '../examples/resources.ts';
import { deductionChangeExample, deductionExample, newDeductionExample } from '../examples/deductions.ts';
import {
  changeStandingDeduction,
  createStandingDeduction,
  listStandingDeductions,
  standingDeduction,
  stopStandingDeduction,
} from '../../commands/employees/standingDeductions.ts';

const uuidParam = (name: string) => z.string().openapi({ param: { name, in: 'path' }, format: 'uuid' });
const EmployeeParam = z.object({ employee_id: uuidParam('employee_id') });
const DeductionParam = z.object({ employee_id: uuidParam('employee_id'), deduction_id: uuidParam('deduction_id') });
const deductionResponse = (description: string) => jsonResponse(description, Deduction, deductionExample);
const today = () => new Date().toISOString().slice(0, 10);

const create = createRoute({
  method: 'post',
  path: '/employees/{employee_id}/deductions',
  ...operation({
    id: 'createDeduction',
    tag: 'Employees',
    summary: 'Add a deduction that carries a balance (loan, advance, court order, dues)',
    description:
      'Each calculated run takes the next instalment after the statutory lines, highest priority first, never below the protected amount, ' +
      "the jurisdiction's statutory floor (docs/deductions.md) or zero net; it stops when total_minor is recovered. The payslip line shows the balance left.",
  }),
  middleware: [requireScope('employees.write'), idempotent] as const,
  request: { params: EmployeeParam, body: jsonBody(NewDeduction, newDeductionExample) },
  responses: { 201: deductionResponse('The deduction'), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const list = createRoute({
  method: 'get',
  path: '/employees/{employee_id}/deductions',
  ...operation({ id: 'listDeductions', tag: 'Employees', summary: "An employee's deductions", description: 'Oldest first, stopped ones included.' }),
  middleware: [requireScope('employees.read')] as const,
  request: { params: EmployeeParam, query: z.object(pageQuery) },
  responses: { 200: jsonResponse('A page of deductions', listOf(Deduction, 'DeductionList'), listExample(deductionExample)), ...errorResponses(400, 401, 403, 404, 429) },
});

const retrieve = createRoute({
  method: 'get',
  path: '/employees/{employee_id}/deductions/{deduction_id}',
  ...operation({ id: 'retrieveDeduction', tag: 'Employees', summary: 'A deduction with its balance and history', description: 'recovered_minor counts approved and paid runs; a reopened run gives its instalment back.' }),
  middleware: [requireScope('employees.read')] as const,
  request: { params: DeductionParam },
  responses: { 200: deductionResponse('The deduction'), ...errorResponses(401, 403, 404, 429) },
});

const change = createRoute({
  method: 'patch',
  path: '/employees/{employee_id}/deductions/{deduction_id}',
  ...operation({ id: 'changeDeduction', tag: 'Employees', summary: 'Pause, resume or change the instalment, from a date', description: 'Adds an effective-dated term; a term of the same date is replaced.' }),
  middleware: [requireScope('employees.write'), idempotent] as const,
  request: { params: DeductionParam, body: jsonBody(DeductionChange, deductionChangeExample) },
  responses: { 200: deductionResponse('The deduction'), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const stop = createRoute({
  method: 'delete',
  path: '/employees/{employee_id}/deductions/{deduction_id}',
  ...operation({ id: 'stopDeduction', tag: 'Employees', summary: 'Stop a deduction', description: 'No instalment from effective_from on; the deduction and what it took stay readable.' }),
  middleware: [requireScope('employees.write'), idempotent] as const,
  request: { params: DeductionParam, query: z.object({ effective_from: IsoDate.optional().openapi({ description: 'Stopped from this date; today when absent' }) }) },
  responses: { 200: deductionResponse('The deduction, stopped'), ...errorResponses(400, 401, 403, 404, 429) },
});

/** Deductions that carry a balance (issue 29). */
export function deductionRoutes() {
  const ids = (c: Context<ApiEnv>) => {
    const employeeId = c.req.param('employee_id')!;
    const deductionId = c.req.param('deduction_id');
    if (!isUuid(employeeId)) throw notFound('employee');
    if (deductionId !== undefined && !isUuid(deductionId)) throw notFound('deduction');
    return { employeeId, deductionId: deductionId! };
  };
  return newRouter()
    .openapi(create, async (c) => {
      const { employeeId } = ids(c);
      const { percent_of_net, effective_from, ...body } = c.req.valid('json');
      const row = await createStandingDeduction(c.var.command, employeeId, {
        ...body,
        ...(percent_of_net === undefined ? {} : { percent_of_net_bp: percentToBasisPoints(percent_of_net) }),
        effective_from: effective_from ?? today(),
      });
      return c.json(presentDeduction(row), 201);
    })
    .openapi(list, async (c) => {
      const query = c.req.valid('query');
      const rows = await listStandingDeductions(c.var.command, ids(c).employeeId, { limit: query.limit, startingAfter: query.starting_after });
      return c.json(listEnvelope(rows, query.limit, presentDeduction), 200);
    })
    .openapi(retrieve, async (c) => {
      const { employeeId, deductionId } = ids(c);
      return c.json(presentDeduction(await standingDeduction(c.var.command, employeeId, deductionId)), 200);
    })
    .openapi(change, async (c) => {
      const { employeeId, deductionId } = ids(c);
      const { percent_of_net, effective_from, ...body } = c.req.valid('json');
      const row = await changeStandingDeduction(c.var.command, employeeId, deductionId, {
        ...body,
        ...(percent_of_net === undefined ? {} : { percent_of_net_bp: percentToBasisPoints(percent_of_net) }),
        effective_from: effective_from ?? today(),
      });
      return c.json(presentDeduction(row), 200);
    })
    .openapi(stop, async (c) => {
      const { employeeId, deductionId } = ids(c);
      return c.json(presentDeduction(await stopStandingDeduction(c.var.command, employeeId, deductionId, c.req.valid('query').effective_from ?? today())), 200);
    });
}
