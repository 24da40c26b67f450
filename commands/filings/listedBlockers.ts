import type { FilingBlocker } from '../../machines/filing.ts';

/** Employee blockers a filing lists; past it, one line counts the rest. */
export const listedEmployeeBlockers = 1_000;

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
    {
      subject: 'employees',
      field: 'blockers',
      message: `${aboutEmployees.length - limit} more missing or invalid employee inputs are not listed (${aboutEmployees.length} in all, for ${people} employees): give the ones listed and the filing lists the next`,
    },
  ];
}
