import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam, listOf } from '../schemas/common.ts';
import { Payslip, presentPayslip } from '../schemas/payslip.ts';
import { listEnvelope, pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { notFound } from '../errors.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { findPayslip, listPayslipsOfRun } from '../../db/payslips.ts';
import { isUuid } from '../../domain/ids.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { listExample, payslipExample } from '../examples/resources.ts';

const listOfRun = createRoute({
  method: 'get',
  path: '/pay_runs/{id}/payslips',
  ...operation({ id: 'listPayslipsOfPayRun', tag: 'Payslips', summary: "A pay run's payslips", description: 'One per employee priced, line items included, a page at a time.' }),
  middleware: [requireScope('payslips.read')] as const,
  request: { params: IdParam, query: z.object(pageQuery) },
  responses: {
    200: jsonResponse('A page of payslips, line items included', listOf(Payslip, 'PayslipList'), listExample(payslipExample())),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

const retrieve = createRoute({
  method: 'get',
  path: '/payslips/{id}',
  ...operation({ id: 'retrievePayslip', tag: 'Payslips', summary: 'Retrieve a payslip', description: 'Amounts, line items with the statutory row that priced each, and the payment status.' }),
  middleware: [requireScope('payslips.read')] as const,
  request: { params: IdParam },
  responses: { 200: jsonResponse('The payslip', Payslip, payslipExample('arrived')), ...errorResponses(401, 403, 404, 429) },
});

export function payslipRoutes() {
  return newRouter()
    .openapi(listOfRun, async (c) => {
      const { id } = c.req.valid('param');
      const run = isUuid(id) ? await findPayRun(c.var.db, c.var.principal.organizationId, id) : undefined;
      if (!run) throw notFound('pay run');
      const query = c.req.valid('query');
      const rows = await listPayslipsOfRun(c.var.db, run.id, { limit: query.limit, startingAfter: query.starting_after });
      return c.json(listEnvelope(rows, query.limit, presentPayslip), 200);
    })
    .openapi(retrieve, async (c) => {
      const { id } = c.req.valid('param');
      const row = isUuid(id) ? await findPayslip(c.var.db, c.var.principal.organizationId, id) : undefined;
      if (!row) throw notFound('payslip');
      return c.json(presentPayslip(row), 200);
    });
}
