import type { Database } from '../../db/connect.ts';
import { countDeadLetters, listDeadLetters, type DeadLetterRow } from '../../db/deadLetters.ts';
import { findOrganization } from '../../db/organizations.ts';
import { withTenant } from '../../db/tenant.ts';
import { Rejection } from '../../domain/rejection.ts';
import { discardDeadLetter, replayDeadLetter } from '../operations/decideDeadLetter.ts';
import { AdminError } from './adminError.ts';

/** A dead letter as an operator reads it: where it came from, why, the record it names, and what became of it. */
export function deadLetterView(row: DeadLetterRow) {
  return {
    id: row.id,
    status: row.status,
    subject: row.subject,
    stream: row.stream,
    consumer: row.consumer,
    error: row.error,
    deliveries: row.deliveries,
    dead_lettered_at: row.dead_lettered_at.toISOString(),
    record: row.record_entity ? { entity: row.record_entity, id: row.record_id } : null,
    message_id: row.message_id,
    decided_by: row.decided_by,
    republished_at: row.republished_at?.toISOString() ?? null,
  };
}

async function organization(sql: Database, id: string) {
  if (!(await findOrganization(sql, id))) throw new AdminError(`no organization ${id}`);
}

/** `dead-letters list`: the organization's dead letters, newest first, with a count per status. */
export async function listDeadLettersAsOperator(sql: Database, organizationId: string, limit: number) {
  await organization(sql, organizationId);
  return withTenant(sql, organizationId, async (tx) => ({
    counts: Object.fromEntries(await countDeadLetters(tx, organizationId)),
    dead_letters: (await listDeadLetters(tx, organizationId, { limit })).map(deadLetterView),
  }));
}

/**
 * `dead-letters replay` / `discard`: the same commands as the console's buttons, logged as the admin's transition.
 * The running service's replayer puts a replayed message back on its subject once its fact is published.
 */
export async function decideDeadLetterAsOperator(sql: Database, organizationId: string, id: string, decision: { replay: true } | { reason: string }) {
  await organization(sql, organizationId);
  try {
    const row = await withTenant(sql, organizationId, (tx) => {
      const ctx = { tx, organizationId, actor: 'admin', afterCommit: () => {} };
      return 'replay' in decision ? replayDeadLetter(ctx, id) : discardDeadLetter(ctx, id, decision.reason);
    });
    if (!row) throw new AdminError(`no dead letter ${id} in organization ${organizationId}`);
    return deadLetterView(row);
  } catch (error) {
    if (error instanceof Rejection) throw new AdminError(error.message);
    throw error;
  }
}
