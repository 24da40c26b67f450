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
    return { error: { code: this.code, message: this.message, ...(this.details ? { details: cappedDetails(this.details) } : {}) } };
  }
}

/** How long a client should wait before retrying while the database does not answer. */
export const databaseRetryAfterSeconds = 5;
export const databaseUnavailableMessage = 'The service cannot reach its database just now; retry after the Retry-After delay.';

export const notFound = (what: string) => new ApiError('not_found', `No such ${what}.`);

export function validationFailed(fields: Record<string, string>, message = 'The request body is not valid.') {
  return new ApiError('validation_failed', message, { fields });
}

/** At most this many fields are named in one error body: ten thousand bad keys would make a 2 MB answer. */
export const mostReportedFields = 100;

/** `details.fields` cut to the first `mostReportedFields`, with `field_count` saying how many there were. */
function cappedDetails(details: Record<string, unknown>): Record<string, unknown> {
  const fields = details.fields;
  if (!fields || typeof fields !== 'object') return details;
  const names = Object.keys(fields);
  if (names.length <= mostReportedFields) return details;
  const kept = Object.fromEntries(names.slice(0, mostReportedFields).map((name) => [name, (fields as Record<string, unknown>)[name]]));
  return { ...details, fields: kept, field_count: names.length, fields_omitted: names.length - mostReportedFields };
}
