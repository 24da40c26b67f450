import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam, listOf } from '../schemas/common.ts';
import { Payslip } from '../schemas/payslip.ts';
import { pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { notFound } from '../errors.ts';
import { findPayslipJson, listPayslipsOfRunJson } from '../../db/payslipsJson.ts';
import { jsonText } from '../jsonText.ts';
import { isUuid } from '../../domain/ids.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { listExample, payslipExample } from '../examples/resources.ts';

const PayslipList = listOf(Payslip, 'PayslipList');

const listOfRun = createRoute({
  method: 'get',
  path: '/pay_runs/{id}/payslips',
  ...operation({ id: 'listPayslipsOfPayRun', tag: 'Payslips', summary: "A pay run's payslips", description: 'One per employee priced, line items included, a page at a time.' }),
  middleware: [requireScope('payslips.read')] as const,
  request: { params: IdParam, query: z.object(pageQuery) },
  responses: {
    200: jsonResponse('A page of payslips, line items included', PayslipList, listExample(payslipExample())),
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

// Both built as JSON by PostgreSQL (db/payslipsJson.ts): the bytes presentPayslip and listEnvelope would give.
export function payslipRoutes() {
  return newRouter()
    .openapi(listOfRun, async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      // The run's lookup travels with the page: undefined when the organization has no such run.
      const page = isUuid(id)
        ? await listPayslipsOfRunJson<z.infer<typeof PayslipList>>(c.var.db, c.var.principal.organizationId, id, { limit: query.limit, startingAfter: query.starting_after })
        : undefined;
      if (!page) throw notFound('pay run');
      return jsonText(c, page, 200);
    })
    .openapi(retrieve, async (c) => {
      const { id } = c.req.valid('param');
      const payslip = isUuid(id) ? await findPayslipJson<z.infer<typeof Payslip>>(c.var.db, c.var.principal.organizationId, id) : undefined;
      if (!payslip) throw notFound('payslip');
      return jsonText(c, payslip, 200);
    });
}
