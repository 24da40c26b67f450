import { databaseUnavailableMessage, type ErrorCode } from '../errors.ts';

type ErrorBody = { error: { code: ErrorCode; message: string; details?: Record<string, unknown> } };

/** One error body per code, with the messages the service sends (the document shows them per response). */
export const errorExamples: Record<ErrorCode, ErrorBody> = {
  missing_token: { error: { code: 'missing_token', message: 'Send the API key as "Authorization: Bearer <API_KEY>".' } },
  invalid_token: { error: { code: 'invalid_token', message: 'The API key is not valid.' } },
  revoked: { error: { code: 'revoked', message: 'The API key has been revoked.' } },
  expired: { error: { code: 'expired', message: 'The API key has expired.' } },
  insufficient_scope: {
    error: { code: 'insufficient_scope', message: 'This key lacks the payruns.run scope.', details: { required_scope: 'payruns.run' } },
  },
  organization_not_operable: { error: { code: 'organization_not_operable', message: 'The organization is suspended.' } },
  not_found: { error: { code: 'not_found', message: 'No such pay run.' } },
  invalid_request: { error: { code: 'invalid_request', message: 'The request body is not valid JSON.' } },
  validation_failed: {
    error: {
      code: 'validation_failed',
      message: 'The request body is not valid.',
      details: { fields: { 'compensation[0].amount_cents': 'must be an integer number of minor units' } },
    },
  },
  idempotency_key_reuse: {
    error: {
      code: 'idempotency_key_reuse',
      message: 'This Idempotency-Key was already used for a different request.',
      details: { idempotency_key: 'payroll-2025-07-approve-1' },
    },
  },
  kyc_not_verified: { error: { code: 'kyc_not_verified', message: "The organization's KYC is not verified; payroll cannot be calculated." } },
  invalid_transition: { error: { code: 'invalid_transition', message: 'A pay run in approved cannot calculate.' } },
  idempotency_in_progress: { error: { code: 'idempotency_in_progress', message: 'A request with this Idempotency-Key is still in progress.' } },
  rate_limited: { error: { code: 'rate_limited', message: 'Too many requests for this key; retry after the Retry-After delay.' } },
  internal_error: {
    error: { code: 'internal_error', message: 'Something went wrong on our side. Quote the Request-Id header when reporting it.' },
  },
  service_unavailable: { error: { code: 'service_unavailable', message: databaseUnavailableMessage } },
};
