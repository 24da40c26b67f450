import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam, listOf } from '../schemas/common.ts';
import { Payslip } from '../schemas/payslip.ts';
import { pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { notFound } from '../errors.ts';
import { findPayslipJson } from '../../db/payslipsJson.ts';
import { servedPayslipPage } from '../../db/keptPayslipPages.ts';
import { noneMatchHits } from '../entityTag.ts';
import { jsonText } from '../jsonText.ts';
import { isUuid } from '../../domain/ids.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { listExample, payslipExample } from '../examples/resources.ts';

const PayslipList = listOf(Payslip, 'PayslipList');

const listOfRun = createRoute({
  method: 'get',
  path: '/pay_runs/{id}/payslips',
  ...operation({
    id: 'listPayslipsOfPayRun',
    tag: 'Payslips',
    summary: "A pay run's payslips",
    description:
      'One per employee priced, line items included, a page at a time. Every page carries a strong `ETag` that ' +
      'changes whenever its bytes would (a recalculation, a payment moving on); send it back in `If-None-Match` ' +
      'and an unchanged page answers 304 with no body, without being built. A calculated or paid run\'s pages keep ' +
      'their tag until a payment moves. For a whole run at once, GET /pay_runs/{id}/payslips.ndjson.',
  }),
  middleware: [requireScope('payslips.read')] as const,
  request: {
    params: IdParam,
    query: z.object(pageQuery),
    headers: z.object({ 'if-none-match': z.string().optional().openapi({ description: 'The ETag of a page read before: 304 while it is unchanged' }) }),
  },
  responses: {
    200: {
      ...jsonResponse('A page of payslips, line items included', PayslipList, listExample(payslipExample())),
      headers: { ETag: { description: 'The page\'s strong entity tag', schema: { type: 'string' as const } } },
    },
    304: {
      description: 'The page is unchanged since the ETag sent in If-None-Match (no body)',
      headers: { ETag: { description: 'The page\'s strong entity tag', schema: { type: 'string' as const } } },
    },
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
      if (!isUuid(id)) throw notFound('pay run');
      const organizationId = c.var.principal.organizationId;
      const pageQuery = { limit: query.limit, startingAfter: query.starting_after };
      const ifNoneMatch = c.req.header('If-None-Match');
      // The page's row versions first (one index range): an unchanged page answers 304 unbuilt, and a page this
      // process built under the same tag is served as kept (db/keptPayslipPages.ts).
      const page = await servedPayslipPage<z.infer<typeof PayslipList>>(c.var.db, organizationId, id, pageQuery, (tag) => ifNoneMatch === undefined || !noneMatchHits(ifNoneMatch, tag));
      if (!page) throw notFound('pay run');
      if (!page.body) return c.body(null, 304, { ETag: page.tag, 'Cache-Control': 'private, no-cache' });
      c.header('ETag', page.tag);
      c.header('Cache-Control', 'private, no-cache');
      return jsonText(c, page.body, 200);
    })
    .openapi(retrieve, async (c) => {
      const { id } = c.req.valid('param');
      const payslip = isUuid(id) ? await findPayslipJson<z.infer<typeof Payslip>>(c.var.db, c.var.principal.organizationId, id) : undefined;
      if (!payslip) throw notFound('payslip');
      return jsonText(c, payslip, 200);
    });
}
