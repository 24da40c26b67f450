import type { StoredLineItem } from '../../db/payslips.ts';
import type { FiledLine, FiledPayslip } from '../../documents/filings/periodicFiling.ts';

const chunkLines = 65_536;

/**
 * The lines of a return's payslips packed in typed arrays, a line 18 bytes (its code and kind as an index, amount and
 * base): as objects they were a kilobyte a payslip, more than a worker's heap holds at 100,000 people. A payslip's
 * lines are made into objects when a writer reads them; the last few are kept, as a writer sums one person's lines
 * several times in a row.
 */
export class PackedLines {
  private readonly names: [string, StoredLineItem['kind']][] = [];
  private readonly nameIndex = new Map<string, Map<string, number>>();
  private readonly chunks: { names: Uint16Array; figures: Float64Array }[] = [];
  private used = chunkLines;
  private readonly recent: { payslip: object; lines: FiledLine[] }[] = [];

  /** Packs one payslip's lines: the place of the first, a number rather than an object per payslip. */
  add(lines: readonly FiledLine[]): number {
    if (lines.length > chunkLines) throw new Error(`a payslip of ${lines.length} lines`);
    if (this.used + lines.length > chunkLines) {
      this.chunks.push({ names: new Uint16Array(chunkLines), figures: new Float64Array(chunkLines * 2) });
      this.used = 0;
    }
    const chunk = this.chunks.length - 1;
    const { names, figures } = this.chunks[chunk]!;
    const start = this.used;
    lines.forEach((line, i) => {
      names[start + i] = this.nameOf(line.code, line.kind);
      figures[(start + i) * 2] = line.amount_minor;
      figures[(start + i) * 2 + 1] = line.base_minor;
    });
    this.used += lines.length;
    return chunk * chunkLines + start;
  }

  linesOf(payslip: object, place: number, count: number): FiledLine[] {
    const hit = this.recent.find((r) => r.payslip === payslip);
    if (hit) return hit.lines;
    const { names, figures } = this.chunks[Math.floor(place / chunkLines)]!;
    const start = place % chunkLines;
    const lines: FiledLine[] = [];
    for (let i = start; i < start + count; i++) {
      const [code, kind] = this.names[names[i]!]!;
      lines.push({ code, kind, amount_minor: figures[i * 2]!, base_minor: figures[i * 2 + 1]! });
    }
    this.recent.unshift({ payslip, lines });
    if (this.recent.length > 4) this.recent.pop();
    return lines;
  }

  private nameOf(code: string, kind: StoredLineItem['kind']): number {
    let byKind = this.nameIndex.get(code);
    if (!byKind) this.nameIndex.set(code, (byKind = new Map()));
    let index = byKind.get(kind);
    if (index === undefined) {
      index = this.names.push([code, kind]) - 1;
      if (index > 0xffff) throw new Error('more than 65,536 line codes in one return');
      byKind.set(kind, index);
    }
    return index;
  }
}

/** A payslip whose lines are packed: its `line_items` are read from the pack. */
export class PackedPayslip implements FiledPayslip {
  constructor(
    readonly period_start: string,
    readonly period_end: string,
    readonly pay_date: string,
    readonly gross_minor: number,
    readonly employee_snapshot: FiledPayslip['employee_snapshot'],
    private readonly pack: PackedLines,
    private readonly place: number,
    private readonly count: number,
  ) {}

  get line_items(): FiledLine[] {
    return this.pack.linesOf(this, this.place, this.count);
  }
}
