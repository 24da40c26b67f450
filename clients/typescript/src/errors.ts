import type { components } from './generated/schema.ts';

type Schemas = components['schemas'];
type Envelope = Schemas[Extract<keyof Schemas, `Error${number}`>];

/** Every error code the API documents; a newer service may send one this client does not know yet. */
export type ErrorCode = Envelope['error']['code'] | (string & {});

/**
 * An error answer of the API, as its envelope says it: `{"error": {"code", "message", "details"}}`, with the
 * HTTP status, the operation called and the Request-Id to quote to support.
 */
export class PayrollApiError extends Error {
  override readonly name = 'PayrollApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> | undefined,
    readonly requestId: string | null,
    readonly operationId: string,
  ) {
    super(message);
  }

  /** From a non-2xx response and its body as parsed; a body that is not an envelope (a proxy's page) keeps the status. */
  static from(operationId: string, response: Response, body: unknown): PayrollApiError {
    const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)?.error;
    const requestId = response.headers.get('Request-Id');
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      const details = error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : undefined;
      return new PayrollApiError(response.status, error.code, error.message, details, requestId, operationId);
    }
    return new PayrollApiError(response.status, `http_${response.status}`, `${operationId} answered ${response.status} without an error envelope`, undefined, requestId, operationId);
  }
}
