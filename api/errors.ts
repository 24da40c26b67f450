import { errorStatus } from '../domain/errorCodes.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export { errorStatus };

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
