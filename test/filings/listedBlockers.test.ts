import { describe, expect, it } from 'vitest';
import { listedBlockers } from '../../commands/filings/listedBlockers.ts';
import { ListedBlockers } from '../../documents/filings/filingBlockers.ts';
import type { FilingBlocker } from '../../machines/filing.ts';

const person = (n: number, field: string): FilingBlocker => ({ subject: `employee:${n}`, field, message: `${field} is missing for employee ${n}` });

// A return of 100,000 employees without their inputs kept every blocker in its machine's context and ran the
// worker out of heap writing it (scripts/bench/scale.ts, issue 31).
describe('listedBlockers', () => {
  const employer: FilingBlocker = { subject: 'employer', field: 'employer_pin', message: 'the employer PIN is missing' };
  const period: FilingBlocker = { subject: 'period', field: 'period_end', message: 'the period ends on 2026-11-30' };

  it('keeps every blocker up to the limit, as they came', () => {
    const blockers = [employer, person(1, 'kra_pin'), person(2, 'kra_pin'), period];
    expect(listedBlockers(blockers, 2)).toBe(blockers);
  });

  it('past the limit keeps the employer, period and run blockers, the first employees, and counts the rest', () => {
    const blockers = [employer, ...Array.from({ length: 5 }, (_, i) => [person(i, 'kra_pin'), person(i, 'nssf_number')]).flat(), period];
    const listed = listedBlockers(blockers, 3);
    expect(listed.map((b) => `${b.subject} ${b.field}`)).toEqual([
      'employer employer_pin', 'period period_end',
      'employee:0 kra_pin', 'employee:0 nssf_number', 'employee:1 kra_pin',
      'employees blockers',
    ]);
    expect(listed.at(-1)!.message).toBe('7 more missing or invalid employee inputs are not listed (10 in all, for 5 employees): give the ones listed and the filing lists the next');
  });

  it('lists 1,000 employee blockers by default', () => {
    const listed = listedBlockers(Array.from({ length: 100_000 }, (_, i) => person(i, 'kra_pin')));
    expect(listed).toHaveLength(1_001);
  });

  // A writer adds its blockers a person at a time: the list it holds must stay that small while it writes.
  it('as a writer collects them, holds no more than the listed ones and ends equal to listedBlockers of them all', () => {
    for (const limit of [0, 1, 3, 1_000]) {
      const all: FilingBlocker[] = [employer];
      const collected = new ListedBlockers([employer], limit);
      let longest = 0;
      for (let n = 0; n < 2_500; n++) {
        const own = n % 3 === 0 ? [person(n, 'kra_pin'), person(n, 'nssf_number')] : [person(n, 'kra_pin')];
        if (n === 1_700) own.push({ subject: 'run:r1', field: 'payslips', message: 'a run without payslips' });
        all.push(...own);
        collected.push(...own);
        longest = Math.max(longest, collected.length);
      }
      all.push(period);
      collected.push(period);
      expect([...collected]).toEqual(listedBlockers(all, limit));
      expect(longest).toBeLessThanOrEqual(limit + 4);
    }
  });

  it('is a list like any other to those who read it', () => {
    const collected = new ListedBlockers([employer], 1);
    collected.push(person(1, 'kra_pin'), person(2, 'kra_pin'));
    expect(collected.map((b) => b.subject)).toEqual(['employer', 'employee:1', 'employees']);
    expect(Array.isArray(collected.filter(() => true))).toBe(true);
    expect(JSON.parse(JSON.stringify(collected))).toEqual([...collected]);
  });
});
