import type { Transaction } from '../db/connect.ts';
import type { CommandContext } from '../commands/context.ts';
import type { RateLimitTaken } from '../db/apiKeys.ts';

export interface Principal {
  organizationId: string;
  apiKeyId: string;
  scopes: ReadonlySet<string>;
  organizationStatus: 'active' | 'suspended' | 'deactivated';
}

/** What middleware puts on the Hono context for the handlers after it. */
export interface ApiEnv {
  Variables: {
    requestId: string;
    principal: Principal;
    /** The request's tenant transaction (row-level security set to the principal's organization). */
    db: Transaction;
    /** The request's command context: its transaction, the runtime's ports, after-commit work, the key as actor. */
    command: CommandContext;
    /** The key's unit of rate limit, when authentication took it in the same round trip. */
    rateLimitTaken: RateLimitTaken | undefined;
    /** A streamed upload's fingerprint, set by its route once read, for the Idempotency-Key it came with. */
    uploadSha256: Uint8Array | undefined;
  };
}
