export type SealingErrorCode = 'invalid_key' | 'malformed' | 'unsupported_version' | 'unknown_key' | 'not_authentic';

/** Messages name key ids and contexts, never key material or plaintext. */
export class SealingError extends Error {
  override readonly name = 'SealingError';
  constructor(
    readonly code: SealingErrorCode,
    message: string,
  ) {
    super(message);
  }
}
