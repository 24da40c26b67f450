import { describe, expect, it } from 'vitest';
import { PackedLines, PackedPayslip } from '../../commands/filings/packedLines.ts';
import type { FiledLine } from '../../documents/filings/periodicFiling.ts';
import { csvOf, CsvLines } from '../../documents/filings/returnCsv.ts';

// Returns of 100,000 people hold payslip lines packed and write CSV a line at a time (issue 31): each must read
// back exactly what was put in, across the pack's 65,536-line chunks, and write the same bytes as csvOf.
describe('packed payslip lines', () => {
  it('give back every payslip its own lines, codes, kinds and figures, across chunks', () => {
    const pack = new PackedLines();
    const kinds = ['earning', 'deduction', 'employer_cost', 'informational'] as const;
    const expected: FiledLine[][] = [];
    const payslips: PackedPayslip[] = [];
    for (let p = 0; p < 9_000; p++) {
      const lines: FiledLine[] = Array.from({ length: 1 + (p % 17) }, (_, i) => ({
        code: `CODE_${(p + i) % 40}`, kind: kinds[(p * 7 + i) % 4]!, amount_minor: p * 1_000_003 - i * 7 - 2 ** 40, base_minor: i === 0 ? 0 : 2 ** 52 - p,
      }));
      expected.push(lines);
      payslips.push(new PackedPayslip('2025-07-01', '2025-07-31', '2025-07-31', p, { classification: 'employee' }, pack, pack.add(lines), lines.length));
    }
    expect(expected.reduce((n, l) => n + l.length, 0)).toBeGreaterThan(65_536);
    payslips.forEach((payslip, p) => expect(payslip.line_items).toEqual(expected[p]));
    // Read again in another order: what a writer sums twice is the same both times.
    for (const p of [8_999, 0, 4_321, 0]) expect(payslips[p]!.line_items).toEqual(expected[p]);
  });
});

describe('CsvLines', () => {
  it('writes the same bytes as csvOf, quoting and all', () => {
    const rows = [['PIN', 'Name, full', 'say "hi"'], ['A1', 'line\nbreak', ''], []];
    const lines = new CsvLines();
    lines.push(rows[0]!);
    lines.push(...rows.slice(1));
    expect(lines.text()).toBe(csvOf(rows));
    expect(new CsvLines().text()).toBe(csvOf([]));
  });
});
