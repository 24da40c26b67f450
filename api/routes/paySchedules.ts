import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam, IsoDate, listOf, Uuid } from '../schemas/common.ts';
import { NewPaySchedule, PaySchedule, presentPaySchedule, UpcomingPeriod } from '../schemas/paySchedule.ts';
import { listEnvelope, pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { actionScopes } from '../../domain/scopes.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { addDays } from '../../domain/payroll/calendarDays.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { listExample } from '../examples/resources.ts';
import { newPayScheduleExample, payScheduleExample, upcomingExample } from '../examples/paySchedules.ts';
import { createPaySchedule, paySchedule, paySchedules, upcomingPeriods } from '../../commands/paySchedules/paySchedules.ts';

const create = createRoute({
  method: 'post',
  path: '/pay_schedules',
  ...operation({
    id: 'createPaySchedule',
    tag: 'Pay runs',
    summary: 'Create a pay schedule',
    description:
      'The scheduler makes each period\'s draft run create_days_ahead days before its pay date, exactly once. Pay dates keep off weekends and the ' +
      'jurisdiction\'s public holidays (docs/pay-schedules.md). A rule that could leave a period without a pay date is 422 naming the field.',
  }),
  middleware: [requireScope(actionScopes.managePaySchedules), idempotent] as const,
  request: { body: jsonBody(NewPaySchedule, newPayScheduleExample) },
  responses: { 201: jsonResponse('The schedule', PaySchedule, payScheduleExample), ...errorResponses(400, 401, 403, 409, 422, 429) },
});

const list = createRoute({
  method: 'get',
  path: '/pay_schedules',
  ...operation({ id: 'listPaySchedules', tag: 'Pay runs', summary: 'List pay schedules', description: 'Oldest first, a page at a time.' }),
  middleware: [requireScope('payruns.read')] as const,
  request: { query: z.object(pageQuery) },
  responses: { 200: jsonResponse('A page of schedules', listOf(PaySchedule, 'PayScheduleList'), listExample(payScheduleExample)), ...errorResponses(400, 401, 403, 429) },
});

const retrieve = createRoute({
  method: 'get',
  path: '/pay_schedules/{id}',
  ...operation({ id: 'retrievePaySchedule', tag: 'Pay runs', summary: 'Retrieve a pay schedule', description: 'Its terms.' }),
  middleware: [requireScope('payruns.read')] as const,
  request: { params: IdParam },
  responses: { 200: jsonResponse('The schedule', PaySchedule, payScheduleExample), ...errorResponses(401, 403, 404, 429) },
});

const Upcoming = z
  .object({
    object: z.literal('list'),
    pay_schedule_id: Uuid.openapi({ description: 'The schedule these periods are of' }),
    data: z.array(UpcomingPeriod).openapi({ description: 'The periods from the one holding `from`, oldest first' }),
  })
  .openapi('UpcomingPayPeriods');

const upcoming = createRoute({
  method: 'get',
  path: '/pay_schedules/{id}/upcoming',
  ...operation({ id: 'listUpcomingPayPeriods', tag: 'Pay runs', summary: 'The next periods and pay dates of a schedule', description: 'From the period holding `from` (today by default).' }),
  middleware: [requireScope('payruns.read')] as const,
  request: {
    params: IdParam,
    query: z.object({
      from: IsoDate.optional().openapi({ description: 'A day in the first period listed; today when absent' }),
      count: z.coerce.number().int().min(1).max(60).default(6).openapi({ description: 'How many periods (1 to 60, default 6)' }),
    }),
  },
  responses: { 200: jsonResponse('The upcoming periods', Upcoming, upcomingExample), ...errorResponses(400, 401, 403, 404, 429) },
});

/** Pay schedules and their upcoming periods (issue 29). */
export function paySchedulesRoutes() {
  return newRouter()
    .openapi(create, async (c) => c.json(presentPaySchedule(await createPaySchedule(c.var.command, c.req.valid('json'))), 201))
    .openapi(list, async (c) => {
      const query = c.req.valid('query');
      const rows = await paySchedules(c.var.command, { limit: query.limit, startingAfter: query.starting_after });
      return c.json(listEnvelope(rows, query.limit, presentPaySchedule), 200);
    })
    .openapi(retrieve, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw notFound('pay schedule');
      return c.json(presentPaySchedule(await paySchedule(c.var.command, id)), 200);
    })
    .openapi(upcoming, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw notFound('pay schedule');
      const query = c.req.valid('query');
      const { schedule, periods } = await upcomingPeriods(c.var.command, id, query.from ?? new Date().toISOString().slice(0, 10), query.count);
      return c.json({
        object: 'list' as const,
        pay_schedule_id: schedule.id,
        // scheduleProblems refused every rule that leaves a period without a pay date.
        data: periods.map((p) => ({ period_start: p.period_start, period_end: p.period_end, pay_date: p.pay_date!, creates_on: addDays(p.pay_date!, -schedule.create_days_ahead) })),
      }, 200);
    });
}
