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
 * An upload of JSON lines cut into chunks of at most `chunkSize` non-blank lines, each kept as a slice of the
 * upload (no copy per line): a row's number is its line number in the file, recovered by `numberImportLines`.
 */
export function chunkImportLines(text: string, chunkSize: number): { rowsTotal: number; chunks: ImportChunkSlice[] } {
  const chunks: ImportChunkSlice[] = [];
  let rowsTotal = 0;
  let lineNumber = 0;
  let start = 0;
  let open: { first_line: number; start: number; rows: number; end: number } | undefined;
  const close = () => {
    if (!open) return;
    chunks.push({ chunk: chunks.length, first_line: open.first_line, row_count: open.rows, text: text.slice(open.start, open.end) });
    open = undefined;
  };
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    lineNumber++;
    if (!isBlank(text, start, end)) {
      rowsTotal++;
      open ??= { first_line: lineNumber, start, rows: 0, end };
      open.rows++;
      open.end = end;
      if (open.rows === chunkSize) close();
    }
    start = end + 1;
  }
  close();
  return { rowsTotal, chunks };
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
