import type { Queryable } from './connect.ts';
import type { DeadLetterMessage } from '../ports/deadLetters.ts';

export interface DeadLetterRow {
  id: string;
  organization_id: string;
  letter_key: string;
  subject: string;
  stream: string;
  consumer: string;
  message_id: string | null;
  deliveries: number;
  error: string;
  record_entity: string | null;
  record_id: string | null;
  data: string;
  dead_lettered_at: Date;
  status: string;
  machine_snapshot: unknown;
  decided_by: string | null;
  republished_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Records a dead letter once by its key; null when it was recorded already (the letter heard again). */
export async function insertDeadLetter(
  tx: Queryable,
  letter: DeadLetterMessage & { id: string; organizationId: string; status: string; snapshot: unknown },
): Promise<DeadLetterRow | null> {
  const [row] = await tx<DeadLetterRow[]>`
    insert into dead_letters (id, organization_id, letter_key, subject, stream, consumer, message_id, deliveries, error,
                              record_entity, record_id, data, dead_lettered_at, status, machine_snapshot)
    values (${letter.id}, ${letter.organizationId}, ${letter.key}, ${letter.subject}, ${letter.stream}, ${letter.consumer},
            ${letter.messageId}, ${letter.deliveries}, ${letter.error}, ${letter.record?.entity ?? null}, ${letter.record?.id ?? null},
            ${letter.data}, ${letter.deadLetteredAt}, ${letter.status}, ${tx.json(letter.snapshot as never)})
    on conflict (letter_key) do nothing
    returning *`;
  return row ?? null;
}

/** One dead letter of the organization, locked for its machine (the tenant's transaction). */
export async function lockDeadLetter(tx: Queryable, organizationId: string, id: string): Promise<DeadLetterRow | null> {
  const [row] = await tx<DeadLetterRow[]>`select * from dead_letters where organization_id = ${organizationId} and id = ${id} for update`;
  return row ?? null;
}

export async function saveDeadLetter(tx: Queryable, id: string, values: { status: string; machine_snapshot: unknown; decided_by: string }): Promise<DeadLetterRow> {
  const [row] = await tx<DeadLetterRow[]>`
    update dead_letters set status = ${values.status}, machine_snapshot = ${tx.json(values.machine_snapshot as never)},
           decided_by = ${values.decided_by}, updated_at = now()
    where id = ${id} returning *`;
  return row!;
}

/** Stamps the replayer's publish; false when another delivery of the same replay stamped it first. */
export async function markRepublished(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx`update dead_letters set republished_at = now() where id = ${id} and republished_at is null returning id`;
  return rows.length === 1;
}

/**
 * The organization's dead letters, newest first, a page at a time (`before`: the last row's time and id), those
 * in `undecided` states counted apart: index `dead_letters_org_recent` and `dead_letters_org_status`.
 */
export async function listDeadLetters(
  tx: Queryable,
  organizationId: string,
  options: { limit: number; before?: { at: Date; id: string } },
): Promise<DeadLetterRow[]> {
  const before = options.before;
  return tx<DeadLetterRow[]>`
    select * from dead_letters where organization_id = ${organizationId}
    ${before ? tx`and (dead_lettered_at, id) < (${before.at}, ${before.id})` : tx``}
    order by dead_lettered_at desc, id desc limit ${options.limit}`;
}

/** How many of the organization's dead letters are in each status (a handful of statuses: the status index). */
export async function countDeadLetters(tx: Queryable, organizationId: string): Promise<Map<string, number>> {
  const rows = await tx<{ status: string; count: number }[]>`
    select status, count(*)::int as count from dead_letters where organization_id = ${organizationId} group by status`;
  return new Map(rows.map((r) => [r.status, r.count]));
}

/** Dead letters in `states` over every organization (the owner's connection), for the metrics. */
export async function countDeadLettersIn(sql: Queryable, states: readonly string[]): Promise<number> {
  const [row] = await sql<{ count: number }[]>`select count(*)::int as count from dead_letters where status = any(${states as string[]})`;
  return row!.count;
}
