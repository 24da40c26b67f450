import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam } from '../schemas/common.ts';
import { Payslip, presentPayslip } from '../schemas/payslip.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { notFound } from '../errors.ts';
import { findPayslip } from '../../db/payslips.ts';
import { isUuid } from '../../domain/ids.ts';
import { settlePaymentAsTheBank } from '../../commands/payments/reportPayment.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { bankReportExample, payslipExample } from '../examples/resources.ts';
import { settledPaymentStates } from '../../machines/paymentStatus.ts';

const BankReport = z
  .strictObject({
    state: z.enum(settledPaymentStates).openapi({ description: 'What the bank reports: the money arrived, came back, or was refused' }),
    note: z.string().trim().min(1).max(500).optional().openapi({ description: "The bank's own words (returned, refused)" }),
  })
  .openapi('TestPaymentStatus');

const movePayment = createRoute({
  method: 'post',
  path: '/test_helpers/payslips/{id}/payment_status',
  ...operation({
    id: 'testHelperMovePayment',
    tag: 'Test helpers',
    summary: 'Staging only: move a sent payment the way the bank would',
    description: 'A payment in sent moves to arrived, returned or refused, as a bank report would move it. Absent (404) in production.',
  }),
  middleware: [requireScope('payruns.pay')] as const,
  request: { params: IdParam, body: jsonBody(BankReport, bankReportExample) },
  responses: { 200: jsonResponse('The payslip, its payment moved', Payslip, payslipExample('returned', bankReportExample.note)), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

/** Registered in staging only: in production the path does not exist (404). */
export function testHelperRoutes() {
  return newRouter().openapi(movePayment, async (c) => {
    const { id } = c.req.valid('param');
    const organizationId = c.var.principal.organizationId;
    const body = c.req.valid('json');
    const report = { organizationId, payslipId: id, outcome: body.state, note: body.note ?? null, at: new Date().toISOString() };
    if (!isUuid(id) || !(await settlePaymentAsTheBank(c.var.command, report))) throw notFound('payslip');
    return c.json(presentPayslip((await findPayslip(c.var.db, organizationId, id))!), 200);
  });
}
