import { Buffer } from 'node:buffer';
import type { Database, Transaction } from './connect.ts';
import { streamFromSnapshot } from './snapshotStream.ts';
import { ruleSetsById } from './ruleSets.ts';
import { payslipExportText, ruleSetLineTexts, type PayslipTextRow } from './payslipReadShape.ts';
import type { EmployeeSnapshot } from './payslips.ts';
import type { CompactLine } from './payslipLines.ts';
import { moneyEnd } from './payslipsJson.ts';

/**
 * Every payslip of a pay run as the API's payslip JSON (the bytes of its pages' `data` entries), one per line, in
 * id order, in batches of `batch` payslips: memory holds three batches whatever the run's size, and a batch is
 * asked of PostgreSQL only once the consumer has taken the one two before it (backpressure reaches PostgreSQL).
 *
 * PostgreSQL only reads the rows; this process writes their JSON (db/payslipReadShape.ts payslipText), which costs
 * it less than building the JSON cost PostgreSQL. Batches alternate between the two readers of one snapshot, so
 * PostgreSQL reads batch i + 1 on the other core while this process writes batch i.
 */
export function payslipsOfRunLines(sql: Database, organizationId: string, payRunId: string, batch = 500): AsyncGenerator<Uint8Array> {
  return streamFromSnapshot(sql, organizationId, 2, async function* (connections) {
    // Where each batch starts: every batch-th id of the run's index range (ids only, no payslip built).
    const starts = (await connections[0]!`
      select id from (
        select id, row_number() over (order by id) as n from payslips where organization_id = ${organizationId} and pay_run_id = ${payRunId}
      ) ids where (n - 1) % ${batch} = 0 order by id`).map((row) => row.id as string);
    const read = (index: number) => batchLines(connections[index % 2]!, organizationId, payRunId, starts[index]!, starts[index + 1]);
    const inFlight: Promise<Buffer>[] = [];
    for (let i = 0; i < Math.min(2, starts.length); i++) inFlight.push(read(i));
    for (let i = 0; i < starts.length; i++) {
      const lines = await inFlight.shift()!;
      if (i + 2 < starts.length) inFlight.push(read(i + 2));
      yield lines;
    }
  });
}

/**
 * A batch's rows: PostgreSQL writes the payslip's plain members (payslipExportText.columns), and hands over the
 * snapshot, the rule set and the compact lines as their text, unparsed (no per-column parsing by postgres.js).
 */
const exportColumns = `${payslipExportText.columns.join(', ')}, p.employee_snapshot, p.rule_set_id, p.lines, m.currency`;

type RawRow = (Buffer | null)[];

/** Payslips from `from` up to `to` (excluded), in id order straight from the run's index range: no sort. */
async function batchLines(connection: Transaction, organizationId: string, payRunId: string, from: string, to: string | undefined): Promise<Buffer> {
  const range = to === undefined ? connection`p.id >= ${from}` : connection`p.id >= ${from} and p.id < ${to}`;
  const rows = (await connection`
    select ${connection.unsafe(exportColumns)}
    from pay_runs run
    join payslips p on p.organization_id = run.organization_id and p.pay_run_id = run.id and ${range}
    ${connection.unsafe(moneyEnd)}
    where run.organization_id = ${organizationId} and run.id = ${payRunId}
    order by p.id`.raw()) as unknown as RawRow[];
  const at = payslipExportText.columns.length;
  const sets = await ruleSetsById(connection, new Set(rows.map((row) => row[at + 1]!.toString())));
  const texts = new Map([...sets].map(([id, set]) => [id, ruleSetLineTexts(set)]));
  // Each payslip is encoded into the batch's buffer as it is written, PostgreSQL's columns copied as they came:
  // one string of a whole batch (or an array of its pieces) joined before encoding cost this process twice as much.
  const out = new BatchBuffer(rows.length * 6_000);
  let row: RawRow = [];
  const sink = { text: (text: string) => out.text(text), column: (index: number) => out.bytes(row[index]!) };
  for (row of rows) {
    const text: PayslipTextRow = {
      employee_snapshot: JSON.parse(row[at]!.toString()) as EmployeeSnapshot,
      ruleSet: texts.get(row[at + 1]!.toString())!,
      lines: JSON.parse(row[at + 2]!.toString()) as CompactLine[],
      moneyEnd: row[at + 3]!.toString(),
    };
    payslipExportText.write(text, sink);
    out.bytes(newline);
  }
  return out.written();
}

const newline = Buffer.from('\n');

/** A batch's bytes, grown when a batch's payslips are longer than expected. */
class BatchBuffer {
  private buffer: Buffer;
  private length = 0;

  constructor(size: number) {
    this.buffer = Buffer.allocUnsafe(size);
  }

  text(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.room(text.length * 3);
    this.length += this.buffer.write(text, this.length);
  }

  bytes(bytes: Buffer): void {
    this.room(bytes.length);
    this.length += bytes.copy(this.buffer, this.length);
  }

  written(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  private room(needed: number): void {
    if (this.length + needed <= this.buffer.length) return;
    const larger = Buffer.allocUnsafe(Math.max(this.length + needed, this.buffer.length * 2));
    this.buffer.copy(larger, 0, 0, this.length);
    this.buffer = larger;
  }
}
