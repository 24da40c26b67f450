import type { Database, Queryable } from './connect.ts';
import { streamFromSnapshot } from './snapshotStream.ts';

/** A return's document is stored in parts (migration 061): no process holds one of a million people whole. */
export async function deleteDocumentParts(sql: Queryable, filingId: string): Promise<void> {
  await sql`delete from filing_document_parts where filing_id = ${filingId}`;
}

export async function insertDocumentPart(sql: Queryable, organizationId: string, filingId: string, part: number, text: string): Promise<void> {
  await sql`insert into filing_document_parts (filing_id, organization_id, part, text) values (${filingId}, ${organizationId}, ${part}, ${text})`;
}

/**
 * The document's parts in order, one held at a time, all from one snapshot (db/snapshotStream.ts): a return written
 * again meanwhile is served as it was when the first part was read.
 */
export function documentPartsOf(sql: Database, organizationId: string, filingId: string): AsyncGenerator<string> {
  return streamFromSnapshot(sql, organizationId, 1, async function* ([connection]) {
    for (let after = -1; ; ) {
      const [row] = await connection!<{ part: number; text: string }[]>`
        select part, text from filing_document_parts where filing_id = ${filingId} and part > ${after} order by part limit 1`;
      if (!row) return;
      yield row.text;
      after = row.part;
    }
  });
}
