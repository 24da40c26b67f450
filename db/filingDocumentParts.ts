import type { Database, Queryable } from './connect.ts';
import { enterTenant } from './tenant.ts';

/** A return's document is stored in parts (migration 061): no process holds one of a million people whole. */
export async function deleteDocumentParts(sql: Queryable, filingId: string): Promise<void> {
  await sql`delete from filing_document_parts where filing_id = ${filingId}`;
}

export async function insertDocumentPart(sql: Queryable, organizationId: string, filingId: string, part: number, text: string): Promise<void> {
  await sql`insert into filing_document_parts (filing_id, organization_id, part, text) values (${filingId}, ${organizationId}, ${part}, ${text})`;
}

/**
 * The document's parts in order, one held at a time, all from one snapshot: a return written again meanwhile is
 * served as it was when the first part was read. A connection of its own, as a streamed response outlives the
 * request's transaction; ending the iteration early gives it back.
 */
export async function* documentPartsOf(sql: Database, organizationId: string, filingId: string): AsyncGenerator<string> {
  const connection = await sql.reserve();
  let finished = false;
  try {
    await connection.unsafe('begin read only isolation level repeatable read');
    await enterTenant(connection, organizationId);
    for (let after = -1; ; ) {
      const [row] = await connection<{ part: number; text: string }[]>`
        select part, text from filing_document_parts where filing_id = ${filingId} and part > ${after} order by part limit 1`;
      if (!row) break;
      yield row.text;
      after = row.part;
    }
    await connection.unsafe('commit');
    finished = true;
  } finally {
    if (!finished) await connection.unsafe('rollback').catch(() => {});
    connection.release();
  }
}
