/** Tables for authors: aligned columns in a terminal, pipe tables in Markdown (a pull request). */
export interface TextTable {
  header: string[];
  rows: string[][];
  /** Columns whose cells are amounts, aligned right. */
  numeric: number[];
}

export function terminalTable({ header, rows, numeric }: TextTable, indent = ''): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    indent + cells.map((cell, i) => (numeric.includes(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function markdownTable({ header, rows, numeric }: TextTable): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  return [
    `| ${header.map(escape).join(' | ')} |`,
    `| ${header.map((_, i) => (numeric.includes(i) ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(escape).join(' | ')} |`),
  ].join('\n');
}
