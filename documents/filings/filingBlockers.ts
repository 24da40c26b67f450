import type { FilingBlocker } from '../../machines/filing.ts';
import type { FiledPerson, FilingHead } from './periodicFiling.ts';

/** Employee blockers a filing lists; past it, one line counts the rest. */
export const listedEmployeeBlockers = 1_000;

const aboutEmployee = (b: FilingBlocker) => b.subject.startsWith('employee:');

/** The line that stands for the employee blockers past the listed ones. */
export function unlistedBlockers(unlisted: number, all: number, people: number): FilingBlocker {
  return {
    subject: 'employees',
    field: 'blockers',
    message: `${unlisted} more missing or invalid employee inputs are not listed (${all} in all, for ${people} employees): give the ones listed and the filing lists the next`,
  };
}

/**
 * A writer's blockers as it adds people: every one about the employer, the period or a run, and the first `limit`
 * about employees, then one that counts the rest, the same list `listedBlockers` makes of them all, without holding
 * them all (a return of 100,000 people none of whose inputs were given made 100,000 per return). A person's
 * blockers come together, so a change of subject is a new person.
 */
export class ListedBlockers extends Array<FilingBlocker> {
  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }
  readonly #limit: number;
  #others = 0;
  #employees = 0;
  #people = 0;
  #lastPerson = '';

  constructor(first: readonly FilingBlocker[] = [], limit = listedEmployeeBlockers) {
    super();
    this.#limit = limit;
    this.push(...first);
  }

  override push(...blockers: FilingBlocker[]): number {
    for (const blocker of blockers) this.#take(blocker);
    return this.length;
  }

  #take(blocker: FilingBlocker): void {
    const overflowing = this.#employees > this.#limit;
    if (!aboutEmployee(blocker)) {
      // Once employees overflow, the list is ordered as listedBlockers orders it: the others first.
      if (overflowing) this.splice(this.#others, 0, blocker);
      else super.push(blocker);
      this.#others += 1;
      return;
    }
    this.#employees += 1;
    if (blocker.subject !== this.#lastPerson) {
      this.#people += 1;
      this.#lastPerson = blocker.subject;
    }
    if (this.#employees <= this.#limit) {
      super.push(blocker);
      return;
    }
    if (!overflowing) {
      const listed = [...this.filter((b) => !aboutEmployee(b)), ...this.filter(aboutEmployee)];
      this.length = 0;
      super.push(...listed, blocker);
    }
    this[this.length - 1] = unlistedBlockers(this.#employees - this.#limit, this.#employees, this.#people);
  }
}

/** A blocker for each employer reference the return needs and the employer has not given. */
export function missingEmployerReferences(source: Pick<FilingHead, 'employer'>, fields: readonly string[], title: string): FilingBlocker[] {
  return fields.filter((f) => !source.employer[f]).map((field) => ({ subject: 'employer', field, message: `${title} needs the employer's ${field.replaceAll('_', ' ')}` }));
}

/** A blocker naming the employee and the field (`statutory_ids.<key>` or `filing_inputs.<key>`). */
export function personBlocker(person: FiledPerson, field: string, message: string): FilingBlocker {
  return { subject: `employee:${person.employeeId}`, field, message: `${person.fullName}: ${message}` };
}

/** The person's statutory id, or a blocker naming it. */
export function requiredId(person: FiledPerson, key: string, title: string, blockers: FilingBlocker[]): string {
  const value = person.statutoryIds[key];
  if (!value) blockers.push(personBlocker(person, `statutory_ids.${key}`, `${title} needs the ${key.replaceAll('_', ' ')}`));
  return value ?? '';
}

/** The person's filing input, or a blocker naming it. */
export function requiredInput(person: FiledPerson, key: string, title: string, blockers: FilingBlocker[]): string {
  const value = person.filingInputs[key];
  if (!value) blockers.push(personBlocker(person, `filing_inputs.${key}`, `${title} needs the ${key.replaceAll('_', ' ')}`));
  return value ?? '';
}
