/** When and how long to retry: 429 and 503 always, with the server's Retry-After when it gives one. */
export interface RetryPolicy {
  /** Retries after the first attempt; 0 turns retrying off. Default 3. */
  maxRetries?: number;
  /** The first backoff without a Retry-After; it doubles on each retry (with jitter). Default 500 ms. */
  baseDelayMs?: number;
  /** A wait longer than this (Retry-After included) is not waited: the response is returned. Default 60 s. */
  maxDelayMs?: number;
  /** Told before each wait, e.g. to log it. */
  onRetry?: (retry: { attempt: number; status: number | null; delayMs: number; request: Request }) => void;
}

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * Wraps fetch so that a 429 (rate_limited), a 503 or a 409 idempotency_in_progress is sent again, byte for byte
 * and with the same Idempotency-Key, after Retry-After or an exponential backoff. A network failure is retried
 * only where sending twice cannot act twice: GET, or a request carrying an Idempotency-Key.
 */
export function retryingFetch(send: Fetch, policy: RetryPolicy = {}): (request: Request) => Promise<Response> {
  const maxRetries = policy.maxRetries ?? 3;
  const baseDelayMs = policy.baseDelayMs ?? 500;
  const maxDelayMs = policy.maxDelayMs ?? 60_000;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      let response: Response | null = null;
      try {
        response = await send(request.clone());
      } catch (error) {
        if (request.signal.aborted || !safeToResend(request) || attempt >= maxRetries) throw error;
      }
      if (response && !(await retryable(response))) return response;
      if (attempt >= maxRetries) return response!;
      const delayMs = response?.headers.has('Retry-After') ? retryAfterMs(response.headers.get('Retry-After')!) : backoffMs(baseDelayMs, attempt);
      if (delayMs > maxDelayMs) {
        if (response) return response;
        throw new Error(`not retrying ${request.method} ${request.url}: the next attempt would be in ${delayMs} ms`);
      }
      await response?.body?.cancel();
      policy.onRetry?.({ attempt: attempt + 1, status: response?.status ?? null, delayMs, request });
      await sleep(delayMs, request.signal);
    }
  };
}

async function retryable(response: Response): Promise<boolean> {
  if (response.status === 429 || response.status === 503) return true;
  if (response.status !== 409 || !response.headers.has('Retry-After')) return false;
  // Only the in-progress conflict says "later"; invalid_transition is an answer.
  const body = await response.clone().json().catch(() => null);
  return body?.error?.code === 'idempotency_in_progress';
}

const safeToResend = (request: Request) => request.method === 'GET' || request.headers.has('Idempotency-Key');

/** Retry-After is integer seconds (the contract) or an HTTP date (RFC 9110); anything else waits a second. */
export function retryAfterMs(value: string, now = Date.now()): number {
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
}

const backoffMs = (base: number, attempt: number) => Math.round(base * 2 ** attempt * (0.5 + Math.random() / 2));

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}
