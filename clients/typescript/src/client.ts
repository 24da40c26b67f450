import createClient from 'openapi-fetch';
import type { paths } from './generated/schema.ts';
import { operationRoutes, type OperationId } from './generated/operations.ts';
import { PayrollApiError } from './errors.ts';
import { retryingFetch, type RetryPolicy } from './retry.ts';
import type { ListItem, ListOperationId, OperationInput, OperationMethod, OperationResult } from './operationTypes.ts';
import { listsByResource, type ListResources } from './listResources.ts';

export interface PayrollClientOptions {
  /** Where the API is, with its /api/v1: `http://localhost:8080/api/v1`. */
  baseUrl: string;
  /** The API key: `pay_test_<key_id>_<secret>` or `pay_live_...`. */
  token: string;
  /** Another fetch (a proxy's, a test's); the global one by default. */
  fetch?: (request: Request) => Response | Promise<Response>;
  retry?: RetryPolicy;
}

export type OperationMethods = { [K in OperationId]: OperationMethod<K> };

export type PayrollClient = OperationMethods &
  ListResources & {
    /** Calls an operation by its operationId. */
    call<K extends OperationId>(operationId: K, input: OperationInput<K>): Promise<OperationResult<K>>;
    /** Every item of a list operation, page after page, fetched as the loop asks for them. */
    paginate<K extends ListOperationId>(operationId: K, input?: OperationInput<K>): AsyncGenerator<ListItem<K>, void, undefined>;
  };

type AnyInput = { path?: object; query?: Record<string, unknown>; body?: unknown; idempotencyKey?: string; signal?: AbortSignal };
type RawRequest = (method: string, path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The Payroll Service client: every operation by operationId (`client.createEmployee({ body })`), every list as
 * an async iterator (`for await (const e of client.employees.list())`), errors thrown as PayrollApiError.
 */
export function createPayrollClient(options: PayrollClientOptions): PayrollClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const http = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.token}` },
    fetch: retryingFetch(send, options.retry),
  });
  const request = http.request as unknown as RawRequest;

  async function call(operationId: OperationId, input: AnyInput = {}): Promise<unknown> {
    const route = operationRoutes[operationId];
    const header: Record<string, string> = {};
    if (route.idempotent) header['Idempotency-Key'] = input.idempotencyKey ?? crypto.randomUUID();
    const plainBody = route.requestType !== null && route.requestType !== 'application/json';
    const { data, error, response } = await request(route.method, route.path, {
      params: { path: input.path, query: input.query, header },
      body: input.body,
      signal: input.signal,
      parseAs: route.responseType === 'application/json' ? 'json' : route.responseType === 'application/pdf' ? 'arrayBuffer' : 'text',
      ...(plainBody ? { bodySerializer: (body: unknown) => body, headers: { 'Content-Type': route.requestType } } : {}),
    });
    if (!response.ok) throw PayrollApiError.from(operationId, response, error);
    return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
  }

  async function* paginate(operationId: ListOperationId, input: AnyInput = {}): AsyncGenerator<unknown, void, undefined> {
    let cursor = input.query?.starting_after as string | undefined;
    for (;;) {
      const page = (await call(operationId, { ...input, query: { ...input.query, starting_after: cursor } })) as {
        data: unknown[];
        has_more: boolean;
        next_cursor: string | null;
      };
      yield* page.data;
      if (!page.has_more || !page.next_cursor) return;
      cursor = page.next_cursor;
    }
  }

  const methods = Object.fromEntries(
    (Object.keys(operationRoutes) as OperationId[]).map((operationId) => [operationId, (input?: AnyInput) => call(operationId, input)]),
  );
  const client = { ...methods, call, paginate } as unknown as PayrollClient;
  return Object.assign(client, listsByResource(client));
}
