import { createRoute } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam } from '../schemas/common.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { notFound } from '../errors.ts';
import { findPayRun } from '../../db/payRuns.ts';
import { payslipsOfRunLines } from '../../db/payslipsExport.ts';
import { isUuid } from '../../domain/ids.ts';
import { operation } from '../openapi/operation.ts';
import { Payslip } from '../schemas/payslip.ts';
import { payslipExample } from '../examples/resources.ts';
import { logOf } from '../../platform/log.ts';

const exportOfRun = createRoute({
  method: 'get',
  path: '/pay_runs/{id}/payslips.ndjson',
  ...operation({
    id: 'exportPayslipsOfPayRun',
    tag: 'Payslips',
    summary: "All of a pay run's payslips, streamed",
    description:
      'Every payslip of the run as newline-delimited JSON: one Payslip object per line (the same bytes as the ' +
      "entries of the run's pages, in the same order), each ended by a newline. Streamed from one snapshot of the " +
      'run, in constant memory on both sides, at the pace the client reads. An empty run is an empty body.',
  }),
  middleware: [requireScope('payslips.read')] as const,
  request: { params: IdParam },
  responses: {
    200: {
      description: 'One Payslip per line (application/x-ndjson)',
      content: { 'application/x-ndjson': { schema: Payslip, example: payslipExample() } },
    },
    ...errorResponses(401, 403, 404, 429),
  },
});

/** Batches a client has not asked for yet are not read: the stream pulls the next one only when the socket drains. */
export function payslipExportRoutes() {
  return newRouter().openapi(exportOfRun, async (c) => {
    const { id } = c.req.valid('param');
    const organizationId = c.var.principal.organizationId;
    if (!isUuid(id) || !(await findPayRun(c.var.db, organizationId, id))) throw notFound('pay run');
    const lines = payslipsOfRunLines(c.var.command.sql, organizationId, id);
    const log = logOf('api', { request_id: c.var.requestId, pay_run_id: id });
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await lines.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          // The status is sent: a failure can only cut the stream short, which the client sees as a broken body.
          log.error({ err: error }, 'payslip export failed');
          controller.error(error);
        }
      },
      async cancel() {
        await lines.return(undefined);
      },
    });
    // The declared schema types each line; Hono cannot check a stream against it, so the response is cast.
    return c.body(body, 200, { 'Content-Type': 'application/x-ndjson', 'Cache-Control': 'private, no-store' }) as never;
  });
}
