/** The drill's calls to the API process, as a client would make them (bearer key, Idempotency-Key on writes). */
export interface DrillClient {
  call(method: string, path: string, body?: unknown, contentType?: string, timeoutMs?: number): Promise<{ status: number; body: any; headers: Headers }>;
  /** Like `call`, but answers other than 2xx (a 503 while PostgreSQL restarts, say) are retried until `deadlineMs`. */
  callUntilOk(method: string, path: string, body?: unknown, contentType?: string, deadlineMs?: number): Promise<any>;
}

export function drillClient(baseUrl: string, token: string): DrillClient {
  const call: DrillClient['call'] = async (method, path, body, contentType = 'application/json', timeoutMs = 60_000) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (method !== 'GET') headers['Idempotency-Key'] = `drill-${method}-${path}-${typeof body === 'string' ? body.length : JSON.stringify(body ?? null)}`;
    if (body !== undefined) headers['Content-Type'] = contentType;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
  return {
    call,
    async callUntilOk(method, path, body, contentType, deadlineMs = 300_000) {
      const deadline = Date.now() + deadlineMs;
      for (;;) {
        // The same Idempotency-Key every time: a write that committed before its answer was lost is not done twice.
        const answer = await call(method, path, body, contentType).catch((error: unknown) => ({ status: 0, body: String(error), headers: new Headers() }));
        if (answer.status >= 200 && answer.status < 300) return answer.body;
        // A request that outlived the client's timeout (paying 20,000 under load) is still being worked on: its key
        // answers 409 idempotency_in_progress until it ends, then its own answer, as a client retrying should see.
        const inProgress = answer.status === 409 && answer.body?.error?.code === 'idempotency_in_progress';
        if (answer.status !== 0 && answer.status !== 503 && answer.status !== 429 && !inProgress) {
          throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        }
        if (Date.now() > deadline) throw new Error(`${method} ${path} still answers ${answer.status}: ${JSON.stringify(answer.body)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
  };
}
