import type { CommandContext } from '../context.ts';
import {
  expireCurrentSecrets,
  findWebhookEndpoint,
  insertEndpointSecret,
  insertWebhookEndpoint,
  markWebhookEndpointDeleted,
  updateWebhookEndpoint,
  type EndpointChange,
  type WebhookEndpointRow,
} from '../../db/webhookEndpoints.ts';
import { awaitingDeliveriesOfEndpoint } from '../../db/webhookDeliveries.ts';
import { sealContext, sealValue } from '../../domain/sealing/sealedValue.ts';
import { newId } from '../../domain/ids.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import { newWebhookSecret } from '../../domain/webhooks/secret.ts';
import { applyDeliveryEvent } from './deliveryLifecycle.ts';
import { endpointUrlProblem } from './deliveryAddress.ts';

/** Where an endpoint's secret may live: sealed, bound to its own row. */
export const secretSealContext = (secretId: string) => sealContext('webhook_endpoint_secret', secretId, 'secret');

async function addSecret(ctx: CommandContext, endpointId: string): Promise<string> {
  const secret = newWebhookSecret();
  const id = newId();
  await insertEndpointSecret(ctx.tx, {
    id,
    organization_id: ctx.organizationId,
    endpoint_id: endpointId,
    sealed_secret: await sealValue(ctx.keyring, secretSealContext(id), secret),
  });
  return secret;
}

async function checkUrl(ctx: CommandContext, url: string): Promise<void> {
  const problem = await endpointUrlProblem(url, ctx.webhooks);
  if (problem) throw invalidFields({ url: problem });
}

export async function createWebhookEndpoint(
  ctx: CommandContext,
  body: { url: string; events: string[]; description?: string | null },
): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  await checkUrl(ctx, body.url);
  const endpoint = await insertWebhookEndpoint(ctx.tx, {
    id: newId(),
    organization_id: ctx.organizationId,
    url: body.url,
    events: [...new Set(body.events)],
    description: body.description ?? null,
  });
  return { endpoint, secret: await addSecret(ctx, endpoint.id) };
}

async function lockedEndpoint(ctx: CommandContext, id: string): Promise<WebhookEndpointRow> {
  const endpoint = await findWebhookEndpoint(ctx.tx, ctx.organizationId, id, { lock: true });
  if (!endpoint) throw new Rejection('not_found', 'No such webhook endpoint.');
  return endpoint;
}

/** Nothing more goes to an endpoint that is disabled or deleted: its waiting deliveries fail, saying why. */
async function stopDeliveries(ctx: CommandContext, endpointId: string, reason: string): Promise<void> {
  for (const delivery of await awaitingDeliveriesOfEndpoint(ctx.tx, endpointId)) {
    await applyDeliveryEvent(ctx, delivery, { type: 'ENDPOINT_GONE', reason }, 'webhook_endpoints');
  }
}

export async function updateWebhookEndpointSettings(
  ctx: CommandContext,
  id: string,
  body: { url?: string; events?: string[]; description?: string | null; disabled?: boolean },
): Promise<WebhookEndpointRow> {
  const endpoint = await lockedEndpoint(ctx, id);
  const change: EndpointChange = {};
  if (body.url !== undefined && body.url !== endpoint.url) {
    await checkUrl(ctx, body.url);
    change.url = body.url;
  }
  if (body.events !== undefined) change.events = [...new Set(body.events)];
  if (body.description !== undefined) change.description = body.description;
  if (body.disabled === true && !endpoint.disabled) {
    Object.assign(change, { disabled: true, disabled_reason: 'disabled by a client', disabled_at: new Date() });
    await stopDeliveries(ctx, id, 'endpoint disabled');
  }
  if (body.disabled === false && endpoint.disabled) {
    Object.assign(change, { disabled: false, disabled_reason: null, disabled_at: null, failing_since: null });
  }
  return Object.keys(change).length === 0 ? endpoint : updateWebhookEndpoint(ctx.tx, id, change);
}

export async function deleteWebhookEndpoint(ctx: CommandContext, id: string): Promise<void> {
  await lockedEndpoint(ctx, id);
  await stopDeliveries(ctx, id, 'endpoint deleted');
  await markWebhookEndpointDeleted(ctx.tx, id);
}

/** A new secret; the ones signing now keep signing beside it for the overlap, then expire. */
export async function rotateWebhookSecret(ctx: CommandContext, id: string): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  const endpoint = await lockedEndpoint(ctx, id);
  await expireCurrentSecrets(ctx.tx, id, ctx.webhooks.rotationOverlapMs);
  const secret = await addSecret(ctx, id);
  return { endpoint: await updateWebhookEndpoint(ctx.tx, id, {}), secret };
}
