import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Error codes of the interface (section 7) and the contract, with the status each answers with. */
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
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

/** Thrown anywhere under api/; the error handler turns it into the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) } };
  }
}

export const notFound = (what: string) => new ApiError('not_found', `No such ${what}.`);

export function validationFailed(fields: Record<string, string>, message = 'The request body is not valid.') {
  return new ApiError('validation_failed', message, { fields });
}
