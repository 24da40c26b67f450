import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam } from '../schemas/common.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { notFound } from '../errors.ts';
import { findPayslipToPrint } from '../../db/payslips.ts';
import { isUuid } from '../../domain/ids.ts';
import { operation } from '../openapi/operation.ts';
import { payslipDocument } from '../../documents/payslipDocument.ts';
import { renderPayslipPdf } from '../../documents/payslipPdf.ts';

const pdf = createRoute({
  method: 'get',
  path: '/payslips/{id}/pdf',
  ...operation({
    id: 'getPayslipPdf',
    tag: 'Payslips',
    summary: 'A payslip as PDF',
    description:
      'Rendered on demand from the stored payslip and the rules that priced it, never stored as a file; ' +
      'byte-identical on every render. Errors use the JSON error envelope.',
  }),
  middleware: [requireScope('payslips.read')] as const,
  request: { params: IdParam },
  responses: {
    200: {
      description: 'The payslip document (Content-Disposition names the file)',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }), example: '%PDF-1.7 …' } },
    },
    ...errorResponses(401, 403, 404, 429),
  },
});

export function payslipPdfRoutes() {
  return newRouter().openapi(pdf, async (c) => {
    const { id } = c.req.valid('param');
    // The payslip and its run's facts in one statement.
    const found = isUuid(id) ? await findPayslipToPrint(c.var.db, c.var.principal.organizationId, id) : undefined;
    if (!found) throw notFound('payslip');
    const document = payslipDocument(found.payslip, found.run);
    const bytes = await renderPayslipPdf(document);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${document.fileName}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
    });
  });
}
