import type { operations } from './generated/schema.ts';
import type { OperationId, operationRoutes } from './generated/operations.ts';

/**
 * What each operation takes and answers, read off the generated types by operationId: `path` and `query`
 * parameters, the request `body`, and the body of its success response.
 */
type Operation<K extends OperationId> = operations[K];
type Defined<T> = Exclude<T, undefined>;
type Present<T> = [T] extends [never] ? false : true;

type PathOf<K extends OperationId> = Defined<Operation<K>['parameters']['path']>;
type QueryOf<K extends OperationId> = Defined<Operation<K>['parameters']['query']>;
type RequestBodyOf<K extends OperationId> = Defined<Operation<K>['requestBody']>;
type BodyOf<K extends OperationId> = RequestBodyOf<K> extends { content: infer C } ? C[keyof C] : never;

/** The request body an operation takes, e.g. `RequestBody<'createEmployee'>`. */
export type RequestBody<K extends OperationId> = BodyOf<K>;

type PathField<K extends OperationId> = Present<PathOf<K>> extends true ? { path: PathOf<K> } : { path?: never };
type QueryField<K extends OperationId> = Present<QueryOf<K>> extends true ? { query?: QueryOf<K> } : { query?: never };
type BodyField<K extends OperationId> =
  Present<BodyOf<K>> extends false ? { body?: never } : undefined extends Operation<K>['requestBody'] ? { body?: BodyOf<K> } : { body: BodyOf<K> };
type IdempotencyField<K extends OperationId> = (typeof operationRoutes)[K]['idempotent'] extends true
  ? {
      /** Sent as Idempotency-Key; one is made (a random UUID) when not given, and the same one goes on every retry. */
      idempotencyKey?: string;
    }
  : { idempotencyKey?: never };

export type OperationInput<K extends OperationId> = PathField<K> & QueryField<K> & BodyField<K> & IdempotencyField<K> & { signal?: AbortSignal };

type Responses<K extends OperationId> = Operation<K>['responses'];
type SuccessContent<K extends OperationId> = Responses<K>[Extract<keyof Responses<K>, 200 | 201 | 202>] extends { content: infer C } ? C : never;

/** The success body: parsed JSON, the bytes of a PDF, or the text of another document (the pain.001 XML). */
export type OperationResult<K extends OperationId> =
  SuccessContent<K> extends { 'application/json': infer J } ? J : SuccessContent<K> extends { 'application/pdf': unknown } ? Uint8Array : string;

type RequiredKeys<T> = { [P in keyof T]-?: {} extends Pick<T, P> ? never : P }[keyof T];

/** One typed method per operation: the input may be left out where nothing in it is required. */
export type OperationMethod<K extends OperationId> =
  RequiredKeys<OperationInput<K>> extends never
    ? (input?: OperationInput<K>) => Promise<OperationResult<K>>
    : (input: OperationInput<K>) => Promise<OperationResult<K>>;

export type ListOperationId = { [K in OperationId]: (typeof operationRoutes)[K]['list'] extends true ? K : never }[OperationId];

/** What a list operation's pages hold. */
export type ListItem<K extends ListOperationId> = OperationResult<K> extends { data: (infer Item)[] } ? Item : never;
