export { createPayrollClient, type PayrollClient, type PayrollClientOptions, type OperationMethods } from './client.ts';
export { PayrollApiError, type ErrorCode } from './errors.ts';
export { retryingFetch, type RetryPolicy } from './retry.ts';
export { verifyWebhook, WebhookSignatureError, type WebhookEvent, type WebhookHeaders, type VerifyWebhookOptions } from './webhooks.ts';
export type { ListItem, ListOperationId, OperationInput, OperationResult, RequestBody } from './operationTypes.ts';
export type { ListResources } from './listResources.ts';
export { operationRoutes, type OperationId } from './generated/operations.ts';
export type { components, operations, paths } from './generated/schema.ts';
