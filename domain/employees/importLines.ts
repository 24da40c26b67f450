/** At most this many employees in one import (issue 16). */
export const maxImportRows = 100_000;

/** Rows per chunk: one transaction and one insert per table each. */
export const importChunkSize = 1000;

export interface ImportChunkSlice {
  chunk: number;
  /** Line number (1-based) of the slice's first line in the file. */
  first_line: number;
  /** Non-blank lines in the slice: the chunk's rows. */
  row_count: number;
  /** The upload's own text from the chunk's first row to its last, blank lines included, so numbering holds. */
  text: string;
}

/**
 * An upload of JSON lines cut into chunks of at most `chunkSize` non-blank lines as it arrives, piece by piece, so
 * no more than one chunk is held at once: a row's number is its line number in the file, recovered by
 * `numberImportLines` from the chunk's first line. A chunk's text runs from its first row to its last, blank lines
 * between them included.
 */
export class ImportLineCutter {
  rowsTotal = 0;
  private chunkCount = 0;
  private lineNumber = 0;
  /** The unfinished last line of the pieces so far. */
  private partial = '';
  private open: { first_line: number; lines: string[]; rows: number; lastRow: number } | undefined;

  constructor(private readonly chunkSize: number) {}

  /** The chunks a piece of the upload completes. */
  push(piece: string): ImportChunkSlice[] {
    const done: ImportChunkSlice[] = [];
    const text = this.partial + piece;
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      this.line(text, start, end, done);
      start = end + 1;
    }
    this.partial = text.slice(start);
    return done;
  }

  /** The last chunk, once the upload has ended. */
  finish(): ImportChunkSlice[] {
    const done: ImportChunkSlice[] = [];
    this.line(this.partial, 0, this.partial.length, done);
    this.partial = '';
    this.close(done);
    return done;
  }

  private line(text: string, start: number, end: number, done: ImportChunkSlice[]) {
    this.lineNumber++;
    const blank = isBlank(text, start, end);
    if (blank && !this.open) return;
    this.open ??= { first_line: this.lineNumber, lines: [], rows: 0, lastRow: 0 };
    this.open.lines.push(text.slice(start, end));
    if (blank) return;
    this.rowsTotal++;
    this.open.rows++;
    this.open.lastRow = this.open.lines.length;
    if (this.open.rows === this.chunkSize) this.close(done);
  }

  private close(done: ImportChunkSlice[]) {
    if (!this.open) return;
    const { first_line, lines, rows, lastRow } = this.open;
    done.push({ chunk: this.chunkCount++, first_line, row_count: rows, text: lines.slice(0, lastRow).join('\n') });
    this.open = undefined;
  }
}

/** A whole upload cut into chunks (ImportLineCutter over one piece). */
export function chunkImportLines(text: string, chunkSize: number): { rowsTotal: number; chunks: ImportChunkSlice[] } {
  const cutter = new ImportLineCutter(chunkSize);
  const chunks = [...cutter.push(text), ...cutter.finish()];
  return { rowsTotal: cutter.rowsTotal, chunks };
}

/** The rows of a stored slice with their line numbers, as `chunkImportLines` counted them. */
export function numberImportLines(text: string, firstLine: number): { row_numbers: number[]; lines: string[] } {
  const rowNumbers: number[] = [];
  const lines: string[] = [];
  let lineNumber = firstLine;
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() !== '') {
      rowNumbers.push(lineNumber);
      lines.push(line);
    }
    lineNumber++;
  }
  return { row_numbers: rowNumbers, lines };
}

const nonBlank = /\S/g;

/** Whitespace only (what `trim` removes: `\s`), checked in place so the 202's scan copies nothing. */
function isBlank(text: string, start: number, end: number): boolean {
  nonBlank.lastIndex = start;
  const found = nonBlank.exec(text);
  return found === null || found.index >= end;
}
