import { describe, expect, it } from 'vitest';
import { listedBlockers } from '../../commands/filings/listedBlockers.ts';
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
});
