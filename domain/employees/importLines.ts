/** At most this many employees in one import (issue 16). */
export const maxImportRows = 100_000;

/** Rows per chunk: one transaction and one insert per table each. */
export const importChunkSize = 1000;

/**
 * An upload of JSON lines cut into chunks of at most `chunkSize` rows. Blank lines are skipped but counted,
 * so a row's number is its line number in the file; each kept line becomes "<row>\t<line>".
 */
export function chunkImportLines(text: string, chunkSize: number): { rowsTotal: number; chunks: { chunk: number; numbered_lines: string[] }[] } {
  const chunks: { chunk: number; numbered_lines: string[] }[] = [];
  let current: string[] = [];
  let rowsTotal = 0;
  let lineNumber = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    lineNumber++;
    const line = text.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    if (line.trim() === '') continue;
    rowsTotal++;
    current.push(`${lineNumber}\t${line}`);
    if (current.length === chunkSize) {
      chunks.push({ chunk: chunks.length, numbered_lines: current });
      current = [];
    }
  }
  if (current.length > 0) chunks.push({ chunk: chunks.length, numbered_lines: current });
  return { rowsTotal, chunks };
}
