import { describe, expect, it } from 'vitest';
import { chunkImportLines, numberImportLines } from '../../domain/employees/importLines.ts';

const rowsOf = (text: string, chunkSize: number) =>
  chunkImportLines(text, chunkSize).chunks.map((c) => ({ ...numberImportLines(c.text, c.first_line), row_count: c.row_count }));

describe('chunkImportLines', () => {
  it('numbers rows by their line in the file across blank lines, CRLF and chunk boundaries', () => {
    const text = '{"a":1}\r\n\n  \n{"a":2}\n{"a":3}\r\n\t\n{"a":4}\n\n';
    const { rowsTotal, chunks } = chunkImportLines(text, 2);
    expect(rowsTotal).toBe(4);
    expect(chunks.map((c) => [c.chunk, c.first_line, c.row_count])).toEqual([[0, 1, 2], [1, 5, 2]]);
    expect(rowsOf(text, 2)).toEqual([
      { row_numbers: [1, 4], lines: ['{"a":1}', '{"a":2}'], row_count: 2 },
      { row_numbers: [5, 7], lines: ['{"a":3}', '{"a":4}'], row_count: 2 },
    ]);
  });

  it('keeps every non-blank line once, in order, whatever the chunk size', () => {
    const lines = Array.from({ length: 23 }, (_, i) => (i % 5 === 3 ? ' \u00a0' : `{"n":${i}}`));
    const text = lines.join('\n');
    const expected = lines.flatMap((line, i) => (line.trim() === '' ? [] : [{ row: i + 1, line }]));
    for (const size of [1, 4, 7, 100]) {
      const got = rowsOf(text, size).flatMap((c) => c.row_numbers.map((row, i) => ({ row, line: c.lines[i] })));
      expect(got).toEqual(expected);
      expect(rowsOf(text, size).every((c) => c.row_count === c.lines.length && c.row_count <= size)).toBe(true);
    }
  });

  it('finds no rows in a file of blank lines', () => {
    expect(chunkImportLines('\n \r\n\t\n', 10)).toEqual({ rowsTotal: 0, chunks: [] });
  });
});
