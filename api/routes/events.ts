import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam, listOf } from '../schemas/common.ts';
import { Event, EventWithDeliveries, presentEvent, presentEventWithDeliveries } from '../schemas/webhook.ts';
import { listEnvelope, pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { actionScopes } from '../../domain/scopes.ts';
import { notFound } from '../errors.ts';
import { findEvent, listEvents } from '../../db/events.ts';
import { attemptsOfEvent, deliveriesOfEvent } from '../../db/webhookDeliveries.ts';
import { isUuid } from '../../domain/ids.ts';
import { webhookEventTypes } from '../../machines/webhookEvents.ts';
import { redeliverWebhookEvent } from '../../commands/webhooks/recordEvent.ts';
import { jsonResponse, operation } from '../openapi/operation.ts';
import { listExample } from '../examples/resources.ts';
import { eventExample, eventWithDeliveriesExample } from '../examples/webhooks.ts';

const instant = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((value) => new Date(value))
  .optional()
  .openapi({ type: 'string', format: 'date-time', example: '2025-07-01T00:00:00Z' });

const listAll = createRoute({
  method: 'get',
  path: '/events',
  ...operation({ id: 'listEvents', tag: 'Events', summary: 'List events', description:
    'Every event of the organization, oldest first, whether or not an endpoint was subscribed when it happened. Kept for at ' +
    'least 30 days. Filter by `type` and by creation time: `created[gte]` (inclusive) and `created[lt]` (exclusive).' }),
  middleware: [requireScope(actionScopes.manageWebhooks)] as const,
  request: {
    query: z.object({
      ...pageQuery,
      type: z.enum(webhookEventTypes).optional().openapi({ example: 'pay_run.paid' }),
      'created[gte]': instant,
      'created[lt]': instant,
    }),
  },
  responses: {
    200: jsonResponse('A page of events', listOf(Event, 'EventList'), listExample(eventExample)),
    ...errorResponses(400, 401, 403, 429),
  },
});

const retrieve = createRoute({
  method: 'get',
  path: '/events/{id}',
  ...operation({ id: 'retrieveEvent', tag: 'Events', summary: 'Retrieve an event with its deliveries', description: 'The event as it is delivered, with each delivery (one per endpoint) and every attempt: endpoint, time, response status or error, duration.' }),
  middleware: [requireScope(actionScopes.manageWebhooks)] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The event', EventWithDeliveries, eventWithDeliveriesExample),
    ...errorResponses(401, 403, 404, 429),
  },
});

const redeliver = createRoute({
  method: 'post',
  path: '/events/{id}/redeliver',
  ...operation({ id: 'redeliverEvent', tag: 'Events', summary: 'Send an event again', description: 'A new delivery to every enabled endpoint subscribed to its type now, with the same event id, so a receiver deduplicates it.' }),
  middleware: [requireScope(actionScopes.manageWebhooks)] as const,
  request: { params: IdParam },
  responses: {
    202: jsonResponse('Queued for delivery', Event, eventExample),
    ...errorResponses(401, 403, 404, 429),
  },
});

export function eventRoutes() {
  const readEvent = async (c: Context<ApiEnv>, id: string) => {
    const event = isUuid(id) ? await findEvent(c.var.db, c.var.principal.organizationId, id) : undefined;
    if (!event) throw notFound('event');
    return event;
  };
  return newRouter()
    .openapi(listAll, async (c) => {
      const query = c.req.valid('query');
      const rows = await listEvents(c.var.db, {
        organizationId: c.var.principal.organizationId,
        limit: query.limit,
        startingAfter: query.starting_after,
        type: query.type,
        createdGte: query['created[gte]'],
        createdLt: query['created[lt]'],
      });
      return c.json(listEnvelope(rows, query.limit, presentEvent), 200);
    })
    .openapi(retrieve, async (c) => {
      const event = await readEvent(c, c.req.valid('param').id);
      const [deliveries, attempts] = await Promise.all([deliveriesOfEvent(c.var.db, event.id), attemptsOfEvent(c.var.db, event.id)]);
      return c.json(presentEventWithDeliveries(event, deliveries, attempts), 200);
    })
    .openapi(redeliver, async (c) => {
      const event = await readEvent(c, c.req.valid('param').id);
      await redeliverWebhookEvent(c.var.command, event.id);
      return c.json(presentEvent(event), 202);
    });
}
