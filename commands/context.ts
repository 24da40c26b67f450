import type { Database, Transaction } from '../db/connect.ts';
import { withTenant, type TenantOptions } from '../db/tenant.ts';
import type { DataKeyring } from '../domain/sealing/dataKeyring.ts';
import type { RulesEngine } from '../rules-wasm/host/engine.ts';
import type { WorkQueue } from '../ports/workQueue.ts';
import type { ChunkMessage } from '../ports/chunkMessages.ts';
import type { PaymentMessage } from '../ports/paymentMessages.ts';
import type { NameCheckMessage, PaymentPartner } from '../ports/paymentPartner.ts';
import type { EmployeeImportChunkMessage } from '../ports/employeeImportMessages.ts';
import type { FilingGateway, FilingMessage } from '../ports/filingGateway.ts';
import { AfterCommit } from '../ports/afterCommit.ts';
import { logOf } from '../platform/log.ts';
import type { WebhookSettings } from './webhooks/webhookSettings.ts';

/** The service's own actors, as the transitions log names them. */
export type SystemActor =
  | 'calculator'
  | 'coordinator'
  | 'payment_actor'
  | 'payment_partner'
  | 'name_check_actor'
  | 'webhook_dispatcher'
  | 'webhook_endpoints'
  | 'employee_importer'
  | 'filing_actor'
  | 'filing_gateway'
  | 'pay_scheduler'
  | 'dead_letter_recorder'
  | 'dead_letter_replayer'
  | 'admin';

/** Who asks for a change: an API key, a console member, or one of the service's own actors. */
export type Actor = `api_key:${string}` | `member:${string}` | SystemActor;

/** What the transitions log names as a transition's cause: an actor, or the record whose transition moved this one. */
export type Cause = Actor | `pay_run:${string}` | `payslip:${string}` | `filing:${string}`;

/** The runtime's ports as commands use them. Built once, by service/runtime.ts; absent where a process has none. */
export interface CommandPorts {
  sql: Database;
  keyring: DataKeyring;
  rules: RulesEngine;
  chunkSize: number;
  /** Runs with more employees than this are priced in the background. */
  syncLimit: number;
  webhooks: WebhookSettings;
  /** This process's outbox relay, woken after a commit that wrote to the outbox. */
  outboxRelay?: { wake(): void };
  chunkQueue?: WorkQueue<ChunkMessage>;
  paymentQueue?: WorkQueue<PaymentMessage>;
  nameCheckQueue?: WorkQueue<NameCheckMessage>;
  partner?: PaymentPartner | null;
  employeeImportQueue?: WorkQueue<EmployeeImportChunkMessage>;
  filingQueue?: WorkQueue<FilingMessage>;
  filingGateway?: FilingGateway | null;
}

/**
 * What every command runs with, from the API, the console, an actor or the admin CLI alike: the organization's
 * transaction, the runtime's ports, work for after the commit, and who asked. A command that needs less takes a
 * `Pick` of it.
 */
export interface CommandContext extends CommandPorts {
  tx: Transaction;
  organizationId: string;
  actor: Actor;
  /** Queues work to run once the transaction has committed, and never after a rollback. */
  afterCommit(work: () => Promise<void>): void;
}

/** What a command needs to write facts to the outbox. */
export type AnnounceContext = Pick<CommandContext, 'tx' | 'organizationId' | 'afterCommit' | 'outboxRelay'>;

/**
 * Runs `work` as one command in the organization's transaction, then, only once that committed, the work it queued.
 * Whatever `work` throws rolls everything back and is thrown again; after-commit failures are logged, never thrown:
 * what they leave undone (a publish, a wake-up) is recovered by the actors' sweeps.
 */
export async function runCommand<T>(
  ports: CommandPorts,
  organizationId: string,
  actor: Actor,
  work: (ctx: CommandContext) => Promise<T>,
  options: TenantOptions & { log?: Record<string, unknown> } = {},
): Promise<T> {
  const after = new AfterCommit();
  const result = await withTenant(ports.sql, organizationId, (tx) => work({ ...ports, tx, organizationId, actor, afterCommit: after.add }), options);
  await after.run((error) => logOf('command', { organization_id: organizationId, actor, ...options.log }).error({ err: error }, 'after commit'));
  return result;
}
