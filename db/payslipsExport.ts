import { Buffer } from 'node:buffer';
import type { Database, Transaction } from './connect.ts';
import { streamFromSnapshot } from './snapshotStream.ts';
import { moneyEnd, pageRuleSetTexts, payslipJson } from './payslipsJson.ts';

const newline = 0x0a;

/**
 * Every payslip of a pay run as the API's payslip JSON (the bytes of its pages' `data` entries), one per line, in
 * id order, in batches of `batch` payslips: memory holds three batches whatever the run's size, and a batch is
 * asked of PostgreSQL only once the consumer has taken the one two before it (backpressure reaches PostgreSQL).
 *
 * Building the JSON is PostgreSQL's work (most of an export's CPU), so batches alternate between the two readers
 * of one snapshot: while one sends batch i, the other builds batch i + 1, on a second core.
 */
export function payslipsOfRunLines(sql: Database, organizationId: string, payRunId: string, batch = 500): AsyncGenerator<Uint8Array> {
  return streamFromSnapshot(sql, organizationId, 2, async function* (connections) {
    // Where each batch starts: every batch-th id of the run's index range (ids only, no payslip built).
    const starts = (await connections[0]!`
      select id from (
        select id, row_number() over (order by id) as n from payslips where organization_id = ${organizationId} and pay_run_id = ${payRunId}
      ) ids where n % ${batch} = 1 order by id`).map((row) => row.id as string);
    const read = (index: number) => batchLines(connections[index % 2]!, organizationId, payRunId, starts[index]!, starts[index + 1]);
    const inFlight: Promise<Buffer[]>[] = [];
    for (let i = 0; i < Math.min(2, starts.length); i++) inFlight.push(read(i));
    for (let i = 0; i < starts.length; i++) {
      const rows = await inFlight.shift()!;
      if (i + 2 < starts.length) inFlight.push(read(i + 2));
      yield lines(rows);
    }
  });
}

/** Payslips from `from` up to `to` (excluded), in id order straight from the run's index range: no sort. */
async function batchLines(connection: Transaction, organizationId: string, payRunId: string, from: string, to: string | undefined): Promise<Buffer[]> {
  const range = to === undefined ? connection`p.id >= ${from}` : connection`p.id >= ${from} and p.id < ${to}`;
  const rows = (await connection`
    with page as materialized (
      select p.* from payslips p where p.organization_id = ${organizationId} and p.pay_run_id = ${payRunId} and ${range}
    ), rule_set_texts as materialized (
      -- Each rule set's texts once per batch, not once per payslip.
      select s.id, ${connection.unsafe(pageRuleSetTexts)} from rule_sets s where s.id in (select rule_set_id from page)
    )
    select ${connection.unsafe(payslipJson)}
    from pay_runs run
    join page p on true
    join rule_set_texts s on s.id = p.rule_set_id
    ${connection.unsafe(moneyEnd)}
    where run.organization_id = ${organizationId} and run.id = ${payRunId}
    order by p.id`.raw()) as unknown as [Buffer][];
  return rows.map(([text]) => text);
}

/** The batch's texts, each followed by a newline, in one buffer. */
function lines(texts: Buffer[]): Buffer {
  let length = 0;
  for (const text of texts) length += text.length + 1;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const text of texts) {
    at += text.copy(out, at);
    out[at++] = newline;
  }
  return out;
}
