import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam, listOf } from '../schemas/common.ts';
import { NewPayRun, PayRun, PayRunTransition, presentPayRun, presentTransition } from '../schemas/payRun.ts';
import { backgroundPricingStatuses, listablePayRunStatuses, type PayRunEvent } from '../../machines/payRun.ts';
import { stateOf } from '../../machines/lifecycle.ts';
import { calculationDuration } from '../../platform/payrollMetrics.ts';
import { secondsSince } from '../../platform/metrics.ts';
import { listEnvelope, pageQuery, updatedSinceQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { actionScopes } from '../../domain/scopes.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { notFound } from '../errors.ts';
import { findPayRun, listPayRuns } from '../../db/payRuns.ts';
import { listTransitions as readTransitions } from '../../db/transitions.ts';
import { isUuid } from '../../domain/ids.ts';
import { createPayRun } from '../../commands/payRuns/createPayRun.ts';
import { calculatePayRun } from '../../commands/payRuns/calculatePayRun.ts';
import { movePayRun } from '../../commands/payRuns/movePayRun.ts';
import { paymentFileOfRun } from '../../commands/payRuns/paymentFile.ts';
import { streamedBody } from '../streamedBody.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { listExample, newPayRunExample, payPayRunExample, paymentFileExample, payRunExample, transitionExample } from '../examples/resources.ts';

const payRunResponse = (description: string, status: Parameters<typeof payRunExample>[0]) => jsonResponse(description, PayRun, payRunExample(status));
const PayRunIdParam = z.object({ pay_run_id: z.string().openapi({ param: { name: 'pay_run_id', in: 'path' }, format: 'uuid' }) });

const createRun = createRoute({
  method: 'post',
  path: '/pay_runs',
  ...operation({
    id: 'createPayRun',
    tag: 'Pay runs',
    summary: 'Create a pay run (draft)',
    description:
      'A draft run for one jurisdiction and period. One run per jurisdiction and period may be open at a time (409 otherwise). ' +
      'pay_frequency is monthly unless given, and monthly takes any period (priced as the tax month of period_end). Weekly, fortnightly and ' +
      'four-weekly pay (GB only) need a period of exactly 7, 14 or 28 days; otherwise, or for a frequency the jurisdiction does not price, ' +
      'the answer is 422 validation_failed with details.reason period_does_not_match_frequency or pay_frequency_not_supported, and nothing is written.',
  }),
  middleware: [requireScope('payruns.run'), idempotent] as const,
  request: { body: jsonBody(NewPayRun, newPayRunExample) },
  responses: { 201: payRunResponse('The new pay run, in draft', 'draft'), ...errorResponses(400, 401, 403, 409, 422, 429) },
});

const listRuns = createRoute({
  method: 'get',
  path: '/pay_runs',
  ...operation({ id: 'listPayRuns', tag: 'Pay runs', summary: 'List pay runs', description: 'Newest first, a page at a time; filter by status or updated_since.' }),
  middleware: [requireScope('payruns.read')] as const,
  request: {
    query: z.object({
      ...pageQuery,
      updated_since: updatedSinceQuery,
      status: z.enum(listablePayRunStatuses).optional().openapi({ description: 'calculating is not an allowed filter' }),
    }),
  },
  responses: {
    200: jsonResponse('A page of pay runs', listOf(PayRun, 'PayRunList'), listExample(payRunExample('calculated'))),
    ...errorResponses(400, 401, 403, 429),
  },
});

const retrieveRun = createRoute({
  method: 'get',
  path: '/pay_runs/{id}',
  ...operation({ id: 'retrievePayRun', tag: 'Pay runs', summary: 'Retrieve a pay run', description: 'Its status and totals; poll it while it reads calculating.' }),
  middleware: [requireScope('payruns.read')] as const,
  request: { params: IdParam },
  responses: { 200: payRunResponse('The pay run', 'calculated'), ...errorResponses(401, 403, 404, 429) },
});

const calculateRun = createRoute({
  method: 'post',
  path: '/pay_runs/{pay_run_id}/calculate',
  ...operation({
    id: 'calculatePayRun',
    tag: 'Pay runs',
    summary: 'Calculate a pay run',
    description:
      'Prices every employee of the run\'s jurisdiction. 200 employees or fewer: priced inside the request (reads calculated). ' +
      'More: priced in the background (reads calculating; poll until calculated). Safe to repeat: a recalculation first ' +
      'reverses the prior calculation\'s year-to-date contributions.',
  }),
  middleware: [requireScope(actionScopes.calculatePayRun), idempotent] as const,
  request: { params: PayRunIdParam },
  responses: { 200: payRunResponse('The pay run, calculated or calculating', 'calculated'), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const approveRun = createRoute({
  method: 'post',
  path: '/pay_runs/{pay_run_id}/approve',
  ...operation({
    id: 'approvePayRun',
    tag: 'Pay runs',
    summary: 'Approve a calculated pay run',
    description: 'calculated → approved. Every payslip\'s payment_status becomes not_sent. A recalculation needs a reopen first.',
  }),
  middleware: [requireScope(actionScopes.approvePayRun), idempotent] as const,
  request: { params: PayRunIdParam },
  responses: { 200: payRunResponse('The pay run, approved', 'approved'), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const reopenRun = createRoute({
  method: 'post',
  path: '/pay_runs/{pay_run_id}/reopen',
  ...operation({
    id: 'reopenPayRun',
    tag: 'Pay runs',
    summary: 'Reopen an approved pay run',
    description: 'approved → calculated, payments back to none. A paid run is never reopened: corrections arrive on the next run.',
  }),
  middleware: [requireScope(actionScopes.reopenPayRun), idempotent] as const,
  request: { params: PayRunIdParam },
  responses: { 200: payRunResponse('The pay run, calculated again', 'calculated'), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const PayBody = z
  .strictObject({
    method: z.enum(['payment_rail', 'employer_bank']).openapi({
      description: 'payment_rail: each payment is sent through the payment partner. employer_bank: paid from the employer\'s own bank (paid_by_employer, no per-payment record)',
    }),
  })
  .openapi('PayPayRun');

const payRun = createRoute({
  method: 'post',
  path: '/pay_runs/{pay_run_id}/pay',
  ...operation({
    id: 'payPayRun',
    tag: 'Pay runs',
    summary: 'Pay an approved pay run',
    description: 'approved → paid. The run and its payslips are then immutable; payments move on as the bank reports.',
  }),
  middleware: [requireScope(actionScopes.payPayRun), idempotent] as const,
  request: { params: PayRunIdParam, body: jsonBody(PayBody, payPayRunExample) },
  responses: { 200: payRunResponse('The pay run, paid', 'paid'), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
});

const paymentFile = createRoute({
  method: 'get',
  path: '/pay_runs/{pay_run_id}/payment_file',
  ...operation({
    id: 'getPaymentFile',
    tag: 'Pay runs',
    summary: "The run's bank payment file (ISO 20022 pain.001.001.09)",
    description:
      'One credit transfer per payment going through the bank (not paid_by_employer), in the payment currency, ' +
      "EndToEndId = the payslip id without hyphens, debited from the organization's debtor account. The same bytes at every download.",
  }),
  middleware: [requireScope('payruns.pay')] as const,
  request: { params: PayRunIdParam },
  responses: {
    200: { description: 'pain.001.001.09 XML', content: { 'application/xml': { schema: z.string(), example: paymentFileExample } } },
    ...errorResponses(401, 403, 404, 409, 422, 429),
  },
});

const listTransitions = createRoute({
  method: 'get',
  path: '/pay_runs/{id}/transitions',
  ...operation({ id: 'listPayRunTransitions', tag: 'Pay runs', summary: "A pay run's state history", description: 'Every transition of the run, oldest first, with the key or actor that caused it.' }),
  middleware: [requireScope('payruns.read')] as const,
  request: { params: IdParam, query: z.object(pageQuery) },
  responses: {
    200: jsonResponse('Transitions, oldest first', listOf(PayRunTransition, 'PayRunTransitionList'), listExample(transitionExample)),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

export function payRunRoutes() {
  const move = (c: Context<ApiEnv>, id: string, event: PayRunEvent) => {
    if (!isUuid(id)) throw notFound('pay run');
    return movePayRun(c.var.command, id, event);
  };
  const readRun = async (c: Context<ApiEnv>, id: string) => {
    const run = isUuid(id) ? await findPayRun(c.var.db, c.var.principal.organizationId, id) : undefined;
    if (!run) throw notFound('pay run');
    return run;
  };
  return newRouter()
    .openapi(createRun, async (c) => {
      const run = await createPayRun(c.var.command, c.req.valid('json'));
      return c.json(presentPayRun(run), 201);
    })
    .openapi(listRuns, async (c) => {
      const query = c.req.valid('query');
      const rows = await listPayRuns(c.var.db, {
        organizationId: c.var.principal.organizationId,
        limit: query.limit,
        startingAfter: query.starting_after,
        updatedSince: query.updated_since,
        status: query.status,
      });
      return c.json(listEnvelope(rows, query.limit, presentPayRun), 200);
    })
    .openapi(retrieveRun, async (c) => c.json(presentPayRun(await readRun(c, c.req.valid('param').id)), 200))
    .openapi(calculateRun, async (c) => {
      const { pay_run_id } = c.req.valid('param');
      if (!isUuid(pay_run_id)) throw notFound('pay run');
      const started = performance.now();
      const run = await calculatePayRun(c.var.command, pay_run_id);
      // In the background, the coordinator observes it when the last chunk is priced.
      if (!(backgroundPricingStatuses as readonly string[]).includes(stateOf(run))) calculationDuration.observe({ mode: 'sync' }, secondsSince(started));
      return c.json(presentPayRun(run), 200);
    })
    .openapi(approveRun, async (c) => c.json(presentPayRun(await move(c, c.req.valid('param').pay_run_id, { type: 'APPROVE' })), 200))
    .openapi(reopenRun, async (c) => c.json(presentPayRun(await move(c, c.req.valid('param').pay_run_id, { type: 'REOPEN' })), 200))
    .openapi(payRun, async (c) => {
      const event = { type: 'PAY', method: c.req.valid('json').method } as const;
      return c.json(presentPayRun(await move(c, c.req.valid('param').pay_run_id, event)), 200);
    })
    .openapi(paymentFile, async (c) => {
      const { pay_run_id } = c.req.valid('param');
      if (!isUuid(pay_run_id)) throw notFound('pay run');
      // Checked whole before the status is sent (a refusal is an error envelope), then streamed.
      const pieces = await paymentFileOfRun(c.var.command, pay_run_id);
      return c.body(streamedBody(pieces, { requestId: c.var.requestId, what: 'payment file' }), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="pain001-${pay_run_id}.xml"` });
    })
    .openapi(listTransitions, async (c) => {
      const run = await readRun(c, c.req.valid('param').id);
      const query = c.req.valid('query');
      const rows = await readTransitions(c.var.db, run.id, { limit: query.limit, startingAfter: query.starting_after });
      return c.json(listEnvelope(rows, query.limit, presentTransition), 200);
    });
}
