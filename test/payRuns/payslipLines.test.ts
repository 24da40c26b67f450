import { describe, expect, it } from 'vitest';
import { compactLines, expandLines, ruleVersionsOf } from '../../db/payslipLines.ts';
import type { RuleSet } from '../../db/ruleSets.ts';
import type { StoredLineItem } from '../../db/payslips.ts';

const set: RuleSet = {
  id: '00000000-0000-7000-8000-000000000001',
  manifestHash: 'abc',
  jurisdiction: 'KE',
  refs: ['KE/ahl@2024-03-19#81f39eecf856', 'KE/paye@2023-07-01#344c1f3d2e33'],
  lines: [['BASIC', 'earning', 'Basic salary'], ['PAYE', 'deduction', 'Income tax (PAYE)'], ['BONUS', 'earning', 'Bonus']],
};
const line = (over: Partial<StoredLineItem>): StoredLineItem => ({
  code: 'BASIC', kind: 'earning', description: 'Basic salary', amount_minor: 100, base_minor: 100, rate_applied: null, rule_version_ref: null, ...over,
});

describe('payslip lines as stored', () => {
  const lines = [
    line({}),
    line({ code: 'PAYE', kind: 'deduction', description: 'Income tax (PAYE)', amount_minor: 30, rate_applied: '30%', rule_version_ref: 'KE/paye@2023-07-01#344c1f3d2e33' }),
    // A one-off item that happens to match the catalogue keeps its code written out: SQL reads it at ->>4.
    line({ code: 'BONUS', description: 'Bonus', amount_minor: 50, base_minor: 50, rule_version_ref: 'pay_run_item:01900000-0000-7000-8000-000000000009' }),
    line({ code: 'HOUSING', description: null, amount_minor: -5, base_minor: -5, rule_version_ref: 'payslip:01900000-0000-7000-8000-000000000008' }),
    line({ code: 'AHL', kind: 'deduction', description: 'A description not in the catalogue', rule_version_ref: 'KE/ahl@2024-03-19#81f39eecf856' }),
  ];

  it('reads back exactly what was priced', () => {
    const stored = JSON.parse(JSON.stringify(compactLines(lines, set)));
    expect(expandLines(stored, set)).toEqual(lines);
  });

  it('keeps catalogue lines to their figures and indexes, and written-out references with their code', () => {
    const [basic, paye, bonus, retro, ahl] = compactLines(lines, set);
    expect(basic).toEqual([100, 100, null, null, 0]);
    expect(paye).toEqual([30, 100, '30%', 1, 1]);
    expect(bonus).toEqual([50, 50, null, 'pay_run_item:01900000-0000-7000-8000-000000000009', 'BONUS', 'earning', 'Bonus']);
    expect(retro![4]).toBe('HOUSING');
    expect(ahl).toEqual([100, 100, null, 0, 'AHL', 'deduction', 'A description not in the catalogue']);
  });

  it('keeps any further field of a line (a proration basis, a rate kind) as it was', () => {
    const more = [
      { ...lines[0]!, proration: { days_paid: 10, days_in_period: 31 } },
      { ...lines[2]!, rate_kind: 'flat' },
    ] as unknown as StoredLineItem[];
    const stored = JSON.parse(JSON.stringify(compactLines(more, set)));
    expect(expandLines(stored, set)).toEqual(more);
    expect(stored[0]).toEqual([100, 100, null, null, 0, { proration: { days_paid: 10, days_in_period: 31 } }]);
  });

  it('derives the rule versions: distinct references, sorted', () => {
    expect(ruleVersionsOf(lines)).toEqual([
      'KE/ahl@2024-03-19#81f39eecf856',
      'KE/paye@2023-07-01#344c1f3d2e33',
      'pay_run_item:01900000-0000-7000-8000-000000000009',
      'payslip:01900000-0000-7000-8000-000000000008',
    ]);
  });
});
