import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, Uuid } from '../schemas/common.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { runWarnings } from '../../commands/payRuns/runWarnings.ts';
import { RunParam } from './payRunItems.ts';
import { jsonResponse, operation } from '../openapi/operation.ts';
import { runWarningsExample } from '../examples/corrections.ts';

const RunWarning = z
  .object({
    employee_id: Uuid.nullable().openapi({ description: 'Null for the run as a whole' }),
    code: z.enum([
      'archived', 'not_employed_in_period', 'no_compensation_in_period', 'no_payslips', 'cumulative_year_to_date_missing',
      'statutory_id_missing', 'negative_net', 'pay_item_not_priced', 'beyond_published_tables',
    ]).openapi({ description: 'Why: see the operation\'s description for each code' }),
    message: z.string(),
  })
  .openapi('RunWarning');

const listWarnings = createRoute({
  method: 'get',
  path: '/pay_runs/{pay_run_id}/warnings',
  ...operation({
    id: 'listPayRunWarnings',
    tag: 'Pay runs',
    summary: 'Why employees were not priced, and what looks wrong in what was',
    description:
    'Not priced: archived, not_employed_in_period, no_compensation_in_period. Priced: cumulative_year_to_date_missing (GB cumulative code, ' +
    'earlier months of the tax year neither run here nor seeded by opening balances), statutory_id_missing (the tax identifier the filings need), ' +
    'negative_net, pay_item_not_priced; beyond_published_tables (the run as a whole) when its tax year is later than the newest statutory tables the service has. A calculated run with no payslips always carries no_payslips.',
  }),
  middleware: [requireScope('payruns.read')] as const,
  request: { params: RunParam },
  responses: {
    200: jsonResponse(
      'Warnings, by employee',
      z.object({ object: z.literal('pay_run_warnings'), pay_run_id: Uuid, data: z.array(RunWarning) }).openapi('PayRunWarnings'),
      runWarningsExample,
    ),
    ...errorResponses(401, 403, 404, 429),
  },
});

/** GET /pay_runs/{id}/warnings (issue #12). */
export function runWarningRoutes() {
  return newRouter().openapi(listWarnings, async (c) => {
    const id = c.req.valid('param').pay_run_id;
    if (!isUuid(id)) throw notFound('pay run');
    return c.json({ object: 'pay_run_warnings' as const, pay_run_id: id, data: await runWarnings(c.var.command, id) }, 200);
  });
}
