import type { FilingBlocker } from '../../machines/filing.ts';
import { listedEmployeeBlockers, unlistedBlockers } from '../../documents/filings/filingBlockers.ts';

/**
 * The blockers a filing keeps: every one about the employer, the period or a run, and the first `limit` about
 * employees, then one that counts the rest. A return of 100,000 employees none of whose inputs were given listed
 * every one in its machine's context, and writing that ran the worker out of heap (issue 31).
 */
export function listedBlockers(blockers: readonly FilingBlocker[], limit = listedEmployeeBlockers): readonly FilingBlocker[] {
  const aboutEmployees = blockers.filter((b) => b.subject.startsWith('employee:'));
  if (aboutEmployees.length <= limit) return blockers;
  const people = new Set(aboutEmployees.map((b) => b.subject)).size;
  return [
    ...blockers.filter((b) => !b.subject.startsWith('employee:')),
    ...aboutEmployees.slice(0, limit),
    unlistedBlockers(aboutEmployees.length - limit, aboutEmployees.length, people),
  ];
}
