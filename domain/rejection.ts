/**
 * A command refused for a reason the caller can act on. Commands know nothing of HTTP:
 * api/ maps each reason to its status and error code.
 */
export type RejectionReason = 'validation_failed' | 'not_found' | 'invalid_transition' | 'kyc_not_verified';

export class Rejection extends Error {
  constructor(
    readonly reason: RejectionReason,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function invalidFields(fields: Record<string, string>, message = 'The request body is not valid.'): Rejection {
  return new Rejection('validation_failed', message, { fields });
}
