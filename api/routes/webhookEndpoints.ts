import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../router.ts';
import { errorResponses, IdParam, listOf } from '../schemas/common.ts';
import {
  DeletedWebhookEndpoint,
  NewWebhookEndpoint,
  presentWebhookEndpoint,
  WebhookEndpoint,
  WebhookEndpointChange,
  WebhookEndpointWithSecret,
} from '../schemas/webhook.ts';
import { listEnvelope, pageQuery } from '../pagination.ts';
import { requireScope } from '../middleware/requireScope.ts';
import { actionScopes } from '../../domain/scopes.ts';
import { notFound } from '../errors.ts';
import { findWebhookEndpoint, listWebhookEndpoints } from '../../db/webhookEndpoints.ts';
import { isUuid } from '../../domain/ids.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  updateWebhookEndpointSettings,
} from '../../commands/webhooks/manageEndpoints.ts';
import { jsonBody, jsonResponse, operation } from '../openapi/operation.ts';
import { listExample } from '../examples/resources.ts';
import {
  deletedWebhookEndpointExample,
  newWebhookEndpointExample,
  webhookEndpointChangeExample,
  webhookEndpointExample,
  webhookEndpointWithSecretExample,
} from '../examples/webhooks.ts';


const createEndpoint = createRoute({
  method: 'post',
  path: '/webhook_endpoints',
  ...operation({ id: 'createWebhookEndpoint', tag: 'Webhooks', summary: 'Subscribe an endpoint to events', description:
    'The response carries the signing `secret`, shown this once. Production refuses URLs that are not https or that resolve to ' +
    'loopback, private, link-local or otherwise non-public addresses (422); staging accepts them, to reach a receiver on a laptop.' }),
  middleware: [requireScope(actionScopes.manageWebhooks)] as const,
  request: { body: jsonBody(NewWebhookEndpoint, newWebhookEndpointExample) },
  responses: { 201: jsonResponse('The endpoint, with its secret (shown once)', WebhookEndpointWithSecret, webhookEndpointWithSecretExample), ...errorResponses(400, 401, 403, 422, 429) },
});

const listEndpoints = createRoute({
  method: 'get',
  path: '/webhook_endpoints',
  ...operation({ id: 'listWebhookEndpoints', tag: 'Webhooks', summary: 'List webhook endpoints', description: 'Oldest first. Secrets are never returned after creation or rotation.' }),
  middleware: [requireScope(actionScopes.manageWebhooks)] as const,
  request: { query: z.object(pageQuery) },
  responses: { 200: jsonResponse('A page of endpoints', listOf(WebhookEndpoint, 'WebhookEndpointList'), listExample(webhookEndpointExample)), ...errorResponses(400, 401, 403, 429) },
});

const retrieveEndpoint = createRoute({
  method: 'get',
  path: '/webhook_endpoints/{id}',
  ...operation({ id: 'retrieveWebhookEndpoint', tag: 'Webhooks', summary: 'Retrieve a webhook endpoint', description: 'An endpoint disabled after failing continuously for 3 days says so in `disabled_reason` and `disabled_at`.' }),
  middleware: [requireScope(actionScopes.manageWebhooks)] as const,
  request: { params: IdParam },
  responses: { 200: jsonResponse('The endpoint', WebhookEndpoint, webhookEndpointExample), ...errorResponses(401, 403, 404, 429) },
});

const updateEndpoint = createRoute({
  method: 'patch',
  path: '/webhook_endpoints/{id}',
  ...operation({ id: 'updateWebhookEndpoint', tag: 'Webhooks', summary: 'Change a webhook endpoint', description:
    'Any of `url`, `events`, `description`, `disabled`. Disabling stops its waiting deliveries (they read failed); ' +
    '`disabled: false` enables it again and forgets its failures. A new URL is checked like one on creation.' }),
  middleware: [requireScope(actionScopes.manageWebhooks)] as const,
  request: { params: IdParam, body: jsonBody(WebhookEndpointChange, webhookEndpointChangeExample) },
  responses: { 200: jsonResponse('The endpoint, changed', WebhookEndpoint, webhookEndpointExample), ...errorResponses(400, 401, 403, 404, 422, 429) },
});

const deleteEndpoint = createRoute({
  method: 'delete',
  path: '/webhook_endpoints/{id}',
  ...operation({ id: 'deleteWebhookEndpoint', tag: 'Webhooks', summary: 'Delete a webhook endpoint', description: 'Nothing more is sent to it; its waiting deliveries read failed. Past attempts stay on their events.' }),
  middleware: [requireScope(actionScopes.manageWebhooks)] as const,
  request: { params: IdParam },
  responses: { 200: jsonResponse('The endpoint is deleted', DeletedWebhookEndpoint, deletedWebhookEndpointExample), ...errorResponses(401, 403, 404, 429) },
});

const rotateSecret = createRoute({
  method: 'post',
  path: '/webhook_endpoints/{id}/rotate_secret',
  ...operation({ id: 'rotateWebhookEndpointSecret', tag: 'Webhooks', summary: "Rotate an endpoint's signing secret", description:
    'Returns the new secret, shown this once. For the next 24 hours every delivery carries one `v1=` signature per live ' +
    'secret (the new one first), so a receiver can switch at its own pace; then only the new one signs.' }),
  middleware: [requireScope(actionScopes.manageWebhooks)] as const,
  request: { params: IdParam },
  responses: { 200: jsonResponse('The endpoint, with its new secret (shown once)', WebhookEndpointWithSecret, webhookEndpointWithSecretExample), ...errorResponses(401, 403, 404, 429) },
});

export function webhookEndpointRoutes() {
  const endpointId = (id: string) => {
    if (!isUuid(id)) throw notFound('webhook endpoint');
    return id;
  };
  return newRouter()
    .openapi(createEndpoint, async (c) => {
      const { endpoint, secret } = await createWebhookEndpoint(c.var.command, c.req.valid('json'));
      return c.json({ ...presentWebhookEndpoint(endpoint), secret }, 201);
    })
    .openapi(listEndpoints, async (c) => {
      const query = c.req.valid('query');
      const rows = await listWebhookEndpoints(c.var.db, { organizationId: c.var.principal.organizationId, limit: query.limit, startingAfter: query.starting_after });
      return c.json(listEnvelope(rows, query.limit, presentWebhookEndpoint), 200);
    })
    .openapi(retrieveEndpoint, async (c) => {
      const endpoint = await findWebhookEndpoint(c.var.db, c.var.principal.organizationId, endpointId(c.req.valid('param').id));
      if (!endpoint) throw notFound('webhook endpoint');
      return c.json(presentWebhookEndpoint(endpoint), 200);
    })
    .openapi(updateEndpoint, async (c) => {
      const endpoint = await updateWebhookEndpointSettings(c.var.command, endpointId(c.req.valid('param').id), c.req.valid('json'));
      return c.json(presentWebhookEndpoint(endpoint), 200);
    })
    .openapi(deleteEndpoint, async (c) => {
      const id = endpointId(c.req.valid('param').id);
      await deleteWebhookEndpoint(c.var.command, id);
      return c.json({ id, object: 'webhook_endpoint' as const, deleted: true as const }, 200);
    })
    .openapi(rotateSecret, async (c) => {
      const { endpoint, secret } = await rotateWebhookSecret(c.var.command, endpointId(c.req.valid('param').id));
      return c.json({ ...presentWebhookEndpoint(endpoint), secret }, 200);
    });
}
