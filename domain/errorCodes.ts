/**
 * Error codes of the interface (section 7) and the contract, with the HTTP status each answers with: one vocabulary
 * for the API's envelopes and the console's pages.
 */
export const errorStatus = {
  missing_token: 401,
  invalid_token: 401,
  revoked: 401,
  expired: 401,
  insufficient_scope: 403,
  organization_not_operable: 403,
  not_found: 404,
  invalid_request: 400,
  validation_failed: 422,
  idempotency_key_reuse: 422,
  kyc_not_verified: 422,
  invalid_transition: 409,
  idempotency_in_progress: 409,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const satisfies Record<string, number>;
