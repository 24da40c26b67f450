import { Buffer } from 'node:buffer';
import type { Database } from './connect.ts';
import { enterTenant } from './tenant.ts';
import { moneyEnd, pageRuleSetTexts, payslipJson } from './payslipsJson.ts';

const newline = 0x0a;

/**
 * Every payslip of a pay run as the API's payslip JSON (the bytes of its pages' `data` entries), one per line, in
 * id order: batches of `batch` payslips read through a cursor, so memory holds one batch whatever the run's size,
 * and the next batch is read only when the consumer asks for it (backpressure reaches PostgreSQL).
 *
 * It runs on a connection of its own, in a read-only repeatable-read transaction as the organization: a streamed
 * response outlives the request's transaction, and one snapshot keeps the export whole while payments move.
 * Ending the iteration early (a client gone) closes the cursor, rolls back and gives the connection back.
 */
export async function* payslipsOfRunLines(sql: Database, organizationId: string, payRunId: string, batch = 500): AsyncGenerator<Uint8Array> {
  const connection = await sql.reserve();
  let finished = false;
  try {
    await connection.unsafe('begin read only isolation level repeatable read');
    await enterTenant(connection, organizationId);
    // Payslips in id order straight from the index (organization, run, id), each joined to its rule set's texts
    // by a nested loop: no sort, so the first line leaves as soon as it is built (a sort would build all first).
    const cursor = connection`
      with rule_set_texts as materialized (
        -- Each rule set's texts once for the whole run, not once per payslip.
        select s.id, ${connection.unsafe(pageRuleSetTexts)} from rule_sets s
        where s.id in (select distinct rule_set_id from payslips where organization_id = ${organizationId} and pay_run_id = ${payRunId})
      )
      select ${connection.unsafe(payslipJson)}
      from pay_runs run
      join payslips p on p.organization_id = ${organizationId} and p.pay_run_id = ${payRunId}
      cross join lateral (select * from rule_set_texts s where s.id = p.rule_set_id) s
      ${connection.unsafe(moneyEnd)}
      where run.organization_id = ${organizationId} and run.id = ${payRunId}
      order by p.id`.raw().cursor(batch) as unknown as AsyncIterable<[Buffer][]>;
    for await (const rows of cursor) {
      let length = 0;
      for (const [text] of rows) length += text.length + 1;
      const out = Buffer.allocUnsafe(length);
      let at = 0;
      for (const [text] of rows) {
        at += text.copy(out, at);
        out[at++] = newline;
      }
      yield out;
    }
    await connection.unsafe('commit');
    finished = true;
  } finally {
    if (!finished) await connection.unsafe('rollback').catch(() => {});
    connection.release();
  }
}
